// Prettier finds its config and every file of the example is formatted.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {runInExample} from '../helpers/example.ts';

test('prettier --check . passes', () => {
  const result = runInExample('prettier', ['--check', '.']);
  assert.equal(result.status, 0, result.output);
  assert.match(result.output, /All matched files use Prettier code style!/);
});

test('prettier reads .prettierrc', () => {
  const result = runInExample('prettier', ['--find-config-path', 'src/main.ts']);
  assert.equal(result.output.trim(), '.prettierrc');
});
