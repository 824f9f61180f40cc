import type {Plugin} from '@docusaurus/types';

/**
 * CUSTOM (Docusaurus 3.10.2): Docusaurus keeps webpack's default
 * `defaultVendors` cache group in its bundler config, which moves a route
 * chunk's node_modules code (the theme's components, mostly) into a chunk of
 * its own even when no other chunk uses it. A docs page then loads
 * 11 route chunks rather than 9, and main.js inserts each chunk's <script> in
 * its start-up task, about 1.2 ms apiece on this machine. Here node_modules
 * code moves out only when two chunks or more share it: the shared blog
 * components keep their chunk, and nothing is downloaded twice.
 */
export default function sharedVendorChunks(): Plugin {
  return {
    name: 'shared-vendor-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // webpack's defaults for this group, and minChunks: 2.
              defaultVendors: {
                test: /[\\/]node_modules[\\/]/,
                idHint: 'vendors',
                priority: -10,
                reuseExistingChunk: true,
                minChunks: 2,
              },
            },
          },
        },
      };
    },
  };
}
