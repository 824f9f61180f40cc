// The site's URLs as its own config makes them, for the tools and tests that
// work on the build: set BASE_URL or SITE_URL and they all follow.
import {baseUrl, siteUrl} from '../../config/env.ts';
import {koreanPath} from '../../config/i18n.ts';

export {baseUrl, siteUrl};

/** Each locale's URL segment after the base URL, which is also its folder under build/. */
export const localeSegments = {en: '', ko: `${koreanPath}/`} as const;

/**
 * One page of each kind, relative to a locale's base URL. Layouts differ by
 * kind, not by content, so checks that are too slow for every page (axe on a
 * phone, first-load budgets, screenshots) run on these.
 */
export const pageKinds = {
  home: '',
  about: 'markdown-page/',
  doc: 'docs/intro/',
  'long doc': 'docs/tutorial-basics/setting-typescript/',
  generator: 'docs/init/generator/',
  category: 'docs/category/features/',
  'blog list': 'blog/',
  'blog post': 'blog/long-blog-post/',
  'mdx post': 'blog/mdx-blog-post/',
  archive: 'blog/archive/',
  authors: 'blog/authors/',
  author: 'blog/authors/sam/',
  tags: 'blog/tags/',
  tag: 'blog/tags/hello/',
  'not found': 'no-such-page/',
} as const;

export type PageKind = keyof typeof pageKinds;
