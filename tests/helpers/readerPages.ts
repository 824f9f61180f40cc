// The pages readers read in a locale's build, found from the build's own
// files (not from the plugins that use them): every doc and blog post, and
// apart from them the list and redirect pages. Search must index exactly the
// first, and each of them has a Markdown twin.
import assert from 'node:assert/strict';
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {buildDir, readHtml} from './buildOutput.ts';
import {sitePath, type Locale} from './routes.ts';

/** Blog routes that list posts rather than being one. */
const blogListRoute = /^blog\/((tags|archive|authors|page)(\/.*)?)?$/;

const isRedirect = (html: string) => /<meta http-equiv="?refresh"?/i.test(html);

/** Routes (e.g. docs/intro/) of the index.html files under a section of a locale's build. */
async function builtRoutes(locale: Locale, section: 'docs' | 'blog'): Promise<string[]> {
  const entries = await readdir(path.join(buildDir, locale.segment, section), {recursive: true});
  return entries
    .filter((entry) => path.basename(entry) === 'index.html')
    .map((entry) => {
      const folder = path.dirname(entry).split(path.sep).join('/');
      return folder === '.' ? `${section}/` : `${section}/${folder}/`;
    })
    .sort();
}

export type ReaderPages = {
  /** URL paths of the docs and blog posts, e.g. /setup/kr/docs/intro/. */
  pages: string[];
  /** URL paths of the locale's list and redirect pages. */
  left: string[];
};

export async function readerPages(locale: Locale): Promise<ReaderPages> {
  const pages: string[] = [];
  const left: string[] = [];
  for (const route of await builtRoutes(locale, 'docs')) {
    const html = await readHtml(locale, route);
    (route.startsWith('docs/category/') || isRedirect(html) ? left : pages).push(
      sitePath(locale.key, route),
    );
  }
  for (const route of await builtRoutes(locale, 'blog')) {
    const html = await readHtml(locale, route);
    const isList = blogListRoute.test(route);
    // Docusaurus marks a post's page itself: a list page the rule above
    // missed (a new kind, say) would show here.
    assert.equal(
      /<html[^>]*class="?[^">]*\bblog-post-page\b/.test(html),
      !isList && !isRedirect(html),
      `${sitePath(locale.key, route)}: a blog post page exactly when it is not a list page`,
    );
    (isList || isRedirect(html) ? left : pages).push(sitePath(locale.key, route));
  }
  return {pages: pages.sort(), left: left.sort()};
}
