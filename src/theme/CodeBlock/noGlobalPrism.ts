// CUSTOM (Docusaurus 3.10.2): stands in for theme-classic's
// prism-include-languages client module, a lib/ file of that package
// (plugins/prismWithCodeBlocks.ts): the languages are registered by
// ./prismLanguages.ts, where code blocks render.
export {};
