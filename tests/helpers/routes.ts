import {baseUrl, localeSegments} from '../../scripts/lib/site.ts';

// Every route of the spec, relative to a locale's base URL (/setup/ or
// /setup/kr/), written the way the site links to them (trailing slash).
const docs = [
  'docs/intro/',
  'docs/init/',
  'docs/category/init/',
  'docs/category/features/',
  ...[
    'edit',
    'lighthouse-command',
    'package-manager-command',
    'setting-commitlint',
    'setting-env',
    'setting-eslint',
    'setting-gitmessage',
    'setting-husky',
    'setting-prettier',
    'setting-typescript',
    'setting-vscode-autoprefix',
  ].map((id) => `docs/tutorial-basics/${id}/`),
];

const blog = [
  'blog/',
  'blog/archive/',
  'blog/authors/',
  'blog/authors/all-jiwoo-articles/',
  'blog/authors/sam/',
  ...['first-blog-post', 'long-blog-post', 'mdx-blog-post', 'welcome'].map(
    (slug) => `blog/${slug}/`,
  ),
  'blog/tags/',
  ...['docusaurus', 'facebook', 'hello', 'hola'].map((tag) => `blog/tags/${tag}/`),
];

export const specRoutes: readonly string[] = ['', 'markdown-page/', ...docs, ...blog];

export type Locale = {
  /** Docusaurus locale key. */
  key: 'en' | 'ko';
  /** Folder under build/ and URL segment after the site base URL. */
  segment: (typeof localeSegments)[keyof typeof localeSegments];
  htmlLang: 'en' | 'ko';
};

export const locales: readonly Locale[] = [
  {key: 'en', segment: localeSegments.en, htmlLang: 'en'},
  {key: 'ko', segment: localeSegments.ko, htmlLang: 'ko'},
];

export {baseUrl as siteBaseUrl, siteUrl} from '../../scripts/lib/site.ts';

/** The URL path of a route of a locale: ('ko', 'docs/intro/') → /setup/kr/docs/intro/. */
export function sitePath(locale: Locale['key'], route = ''): string {
  return `${baseUrl}${localeSegments[locale]}${route}`;
}
