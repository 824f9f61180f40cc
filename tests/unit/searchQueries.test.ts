// The plain logic behind the search dialog (src/components/Search/queries.ts):
// the query variants for Korean compounds, the merge of their results, the
// excerpt turned into text parts, and the terms a page opened from search
// highlights. The browser side is in tests/e2e/search.spec.ts.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  excerptParts,
  highlightTerms,
  isSearchShortcut,
  mergeByScore,
  queryVariants,
  withHighlights,
} from '../../src/components/Search/queries.ts';

describe('queryVariants', () => {
  test('leaves English queries as typed, spaces collapsed', () => {
    assert.deepEqual(queryVariants('commitlint'), ['commitlint']);
    assert.deepEqual(queryVariants('pre-commit hook'), ['pre-commit hook']);
    assert.deepEqual(queryVariants('  husky   hook  '), ['husky hook']);
    // A long word of Latin letters is not split, whatever its length.
    assert.deepEqual(queryVariants('typescript'), ['typescript']);
  });

  test('also searches a four-syllable Hangul compound split in two: 환경변수 → 환경 변수', () => {
    const variants = queryVariants('환경변수');
    assert.equal(variants[0], '환경변수', 'the query as typed comes first');
    assert.ok(variants.includes('환경 변수'), variants.join(' | '));
    // Each part keeps at least two syllables: 환 경변수 and 환경변 수 are not tried.
    assert.deepEqual(variants, ['환경변수', '환경 변수']);
  });

  test('splits longer compounds at every point that leaves two syllables a side: 커밋메시지', () => {
    const variants = queryVariants('커밋메시지');
    assert.equal(variants[0], '커밋메시지');
    assert.ok(variants.includes('커밋 메시지'), variants.join(' | '));
    assert.deepEqual(variants, ['커밋메시지', '커밋 메시지', '커밋메 시지']);
  });

  test('does not split Hangul words of three syllables or fewer', () => {
    assert.deepEqual(queryVariants('패키지'), ['패키지']);
    assert.deepEqual(queryVariants('린트'), ['린트']);
    assert.deepEqual(queryVariants('패키지 매니저'), ['패키지 매니저']);
  });

  test('splits only the Hangul word of a mixed query, keeping the other words', () => {
    assert.deepEqual(queryVariants('husky 설정'), ['husky 설정']);
    const variants = queryVariants('husky 환경변수');
    assert.deepEqual(variants, ['husky 환경변수', 'husky 환경 변수']);
    assert.deepEqual(queryVariants('.env 환경변수'), ['.env 환경변수', '.env 환경 변수']);
  });

  test('splits each long Hangul word on its own', () => {
    assert.deepEqual(queryVariants('환경변수 커밋메시지'), [
      '환경변수 커밋메시지',
      '환경 변수 커밋메시지',
      '환경변수 커밋 메시지',
      '환경변수 커밋메 시지',
    ]);
  });

  test('does not split a pasted run of syllables, and starts at most six searches', () => {
    assert.deepEqual(queryVariants('가'.repeat(200)), ['가'.repeat(200)]);
    const many = Array.from({length: 20}, () => '환경변수').join(' ');
    assert.equal(queryVariants(many).length, 6);
    assert.equal(queryVariants(many)[0], many, 'the query as typed stays first');
  });

  test('gives no query for empty or blank input', () => {
    assert.deepEqual(queryVariants(''), []);
    assert.deepEqual(queryVariants('   '), []);
    assert.deepEqual(queryVariants('\t\n '), []);
  });
});

describe('mergeByScore', () => {
  const entry = (id: string, score: number) => ({id, score, item: `${id}@${score}`});

  test('keeps each page once, with its best score and that search item', () => {
    const merged = mergeByScore(
      [[entry('a', 1), entry('b', 3)], [entry('a', 5), entry('c', 2)], [entry('b', 0.5)]],
      10,
    );
    assert.deepEqual(merged, [entry('a', 5), entry('b', 3), entry('c', 2)]);
  });

  test('sorts by score, best first', () => {
    const merged = mergeByScore([[entry('low', 0.1), entry('high', 9), entry('mid', 4)]], 10);
    assert.deepEqual(
      merged.map(({id}) => id),
      ['high', 'mid', 'low'],
    );
  });

  test('returns at most the limit, dropping the lowest scores', () => {
    const lists = [[entry('a', 1), entry('b', 2)], [entry('c', 3)], [entry('d', 4)]];
    assert.deepEqual(
      mergeByScore(lists, 2).map(({id}) => id),
      ['d', 'c'],
    );
    assert.deepEqual(mergeByScore(lists, 0), []);
  });

  test('returns nothing for no results', () => {
    assert.deepEqual(mergeByScore([], 8), []);
    assert.deepEqual(mergeByScore([[], []], 8), []);
  });
});

describe('excerptParts', () => {
  test("turns Pagefind's <mark> into marked parts, the rest plain", () => {
    assert.deepEqual(excerptParts('pnpm <mark>commitlint</mark> 21 needs <mark>Node</mark>.'), [
      {text: 'pnpm ', marked: false},
      {text: 'commitlint', marked: true},
      {text: ' 21 needs ', marked: false},
      {text: 'Node', marked: true},
      {text: '.', marked: false},
    ]);
  });

  test('decodes the entities of the escaped excerpt, once', () => {
    assert.deepEqual(excerptParts('a &amp; b &lt;c&gt; &quot;q&quot; &#39;s&#39; &#x27;t&#x27;'), [
      {text: `a & b <c> "q" 's' 't'`, marked: false},
    ]);
    assert.deepEqual(excerptParts('<mark>R&amp;D</mark>'), [{text: 'R&D', marked: true}]);
    // &amp;lt; is the text "&lt;", not "<".
    assert.deepEqual(excerptParts('&amp;lt;b&amp;gt;'), [{text: '&lt;b&gt;', marked: false}]);
  });

  test('keeps an escaped <script> as plain text, never markup', () => {
    const parts = excerptParts('see &lt;script&gt;alert(1)&lt;/script&gt; here');
    assert.deepEqual(parts, [{text: 'see <script>alert(1)</script> here', marked: false}]);
    // An escaped <mark> in the page's text is text too, not a highlight.
    assert.deepEqual(excerptParts('&lt;mark&gt;x&lt;/mark&gt;'), [
      {text: '<mark>x</mark>', marked: false},
    ]);
  });

  test('drops any tag other than <mark>, keeping its text', () => {
    assert.deepEqual(excerptParts('<script>alert(1)</script>'), [
      {text: 'alert(1)', marked: false},
    ]);
    assert.deepEqual(excerptParts('a <img src=x onerror=alert(1)>b <b>bold</b>'), [
      {text: 'a b bold', marked: false},
    ]);
    assert.deepEqual(excerptParts('<mark><img src=x onerror=alert(1)>word</mark>'), [
      {text: 'word', marked: true},
    ]);
    for (const part of excerptParts('x <script>alert(1)</script> <mark>y</mark> <svg onload=z>')) {
      assert.doesNotMatch(part.text, /<[a-z/]/i, JSON.stringify(part));
    }
  });

  test('gives no part for an empty excerpt', () => {
    assert.deepEqual(excerptParts(''), []);
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

  test('normalises decomposed Hangul (NFD, as Pagefind passes it) to NFC', () => {
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
  test('highlights the words of every variant, so a solid Korean compound still marks the spaced one', () => {
    const url = withHighlights('/setup/kr/docs/tutorial-basics/edit/#env', '환경변수');
    assert.equal(new URL(url, 'http://x').hash, '#env');
    assert.deepEqual(highlightTerms(new URL(url, 'http://x').search), ['환경변수', '환경', '변수']);
  });

  test("replaces Pagefind's own highlight parameters and keeps an address without a hash as it is", () => {
    const url = withHighlights('/setup/docs/intro/?highlight=old', 'husky  hook');
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
