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

    // The titles are the ones the queries below find their pages by.
    test('lists every doc and post of the locale, and nothing else', async () => {
      const {pages} = await readerPages(locale);
      assert.deepEqual(file.pages.map((page) => page.url).sort(), pages);
    });

    test('each section a result can open is a heading of its page', async () => {
      const problems: string[] = [];
      for (const [page, {url}] of file.pages.entries()) {
        const ids = new Set(
          parse(await readFile(fileOfPath(url), 'utf8'))
            .querySelectorAll('article h2[id], article h3[id]')
            .map((heading) => heading.id),
        );
        const texts = await readTexts(locale, page);
        for (const {anchor} of texts.slice(1)) {
          if (!ids.has(anchor)) {
            problems.push(`${url}#${anchor}`);
          }
        }
        if (texts.length === 1 && ids.size > 0) {
          problems.push(`${url}: no section`);
        }
      }
      assert.deepEqual(problems, []);
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
