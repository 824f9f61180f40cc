// CUSTOM (Docusaurus 3.10.2): runs in the browser, in place of Docusaurus's
// client preload (see index.ts), which it imports from core's lib/ folder.
import preload from '@docusaurus/core/lib/client/preload.js';

/** Docusaurus's preload of a route's chunks, started in a task of its own. */
export default function preloadInOwnTask(pathname: string): Promise<unknown> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  }).then(() => preload(pathname));
}
