// What a reader of the Korean site sees is Korean: the main text of every
// page is mostly Hangul outside code, and dates read as Korean dates.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {readHtml} from '../helpers/buildOutput.ts';
import {locales, specRoutes} from '../helpers/routes.ts';

const korean = locales.find((locale) => locale.key === 'ko');
if (!korean) {
  throw new Error('the Korean locale is missing from tests/helpers/routes.ts');
}

/** The visible text of <main>, without code blocks, inline code and tags. */
function mainText(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<pre\b[\s\S]*?<\/pre>/g, '')
    .replace(/<code\b[\s\S]*?<\/code>/g, '')
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ');
}

// An untranslated page is almost all Latin letters; a Korean one that names
// many tools (the tags index lists Docusaurus, ESLint...) still stays well above.
const minimumHangulShare = 0.3;

test('the main text of every Korean page is Korean, not English left in place', async () => {
  const latinHeavy: string[] = [];
  for (const route of specRoutes) {
    const text = mainText(await readHtml(korean, route));
    const hangul = text.match(/\p{Script=Hangul}/gu)?.length ?? 0;
    const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
    const share = hangul / Math.max(1, hangul + latin);
    if (share < minimumHangulShare) {
      latinHeavy.push(`/kr/${route}: ${Math.round(share * 100)}% Hangul`);
    }
  }
  assert.deepEqual(latinHeavy, []);
});

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
