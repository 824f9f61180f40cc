// The repository follows the commit convention its guides teach
// (CONTRIBUTING.md): each commit from the one that set up its own hooks on
// passes its commitlint config, as the commit-msg hook checks a new one.
// Older commits are history, written before the rule.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {run} from '../../scripts/lib/run.ts';

/** The subject of the commit that set the rule up. */
const ruleSubject = 'build: check every commit message with commitlint, as the guides teach';

test('every commit since the rule is a Conventional Commit with a subject of at most 72 characters', () => {
  const log = run('git', ['log', '--format=%H %s']);
  assert.equal(log.status, 0, log.output);
  const rule = log.stdout.split('\n').find((line) => line.slice(41) === ruleSubject);
  assert.ok(
    rule,
    `no commit "${ruleSubject}" in this clone: fetch the whole history (git fetch --unshallow; actions/checkout with fetch-depth: 0)`,
  );
  const checked = run('commitlint', ['--from', `${rule.slice(0, 40)}^`, '--to', 'HEAD']);
  assert.equal(checked.status, 0, checked.output);
});
