// CUSTOM (Docusaurus 3.10.2): Docusaurus's <Link> prefetches a link's chunks
// as soon as the link scrolls into view. Right after hydration that is every
// visible link at once: one task of 60 to 100 ms on a mid-range phone, while
// the reader may already be tapping. This client module hands each of those
// prefetches to the browser's idle time instead, a few milliseconds' worth
// per idle callback: an idle period can last 50 ms, and filling it made each
// batch a long task of its own on a long guide.
// Hovering or touching a link still loads its page at once (preload).
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '../utils/whenIdle.ts';

type Prefetch = (routePath: string) => unknown;

/**
 * Prefetching per idle callback, in ms: short of a long task (50 ms) even
 * slowed down four times, as Lighthouse's mobile simulation does.
 */
const sliceMs = 4;

const waiting: string[] = [];
let scheduled = false;
let wrapped = false;

function schedule(prefetch: Prefetch): void {
  if (scheduled) {
    return;
  }
  scheduled = true;
  whenIdle((deadline) => {
    scheduled = false;
    const started = performance.now();
    do {
      const routePath = waiting.shift();
      if (routePath !== undefined) {
        prefetch(routePath);
      }
    } while (
      waiting.length > 0 &&
      performance.now() - started < sliceMs &&
      (deadline?.timeRemaining() ?? 0) > 0
    );
    if (waiting.length > 0) {
      schedule(prefetch);
    }
  });
}

const clientModule: ClientModule = {
  // window.docusaurus is set after client modules load, and the first route
  // update comes before any link can report that it is in view.
  onRouteDidUpdate() {
    const global = window as unknown as {docusaurus?: {prefetch: Prefetch}};
    const docusaurus = global.docusaurus;
    if (!docusaurus || wrapped) {
      return;
    }
    wrapped = true;
    // Docusaurus's object is frozen: the global gets a copy.
    global.docusaurus = {
      ...docusaurus,
      prefetch: (routePath) => {
        waiting.push(routePath);
        schedule(docusaurus.prefetch);
        return true;
      },
    };
  },
};

export default clientModule;
