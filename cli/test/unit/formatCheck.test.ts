// The format check Setup adds checks what the project's own format script
// formats (unseen projects P10), from the script's text alone.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {formatCheckFrom} from '../../src/projectFit.ts';

test("the project's Prettier write, turned into a check over the same files", () => {
  assert.equal(
    formatCheckFrom('prettier --write --experimental-cli src/'),
    'prettier --check --experimental-cli src/',
  );
  assert.equal(formatCheckFrom('prettier -w "src/**/*.ts"'), 'prettier --check "src/**/*.ts"');
});

test('no check from a script that is not one Prettier run that writes', () => {
  for (const script of [
    undefined,
    'biome format --write .',
    'prettier --check .',
    'prettier --write . && eslint --fix .',
    'npm run prettier -- --write .',
  ]) {
    assert.equal(formatCheckFrom(script), undefined, script);
  }
});
