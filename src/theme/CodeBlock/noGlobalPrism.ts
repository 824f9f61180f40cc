// Stands in for theme-classic's prism-include-languages client module
// (plugins/prismWithCodeBlocks.ts): the languages are registered by
// ./prismLanguages.ts, where code blocks render.
export {};
