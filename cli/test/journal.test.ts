// A killed run of an existing project's setup (Ctrl+C during the install,
// say) is put back by the next run before it plans anything, so that run
// never takes a half setup for "already in place" (reliability review F6).
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {recoverInterrupted} from '../src/apply.ts';
import {detect} from '../src/detect.ts';
import {readJournal, recordJournal, writeJournal} from '../src/journal.ts';
import {commit, git, initRepository, isolatedRoot, writeLayout} from './layouts.ts';

const root = isolatedRoot('setup-journal-');

const packageJson = '{\n  "name": "app",\n  "version": "1.0.0"\n}\n';

test('the journal of a killed run puts every file and Git setting back', async () => {
  const dir = writeLayout(path.join(root, 'project'), {'package.json': packageJson});
  // A .gitignore in Latin-1 ("café/"): not UTF-8, and put back byte for byte.
  const gitignore = Buffer.concat([
    Buffer.from('node_modules\ncaf'),
    Buffer.from([0xe9, 0x2f, 0x0a]),
  ]);
  writeFileSync(path.join(dir, '.gitignore'), gitignore);
  initRepository(dir);
  commit(dir, 'chore: start', {all: true});
  const gitDir = path.join(dir, '.git');
  const journal = recordJournal(
    dir,
    '',
    ['package.json', '.gitignore', '.lintstagedrc.json', '.husky/pre-commit', 'package-lock.json'],
    '.husky',
    false,
    'npm install',
  );
  writeJournal(gitDir, journal);
  // What the run did before it was killed during the install.
  writeFileSync(path.join(dir, 'package.json'), '{"name": "app", "devDependencies": {}}\n');
  writeFileSync(path.join(dir, '.gitignore'), 'node_modules\n# Added by Setup\n.env\n');
  writeFileSync(path.join(dir, '.lintstagedrc.json'), '{}\n');
  mkdirSync(path.join(dir, '.husky/_'), {recursive: true});
  writeFileSync(path.join(dir, '.husky/pre-commit'), 'npx lint-staged\n');
  writeFileSync(path.join(dir, '.husky/_/h'), '');
  writeFileSync(path.join(dir, 'package-lock.json'), '{}\n');
  // A temporary file of the killed run's, beside the file it was replacing.
  writeFileSync(path.join(dir, '.package.json.setup-999999.tmp'), '{"name"');
  mkdirSync(path.join(dir, 'node_modules/husky'), {recursive: true});
  git(dir, 'config', 'core.hooksPath', '.husky/_');
  git(dir, 'config', 'commit.template', '.gitmessage');

  const steps: string[] = [];
  const recovered = await recoverInterrupted(detect(dir), {
    output: 'pipe',
    begin: (step) => steps.push(step.id),
  });
  assert.equal(recovered, true);
  assert.deepEqual(steps, ['restore']);
  assert.equal(readFileSync(path.join(dir, 'package.json'), 'utf8'), packageJson);
  assert.deepEqual(readFileSync(path.join(dir, '.gitignore')), gitignore);
  for (const created of ['.lintstagedrc.json', '.husky', 'package-lock.json', 'node_modules']) {
    assert.equal(existsSync(path.join(dir, created)), false, created);
  }
  assert.equal(git(dir, 'status', '--porcelain', '--untracked-files=all'), '');
  assert.throws(() => git(dir, 'config', '--local', 'core.hooksPath'));
  assert.throws(() => git(dir, 'config', '--local', 'commit.template'));
  assert.equal(readJournal(gitDir, ''), undefined);
});

test('no journal, or the journal of another package: nothing is put back', async () => {
  const dir = writeLayout(path.join(root, 'other'), {'package.json': packageJson});
  initRepository(dir);
  const report = {output: 'pipe' as const, begin: () => undefined};
  assert.equal(await recoverInterrupted(detect(dir), report), false);
  writeJournal(
    path.join(dir, '.git'),
    recordJournal(dir, 'packages/api', ['package.json'], undefined, false, 'npm install'),
  );
  writeFileSync(path.join(dir, 'package.json'), '{}\n');
  assert.equal(await recoverInterrupted(detect(dir), report), false);
  assert.equal(readFileSync(path.join(dir, 'package.json'), 'utf8'), '{}\n');
});
