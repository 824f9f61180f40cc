/**
 * CUSTOM (Docusaurus 3.10.2): route modules that the pages of one kind always
 * load together, by the chunk they share. The module paths are those of
 * Docusaurus's generated registry, which are no public API.
 */
export const routeChunkGroups: Record<string, RegExp> = {
  // The docs' layout (DocsRoot, DocVersionRoot, DocRoot) and the docs
  // plugin's data: the version with its sidebar, and the category indexes.
  'docs-shell':
    /^(?:@theme\/Doc(?:s|Version)?Root|@generated\/docusaurus-plugin-content-docs\/.+\.json)$/,
  // The blog plugin's data and the recent posts of the blog sidebar.
  'blog-shell':
    /^(?:@generated\/docusaurus-plugin-content-blog\/[^/]+\/__plugin\.json|~blog\/[^/]+\/blog-post-list-prop-[^/]+\.json)$/,
};
