// The production build holds every route of the spec in both locales, with
// the language and title the spec asks for, and a not-found page per locale.
// (Robots metadata: seo.test.ts, on every page of the sitemaps.)
import assert from 'node:assert/strict';
import {access} from 'node:fs/promises';
import {describe, test} from 'node:test';
import {fileOfPath, readBuildFile, readHtml, textOf} from '../helpers/buildOutput.ts';
import {locales, sitePath, specRoutes} from '../helpers/routes.ts';

for (const locale of locales) {
  describe(`${locale.key} build (/${locale.segment})`, () => {
    test('every route of the spec has a page', async () => {
      const missing: string[] = [];
      for (const route of specRoutes) {
        await access(fileOfPath(sitePath(locale.key, route))).catch(() =>
          missing.push(route || '/'),
        );
      }
      assert.deepEqual(missing, [], `pages missing from build/${locale.segment}`);
    });

    test(`every page says lang="${locale.htmlLang}"`, async () => {
      for (const route of specRoutes) {
        const html = await readHtml(locale, route);
        assert.match(html, new RegExp(`<html lang="?${locale.htmlLang}"?[ >]`), route || '/');
      }
    });

    test('titles read "Page title | Setup", or "Setup" alone on the home page', async () => {
      for (const route of specRoutes) {
        const title = textOf(await readHtml(locale, route), 'title');
        if (route === '') {
          assert.equal(title, 'Setup');
        } else {
          assert.match(title ?? '', /^\S.* \| Setup$/, route);
        }
      }
    });

    // The English one is the root 404.html, which GitHub Pages serves for
    // every missing path of the site.
    test(`build/${locale.segment}404.html exists and is titled in the locale`, async () => {
      const html = await readBuildFile(locale, '404.html');
      assert.equal(textOf(html, 'title'), `${locale.notFoundTitle} | Setup`);
    });
  });
}
