import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * CUSTOM (Docusaurus 3.10.2): Docusaurus gives every route module (a theme
 * component, a page's data) a chunk of its own, in the registry.js it
 * generates (a private format, read by ./loader.ts), so a docs page loads
 * its layout in five chunks and the blog its data in two. main.js inserts each chunk's <script> in the long task
 * that starts the app, about 2 ms apiece in a traced load (Lighthouse's
 * kind), and each chunk is one more request. Modules that always load together get one chunk name in
 * the generated registry, and webpack bundles dynamic imports that share a
 * name into one chunk.
 */
export default function routeChunkGroups(context: LoadContext): Plugin {
  return {
    name: 'route-chunk-groups',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: [
            {
              test: /[\\/]registry\.js$/,
              include: context.generatedFilesDir,
              loader: fileURLToPath(new URL('loader.ts', import.meta.url)),
            },
          ],
        },
      };
    },
  };
}
