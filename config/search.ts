import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

// Offline search: one lunr index per locale, built with the site and fetched
// by a web worker only when the reader focuses (or hovers) the search box.
export const searchOptions = {
  language: ['en', 'ko'],
  // The index file name carries its content hash (a query string would be
  // dropped by some static servers' trailing-slash redirects).
  hashed: 'filename',
  // The index file's hash covers both languages' sources.
  docsDir: ['docs', 'i18n/kr/docusaurus-plugin-content-docs'],
  blogDir: ['blog', 'i18n/kr/docusaurus-plugin-content-blog'],
  docsRouteBasePath: 'docs',
  blogRouteBasePath: 'blog',
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  // The blog's archive and author pages only repeat post titles and dates.
  ignoreFiles: [/^blog\/(archive|authors)(\/|$)/],
  // Code blocks are whole config files: indexing them tripled the index, and
  // every option they set is also named in the prose around them.
  ignoreCssSelectors: ['.theme-code-block'],
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  searchResultLimits: 8,
  searchBarShortcutKeymap: 'mod+k',
} satisfies PluginOptions;
