// Korean readers search in their own words, not the page's: a verb where
// the page has a noun, "할 때" where it has "시", the spaces left out, a loan
// word where it has the Korean one. Each class below rewrites the phrases of
// every Korean page's own keywords, headings and description into such a
// query, and the query must find the page among the first three wherever the
// page's own phrase does. No query is written here by hand.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import {describe, test} from 'node:test';
import {parse} from 'node-html-parser';
import {loadIndex, searchIndex, type SearchIndexFile} from '../../src/components/Search/engine.ts';
import {isHangul, wordsOf} from '../../src/components/Search/terms.ts';
import {searchAliases} from '../../src/data/searchAliases.ts';
import {fileOfPath} from '../helpers/buildOutput.ts';
import {locales, type Locale} from '../helpers/routes.ts';
import {readIndex, readTexts} from '../helpers/searchIndex.ts';

const korean = locales.find((locale) => locale.key === 'ko');
assert.ok(korean);

type Page = {page: number; url: string; phrases: string[]};

/** A phrase worth paraphrasing: it holds a Hangul word of two syllables or more. */
const hasKoreanWord = (phrase: string) =>
  wordsOf(phrase).some((word) => isHangul(word) && word.length >= 2);

/**
 * A page's own phrases: its keywords, its headings, and two kinds of span
 * of its description: a when-clause ("저장할 때 포맷하고", "저장 시 포맷")
 * and an object with its 하다 verb ("커밋 메시지를 강제하고").
 */
function phrasesOf(keywords: string, description: string, headings: string[]): string[] {
  const spans = [
    /[\uAC00-\uD7A3]+(할 때| 시) [\uAC00-\uD7A3]+/g,
    /([\uAC00-\uD7A3]{2,} )?[\uAC00-\uD7A3]{2,}(을|를) [\uAC00-\uD7A3]+(합니다|하고|하며|하는|하도록)(?![\uAC00-\uD7A3])/g,
  ].flatMap((pattern) => [...description.matchAll(pattern)].map(([span]) => span));
  return [...keywords.split(','), ...headings, ...spans]
    .map((phrase) => phrase.trim())
    .filter(hasKoreanWord);
}

/** Each page of the index with its phrases, and the text of all of them. */
async function pagesOf(
  file: SearchIndexFile,
  locale: Locale,
): Promise<{pages: Page[]; siteText: string}> {
  const texts: string[] = [];
  const pages = await Promise.all(
    file.pages.map(async ({url}, page) => {
      const head = parse(await readFile(fileOfPath(url), 'utf8'));
      const meta = (name: string) =>
        head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
      const sections = await readTexts(locale, page);
      texts.push(...sections.map(({heading, text}) => `${heading} ${text}`));
      const headings = sections.slice(1).map(({heading}) => heading);
      return {page, url, phrases: phrasesOf(meta('keywords'), meta('description'), headings)};
    }),
  );
  return {pages, siteText: texts.join(' ')};
}

/** A 하다 verb's ending (포맷하고, 검사합니다), and a particle on the object before it. */
const verbEnding = /(하기|하는|하려면|하면|하고|하며|하도록|합니다|할)$/;
const objectParticle = /(을|를)$/;

/**
 * Pairs of words for the same thing, from the glossary's list: [the page's,
 * the reader's]. A reader's word that only widens the page's (환경설정 for
 * 환경) is no other word for it.
 */
const otherWords = Object.entries(searchAliases.ko).flatMap(([typed, words]) =>
  words
    .filter((word) => isHangul(word) && !typed.startsWith(word))
    .map((word): [string, string] => [word, typed]),
);

/**
 * The phrase in the reader's words: a page's word (or 하다 verb) becomes
 * the reader's, which may hold the next word too (잠금 파일 → 락파일).
 */
function inOtherWords(phrase: string): string | undefined {
  const words = phrase.split(' ');
  const out: string[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] ?? '';
    const pair = otherWords.find(([page]) => word.replace(verbEnding, '') === page);
    if (!pair) {
      out.push(word);
      continue;
    }
    out.push(`${pair[1]}${word.slice(pair[0].length)}`);
    const next = words[at + 1];
    const nextWord = next?.replace(objectParticle, '');
    if (next !== undefined && nextWord !== undefined && pair[1].endsWith(nextWord)) {
      out[out.length - 1] = `${pair[1]}${next.slice(nextWord.length)}`;
      at += 1;
    }
  }
  return out.join(' ') === phrase ? undefined : out.join(' ');
}

/** Each class: a page's phrase as a reader rewrites it, or undefined where it does not apply. */
const classes: Record<string, (phrase: string, verbs: ReadonlySet<string>) => string | undefined> =
  {
    'spaces dropped': (phrase) =>
      / /.test(phrase) && wordsOf(phrase).every(isHangul) ? phrase.replaceAll(' ', '') : undefined,
    '"할 때" for "시", and "시" for "할 때"': (phrase) =>
      / 시 /.test(phrase)
        ? phrase.replace(/ 시 /, '할 때 ')
        : /할 때 /.test(phrase)
          ? phrase.replace(/할 때 /, ' 시 ')
          : undefined,
    'a verb for the noun ("설정하기" for "설정")': (phrase, verbs) =>
      verbs.has(phrase.split(' ').at(-1) ?? '') ? `${phrase}하기` : undefined,
    'the noun for the verb ("메시지 검사" for "메시지를 검사합니다")': (phrase) => {
      const words = phrase.split(' ');
      const last = words.at(-1) ?? '';
      const stem = last.replace(verbEnding, '');
      if (stem === last || stem.length < 2) {
        return undefined;
      }
      return [...words.slice(0, -1).map((word) => word.replace(objectParticle, '')), stem].join(
        ' ',
      );
    },
    'another word for the same thing ("세이브" for "저장", "락파일" for "잠금 파일")': inOtherWords,
  };

describe('Korean paraphrases of a page’s own keywords, headings and description', async () => {
  const file = await readIndex(korean);
  const index = loadIndex(file);
  const {pages, siteText} = await pagesOf(file, korean);
  // A phrase of several pages ("동작 확인") leads to no page of its own.
  const counts = new Map<string, number>();
  pages.forEach(({phrases}) =>
    new Set(phrases).forEach((phrase) => counts.set(phrase, (counts.get(phrase) ?? 0) + 1)),
  );
  const shared = new Set([...counts].filter(([, count]) => count > 1).map(([phrase]) => phrase));
  const topThree = (query: string) => searchIndex(index, query, 'ko', 3).hits.map(({page}) => page);
  // Nouns the site itself uses as 하다 verbs (설정하다, 포맷하다): the others
  // (파일하다) are no verbs a reader would type.
  const verbs = new Set(
    pages
      .flatMap(({phrases}) => phrases.flatMap((phrase) => phrase.split(' ')))
      .filter((word) => isHangul(word) && word.length >= 2 && siteText.includes(`${word}하`)),
  );

  test('every class has phrases to rewrite', () => {
    const empty = Object.entries(classes)
      .filter(([, rewrite]) =>
        pages.every(({phrases}) => phrases.every((phrase) => !rewrite(phrase, verbs))),
      )
      .map(([name]) => name);
    assert.deepEqual(empty, []);
  });

  for (const [name, rewrite] of Object.entries(classes)) {
    test(`${name}: finds the page wherever the page's own phrase does`, () => {
      const misses = pages.flatMap(({page, url, phrases}) =>
        phrases.flatMap((phrase) => {
          const query = rewrite(phrase, verbs);
          if (query === undefined || !topThree(phrase).includes(page) || shared.has(phrase)) {
            return [];
          }
          return topThree(query).includes(page) ? [] : [`"${query}" (${phrase}) → not ${url}`];
        }),
      );
      assert.deepEqual(misses, []);
    });
  }
});
