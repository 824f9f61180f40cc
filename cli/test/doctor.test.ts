// `create-setup-essentials check` on a set-up project and on each way it
// breaks: exit 0 when everything holds, 1 naming what to fix, and never a
// changed byte.
import assert from 'node:assert/strict';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {spawnSync} from 'node:child_process';
import {
  cliPath,
  git,
  initRepository,
  isolatedRoot,
  runCli,
  snapshot,
  writeLayout,
  type Layout,
} from './layouts.ts';

const root = isolatedRoot('setup-doctor-');

const installed = (version: string) => ({json: {version}});

/** A project as the setup leaves it, its tools "installed" (their package.json only). */
function healthy(name: string, extra: Layout = {}): string {
  const dir = writeLayout(path.join(root, name), {
    'package.json': {
      json: {
        name: 'app',
        version: '1.0.0',
        type: 'module',
        scripts: {prepare: 'husky && git config commit.template .gitmessage'},
        devDependencies: {
          '@commitlint/cli': '^21.2.4',
          eslint: '^10.15.0',
          husky: '^9.1.7',
          'lint-staged': '^17.6.1',
        },
        engines: {node: '>=22.22.1'},
      },
    },
    '.husky/pre-commit': 'npx lint-staged\n',
    '.husky/commit-msg': 'npx --no -- commitlint --edit "$1"\n',
    '.husky/_/h': '',
    '.lintstagedrc.json': '{"*.js": "eslint --fix"}\n',
    'commitlint.config.js': "export default {extends: ['@commitlint/config-conventional']};\n",
    'eslint.config.js': 'export default [];\n',
    '.gitmessage': '# type: subject\n',
    'node_modules/@commitlint/cli/package.json': installed('21.2.4'),
    'node_modules/eslint/package.json': installed('10.15.0'),
    'node_modules/husky/package.json': installed('9.1.7'),
    'node_modules/lint-staged/package.json': installed('17.6.1'),
    ...extra,
  });
  initRepository(dir);
  git(dir, 'config', 'core.hooksPath', '.husky/_');
  git(dir, 'config', 'commit.template', '.gitmessage');
  return dir;
}

test('a set-up project: everything holds, exit 0, nothing changed', () => {
  const dir = healthy('healthy');
  const before = snapshot(dir);
  const result = runCli(dir, ['check']);
  assert.equal(result.status, 0, result.output);
  assert.match(result.output, /✔ the Git hooks are active/);
  assert.match(result.output, /Everything holds\./);
  assert.deepEqual(snapshot(dir), before);
});

/** The journal of a setup run that was killed. */
const journal = JSON.stringify({
  prefix: '',
  files: {},
  git: {},
  nodeModules: true,
  huskyStubs: true,
  gitCreated: false,
  install: 'npm install',
});

const broken: {name: string; breakIt: (dir: string) => void; finding: RegExp}[] = [
  {
    name: 'a fresh clone before its install: hooks inactive',
    breakIt: (dir) => {
      rmSync(path.join(dir, '.husky/_'), {recursive: true});
      git(dir, 'config', '--unset', 'core.hooksPath');
    },
    finding: /The Git hooks are off: core\.hooksPath is not set, not \.husky\/_/,
  },
  {
    name: "a new worktree before its install: core.hooksPath set, husky's files missing",
    breakIt: (dir) => rmSync(path.join(dir, '.husky/_'), {recursive: true}),
    finding:
      /The Git hooks are off in this work tree: core\.hooksPath is \.husky\/_, but husky's files are not there yet .* Fix: npm install\./,
  },
  {
    name: 'no install script runs husky',
    breakIt: (dir) => {
      const file = path.join(dir, 'package.json');
      writeFileSync(file, `${JSON.stringify({name: 'app', devDependencies: {husky: '^9.1.7'}})}\n`);
    },
    finding: /No install script runs husky, so a fresh clone gets no hooks/,
  },
  {
    name: "commitlint's config removed: the fix names the JSON config Setup writes (re-run N54)",
    breakIt: (dir) => rmSync(path.join(dir, 'commitlint.config.js')),
    finding: /commitlint is installed but finds no configuration\. Fix: add \.commitlintrc\.json/,
  },
  {
    name: 'lint-staged configured but not called',
    breakIt: (dir) => writeFileSync(path.join(dir, '.husky/pre-commit'), 'npm test\n'),
    finding: /\.lintstagedrc\.json configures lint-staged, but \.husky\/pre-commit does not run it/,
  },
  {
    name: "lint-staged not called in a Yarn project: the fix is Yarn's command",
    breakIt: (dir) => {
      writeFileSync(path.join(dir, '.husky/pre-commit'), 'yarn test\n');
      writeFileSync(path.join(dir, 'yarn.lock'), '# yarn lockfile v1\n');
    },
    finding: /Fix: add "yarn lint-staged" to \.husky\/pre-commit/,
  },
  {
    name: "commitlint not called in a Yarn project: the fix is Yarn's command",
    breakIt: (dir) => {
      writeFileSync(path.join(dir, '.husky/commit-msg'), 'yarn test\n');
      writeFileSync(path.join(dir, 'yarn.lock'), '# yarn lockfile v1\n');
    },
    finding: /Fix: add 'yarn commitlint --edit "\$1"' to \.husky\/commit-msg/,
  },
  {
    name: 'husky 8 with a hook Git skips because it is not executable (unseen P8)',
    breakIt: (dir) => {
      const file = path.join(dir, 'package.json');
      const data = JSON.parse(readFileSync(file, 'utf8')) as {
        devDependencies: Record<string, string>;
      };
      data.devDependencies.husky = '^8.0.3';
      writeFileSync(file, `${JSON.stringify(data)}\n`);
      writeFileSync(path.join(dir, 'node_modules/husky/package.json'), '{"version": "8.0.3"}\n');
      writeFileSync(path.join(dir, '.husky/_/husky.sh'), '');
      git(dir, 'config', 'core.hooksPath', '.husky');
    },
    finding:
      /Git skips \.husky\/pre-commit: husky before 9 runs a hook only when it is executable\. Fix: chmod \+x \.husky\/pre-commit/,
  },
  {
    name: 'commit.template unset although the install sets it (unseen P8)',
    breakIt: (dir) => git(dir, 'config', '--unset', 'commit.template'),
    finding:
      /The install sets commit\.template to \.gitmessage, but this repository has none: .* Fix: git config commit\.template \.gitmessage\./,
  },
  {
    name: 'the commit template missing',
    breakIt: (dir) => rmSync(path.join(dir, '.gitmessage')),
    finding: /commit\.template is \.gitmessage, which Git cannot read/,
  },
  {
    name: 'an installed version out of range',
    breakIt: (dir) =>
      writeFileSync(path.join(dir, 'node_modules/eslint/package.json'), '{"version": "9.39.1"}\n'),
    finding: /eslint 9\.39\.1 is installed, but package\.json asks for \^10\.15\.0/,
  },
  {
    name: 'a tool not installed',
    breakIt: (dir) => rmSync(path.join(dir, 'node_modules/lint-staged'), {recursive: true}),
    finding: /lint-staged@\^17\.6\.1 is in package\.json but not installed/,
  },
  {
    name: 'a run stopped half way (its journal left in .git)',
    breakIt: (dir) => writeFileSync(path.join(dir, '.git/setup-essentials-journal.json'), journal),
    finding: /A run of the setup command was stopped half way/,
  },
];

for (const [index, {name, breakIt, finding}] of broken.entries()) {
  test(`${name}: exit 1, named with its fix`, () => {
    const dir = healthy(`broken-${index}`);
    breakIt(dir);
    const result = runCli(dir, ['check']);
    assert.equal(result.status, 1, result.output);
    assert.match(result.output, finding);
    assert.match(result.output, /Fix: /);
  });
}

test('a global template in the home folder (~/.gitmessage) is found where Git reads it', () => {
  const dir = healthy('home-template');
  writeFileSync(path.join(process.env.HOME ?? '', '.gitmessage'), '# subject\n');
  git(dir, 'config', 'commit.template', '~/.gitmessage');
  const result = runCli(dir, ['check']);
  assert.equal(result.status, 0, result.output);
});

test('a folder that is no project: refused with exit 3', () => {
  const dir = writeLayout(path.join(root, 'notes'), {'notes.txt': 'hello\n'});
  assert.equal(runCli(dir, ['check']).status, 3);
});

test('what the setup refuses, check names as it is (N-L)', () => {
  const refused = (dir: string, env: NodeJS.ProcessEnv = {}) => {
    const result = spawnSync(process.execPath, [cliPath, 'check'], {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, LANG: 'en_US.UTF-8', ...env},
    });
    assert.equal(result.status, 3, `${result.stdout}${result.stderr}`);
    return `${result.stdout}${result.stderr}`;
  };
  const broken = writeLayout(path.join(root, 'broken-json'), {
    'package.json': '{"name": "broken",',
  });
  const brokenText = refused(broken);
  assert.match(brokenText, /package\.json cannot be read/);
  assert.doesNotMatch(brokenText, /no package\.json/);
  const empty = writeLayout(path.join(root, 'empty'), {});
  assert.match(refused(empty), /This folder is empty: there is no project here to check/);
  // A healthy project, with GIT_DIR pointing at another repository.
  const other = writeLayout(path.join(root, 'other-repository'), {});
  initRepository(other);
  assert.match(
    refused(healthy('git-dir'), {GIT_DIR: path.join(other, '.git')}),
    /GIT_DIR is set in this shell/,
  );
});

test("a workspace's package whose hooks are the top's: check reads the top's hooks", () => {
  const top = writeLayout(path.join(root, 'workspace'), {
    'package.json': {
      json: {
        name: 'mono',
        private: true,
        workspaces: ['packages/*'],
        scripts: {prepare: 'node .husky/install.mjs'},
        devDependencies: {husky: '^9.1.7'},
      },
    },
    '.husky/pre-commit':
      'if ! git diff --cached --quiet -- packages/api; then\n  (cd packages/api && npx lint-staged) || exit 1\nfi\n',
    '.husky/_/h': '',
    'node_modules/husky/package.json': installed('9.1.7'),
    'packages/api/package.json': {json: {name: 'api', devDependencies: {'lint-staged': '^17.6.1'}}},
    'packages/api/.lintstagedrc.json': '{"*.js": "eslint --fix"}\n',
    'node_modules/lint-staged/package.json': installed('17.6.1'),
  });
  initRepository(top);
  git(top, 'config', 'core.hooksPath', '.husky/_');
  const api = path.join(top, 'packages/api');
  const healthy = runCli(api, ['check']);
  assert.equal(healthy.status, 0, healthy.output);
  assert.match(healthy.output, /✔ the Git hooks are active/);
  assert.match(healthy.output, /✔ the pre-commit hook runs lint-staged/);
  rmSync(path.join(top, '.husky/pre-commit'));
  const broken = runCli(api, ['check']);
  assert.equal(broken.status, 1, broken.output);
  assert.match(broken.output, /configures lint-staged, but \.husky\/pre-commit does not run it/);
});
