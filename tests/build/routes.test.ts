// The production build holds every route of the spec in both locales, with
// the language and title the spec asks for, and a not-found page per locale.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {readBuildFile, readHtml, textOf} from '../helpers/buildOutput.ts';
import {locales, specRoutes} from '../helpers/routes.ts';
import {uiText} from '../helpers/uiStrings.ts';

for (const locale of locales) {
  describe(`${locale.key} build (/${locale.segment})`, () => {
    test(`every route of the spec has a page that says lang="${locale.htmlLang}", titled "Page title | Setup" ("Setup" alone at home)`, async () => {
      for (const route of specRoutes) {
        // Fails on a missing page, naming its file.
        const html = await readHtml(locale, route);
        assert.match(html, new RegExp(`<html lang="?${locale.htmlLang}"?[ >]`), route || '/');
        assert.match(textOf(html, 'title') ?? '', route ? /^\S.* \| Setup$/ : /^Setup$/, route);
      }
    });

    // The English one is the root 404.html, which GitHub Pages serves for
    // every missing path of the site.
    test(`build/${locale.segment}404.html exists and is titled in the locale`, async () => {
      const html = await readBuildFile(locale, '404.html');
      assert.equal(textOf(html, 'title'), `${uiText(locale.key, 'theme.NotFound.title')} | Setup`);
    });
  });
}
