// Docusaurus's own code block content, which plugins/prismWithCodeBlocks.ts
// replaces with ./Lean.tsx (see ./index.tsx).
export {default} from '@theme-original/CodeBlock/Content';
