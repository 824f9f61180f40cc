import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

/**
 * CUSTOM (Docusaurus 3.10.2): theme-classic registers Prism's extra languages
 * in a client module, which puts Prism and every grammar it bundles into
 * main.js, loaded by every page, code blocks or not. This swaps that module
 * for an empty one; src/theme/CodeBlock registers the languages instead, so
 * Prism loads with the pages that show code.
 */
export default function prismWithCodeBlocks(context: LoadContext): Plugin {
  const themeModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'prism-with-code-blocks',
    configureWebpack: () => ({
      resolve: {
        alias: {[themeModule]: path.join(context.siteDir, 'src/theme/CodeBlock/noGlobalPrism.ts')},
      },
    }),
  };
}
