// CUSTOM (Docusaurus 3.10.2, prism-react-renderer 2.4): registers the
// grammars of config/prism.ts's additionalLanguages with
// prism-react-renderer's Prism (which the bundle gets without grammars of its
// own), in the chunk that draws code lines rather than in main.js
// (plugins/prismWithCodeBlocks.ts). Prism's grammar files extend the
// Prism on globalThis, so that instance is put there while they load.
// theme-classic's ContextReplacementPlugin bundles only the listed grammars.
import siteConfig from '@generated/docusaurus.config';
import {Prism} from 'prism-react-renderer';

type PrismConfig = {additionalLanguages: string[]};
const {additionalLanguages} = (siteConfig.themeConfig as {prism: PrismConfig}).prism;

const global = globalThis as {Prism?: typeof Prism};
const before = global.Prism;
global.Prism = Prism;
for (const language of additionalLanguages) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(`prismjs/components/prism-${language}`);
}
if (before === undefined) {
  delete global.Prism;
} else {
  global.Prism = before;
}
