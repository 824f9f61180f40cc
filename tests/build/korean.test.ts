// Dates on the Korean site read as Korean dates, in the theme's date lines
// and in the prose. (That its text is Korean is
// checked on the sources, tests/content/docs.test.ts, and the translation
// files, tests/content/translations.test.ts.)
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {readHtml} from '../helpers/buildOutput.ts';
import {sitemapPages} from '../helpers/builtPages.ts';
import {locales, specRoutes} from '../helpers/routes.ts';

const korean = locales.find((locale) => locale.key === 'ko');
if (!korean) {
  throw new Error('the Korean locale is missing from tests/helpers/routes.ts');
}

const englishDate =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\.? \d{1,2}, \d{4}\b/;

test('dates on Korean pages are Korean dates', async () => {
  for (const route of specRoutes) {
    const html = await readHtml(korean, route);
    assert.doesNotMatch(html, englishDate, `/kr/${route} shows an English date`);
    for (const [, shown] of html.matchAll(/<time [^>]*>([^<]+)<\/time>/g)) {
      assert.match(shown ?? '', /^\d{4}년 \d{1,2}월 \d{1,2}일$/, `/kr/${route}: ${shown}`);
    }
  }
});

test('Korean prose writes dates the Korean way, not as ISO dates', async () => {
  const isoDate = /\b\d{4}-\d{2}-\d{2}\b/;
  const found: string[] = [];
  for (const page of await sitemapPages()) {
    if (page.locale.key !== 'ko') {
      continue;
    }
    for (const block of page.document.querySelectorAll('article p, article li, article td')) {
      // Code (a date in a command or a file) is not prose.
      const prose = block.innerHTML.replace(/<code[\s\S]*?<\/code>/g, '').replace(/<[^>]+>/g, '');
      const date = isoDate.exec(prose)?.[0];
      if (date) {
        found.push(`${page.path}: ${date} in "${prose.trim().slice(0, 80)}"`);
      }
    }
  }
  assert.deepEqual(found, []);
});
