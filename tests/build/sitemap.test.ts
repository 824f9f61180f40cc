// Each locale's sitemap.xml lists exactly the pages of its build, weekly, at
// priority 0.5, with a last-modified date where git knows one. (Two routes at
// one URL fail the build: onDuplicateRoutes is 'throw', tests/build/brokenLinks.test.ts.)
import assert from 'node:assert/strict';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {buildDir} from '../helpers/buildOutput.ts';
import {locales, sitePath, specRoutes, type Locale} from '../helpers/routes.ts';
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
    test('lists every page of the build, and only those', async () => {
      const entries = readSitemap(locale);
      const prefix = sitePath(locale.key);
      const listed = entries.map(({loc}) => new URL(loc).pathname.slice(prefix.length)).sort();
      assert.deepEqual(listed, await builtRoutes(locale));
      for (const route of specRoutes) {
        assert.ok(listed.includes(route), `spec route /${route} is in the sitemap`);
      }
    });

    test('marks every page weekly at priority 0.5, with dates as YYYY-MM-DD', async () => {
      for (const entry of readSitemap(locale)) {
        assert.equal(entry.changefreq, 'weekly', entry.loc);
        assert.equal(entry.priority, '0.5', entry.loc);
        if (entry.lastmod !== undefined) {
          assert.match(entry.lastmod, /^\d{4}-\d{2}-\d{2}$/, entry.loc);
        }
      }
    });

    // Only committed files have a git date, so a page written but not yet
    // committed may lack one; the feature pages as a whole must carry them.
    test('dates the docs pages from git', async () => {
      const docs = readSitemap(locale).filter(({loc}) => loc.includes('/docs/'));
      assert.ok(
        docs.some((entry) => entry.lastmod),
        'docs pages carry a lastmod from their last commit',
      );
    });
  });
}
