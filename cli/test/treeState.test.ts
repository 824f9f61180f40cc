// A failed run puts back the whole repository, not only Setup's files: the
// project's own tools (its lint, its prepare script) ran during the setup
// and may have written anything (reliability N-E; unseen projects: a lint
// that rewrote pnpm-workspace.yaml). "As it was before" is then a finding.
import assert from 'node:assert/strict';
import {chmodSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {recoverInterrupted} from '../src/apply.ts';
import {detect} from '../src/detect.ts';
import {recordJournal, writeJournal} from '../src/journal.ts';
import {recordTree, restoreTree, treeDifferences} from '../src/treeState.ts';
import {commit, git, initRepository, isolatedRoot, snapshot, writeLayout} from './layouts.ts';

const root = isolatedRoot('setup-tree-');

/** A committed repository with a package, a modified and an untracked file, a link and a script. */
function repository(name: string): string {
  const dir = writeLayout(path.join(root, name), {
    'package.json': '{\n  "name": "mono",\n  "private": true\n}\n',
    'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n",
    'packages/api/package.json': '{\n  "name": "api"\n}\n',
    'packages/api/index.js': 'module.exports = 1;\n',
    'run.sh': '#!/bin/sh\n',
    '.gitignore': 'node_modules\ndist\n',
  });
  chmodSync(path.join(dir, 'run.sh'), 0o755);
  symlinkSync('packages/api/index.js', path.join(dir, 'main.js'));
  initRepository(dir);
  commit(dir, 'chore: start', {all: true});
  // Work of the reader's own, not committed: a change, a staged change, a new file.
  writeFileSync(path.join(dir, 'packages/api/index.js'), 'module.exports = 2;\r\n');
  writeFileSync(path.join(dir, 'notes.md'), 'draft\n');
  writeFileSync(path.join(dir, 'pnpm-workspace.yaml'), "packages:\n  - 'packages/*'\n# mine\n");
  git(dir, 'add', 'pnpm-workspace.yaml');
  return dir;
}

/** What a project's tools may do to a tree while Setup runs. */
function rewriteEverything(dir: string): void {
  writeFileSync(path.join(dir, 'pnpm-workspace.yaml'), 'catalog:\n  eslint: ^10.0.0\n');
  writeFileSync(path.join(dir, 'packages/api/index.js'), 'module.exports = 3;\n');
  rmSync(path.join(dir, 'notes.md'));
  chmodSync(path.join(dir, 'run.sh'), 0o644);
  rmSync(path.join(dir, 'main.js'));
  writeFileSync(path.join(dir, 'main.js'), 'not a link\n');
  mkdirSync(path.join(dir, 'generated/deep'), {recursive: true});
  writeFileSync(path.join(dir, 'generated/deep/types.d.ts'), 'export {};\n');
  writeFileSync(path.join(dir, 'dist.txt'), 'built\n');
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist/out.js'), 'ignored, left alone\n');
  git(dir, 'add', 'packages/api/index.js');
  git(dir, 'config', 'core.hooksPath', '.husky/_');
}

test('the whole tree, the index and the config come back byte for byte', () => {
  const dir = repository('whole');
  const before = snapshot(dir);
  const staged = git(dir, 'diff', '--cached', '--name-only');
  const tree = recordTree(dir);
  // Only the files that differ from the index are kept whole.
  assert.deepEqual(
    Object.entries(tree.files)
      .filter(([, state]) => state.bytes !== undefined)
      .map(([file]) => file)
      .sort(),
    ['notes.md', 'packages/api/index.js'],
  );
  rewriteEverything(dir);
  assert.notDeepEqual(treeDifferences(dir, tree), []);

  assert.deepEqual(restoreTree(dir, tree), []);
  const after = snapshot(dir);
  // The ignored dist/ is no part of the tree: what a build wrote there stays.
  delete after['dist'];
  delete after['dist/out.js'];
  for (const gitFile of Object.keys({...before, ...after}).filter((file) =>
    file.startsWith('.git/'),
  )) {
    if (!['.git/index', '.git/config'].includes(gitFile)) {
      delete before[gitFile];
      delete after[gitFile];
    }
  }
  assert.deepEqual(after, before);
  assert.equal(git(dir, 'diff', '--cached', '--name-only'), staged);
  assert.throws(() => git(dir, 'config', '--local', 'core.hooksPath'));
});

test('a file that cannot be put back is named, and the rest still come back', () => {
  const dir = repository('stuck');
  const tree = recordTree(dir);
  // Its blob is gone from Git's objects (a gc, say): its bytes cannot be had.
  const lost = {...tree, files: {...tree.files, 'run.sh': {mode: 0o755, blob: '0'.repeat(40)}}};
  writeFileSync(path.join(dir, 'run.sh'), 'changed\n');
  writeFileSync(path.join(dir, 'pnpm-workspace.yaml'), 'catalog: {}\n');
  assert.deepEqual(restoreTree(dir, lost), ['run.sh']);
  assert.deepEqual(treeDifferences(dir, tree), ['run.sh']);
  assert.equal(readFileSync(path.join(dir, 'run.sh'), 'utf8'), 'changed\n', 'kept as it is');
});

test("a killed run's journal, from a package: Setup's changes come back, later work stays (N58)", async () => {
  const dir = repository('journal');
  const api = path.join(dir, 'packages/api');
  const manifest = readFileSync(path.join(api, 'package.json'));
  writeJournal(path.join(dir, '.git'), {
    ...recordJournal(api, 'packages/api', ['package.json'], undefined, false, 'npm install'),
    tree: recordTree(dir),
  });
  writeFileSync(path.join(api, 'package.json'), '{"name": "api", "devDependencies": {}}\n');
  // What the killed run's tools wrote cannot be told from what the reader
  // (or another package's run) did since: the whole tree is not undone.
  rewriteEverything(dir);
  const recovered = await recoverInterrupted(detect(api), {output: 'pipe', begin: () => undefined});
  assert.equal(recovered, true);
  assert.deepEqual(readFileSync(path.join(api, 'package.json')), manifest);
  assert.throws(() => git(dir, 'config', '--local', 'core.hooksPath'));
  assert.match(readFileSync(path.join(dir, 'pnpm-workspace.yaml'), 'utf8'), /^catalog:/);
  assert.equal(readFileSync(path.join(dir, 'dist.txt'), 'utf8'), 'built\n');
});
