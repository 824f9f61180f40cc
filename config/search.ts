import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

// Offline search: one lunr index per locale, built with the site and fetched
// by a web worker once the reader opens search (see src/theme/SearchBar).
// Options left out keep the plugin's defaults (docs and blog indexed, 8 results, Ctrl/Cmd+K).
export const searchOptions = {
  language: ['en', 'ko'],
  // The hash goes into the file name: `docusaurus serve` redirects the
  // query-string form (index.json?_=hash) into a 404 under our base URL.
  hashed: 'filename',
  // The index file's hash covers both languages' sources.
  docsDir: ['docs', 'i18n/kr/docusaurus-plugin-content-docs'],
  blogDir: ['blog', 'i18n/kr/docusaurus-plugin-content-blog'],
  // The blog's archive and author pages only repeat post titles and dates.
  ignoreFiles: [/^blog\/(archive|authors)(\/|$)/],
  // Code blocks are whole config files, and every option they set is also
  // named in the prose around them.
  ignoreCssSelectors: ['.theme-code-block'],
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
} satisfies PluginOptions;
