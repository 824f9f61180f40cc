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
  segment: '' | 'kr/';
  htmlLang: 'en' | 'ko';
  notFoundTitle: string;
};

export const locales: readonly Locale[] = [
  {key: 'en', segment: '', htmlLang: 'en', notFoundTitle: 'Page Not Found'},
  {key: 'ko', segment: 'kr/', htmlLang: 'ko', notFoundTitle: '페이지를 찾을 수 없습니다.'},
];

export const siteBaseUrl = process.env.BASE_URL ?? '/setup/';
/** The origin the build was made for (config/env.ts reads the same variable). */
export const siteUrl = process.env.SITE_URL ?? 'https://setup-dev.github.io';
