// The commit header checker on the commitlint page
// (src/components/CommitHeaderChecker/checkHeader.ts): it must agree with
// what commitlint and @commitlint/config-conventional say of the same header,
// which tests/example/commitlint.test.ts checks with the real tool.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {checkHeader} from '../../src/components/CommitHeaderChecker/checkHeader.ts';
import {commitTypes} from '../../src/data/commitTypes.ts';

describe('checkHeader', () => {
  test('accepts the headers the docs show, English and Korean subjects alike', () => {
    assert.deepEqual(checkHeader('feat(auth): add login page'), {kind: 'ok', type: 'feat'});
    assert.deepEqual(checkHeader('feat(auth): 로그인 페이지 추가'), {kind: 'ok', type: 'feat'});
    assert.deepEqual(checkHeader('fix: handle an empty .env'), {kind: 'ok', type: 'fix'});
  });

  test('accepts the breaking-change mark, with or without a scope', () => {
    assert.deepEqual(checkHeader('feat!: drop Node 20'), {kind: 'ok', type: 'feat'});
    assert.deepEqual(checkHeader('refactor(api)!: rename the hooks'), {
      kind: 'ok',
      type: 'refactor',
    });
  });

  test('accepts every type the site lists as allowed', () => {
    for (const type of commitTypes) {
      assert.deepEqual(checkHeader(`${type}: do something`), {kind: 'ok', type}, type);
    }
  });

  test('names a well-shaped header’s type when commitlint would not allow it (type-enum)', () => {
    assert.deepEqual(checkHeader('foo: bad'), {kind: 'type', type: 'foo'});
    assert.deepEqual(checkHeader('feature(auth): add login'), {kind: 'type', type: 'feature'});
    // Types are case-sensitive, as in commitlint: "Feat" is not "feat".
    assert.deepEqual(checkHeader('Feat: Add login.'), {kind: 'type', type: 'Feat'});
  });

  test('rejects headers that are not type(scope): subject', () => {
    for (const header of [
      'add login page',
      'feat:add login page', // no space after the colon
      'feat :add login page',
      'feat(auth) : add login page',
      'feat(auth: add login page', // unclosed scope
      'feat:', // no subject
      'feat: ',
      ': add login page', // no type
      '(auth): add login page',
    ]) {
      assert.deepEqual(checkHeader(header), {kind: 'shape'}, JSON.stringify(header));
    }
  });

  test('reports an empty or blank box as empty, not as a bad header', () => {
    assert.deepEqual(checkHeader(''), {kind: 'empty'});
    assert.deepEqual(checkHeader('   \n\t'), {kind: 'empty'});
  });
});
