import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);
const coreClient = path.dirname(require.resolve('@docusaurus/core/lib/client/preload.js'));

/**
 * CUSTOM (Docusaurus 3.10.2): the client entry calls `preload()` for the
 * current route at the end of main.js's evaluation, so matching the route and
 * inserting a <script> for each of its chunks (about 2 ms apiece in a traced
 * load, Lighthouse's kind) lengthen the one long task that starts the app. The
 * core client's imports of `./preload` get preload.ts instead, which runs the
 * same preload from a timer: the chunks are requested a task later, and the
 * start-up is two shorter tasks. Navigations and link preloads go through it
 * too, one task later than before.
 */
export default function preloadInOwnTask(): Plugin {
  return {
    name: 'preload-in-own-task',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      const wrapper = fileURLToPath(new URL('preload.ts', import.meta.url));
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/preload$/, (data) => {
            if (data.context === coreClient) {
              data.request = wrapper;
            }
          }),
        ],
      };
    },
  };
}
