// A killed run of an existing project's setup (Ctrl+C during the install,
// say) is put back by the next run before it plans anything, so that run
// never takes a half setup for "already in place" (reliability review F6).
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {recoverInterrupted} from '../src/apply.ts';
import {detect} from '../src/detect.ts';
import {readJournal, recordJournal, removeJournal, writeJournal} from '../src/journal.ts';
import {folderLock, takeRunLock} from '../src/runLock.ts';
import {recordTree} from '../src/treeState.ts';
import {
  commit,
  committedRepository,
  git,
  initRepository,
  isolatedRoot,
  runCli,
  writeLayout,
} from './layouts.ts';

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

test("one package's run keeps another package's journal (N-G)", async () => {
  const dir = writeLayout(path.join(root, 'two-packages'), {
    'tools/a/package.json': packageJson,
    'tools/b/package.json': packageJson,
  });
  initRepository(dir);
  commit(dir, 'chore: start', {all: true});
  const gitDir = path.join(dir, '.git');
  const a = path.join(dir, 'tools/a');
  writeJournal(gitDir, recordJournal(a, 'tools/a', ['package.json'], undefined, false, 'npm i'));
  writeFileSync(path.join(a, 'package.json'), '{}\n');
  // b's run starts and ends: its journal comes and goes, a's stays.
  const b = path.join(dir, 'tools/b');
  const report = {output: 'pipe' as const, begin: () => undefined};
  assert.equal(await recoverInterrupted(detect(b), report), false);
  writeJournal(gitDir, recordJournal(b, 'tools/b', ['package.json'], undefined, false, 'npm i'));
  removeJournal(gitDir, 'tools/b');
  assert.ok(readJournal(gitDir, 'tools/a'));
  assert.equal(await recoverInterrupted(detect(a), report), true);
  assert.equal(readFileSync(path.join(a, 'package.json'), 'utf8'), packageJson);
});

test("a second run while the first is alive is refused; a dead run's lock is taken over (N-F)", () => {
  const dir = writeLayout(path.join(root, 'locked'), {'package.json': packageJson});
  initRepository(dir);
  commit(dir, 'chore: start', {all: true});
  const lock = path.join(dir, '.git/setup-essentials.lock');
  const live = spawn('sleep', ['30']);
  try {
    writeFileSync(lock, String(live.pid));
    const refused = runCli(dir, ['--yes', '--without', 'lighthouse']);
    assert.equal(refused.status, 3, refused.output);
    assert.match(
      refused.output,
      new RegExp(
        `Another run of Setup is under way in this folder or its repository \\(process ${live.pid}\\)`,
      ),
    );
    assert.equal(git(dir, 'status', '--porcelain'), '');
    assert.equal(readFileSync(lock, 'utf8'), String(live.pid));
  } finally {
    live.kill();
  }
  const gone = spawnSync(process.execPath, ['-e', '']).pid;
  writeFileSync(lock, String(gone));
  assert.equal(takeRunLock(lock), undefined);
  assert.equal(readFileSync(lock, 'utf8'), String(process.pid));
  assert.deepEqual(takeRunLock(lock), undefined, 'its own lock again');
});

test('a new project has its lock before it has a repository (re-run F-h)', () => {
  const dir = path.join(root, 'new-locked');
  mkdirSync(dir);
  const live = spawn('sleep', ['30']);
  try {
    writeFileSync(folderLock(dir), String(live.pid));
    const refused = runCli(dir, ['--yes', '--without', 'lighthouse']);
    assert.equal(refused.status, 3, refused.output);
    assert.match(refused.output, new RegExp(`under way .*\\(process ${live.pid}\\)`));
    assert.equal(existsSync(path.join(dir, '.git')), false);
  } finally {
    live.kill();
    rmSync(folderLock(dir), {force: true});
  }
});

test('a put-back stopped at a file has put the Git settings back first (reliability note 4.15)', async () => {
  const dir = committedRepository(path.join(root, 'stopped-put-back'), {
    'package.json': packageJson,
    'conf/app.json': '{}\n',
  });
  const journal = recordJournal(
    dir,
    '',
    ['package.json', 'conf/app.json'],
    '.husky',
    false,
    'npm install',
  );
  writeJournal(path.join(dir, '.git'), journal);
  // A file where the folder of a file to put back was: that file cannot be written.
  rmSync(path.join(dir, 'conf'), {recursive: true});
  writeFileSync(path.join(dir, 'conf'), 'in the way\n');
  git(dir, 'config', 'core.hooksPath', '.husky/_');
  await assert.rejects(recoverInterrupted(detect(dir), {output: 'pipe', begin: () => {}}));
  assert.throws(() => git(dir, 'config', '--local', 'core.hooksPath'));
});

test("a killed run's journal puts back Setup's files and keeps the work done since (re-run N58)", async () => {
  const dir = committedRepository(path.join(root, 'work-since'), {
    'package.json': packageJson,
    'index.js': 'module.exports = 1;\n',
  });
  const journal = {
    ...recordJournal(dir, '', ['package.json', '.prettierrc'], '.husky', false, 'npm install'),
    tree: recordTree(dir),
  };
  writeJournal(path.join(dir, '.git'), journal);
  // The killed run's writes, then the reader's own work (or another package's run).
  writeFileSync(path.join(dir, 'package.json'), '{"name": "app", "devDependencies": {}}\n');
  writeFileSync(path.join(dir, '.prettierrc'), '{}\n');
  writeFileSync(path.join(dir, 'index.js'), 'module.exports = 2;\n');
  writeFileSync(path.join(dir, 'notes.txt'), 'mine\n');
  assert.equal(await recoverInterrupted(detect(dir), {output: 'pipe', begin: () => {}}), true);
  assert.equal(readFileSync(path.join(dir, 'package.json'), 'utf8'), packageJson);
  assert.equal(existsSync(path.join(dir, '.prettierrc')), false);
  assert.equal(readFileSync(path.join(dir, 'index.js'), 'utf8'), 'module.exports = 2;\n');
  assert.equal(readFileSync(path.join(dir, 'notes.txt'), 'utf8'), 'mine\n');
});
