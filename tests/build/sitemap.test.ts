// Each locale's sitemap.xml lists exactly the pages of its build, with a
// last-modified date where git knows one. (Its alternates: seo.test.ts; that
// config/sitemap.ts keeps the changefreq and priority Docusaurus writes:
// tests/unit/sitemap.test.ts.)
import assert from 'node:assert/strict';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {buildDir} from '../helpers/buildOutput.ts';
import {locales, sitePath, type Locale} from '../helpers/routes.ts';
import {readSitemap} from '../helpers/sitemap.ts';

/** Routes of the pages a locale's build holds, skipping redirects, search and the other locale. */
async function builtRoutes(locale: Locale): Promise<string[]> {
  const root = path.join(buildDir, locale.segment);
  const entries = await readdir(root, {recursive: true});
  const routes: string[] = [];
  for (const entry of entries) {
    if (
      path.basename(entry) !== 'index.html' ||
      (locale.segment === '' && entry.startsWith('kr/'))
    ) {
      continue;
    }
    const html = await readFile(path.join(root, entry), 'utf8');
    const route = path.dirname(entry) === '.' ? '' : `${path.dirname(entry)}/`;
    if (!/http-equiv="?refresh/.test(html)) {
      routes.push(route);
    }
  }
  return routes.sort();
}

for (const locale of locales) {
  describe(`${locale.key} sitemap.xml`, () => {
    // Built but unlisted, a page is one search engines may never find (the
    // crawl, crawl.test.ts, only sees pages some link leads to).
    test('lists every page of the build, and only those', async () => {
      const prefix = sitePath(locale.key);
      const listed = readSitemap(locale)
        .map(({loc}) => new URL(loc).pathname.slice(prefix.length))
        .sort();
      assert.deepEqual(listed, await builtRoutes(locale));
    });

    // Only committed files have a git date, so a page written but not yet
    // committed may lack one; the docs as a whole must carry them.
    test('dates the docs from git', () => {
      assert.ok(
        readSitemap(locale).some((entry) => entry.loc.includes('/docs/') && entry.lastmod),
        'docs pages carry a lastmod from their last commit',
      );
    });
  });
}
