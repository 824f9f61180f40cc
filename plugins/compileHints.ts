import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint for a whole file (Chrome 136 and later). */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Without a hint, V8 only pre-parses a downloaded script's functions and
 * compiles each on the main thread the first time it runs. Nearly every
 * function of main.js and of a page's chunks runs while the page loads, so
 * that compile sat inside the long tasks that start the app and hydrate it.
 * With this comment at the top of a file, V8 compiles all of its functions on
 * the background thread that streams the download. Other browsers ignore it.
 * The comment is added after minification (which strips comments) and before
 * file names are hashed from their content.
 */
export default function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
