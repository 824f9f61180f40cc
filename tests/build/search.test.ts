// Each locale's search index (plugins/searchIndex.ts), read from the build,
// and what readers find with it: the engine the dialog runs
// (src/components/Search/engine.ts), on the index it loads. The dialog
// itself, and what it fetches, is tested in a browser (tests/e2e/search.spec.ts).
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {parse} from 'node-html-parser';
import {
  loadIndex,
  searchIndex,
  searchIndexFolder,
  type PageTexts,
  type SearchIndexFile,
} from '../../src/components/Search/engine.ts';
import {termsOf} from '../../src/components/Search/terms.ts';
import {searchAliases} from '../../src/data/searchAliases.ts';
import {buildDir, fileOfPath} from '../helpers/buildOutput.ts';
import {readerPages} from '../helpers/readerPages.ts';
import {locales, type Locale} from '../helpers/routes.ts';

const folderOf = (locale: Locale) => path.join(buildDir, locale.segment, searchIndexFolder);

async function readIndex(locale: Locale): Promise<SearchIndexFile> {
  return JSON.parse(await readFile(path.join(folderOf(locale), 'index.json'), 'utf8'));
}

async function readTexts(locale: Locale, page: number): Promise<PageTexts> {
  return JSON.parse(await readFile(path.join(folderOf(locale), 'texts', `${page}.json`), 'utf8'));
}

/**
 * Readers' queries of each kind, and the title of the page each must find
 * among the first three results. Each kind found nothing or the wrong page
 * with the site's previous search (Pagefind, every word required, no typo
 * tolerance, only the article body indexed).
 */
const queries: Record<Locale['key'], Record<string, Record<string, string>>> = {
  en: {
    typos: {
      prettir: 'Prettier',
      huksy: 'Husky and lint-staged',
      lighthous: 'Lighthouse command',
      typscript: 'TypeScript',
      'commit mesage template': 'Commit message template',
    },
    'Hangul tool names': {허스키: 'Husky and lint-staged', 프리티어: 'Prettier'},
    'everyday words': {
      formatter: 'Prettier',
      secret: 'Environment files',
      'pre-commit': 'Husky and lint-staged',
    },
    questions: {
      'how do I stop committing secrets': 'Environment files',
      'why does eslint fight with prettier': 'Prettier',
      'what goes in a commit message': 'Commit message template',
    },
  },
  ko: {
    typos: {prettir: 'Prettier', huksy: 'Husky와 lint-staged', comitlint: 'commitlint'},
    'Hangul tool names': {
      허스키: 'Husky와 lint-staged',
      프리티어: 'Prettier',
      라이트하우스: 'Lighthouse 명령',
      타입스크립트: 'TypeScript',
    },
    'everyday words': {
      시크릿: '환경 변수 파일',
      락파일: '프로젝트 시작하기',
      포매터: 'Prettier',
    },
    questions: {
      '커밋 메시지를 어떻게 검사하나요': 'commitlint',
      '비밀 값이 깃에 올라가지 않게 하려면': '환경 변수 파일',
    },
    'exact words above split ones': {
      '타입스크립트 엄격 모드': 'TypeScript',
      환경변수: '환경 변수 파일',
      커밋메시지: '커밋 메시지 템플릿',
    },
  },
};

for (const locale of locales) {
  describe(`${locale.key} search index`, async () => {
    const file = await readIndex(locale);
    const index = loadIndex(file);
    const titleOf = (page: number) => file.pages[page]?.title ?? '';

    test('lists every doc and post of the locale, each with its title, and nothing else', async () => {
      const {pages} = await readerPages(locale);
      assert.deepEqual(file.pages.map((page) => page.url).sort(), pages);
      for (const page of file.pages) {
        const h1 = parse(await readFile(fileOfPath(page.url), 'utf8')).querySelector('article h1');
        assert.equal(page.title, h1?.text.trim(), page.url);
      }
    });

    test("holds each page's sections for excerpts, without its code blocks", async () => {
      for (const [page, {url}] of file.pages.entries()) {
        const texts = await readTexts(locale, page);
        assert.equal(texts[0]?.heading, titleOf(page), `${url} opens with its title`);
        const html = parse(await readFile(fileOfPath(url), 'utf8'));
        const anchors = html
          .querySelectorAll('article h2[id], article h3[id]')
          .map((heading) => heading.id);
        assert.deepEqual(
          texts.slice(1).map((section) => section.anchor),
          anchors,
          `${url}: one section per h2 and h3`,
        );
        const all = texts.map((section) => section.text).join(' ');
        for (const code of html.querySelectorAll('article .theme-code-block pre')) {
          const line = code.text.split('\n').find((text) => text.trim().length >= 30);
          assert.ok(!line || !all.includes(line.trim()), `${url} indexes code: ${line}`);
        }
      }
    });

    test('every word an alias stands for is in the index', () => {
      const missing = Object.entries(searchAliases[locale.key]).flatMap(([alias, words]) =>
        words
          .flatMap(termsOf)
          .filter((term) => index.search(term, {fuzzy: false, prefix: false}).length === 0)
          .map((term) => `${alias} → ${term}`),
      );
      assert.deepEqual(missing, []);
    });

    for (const [kind, cases] of Object.entries(queries[locale.key])) {
      test(`${kind} find their page among the first three`, () => {
        const misses = Object.entries(cases).flatMap(([query, title]) => {
          const titles = searchIndex(index, query, locale.key, 3).hits.map(({page}) =>
            titleOf(page),
          );
          return titles.includes(title) ? [] : [`"${query}" → ${titles.join(' | ')}`];
        });
        assert.deepEqual(misses, []);
      });
    }

    test('a misspelt word is searched as the word it most likely means, and says so', () => {
      assert.equal(searchIndex(index, 'prettir', locale.key, 6).correctedQuery, 'prettier');
      assert.equal(searchIndex(index, 'prettier', locale.key, 6).correctedQuery, undefined);
    });

    test('an exact match ranks above a corrected one', () => {
      // Both find the Husky page; the misspelling counts for less than the word.
      const exact = searchIndex(index, 'husky', locale.key, 6).hits[0];
      const corrected = searchIndex(index, 'huskz', locale.key, 6).hits[0];
      assert.ok(exact && corrected);
      assert.ok(exact.score > corrected.score, `${exact.score} > ${corrected.score}`);
    });
  });
}
