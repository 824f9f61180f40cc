// How a Korean word a reader types is searched beside the page's spelling.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {edgeSyllables, stemOf} from '../../src/components/Search/koreanQuery.ts';

test('a verb typed on a noun is searched as the noun', () => {
  assert.equal(stemOf('설정하기'), '설정');
  assert.equal(stemOf('설치하는'), '설치');
  assert.equal(stemOf('포맷하려면'), '포맷');
  assert.equal(stemOf('검사합니다'), '검사');
});

test('"할때" and "시" typed on a noun are searched as the noun', () => {
  assert.equal(stemOf('저장할때'), '저장');
  assert.equal(stemOf('저장시'), '저장');
});

test('a word that would keep one syllable stays whole, and so does Latin', () => {
  assert.equal(stemOf('표시'), '표시');
  assert.equal(stemOf('다시'), '다시');
  assert.equal(stemOf('하기'), '하기');
  assert.equal(stemOf('lint'), 'lint');
});

test('a solid run gives its first and last syllables', () => {
  assert.deepEqual(edgeSyllables('훅설정'), ['훅', '정']);
  assert.deepEqual(edgeSyllables('깃훅'), ['깃', '훅']);
  assert.deepEqual(edgeSyllables('훅'), []);
  assert.deepEqual(edgeSyllables('husky'), []);
});
