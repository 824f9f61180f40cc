// The commit header checker on the commitlint page
// (src/components/CommitHeaderChecker/checkHeader.ts): it must agree with
// what commitlint and @commitlint/config-conventional say of the same header,
// which tests/example/commitlint.test.ts checks with the real tool.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {checkHeader} from '../../src/components/CommitHeaderChecker/checkHeader.ts';
import {commitTypes} from '../../src/data/commitTypes.ts';

describe('checkHeader', () => {
  test('accepts the headers the docs show, the breaking-change mark, and names a type commitlint would not allow', () => {
    for (const [header, result] of [
      ['feat(auth): add login page', {kind: 'ok', type: 'feat'}],
      ['feat(auth): 로그인 페이지 추가', {kind: 'ok', type: 'feat'}],
      ['fix: handle an empty .env', {kind: 'ok', type: 'fix'}],
      ['feat!: drop Node 20', {kind: 'ok', type: 'feat'}],
      ['refactor(api)!: rename the hooks', {kind: 'ok', type: 'refactor'}],
      ['feature(auth): add login', {kind: 'type', type: 'feature'}], // type-enum
      ['Feat: Add login.', {kind: 'type', type: 'Feat'}], // case-sensitive, as in commitlint
    ] as const) {
      assert.deepEqual(checkHeader(header), result, header);
    }
  });

  test('accepts every type the site lists as allowed', () => {
    for (const type of commitTypes) {
      assert.deepEqual(checkHeader(`${type}: do something`), {kind: 'ok', type}, type);
    }
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
