import {themes} from 'prism-react-renderer';
import {withReadableTokens} from '../src/utils/contrast.ts';

/** Prism's GitHub and Dracula themes, each token colour raised to 4.5:1 (src/utils/contrast.ts). */
export const lightCodeTheme = withReadableTokens(themes.github);
export const darkCodeTheme = withReadableTokens(themes.dracula);

/**
 * The Prism grammars of the site's code blocks, in the order they load (a
 * grammar after those it extends). prism-react-renderer's own forty are left
 * out of the bundle (plugins/prismWithCodeBlocks.ts); these register where
 * the browser draws code lines (src/theme/CodeBlock/prismLanguages.ts). Each name's
 * aliases come with it (js, ts, html, yml, sh); a code block in any other
 * language fails tests/build/codeLanguages.test.ts.
 */
export const additionalLanguages = [
  'markup',
  'clike',
  'javascript',
  'typescript',
  'jsx',
  'json',
  'yaml',
  'bash',
];
