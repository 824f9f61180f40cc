// A package.json range moved to a new release in its own style
// (scripts/lib/packageSpec.ts), as the guides' install commands write it.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {moveSpec} from '../../scripts/lib/packageSpec.ts';

test('a caret range follows the new version', () => {
  assert.equal(moveSpec('^10.15.0', '10.16.0'), '^10.16.0');
  assert.equal(moveSpec('^10.15.0', '11.0.0'), '^11.0.0');
});

test('an exact pin (Prettier) stays exact', () => {
  assert.equal(moveSpec('3.10.1', '3.11.0'), '3.11.0');
});

test('a range keeps its precision: ~6.0 stays on a minor line, ^24 on a major', () => {
  assert.equal(moveSpec('~6.0', '6.0.4'), '~6.0');
  assert.equal(moveSpec('~6.0', '7.0.2'), '~7.0');
  assert.equal(moveSpec('^24', '26.10.0'), '^26');
});

test('refuses a range it cannot move faithfully', () => {
  assert.throws(() => moveSpec('>=1.2.0 <2', '2.0.0'), /cannot move the range/);
  assert.throws(() => moveSpec('latest', '2.0.0'), /cannot move the range/);
});
