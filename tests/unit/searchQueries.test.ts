// The plain logic behind search (src/components/Search/): how text becomes
// terms, what a query searches for, the section and excerpt a result shows,
// and the terms a page opened from search highlights. What the built index
// finds is in tests/build/search.test.ts; the dialog in tests/e2e/search.spec.ts.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {wordsOfQuery} from '../../src/components/Search/engine.ts';
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
      '검사',
      '사하',
      '하나',
      '나요',
    ]);
  });

  test('looks up aliases, also with a particle on the word', () => {
    for (const typed of ['허스키', '허스키를']) {
      assert.deepEqual(wordsOfQuery(typed, 'ko')[0]?.aliasTerms, ['husky'], typed);
    }
    assert.deepEqual(wordsOfQuery('formatter', 'en')[0]?.aliasTerms, ['prettier']);
  });

  test('keeps a pasted wall of text or of Hangul to a few terms', () => {
    assert.ok(termsOfQuery('가'.repeat(200), 'ko').length <= 11);
    assert.ok(termsOfQuery('commitlint husky '.repeat(60), 'en').length <= 10);
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
  test('reads ?highlight= and the older ?_highlight=', () => {
    assert.deepEqual(highlightTerms('?highlight=commitlint'), ['commitlint']);
    assert.deepEqual(highlightTerms('?_highlight=commitlint'), ['commitlint']);
    assert.deepEqual(highlightTerms('highlight=husky'), ['husky'], 'without the "?"');
    assert.deepEqual(highlightTerms('?highlight=husky&highlight=hook&_highlight=lint-staged'), [
      'husky',
      'hook',
      'lint-staged',
    ]);
  });

  test('splits a value into words and drops repeats', () => {
    assert.deepEqual(highlightTerms('?highlight=husky%20hook'), ['husky', 'hook']);
    assert.deepEqual(highlightTerms('?highlight=husky+hook'), ['husky', 'hook']);
    assert.deepEqual(highlightTerms('?highlight=husky&_highlight=husky'), ['husky']);
  });

  test('normalises decomposed Hangul (NFD) to NFC', () => {
    const decomposed = '환경'.normalize('NFD');
    assert.notEqual(decomposed, '환경');
    const terms = highlightTerms(`?highlight=${encodeURIComponent(decomposed)}`);
    assert.deepEqual(terms, ['환경']);
    assert.equal(terms[0]?.length, 2, 'two precomposed syllables');
    assert.deepEqual(
      highlightTerms(
        `?highlight=${encodeURIComponent('변수'.normalize('NFD'))}&highlight=${encodeURIComponent('변수')}`,
      ),
      ['변수'],
      'the same word in NFD and NFC is one term',
    );
  });

  test('drops blank and over-long terms', () => {
    assert.deepEqual(highlightTerms(''), []);
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

  test('returns terms as text, markup included', () => {
    const payload = '<img src=x onerror=alert(1)>';
    assert.deepEqual(highlightTerms(`?highlight=${encodeURIComponent(payload)}`), [
      '<img',
      'src=x',
      'onerror=alert(1)>',
    ]);
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

describe('isSearchShortcut', () => {
  const press = (key: string, code: string, modifiers: {ctrlKey?: boolean; metaKey?: boolean}) => ({
    key,
    code,
    ctrlKey: false,
    metaKey: false,
    ...modifiers,
  });

  test('Ctrl+K and Cmd+K, also with Caps Lock or Shift on', () => {
    assert.ok(isSearchShortcut(press('k', 'KeyK', {ctrlKey: true})));
    assert.ok(isSearchShortcut(press('k', 'KeyK', {metaKey: true})));
    assert.ok(isSearchShortcut(press('K', 'KeyK', {ctrlKey: true})));
    assert.ok(isSearchShortcut(press('K', 'KeyK', {metaKey: true})));
  });

  test('the K key of a Korean layout, which types ㅏ', () => {
    assert.ok(isSearchShortcut(press('ㅏ', 'KeyK', {ctrlKey: true})));
  });

  test('not K without Ctrl or Cmd, and not another letter on the K key of another layout', () => {
    assert.equal(isSearchShortcut(press('k', 'KeyK', {})), false);
    assert.equal(isSearchShortcut(press('K', 'KeyK', {})), false);
    assert.equal(isSearchShortcut(press('j', 'KeyJ', {ctrlKey: true})), false);
    assert.equal(isSearchShortcut(press('t', 'KeyK', {ctrlKey: true})), false, 'Dvorak: Ctrl+T');
  });
});
