// Each locale's search index (plugins/searchIndex.ts), read from the build,
// and what readers find with it: the engine the dialog runs
// (src/components/Search/engine.ts), on the index it loads. The dialog
// itself, and what it fetches, is tested in a browser (tests/e2e/search.spec.ts).
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import {describe, test} from 'node:test';
import {parse} from 'node-html-parser';
import {loadIndex, searchIndex} from '../../src/components/Search/engine.ts';
import {termsOf} from '../../src/components/Search/terms.ts';
import {searchAliases} from '../../src/data/searchAliases.ts';
import {fileOfPath} from '../helpers/buildOutput.ts';
import {readerPages} from '../helpers/readerPages.ts';
import {readIndex, readTexts} from '../helpers/searchIndex.ts';
import {locales, type Locale} from '../helpers/routes.ts';

/**
 * Readers' queries of each kind, and the title of the page each must find
 * among the first three results. Each kind found nothing or the wrong page
 * with the site's previous search (Pagefind, every word required, no typo
 * tolerance, only the article body indexed). A tool's name typed half way
 * was taken for a misspelling of a shorter word ("typesc" for "type") until
 * the last word was searched as the start of longer ones first.
 */
const vscodeKo = 'VS Code 자동 import 경로(@/ 별칭)';

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
    'tool names typed half way': {
      typesc: 'TypeScript',
      lighth: 'Lighthouse command',
      commi: 'commitlint',
      prett: 'Prettier',
    },
    'editor features': {
      'format on save': 'VS Code auto-import prefix',
      'auto import path': 'VS Code auto-import prefix',
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
    'tool names typed half way': {
      typesc: 'TypeScript',
      lightho: 'Lighthouse 명령',
      commi: 'commitlint',
      prett: 'Prettier',
    },
    // Spaced or solid, and in the words Korean developers use: 자동 정렬 for
    // 포맷, 세이브 for 저장, 오토 임포트 for 자동 import.
    'editor features in everyday Korean': {
      '저장할 때 자동 정렬': vscodeKo,
      저장시자동포맷: vscodeKo,
      '자동 저장 포맷팅': vscodeKo,
      '세이브시 포맷': vscodeKo,
      '자동 임포트 경로': vscodeKo,
      import경로자동: vscodeKo,
      오토임포트: vscodeKo,
      // The English name of the feature, typed on the Korean site.
      'format on save': vscodeKo,
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

    test('an exact match ranks above a prefix one', () => {
      // Both find the Lighthouse page; the start of the word counts for less than the word.
      const exact = searchIndex(index, 'lighthouse', locale.key, 6).hits[0];
      const prefix = searchIndex(index, 'lighth', locale.key, 6).hits[0];
      assert.ok(exact && prefix);
      assert.equal(prefix.page, exact.page);
      assert.ok(exact.score > prefix.score, `${exact.score} > ${prefix.score}`);
      assert.equal(searchIndex(index, 'lighth', locale.key, 6).correctedQuery, undefined);
    });

    test('a word of the index finds the pages that hold it before those that only hold longer words it starts', () => {
      // The last word typed is also searched as the start of longer words:
      // "cause" finds the pages with "causes" too, but after those with "cause".
      const words = file.index.index
        .map(([term]) => term)
        .filter((term) => /^[a-z]{3,}$/.test(term) && !searchAliases[locale.key][term]);
      const starting = words.filter((word) =>
        words.some((other) => other !== word && other.startsWith(word)),
      );
      const misses = starting.filter((word) => {
        const holding = new Set(
          index.search(word, {fuzzy: false, prefix: false}).map((result) => result.id as number),
        );
        return searchIndex(index, word, locale.key, file.pages.length)
          .hits.slice(0, holding.size)
          .some(({page}) => !holding.has(page));
      });
      assert.ok(starting.length > 20, `${starting.length} words`);
      assert.deepEqual(misses, []);
    });
  });
}
