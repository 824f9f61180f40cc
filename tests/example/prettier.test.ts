// Prettier finds its config and every file of each example is formatted.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {examples, runInExample} from '../helpers/example.ts';

for (const {name, dir, entry} of examples) {
  test(`${name}: prettier --check . passes`, () => {
    const result = runInExample(dir, 'prettier', ['--check', '.']);
    assert.equal(result.status, 0, result.output);
    assert.match(result.output, /All matched files use Prettier code style!/);
  });

  test(`${name}: prettier reads .prettierrc for ${entry}`, () => {
    const result = runInExample(dir, 'prettier', ['--find-config-path', entry]);
    assert.equal(result.output.trim(), '.prettierrc');
  });
}
