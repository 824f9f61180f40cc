import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import {parse, type HTMLElement} from 'node-html-parser';
import {fileOfPath} from './buildOutput.ts';
import {locales, siteBaseUrl, sitePath, type Locale} from './routes.ts';
import {sitemapPaths} from './sitemap.ts';

export type BuiltPage = {
  /** URL path, e.g. /setup/kr/docs/intro/ */
  path: string;
  locale: Locale;
  document: HTMLElement;
};

export function localeOfPath(urlPath: string): Locale {
  // The English segment is empty, so the longest matching segment wins.
  const locale = locales.filter((candidate) => urlPath.startsWith(sitePath(candidate.key))).at(-1);
  if (!locale) {
    throw new Error(`${urlPath} is outside the site's base URL ${siteBaseUrl}`);
  }
  return locale;
}

async function readPage(urlPath: string): Promise<BuiltPage> {
  const html = await readFile(fileOfPath(urlPath), 'utf8');
  // Code blocks parsed as elements, not raw text: their lines are elements.
  const document = parse(html, {blockTextElements: {script: true, style: true}});
  return {path: urlPath, locale: localeOfPath(urlPath), document};
}

/** One page of a locale's build, parsed: (ko, docs/intro/) → /setup/kr/docs/intro/. */
export function builtPage(locale: Locale, route: string): Promise<BuiltPage> {
  return readPage(sitePath(locale.key, route));
}

/** Every page of both sitemaps, parsed. */
export function sitemapPages(): Promise<BuiltPage[]> {
  return Promise.all(sitemapPaths().map(readPage));
}

/** Every HTML page a reader can land on: the sitemaps' pages and the not-found pages. */
export function allPages(): Promise<BuiltPage[]> {
  const extra = locales.map((locale) => sitePath(locale.key, '404.html'));
  return Promise.all([...sitemapPaths(), ...extra].map(readPage));
}

/** Fails naming every page, by its path, for which check finds problems. */
export async function assertEveryPage(
  pages: readonly BuiltPage[],
  check: (page: BuiltPage) => string[] | Promise<string[]>,
): Promise<void> {
  assert.ok(pages.length > 0, 'pages to check');
  const problems = await Promise.all(
    pages.map(async (page) => (await check(page)).map((problem) => `${page.path}: ${problem}`)),
  );
  assert.deepEqual(problems.flat(), []);
}
