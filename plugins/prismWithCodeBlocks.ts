import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

// prism-react-renderer's bundle registers about forty Prism grammars when it
// loads, and then defines its twenty colour themes, between these comments
// of its build. The site's two themes are read by the config, in Node, and
// reach the browser through the theme config.
const grammarsStart = '// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n';
const themesStart = '// src/themes/index.ts\n';
const themesEnd = '// src/index.ts\n';

function sectionStart(source: string, marker: string, from = 0): number {
  const at = source.indexOf(marker, from);
  if (at === -1) {
    throw new Error(
      `prism-react-renderer/dist/index.mjs no longer has its "${marker.trim()}" section: check plugins/prismWithCodeBlocks.ts against the new version.`,
    );
  }
  return at;
}

/** prism-react-renderer's bundle without the grammars it registers itself, nor its themes. */
function withoutGrammarsAndThemes(source: string): string {
  const grammars = sectionStart(source, grammarsStart) + grammarsStart.length;
  const themes = sectionStart(source, themesStart, grammars);
  const rest = sectionStart(source, themesEnd, themes);
  return `${source.slice(0, grammars)}var themes_exports = {};\n${source.slice(rest)}`;
}

/**
 * CUSTOM (Docusaurus 3.10.2, prism-react-renderer 2.4): Prism, as Docusaurus
 * ships it, costs every page twice.
 * 1. theme-classic registers Prism's extra languages in a client module, which
 *    puts Prism into main.js, loaded by every page, code blocks or not. That
 *    module is swapped for an empty one; Prism and the languages come with
 *    src/theme/CodeBlock/Content/drawLines.tsx, which the browser loads only
 *    when a block must be drawn (./useLines.ts there). The server build draws
 *    every block, so it gets a useLines that has drawLines at once.
 * 2. prism-react-renderer registers about forty grammars when it loads; each
 *    insertBefore walks every grammar registered so far, a long task on a
 *    phone. The bundle is given a copy without them, and config/prism.ts lists
 *    the few grammars the site's code blocks use. The copy also leaves out
 *    the twenty colour themes (3.7 KB of the chunk, gzip), which the browser never uses.
 * Both need the lean code block content, src/theme/CodeBlock/Content/Lean.tsx,
 * which it puts in place of the stock one; without this plugin
 * (SETUP_STOCK_BUNDLE=1) the stock content draws code blocks with Prism.
 */
export default function prismWithCodeBlocks(context: LoadContext): Plugin {
  const themeModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  const rendererModule = require.resolve('prism-react-renderer').replace(/\.js$/, '.mjs');
  const content = path.join(context.siteDir, 'src/theme/CodeBlock/Content');
  let leanRenderer = '';
  return {
    name: 'prism-with-code-blocks',
    async contentLoaded({actions}) {
      const source = await readFile(rendererModule, 'utf8');
      leanRenderer = await actions.createData(
        'prism-react-renderer.mjs',
        withoutGrammarsAndThemes(source),
      );
    },
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: {
          [themeModule]: path.join(context.siteDir, 'src/theme/CodeBlock/noGlobalPrism.ts'),
          'prism-react-renderer$': leanRenderer,
          [path.join(content, 'Stock.ts')]: path.join(content, 'Lean.tsx'),
          ...(isServer && {
            [path.join(content, 'useLines.ts')]: path.join(content, 'serverLines.ts'),
          }),
        },
      },
    }),
  };
}
