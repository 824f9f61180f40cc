// CUSTOM (Docusaurus 3.10.2): the code block content the site draws with.
// This is Docusaurus's own (./Stock.ts); the performance layer's
// plugins/prismWithCodeBlocks.ts puts ./Lean.tsx in its place, which needs
// that plugin's server alias. With SETUP_STOCK_BUNDLE=1 the plugin is off and
// code blocks are drawn as stock Docusaurus draws them.
export {default} from './Stock';
