// The plain logic behind search (src/components/Search/): how text becomes
// terms, what a query searches for, the section and excerpt a result shows,
// and the terms a page opened from search highlights. What the built index
// finds is in tests/build/search.test.ts; the dialog in tests/e2e/search.spec.ts.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  buildIndex,
  searchIndex,
  wordsOfQuery,
  type IndexedDocument,
} from '../../src/components/Search/engine.ts';
import {excerptOf} from '../../src/components/Search/excerpt.ts';
import {
  highlightTerms,
  isSearchShortcut,
  withHighlights,
} from '../../src/components/Search/queries.ts';
import {shownSection} from '../../src/components/Search/sections.ts';
import {termsOf} from '../../src/components/Search/terms.ts';

describe('termsOf', () => {
  test('lower-cases Latin words and numbers, dropping punctuation', () => {
    assert.deepEqual(termsOf('ESLint 10 reads eslint.config.js'), [
      'eslint',
      '10',
      'reads',
      'eslint',
      'config',
      'js',
    ]);
  });

  test('makes a Hangul run its syllable pairs, so solid and spaced spellings share most', () => {
    assert.deepEqual(termsOf('환경변수'), ['환경', '경변', '변수']);
    assert.deepEqual(termsOf('환경 변수를'), ['환경', '변수', '수를']);
    assert.deepEqual(termsOf('깃'), ['깃']);
  });

  test('composes decomposed Hangul first', () => {
    assert.deepEqual(termsOf('환경'.normalize('NFD')), ['환경']);
  });
});

describe('wordsOfQuery', () => {
  const termsOfQuery = (query: string, locale: 'en' | 'ko') =>
    wordsOfQuery(query, locale).flatMap((word) => word.terms);

  test('drops the words that only make a question, unless nothing else is left', () => {
    assert.deepEqual(termsOfQuery('how do I stop committing secrets', 'en'), [
      'stop',
      'committing',
      'secrets',
    ]);
    assert.deepEqual(termsOfQuery('how to', 'en'), ['how', 'to']);
    assert.deepEqual(termsOfQuery('커밋 메시지를 어떻게 검사하나요', 'ko'), [
      '커밋',
      '메시',
      '시지',
      '지를',
      // 검사하나요 is searched as 검사 (src/components/Search/koreanQuery.ts).
      '검사',
    ]);
  });

  test('looks up aliases, also with a particle on the word', () => {
    for (const typed of ['허스키', '허스키를']) {
      assert.deepEqual(wordsOfQuery(typed, 'ko')[0]?.aliasTerms, ['husky'], typed);
    }
    assert.deepEqual(wordsOfQuery('formatter', 'en')[0]?.aliasTerms, ['prettier']);
  });

  test('looks up the aliases inside a Hangul run typed solid, the longest first', () => {
    assert.deepEqual(wordsOfQuery('오토임포트', 'ko')[0]?.aliasTerms, ['자동', 'import']);
    assert.deepEqual(wordsOfQuery('커밋린트설정', 'ko')[0]?.aliasTerms, ['commitlint']);
    assert.deepEqual(wordsOfQuery('설정', 'ko')[0]?.aliasTerms, []);
  });

  test('keeps a pasted wall of text or of Hangul to a few terms', () => {
    assert.ok(termsOfQuery('가'.repeat(200), 'ko').length <= 11);
    assert.ok(termsOfQuery('commitlint husky '.repeat(60), 'en').length <= 10);
  });
});

describe('searchIndex', () => {
  const page = (id: number, title: string, text: string): IndexedDocument => ({
    id,
    title,
    headings: '',
    keywords: '',
    text,
  });
  // "cause" on three pages and "causes" in the title of a fourth, where BM25
  // alone scores the rarer, longer word higher; "type" within two edits of "typesc".
  const index = buildIndex([
    page(0, 'Install', 'a wrong version can cause the install to fail'),
    page(1, 'Configure', 'a missing file can cause an error'),
    page(2, 'Run', 'an old cache can cause stale results'),
    page(3, 'Causes of failure', 'the causes of a failed run, and the causes of a slow one'),
    page(4, 'Types', 'the type of a value, and the types of a module'),
    page(5, 'TypeScript', 'typescript checks them'),
  ]);
  const search = (query: string) => searchIndex(index, query, 'en', 10);
  const pages = (query: string) => search(query).hits.map((hit) => hit.page);

  test('searches the last word as the start of longer words before taking it for a misspelling', () => {
    assert.equal(pages('typesc')[0], 5);
    assert.equal(search('typesc').correctedQuery, undefined);
    // Not the last word: no longer being typed, so a misspelling.
    assert.ok(search('typesc checks').correctedQuery?.endsWith(' checks'));
  });

  test('ranks the pages that hold the word typed above those that only hold longer words it starts', () => {
    assert.deepEqual(pages('caus').sort(), [0, 1, 2, 3]);
    assert.deepEqual(pages('cause').slice(0, 3).sort(), [0, 1, 2]);
    assert.equal(pages('cause')[3], 3);
  });
});

describe('excerptOf', () => {
  const text =
    'Git can run scripts before a commit is made and after its message is written. ' +
    'Husky keeps those hooks in the repository, and lint-staged runs the tools on staged files only.';

  test('starts shortly before the first marked word, at a word, and marks every one', () => {
    const parts = excerptOf(text, ['husky', 'hooks'], 120);
    assert.equal(parts[0]?.text, '… ');
    assert.deepEqual(
      parts.filter((part) => part.marked).map((part) => part.text),
      ['Husky', 'hooks'],
    );
    assert.ok(parts.at(-1)?.text.endsWith(' …'));
    assert.ok(parts.map((part) => part.text).join('').length <= 120 + 4);
  });

  test('marks the syllable pairs of a Hangul word the text spells otherwise', () => {
    const parts = excerptOf('환경 변수 파일을 만듭니다', ['환경변수']);
    assert.deepEqual(
      parts.filter((part) => part.marked).map((part) => part.text),
      ['환경', '변수'],
    );
  });

  test('is the start of the text when nothing is marked', () => {
    assert.deepEqual(excerptOf('short', ['absent']), [{text: 'short', marked: false}]);
  });
});

describe('shownSection', () => {
  const texts = [
    {anchor: '', heading: 'Husky and lint-staged', text: 'Git hooks, committed.'},
    {anchor: 'install', heading: 'Install', text: 'npm install husky'},
    {anchor: 'lint-staged', heading: 'lint-staged', text: 'Runs the tools on staged files.'},
  ];

  test('picks the section holding most of the words, its heading counting double', () => {
    const shown = shownSection(texts, ['staged', 'files']);
    assert.equal(shown.anchor, 'lint-staged');
    assert.equal(shown.heading, 'lint-staged');
    assert.deepEqual(shown.marked, ['staged', 'files']);
  });

  test("is the page's opening, without a heading, when no section holds more", () => {
    const shown = shownSection(texts, ['absent']);
    assert.equal(shown.anchor, '');
    assert.equal(shown.heading, undefined);
  });
});

describe('highlightTerms', () => {
  test('reads ?highlight= and the older ?_highlight=, splits values into words, drops repeats', () => {
    assert.deepEqual(
      highlightTerms('?highlight=husky+hook&_highlight=lint-staged&highlight=hook'),
      ['husky', 'hook', 'lint-staged'],
    );
  });

  test('normalises decomposed Hangul (NFD) to NFC: the same word in both is one term', () => {
    const decomposed = encodeURIComponent('환경'.normalize('NFD'));
    assert.deepEqual(highlightTerms(`?highlight=${decomposed}&highlight=환경`), ['환경']);
  });

  test('drops blank and over-long terms', () => {
    assert.deepEqual(highlightTerms('?q=commitlint'), []);
    assert.deepEqual(highlightTerms('?highlight=&highlight=%20%20&_highlight=%09'), []);
    const longest = 'x'.repeat(100);
    assert.deepEqual(highlightTerms(`?highlight=${longest}`), [longest]);
    assert.deepEqual(highlightTerms(`?highlight=${'x'.repeat(101)}&highlight=ok`), ['ok']);
  });

  test('keeps at most 10 terms', () => {
    const words = Array.from({length: 15}, (_, index) => `term${index}`);
    const search = words.map((word) => `highlight=${word}`).join('&');
    assert.deepEqual(highlightTerms(`?${search}`), words.slice(0, 10));
    assert.equal(highlightTerms(`?highlight=${encodeURIComponent(words.join(' '))}`).length, 10);
  });

  test('drops terms of one Latin letter or digit, which would mark half the page', () => {
    assert.deepEqual(highlightTerms('?highlight=a+e+i+o+u+t+n+s+r+l'), []);
    assert.deepEqual(highlightTerms('?highlight=a+husky+7'), ['husky']);
    assert.deepEqual(highlightTerms('?highlight=깃'), ['깃'], 'one Hangul syllable is a word');
  });
});

describe('withHighlights', () => {
  test('adds each word once and keeps the hash', () => {
    const url = withHighlights('/setup/kr/docs/tutorial-basics/edit/#env', [
      '환경',
      '변수',
      '환경',
    ]);
    assert.equal(new URL(url, 'http://x').hash, '#env');
    assert.deepEqual(highlightTerms(new URL(url, 'http://x').search), ['환경', '변수']);
  });

  test('replaces highlight parameters already there and keeps an address without a hash as it is', () => {
    const url = withHighlights('/setup/docs/intro/?highlight=old', ['husky', 'hook', ' ']);
    assert.equal(url, '/setup/docs/intro/?highlight=husky&highlight=hook');
  });
});

test('isSearchShortcut: Ctrl+K or Cmd+K, with Caps Lock or Shift on, or on a Korean layout', () => {
  for (const [key, code, ctrlKey, metaKey, expected] of [
    ['k', 'KeyK', true, false, true],
    ['k', 'KeyK', false, true, true],
    ['K', 'KeyK', true, false, true],
    ['ㅏ', 'KeyK', true, false, true], // the K key of a Korean layout
    ['k', 'KeyK', false, false, false],
    ['j', 'KeyJ', true, false, false],
    ['t', 'KeyK', true, false, false], // Dvorak: Ctrl+T
  ] as const) {
    assert.equal(isSearchShortcut({key, code, ctrlKey, metaKey}), expected, `${key} ${code}`);
  }
});
