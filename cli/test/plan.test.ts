// The command's plan for real folder layouts, read by detect() from files and
// Git repositories made in a temp folder: what it creates, changes, leaves as
// it is, keeps and refuses. Every --dry-run of the real command leaves the
// folder byte for byte as it was.
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {
  chmodSync,
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {homedir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {detect, markerText, type PackageJson} from '../src/detect.ts';
import {generateFiles} from '../src/files.ts';
import {exampleSources} from '../src/generated.ts';
import {
  makePlan,
  packageNameOf,
  type FileChange,
  type Note,
  type Plan,
  type Refusal,
  type Request,
} from '../src/plan.ts';
import {noteText} from '../src/messages.ts';
import {findProblems} from '../src/prerequisites.ts';
import {
  cliPath,
  commit,
  git,
  gitStatus,
  initRepository,
  isolateGit,
  makeTempRoot,
  runCli,
  snapshot,
  writeExecutable,
  writeLayout,
  type CliRun,
  type Layout,
} from './layouts.ts';

const root = makeTempRoot('setup-plan-');
const home = path.join(root, 'home');
isolateGit(home);
after(() => rmSync(root, {recursive: true, force: true}));

let folderCount = 0;

/** A new folder named `name` (in a folder of its own), holding the layout. */
function folder(layout: Layout = {}, name = 'project'): string {
  folderCount += 1;
  return writeLayout(path.join(root, 'layouts', String(folderCount), name), layout);
}

/** A folder that is a Git repository with the layout committed. */
function repository(layout: Layout, name = 'project'): string {
  const dir = folder(layout, name);
  initRepository(dir);
  commit(dir, 'first', {all: true});
  return dir;
}

function request(overrides: Partial<Request> = {}): Request {
  return {without: new Set(), with: new Set(), ...overrides};
}

function planFor(dir: string, asked: Request = request()): Plan {
  const result = makePlan(detect(dir), asked, exampleSources);
  assert.ok(result.plan, `refused: ${JSON.stringify(result.refusal)}`);
  return result.plan;
}

function refusalFor(dir: string, asked: Request = request()): Refusal {
  const result = makePlan(detect(dir), asked, exampleSources);
  assert.ok(result.refusal, `planned instead of refusing: ${JSON.stringify(result.plan?.changes)}`);
  return result.refusal;
}

function changeAt(plan: Plan, file: string): FileChange | undefined {
  return plan.changes.find((change) => change.path === file);
}

function pathsWith(plan: Plan, action: FileChange['action']): string[] {
  return plan.changes.filter((change) => change.action === action).map((change) => change.path);
}

function notesOf<Id extends Note['id']>(plan: Plan, id: Id): Extract<Note, {id: Id}>[] {
  return plan.notes.filter((note): note is Extract<Note, {id: Id}> => note.id === id);
}

/** The text a file gets: the plan must create or update it. */
function newText(plan: Plan, file: string): string {
  const change = changeAt(plan, file);
  assert.ok(
    change && change.action !== 'same',
    `${file} is neither created nor updated: ${JSON.stringify(change)}`,
  );
  return change.text;
}

function newPackageJson(plan: Plan): PackageJson {
  return JSON.parse(newText(plan, 'package.json')) as PackageJson;
}

function assertNoChange(plan: Plan, ...files: string[]): void {
  for (const file of files) {
    assert.equal(changeAt(plan, file), undefined, `${file} has a change entry`);
  }
}

function statusOrNone(dir: string): string {
  try {
    return gitStatus(dir);
  } catch {
    return 'not in a repository';
  }
}

/**
 * Runs the command with --dry-run in `dir` and asserts it exits with 0 or 3
 * and leaves `dir` (and each of `watched`) byte for byte as before, .git too.
 */
function dryRun(dir: string, ...watched: string[]): CliRun {
  const folders = [dir, ...watched];
  const statusBefore = statusOrNone(dir);
  const before = folders.map(snapshot);
  const run = runCli(dir, ['--dry-run']);
  assert.ok(run.status === 0 || run.status === 3, `exit code ${run.status}\n${run.output}`);
  assert.deepEqual(folders.map(snapshot), before, `--dry-run changed a file\n${run.output}`);
  assert.equal(statusOrNone(dir), statusBefore, 'git status changed');
  return run;
}

/** Matches the names npm accepts for a new package (lower case, URL-safe, at most 214). */
const validNpmName = /^(?=.{1,214}$)(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;

const viteReactTs: Layout = {
  'package.json': {
    json: {
      name: 'vite-project',
      private: true,
      version: '0.0.0',
      type: 'module',
      scripts: {
        dev: 'vite',
        build: 'tsc -b && vite build',
        lint: 'oxlint',
        preview: 'vite preview',
      },
      dependencies: {react: '^19.2.0', 'react-dom': '^19.2.0'},
      devDependencies: {
        '@types/react': '^19.2.2',
        '@types/react-dom': '^19.2.2',
        '@vitejs/plugin-react': '^5.1.0',
        oxlint: '^1.25.0',
        typescript: '~7.0.2',
        vite: '^7.2.2',
      },
    },
  },
  'tsconfig.json': {
    json: {
      files: [],
      references: [{path: './tsconfig.app.json'}, {path: './tsconfig.node.json'}],
    },
  },
  'tsconfig.app.json': {
    json: {compilerOptions: {jsx: 'react-jsx', strict: true}, include: ['src']},
  },
  'tsconfig.node.json': {json: {compilerOptions: {strict: true}, include: ['vite.config.ts']}},
  '.oxlintrc.json': {json: {plugins: ['react', 'typescript', 'oxc']}},
  'vite.config.ts':
    "import {defineConfig} from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({plugins: [react()]});\n",
  'index.html':
    '<!doctype html>\n<div id="root"></div>\n<script type="module" src="/src/main.tsx"></script>\n',
  'src/main.tsx':
    "import {createRoot} from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')!).render(<h1>Hi</h1>);\n",
};

/** An ES module package with a tsconfig.json, plus `extra`. */
function esmProject(extra: Layout = {}, packageJson: PackageJson = {}): Layout {
  return {
    'package.json': {json: {name: 'app', version: '1.0.0', type: 'module', ...packageJson}},
    'tsconfig.json': {json: {compilerOptions: {strict: true}}},
    ...extra,
  };
}

describe('an empty folder', () => {
  test('is a new project: every example file is created and package.json is named after the folder', () => {
    const dir = folder({}, 'fresh-app');
    const plan = planFor(dir);
    assert.equal(plan.mode, 'new');
    assert.equal(plan.git.init, true);
    const expected = generateFiles(exampleSources, plan.options).map((file) => file.path);
    assert.deepEqual(pathsWith(plan, 'create').sort(), expected.sort());
    assert.equal(plan.changes.length, expected.length);
    assert.equal(newPackageJson(plan).name, 'fresh-app');
    dryRun(dir);
  });

  test('holding only a fresh git init is still new, and the repository is kept', () => {
    const dir = folder({}, 'fresh-repo');
    initRepository(dir);
    const plan = planFor(dir);
    assert.equal(plan.mode, 'new');
    assert.equal(plan.git.init, false);
    const expected = generateFiles(exampleSources, plan.options).map((file) => file.path);
    assert.deepEqual(pathsWith(plan, 'create').sort(), expected.sort());
    assert.equal(newPackageJson(plan).name, 'fresh-repo');
  });
});

describe("create-vite's react-ts template", () => {
  const dir = folder(viteReactTs, 'vite-project');
  const plan = planFor(dir);
  const original = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

  test('is an existing Vite project on TypeScript 7 beside 6', () => {
    assert.equal(plan.mode, 'existing');
    assert.equal(plan.options.kind, 'vite');
    assert.equal(plan.options.typescript, '7-beside-6');
    assert.ok(
      notesOf(plan, 'detected').some(
        (note) => note.what === 'typescript' && note.value === '7-beside-6',
      ),
    );
  });

  test('ESLint is left out for oxlint, with an otherTool note', () => {
    assert.ok(!plan.pieces.has('eslint'));
    assert.deepEqual(notesOf(plan, 'otherTool'), [
      {id: 'otherTool', tool: 'oxlint', piece: 'eslint'},
    ]);
    assertNoChange(plan, 'eslint.config.js', 'eslint.config.mjs');
    assert.ok(!('eslint' in plan.dependencies));
  });

  test('no typecheck script for a solution-style tsconfig.json (projectReferences note)', () => {
    assert.equal(notesOf(plan, 'projectReferences').length, 1);
    assert.ok(!('typecheck' in (newPackageJson(plan).scripts ?? {})));
    assert.ok(!plan.checks.includes('typecheck'));
  });

  test('its own scripts and its typescript dependency stay as they were', () => {
    const merged = newPackageJson(plan);
    for (const name of ['dev', 'build', 'lint', 'preview']) {
      assert.equal(merged.scripts?.[name], original.scripts?.[name], name);
    }
    assert.equal(merged.devDependencies?.typescript, '~7.0.2');
    assert.ok(!('typescript' in plan.dependencies));
  });

  test('tsconfig.json and the app sources are not touched', () => {
    assertNoChange(plan, 'tsconfig.json', 'src/main.tsx', 'vite.config.ts', 'index.html');
  });
});

describe('a CommonJS package', () => {
  test('a Node library keeps its name, bin and scripts and gains no "private" and no "type"', () => {
    const manifest = {
      name: 'tiny-greet',
      version: '2.3.1',
      description: 'Says hello.',
      main: 'lib/index.js',
      bin: {'tiny-greet': 'bin/tiny-greet.js'},
      scripts: {build: 'node scripts/build.js', start: 'node bin/tiny-greet.js'},
      license: 'MIT',
    };
    const dir = folder({
      'package.json': {json: manifest},
      'lib/index.js': 'module.exports = (name) => `Hello, ${name}`;\n',
      'bin/tiny-greet.js': "#!/usr/bin/env node\nconsole.log(require('../lib')('you'));\n",
    });
    const plan = planFor(dir);
    assert.equal(plan.mode, 'existing');
    assert.equal(plan.options.kind, 'node');
    const merged = newPackageJson(plan);
    assert.equal(merged.name, manifest.name);
    assert.equal(merged.version, manifest.version);
    assert.deepEqual(merged.bin, manifest.bin);
    assert.equal(merged.scripts?.build, manifest.scripts.build);
    assert.equal(merged.scripts?.start, manifest.scripts.start);
    assert.ok(!('private' in merged), 'private was added');
    assert.ok(!('type' in merged), 'type was added');
    assertEsmConfigsRenamed(plan);
  });

  test("a library without build or start: only the tools' scripts, none that runs the example's app (F20)", () => {
    const dir = folder({
      'package.json': {json: {name: 'lib', version: '1.0.0', main: 'index.js'}},
      'index.js': 'module.exports = 1;\n',
    });
    const scripts = newPackageJson(planFor(dir, request({kind: 'vite'}))).scripts ?? {};
    assert.deepEqual(Object.keys(scripts).sort(), ['format', 'format:check', 'lint', 'prepare']);
  });

  test('a tsconfig.json without TypeScript installed or listed: no typecheck script, since tsc is missing', () => {
    const dir = folder({
      'package.json': {json: {name: 'root', version: '1.0.0', private: true}},
      'tsconfig.json': '{"compilerOptions": {"strict": true}}\n',
    });
    const plan = planFor(dir);
    assert.equal(newPackageJson(plan).scripts?.typecheck, undefined);
    assert.ok(!plan.checks.includes('typecheck'));
  });

  test('an app with a root server.js: the configs are .mjs, and server.js is untouched', () => {
    const dir = folder({
      'package.json': {
        json: {
          name: 'orders',
          version: '1.0.0',
          private: true,
          scripts: {start: 'node server.js'},
          dependencies: {express: '^5.1.0'},
        },
      },
      'server.js':
        "const express = require('express');\n\nexpress().listen(Number(process.env.PORT ?? 3000));\n",
    });
    const plan = planFor(dir);
    assertEsmConfigsRenamed(plan);
    assertNoChange(plan, 'server.js');
    assert.equal(newPackageJson(plan).scripts?.start, 'node server.js');
  });

  test('its own eslint.config.js and commitlint.config.js are kept: no .mjs beside them', () => {
    const dir = folder({
      'package.json': {json: {name: 'legacy', version: '1.0.0'}},
      'eslint.config.js': "module.exports = [{rules: {'no-var': 'error'}}];\n",
      'commitlint.config.js': "module.exports = {extends: ['@commitlint/config-conventional']};\n",
    });
    const plan = planFor(dir);
    assertNoChange(plan, 'eslint.config.mjs', 'commitlint.config.mjs');
    assertNoChange(plan, 'eslint.config.js', 'commitlint.config.js');
    for (const file of ['eslint.config.js', 'commitlint.config.js']) {
      assert.ok(
        plan.notes.some(
          (note) => (note.id === 'keptConfig' || note.id === 'keptFile') && note.path === file,
        ),
        `no note keeps ${file}: ${JSON.stringify(plan.notes)}`,
      );
    }
  });
});

/** ESLint's ES module config in a CommonJS package is planned as .mjs, with a note; commitlint's is JSON. */
function assertEsmConfigsRenamed(plan: Plan): void {
  assert.equal(changeAt(plan, 'eslint.config.mjs')?.action, 'create');
  assert.equal(changeAt(plan, '.commitlintrc.json')?.action, 'create');
  assertNoChange(plan, 'eslint.config.js', 'commitlint.config.js', 'commitlint.config.mjs');
  assert.deepEqual(notesOf(plan, 'moduleRename'), [
    {id: 'moduleRename', from: 'eslint.config.js', to: 'eslint.config.mjs'},
  ]);
  // The hook's ESLint config too, importing the renamed one, and the hook names it.
  assert.match(newText(plan, 'eslint.staged.config.mjs'), /from '\.\/eslint\.config\.mjs';/);
  assert.match(newText(plan, '.lintstagedrc.json'), /eslint --config eslint\.staged\.config\.mjs /);
}

describe('a package inside a pnpm monorepo', () => {
  const top = folder({
    'package.json': {json: {name: 'acme', private: true, workspaces: ['packages/*']}},
    'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n",
    'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
    'packages/api/package.json': {
      json: {name: '@acme/api', version: '0.1.0', type: 'module', scripts: {build: 'tsc'}},
    },
    'packages/api/tsconfig.json': {json: {compilerOptions: {strict: true}}},
    'packages/api/src/index.ts': 'export const port = 8080;\n',
    'packages/web/package.json': {json: {name: '@acme/web', version: '0.1.0'}},
  });
  initRepository(top);
  commit(top, 'first', {all: true});
  const dir = path.join(top, 'packages/api');
  const plan = planFor(dir);

  test('pnpm is detected from the lockfile at the top', () => {
    assert.equal(plan.options.packageManager, 'pnpm');
    assert.ok(
      notesOf(plan, 'detected').some(
        (note) =>
          note.what === 'packageManager' &&
          note.value === 'pnpm' &&
          note.from === '../../pnpm-lock.yaml',
      ),
      JSON.stringify(plan.notes),
    );
  });

  test("the hooks live at the repository's top, the template in the package", () => {
    assert.equal(plan.git.init, false);
    assert.equal(plan.git.hooks, '.husky');
    assert.equal(plan.git.template, 'packages/api/.gitmessage');
    assert.deepEqual(notesOf(plan, 'subfolder'), [
      {id: 'subfolder', prefix: 'packages/api', hooks: true},
    ]);
    assert.deepEqual(notesOf(plan, 'hooksAtTop'), [{id: 'hooksAtTop', prefix: 'packages/api'}]);
  });

  test("the top's ESLint and Prettier configs stay the package's: none beside them (P11)", () => {
    const withConfigs = folder({
      'package.json': {json: {name: 'acme', private: true, workspaces: ['packages/*']}},
      'prettier.config.js': 'export default {semi: false};\n',
      'eslint.config.js': 'export default [];\n',
      'packages/api/package.json': {json: {name: '@acme/api', version: '0.1.0', type: 'module'}},
      'packages/api/index.js': 'export const port = 8080\n',
    });
    initRepository(withConfigs);
    commit(withConfigs, 'first', {all: true});
    const planned = planFor(path.join(withConfigs, 'packages/api'));
    assert.equal(changeAt(planned, '.prettierrc'), undefined);
    assert.equal(changeAt(planned, 'eslint.config.js'), undefined);
    assert.deepEqual(
      notesOf(planned, 'keptConfig').map((note) => note.path),
      ['../../prettier.config.js', '../../eslint.config.js'],
    );
  });

  test('without husky, the package note promises no hooks (reliability note 4.13)', () => {
    const bare = planFor(dir, request({without: new Set(['husky', 'gitmessage'])}));
    assert.deepEqual(notesOf(bare, 'subfolder'), [
      {id: 'subfolder', prefix: 'packages/api', hooks: false},
    ]);
  });

  test("the top's hooks run the package's tools through pnpm, which finds the top's binaries", () => {
    assert.match(
      newText(plan, '../../.husky/pre-commit'),
      /\(cd "\$folder" && pnpm exec lint-staged\)/,
    );
    assert.match(
      newText(plan, '../../.husky/commit-msg'),
      /\(cd "\$folder" && pnpm exec commitlint --edit "\$message"\)/,
    );
  });

  test("husky goes into the top's package.json, which runs it on install", () => {
    const change = plan.changes.find((each) => each.path === '../../package.json');
    assert.equal(change?.action, 'update');
    const topData = JSON.parse(newText(plan, '../../package.json')) as PackageJson;
    assert.equal(topData.scripts?.prepare, 'node .husky/install.mjs');
    // The top's install script turns on the hooks alone: the template is the package's.
    const script = newText(plan, '../../.husky/install.mjs');
    assert.match(script, /husky\(/);
    assert.doesNotMatch(script, /commit\.template/);
    assert.ok(topData.devDependencies?.husky);
    assert.ok(!('husky' in (newPackageJson(plan).devDependencies ?? {})));
    assert.ok('husky' in plan.dependencies);
    // The package's own prepare script only points Git at its commit template.
    assert.equal(
      newPackageJson(plan).scripts?.prepare,
      `node -e "process.env.HUSKY==='0'||require('child_process').spawnSync('git',['config','commit.template','packages/api/.gitmessage'])"`,
    );
  });

  test('each hook runs in packages/api, only for a commit that touches it', () => {
    const hooks = plan.changes.filter((change) =>
      /\.husky\/(pre-commit|commit-msg)$/.test(change.path),
    );
    assert.deepEqual(hooks.map((hook) => hook.path).sort(), [
      '../../.husky/commit-msg',
      '../../.husky/pre-commit',
    ]);
    for (const hook of hooks) {
      const text = newText(plan, hook.path);
      assert.match(text, /^for folder in packages\/api; do$/m, hook.path);
      assert.match(text, /^ {2}if ! git diff --cached --quiet -- "\$folder"; then$/m, hook.path);
      assert.match(text, /\(cd "\$folder" && \w/, hook.path);
    }
    assert.match(newText(plan, '../../.husky/commit-msg'), /--edit "\$message"/);
  });

  test('a dry run changes nothing in the repository', () => {
    dryRun(dir, top);
  });
});

test("a second package's hooks join the first one's at the repository's top", () => {
  const top = repository({
    'package.json': {json: {name: 'acme', private: true, workspaces: ['packages/*']}},
    ...Object.fromEntries(
      ['api', 'web'].flatMap((name) =>
        Object.entries(esmProject()).map(([file, content]) => [
          `packages/${name}/${file}`,
          content,
        ]),
      ),
    ),
  });
  const first = planFor(path.join(top, 'packages/api'));
  for (const change of first.changes) {
    if (change.action !== 'same') {
      const file = path.join(top, 'packages/api', change.path);
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, change.text);
    }
  }
  git(top, 'config', 'core.hooksPath', '.husky/_');
  const next = planFor(path.join(top, 'packages/web'));
  assert.equal(next.git.hooks, '.husky');
  assert.equal(changeAt(next, '../../.husky/pre-commit')?.action, 'update');
  // One block, its list grown: lint-staged's line is there once (unseen P4).
  const preCommit = newText(next, '../../.husky/pre-commit');
  assert.match(preCommit, /^for folder in packages\/api packages\/web; do$/m);
  assert.equal(preCommit.match(/lint-staged/g)?.length, 1);
  // One worktree hook at the top, as the example has it, serves both packages.
  assert.equal(
    newText(first, '../../.husky/post-checkout'),
    exampleSources.node['.husky/post-checkout'],
  );
  assert.equal(changeAt(next, '../../.husky/post-checkout')?.action, 'same');
  // husky is in the top's package.json already, and runs on install.
  assert.equal(changeAt(next, '../../package.json')?.action, 'same');
});

test("a package whose top's hooks run lint-staged and commitlint for every commit: no second copy", () => {
  const top = repository({
    ...esmProject({}, {workspaces: ['packages/*'], devDependencies: {husky: '^9.1.7'}}),
    '.husky/pre-commit': 'npx lint-staged\n',
    '.husky/commit-msg': 'npx --no -- commitlint --edit "$1"\n',
    '.gitmessage': '# type: subject\n',
    ...Object.fromEntries(
      Object.entries(esmProject()).map(([file, content]) => [`packages/api/${file}`, content]),
    ),
  });
  git(top, 'config', 'commit.template', '.gitmessage');
  const plan = planFor(path.join(top, 'packages/api'));
  // The top's template stays, and no package template beside it.
  assert.equal(changeAt(plan, '.gitmessage'), undefined);
  assert.equal(changeAt(plan, '../../.husky/pre-commit')?.action, 'same');
  assert.equal(changeAt(plan, '../../.husky/commit-msg'), undefined);
  assert.ok(plan.notes.some((note) => note.id === 'lintStagedAtTop'));
  assert.ok(plan.notes.some((note) => note.id === 'commitRulesAtTop'));
  // The top's lint-staged reads the package's own config for its files.
  assert.equal(changeAt(plan, '.lintstagedrc.json')?.action, 'create');
});

test("a workspace's top whose packages lint and format themselves gets the hooks and commit rules (W7)", () => {
  const top = repository({
    ...esmProject({}, {workspaces: ['packages/*']}),
    'packages/a/package.json': {
      json: {name: 'a', version: '1.0.0', devDependencies: {eslint: '^9.39.1', prettier: '^3.6.2'}},
    },
  });
  const plan = planFor(top);
  const paths = plan.changes.map((change) => change.path);
  for (const file of [
    '.husky/commit-msg',
    '.husky/post-checkout',
    '.husky/install.mjs',
    '.commitlintrc.json',
  ]) {
    assert.ok(paths.includes(file), file);
  }
  // Nothing for lint-staged to run at the top: no pre-commit, no config, no package.
  for (const file of [
    '.husky/pre-commit',
    '.lintstagedrc.json',
    'eslint.config.js',
    '.prettierrc',
  ]) {
    assert.ok(!paths.includes(file), file);
  }
  assert.deepEqual(Object.keys(plan.dependencies).sort(), [
    '@commitlint/cli',
    '@commitlint/config-conventional',
    'husky',
  ]);
  assert.equal(plan.git.hooks, '.husky');
  assert.ok(!plan.steps.some((step) => step.id === 'rehearse'));
});

test("a folder outside the workspace's patterns is no package of it: its own hooks and pins", () => {
  const top = repository({
    'package.json': {json: {name: 'mono', private: true, workspaces: ['packages/*']}},
    'packages/a/package.json': {json: {name: 'a', version: '1.0.0'}},
    ...Object.fromEntries(
      Object.entries(esmProject()).map(([file, content]) => [`tools/x/${file}`, content]),
    ),
  });
  const outside = planFor(path.join(top, 'tools/x'));
  assert.ok(!outside.notes.some((note) => note.id === 'hooksAtTop' || note.id === 'nodePinsAtTop'));
  assert.equal(changeAt(outside, '.husky/pre-commit')?.action, 'create');
  assert.equal(changeAt(outside, '../../.husky/pre-commit'), undefined);
  const member = planFor(path.join(top, 'packages/a'));
  assert.ok(member.notes.some((note) => note.id === 'hooksAtTop'));
});

test('GIT_CEILING_DIRECTORIES hiding the repository above: refused, no second repository inside it (N-J)', () => {
  const top = repository({
    'package.json': {json: {name: 'mono', private: true, workspaces: ['packages/*']}},
    'packages/api/package.json': {json: {name: 'api', version: '1.0.0'}},
  });
  const dir = path.join(top, 'packages/api');
  process.env.GIT_CEILING_DIRECTORIES = path.join(top, 'packages');
  try {
    assert.deepEqual(refusalFor(dir), {id: 'hiddenRepository', top});
  } finally {
    delete process.env.GIT_CEILING_DIRECTORIES;
  }
  assert.equal(planFor(dir).git.init, false);
});

test('a check that watches runs neither before nor after the setup, and the plan says so (N18)', () => {
  const dir = repository(esmProject({}, {scripts: {lint: 'node watcher.js --watchAll'}}));
  const plan = planFor(dir);
  const scripts = plan.steps.flatMap((step) =>
    step.id === 'baseline' || step.id === 'checks' ? step.scripts : [],
  );
  assert.ok(!scripts.includes('lint'), JSON.stringify(plan.steps));
  assert.deepEqual(notesOf(plan, 'watchersLeftOut'), [{id: 'watchersLeftOut', scripts: ['lint']}]);
});

test("a merge under way: refused, so that its commit never takes Setup's files", () => {
  const dir = repository(esmProject());
  writeFileSync(path.join(dir, '.git/MERGE_HEAD'), `${git(dir, 'rev-parse', 'HEAD')}\n`);
  assert.deepEqual(refusalFor(dir), {id: 'gitBusy', operation: 'merge'});
  // check writes nothing, and reads on.
  assert.notEqual(runCli(dir, ['check']).status, 3);
});

test("a line break in the folder's path: refused up front, which Prettier would fail on later (I5)", () => {
  assert.deepEqual(refusalFor(folder({}, 'nl\nx`y`;z')), {id: 'controlInPath'});
  assert.deepEqual(refusalFor(folder(esmProject(), 'app\nb')), {id: 'controlInPath'});
});

test("a reader's own post-checkout keeps its lines, the worktree hook's after them", () => {
  const dir = repository(esmProject({'.husky/post-checkout': 'echo checked out\n'}));
  const plan = planFor(dir);
  assert.equal(changeAt(plan, '.husky/post-checkout')?.action, 'update');
  assert.equal(
    newText(plan, '.husky/post-checkout'),
    `echo checked out\n${exampleSources.node['.husky/post-checkout']}`,
  );
});

describe('a package folder whose name a shell reads as code (F1)', () => {
  const names = [
    'pkg$(touch pwned)',
    'pkg`touch pwned`',
    'my "quoted" pkg',
    'a%PATH%b',
    'new\nline',
  ];
  for (const name of names) {
    test(`${JSON.stringify(name)}: refused before anything is written`, () => {
      const top = folder({
        'package.json': {json: {name: 'mono', private: true, workspaces: ['packages/*']}},
        [`packages/${name}/package.json`]: {json: {name: 'pkg', version: '1.0.0'}},
      });
      initRepository(top);
      commit(top, 'first', {all: true});
      const dir = path.join(top, 'packages', name);
      // A line break is refused for any folder's path, before the package's name is read.
      const controlCharacter = /\p{Cc}/u.test(name);
      const refusal = refusalFor(dir);
      assert.equal(refusal.id, controlCharacter ? 'controlInPath' : 'unsafeFolderName');
      const before = snapshot(top);
      const result = runCli(dir, ['--yes']);
      assert.equal(result.status, 3, result.output);
      assert.match(
        result.output,
        controlCharacter ? /holds a line break/ : /which a shell reads as code/,
      );
      assert.deepEqual(snapshot(top), before);
    });
  }

  test('spaces and other safe characters are planned, the name quoted in the prepare script', () => {
    const top = folder({
      'package.json': {json: {name: 'mono', private: true, workspaces: ['packages/*']}},
      'packages/my app+v2/package.json': {json: {name: 'app', version: '1.0.0'}},
    });
    initRepository(top);
    commit(top, 'first', {all: true});
    const plan = planFor(path.join(top, 'packages/my app+v2'));
    const prepare = newPackageJson(plan).scripts?.prepare ?? '';
    assert.equal(
      prepare,
      `node -e "process.env.HUSKY==='0'||require('child_process').spawnSync('git',['config','commit.template','packages/my app+v2/.gitmessage'])"`,
    );
    assert.match(
      newText(plan, '../../.husky/pre-commit'),
      /^for folder in "packages\/my app\+v2"; do$/m,
    );
  });

  test('without the hooks and the template, no script names the folder: planned', () => {
    const top = folder({
      'package.json': {json: {name: 'mono', private: true}},
      'packages/pkg$(x)/package.json': {json: {name: 'pkg', version: '1.0.0'}},
    });
    initRepository(top);
    commit(top, 'first', {all: true});
    const plan = planFor(
      path.join(top, 'packages/pkg$(x)'),
      request({without: new Set(['husky', 'gitmessage'])}),
    );
    assert.equal(newPackageJson(plan).scripts?.prepare, undefined);
  });
});

describe("the project's own config is kept and nothing shadows it", () => {
  const foreign: {reader: string; ours: string; layout: Layout; packageJson?: PackageJson}[] = [
    {
      reader: 'eslint.config.mjs',
      ours: 'eslint.config.js',
      layout: {'eslint.config.mjs': 'export default [];\n'},
    },
    {
      reader: 'prettier.config.js',
      ours: '.prettierrc',
      layout: {'prettier.config.js': 'export default {semi: false};\n'},
    },
    {
      reader: 'package.json "lint-staged"',
      ours: '.lintstagedrc.json',
      layout: {},
      packageJson: {'lint-staged': {'*.js': 'eslint --fix'}},
    },
    {
      reader: '.commitlintrc.json',
      ours: 'commitlint.config.js',
      layout: {'.commitlintrc.json': '{"extends": ["@commitlint/config-conventional"]}\n'},
    },
  ];
  for (const moduleType of ['module', 'commonjs'] as const) {
    for (const {reader, ours, layout, packageJson} of foreign) {
      test(`${reader} in ${moduleType === 'module' ? 'an ES module' : 'a CommonJS'} package`, () => {
        const manifest = {
          name: 'app',
          version: '1.0.0',
          ...(moduleType === 'module' ? {type: 'module'} : {}),
          ...packageJson,
        };
        const dir = folder({...esmProject(layout), 'package.json': {json: manifest}});
        const plan = planFor(dir);
        assertNoChange(plan, ours, ours.replace(/\.js$/, '.mjs'));
        if (!reader.startsWith('package.json')) {
          assertNoChange(plan, reader);
        }
        // The name Setup writes: its ES module configs are .mjs in a CommonJS package.
        const written =
          ours === 'commitlint.config.js'
            ? '.commitlintrc.json'
            : moduleType === 'commonjs' && ours === 'eslint.config.js'
              ? 'eslint.config.mjs'
              : ours;
        const kept =
          reader === written
            ? notesOf(plan, 'keptFile').some((note) => note.path === reader)
            : notesOf(plan, 'keptConfig').some(
                (note) => note.path === reader && note.tool === written,
              );
        assert.ok(kept, JSON.stringify(plan.notes));
        assert.ok(!notesOf(plan, 'moduleRename').some((note) => note.from === ours));
      });
    }
  }
});

test('a legacy .eslintrc.json without a flat config: ESLint is left out and the file untouched', () => {
  const dir = folder(esmProject({'.eslintrc.json': '{"extends": "eslint:recommended"}\n'}));
  const plan = planFor(dir);
  assert.deepEqual(notesOf(plan, 'legacyEslint'), [{id: 'legacyEslint', path: '.eslintrc.json'}]);
  assert.ok(!plan.pieces.has('eslint'));
  assertNoChange(plan, 'eslint.config.js', 'eslint.config.mjs', '.eslintrc.json');
});

describe("Git hooks of the project's own", () => {
  test('an executable .git/hooks/pre-commit: no husky (ownHooks note)', () => {
    const dir = repository(esmProject());
    writeExecutable(path.join(dir, '.git/hooks/pre-commit'), '#!/bin/sh\nnpm test\n');
    const plan = planFor(dir);
    assert.deepEqual(notesOf(plan, 'ownHooks'), [{id: 'ownHooks', hooks: ['pre-commit']}]);
    assert.equal(plan.git.hooks, undefined);
    assert.deepEqual(
      plan.changes.filter((change) => change.path.startsWith('.husky/')),
      [],
    );
    assert.ok(!(newPackageJson(plan).scripts?.prepare ?? '').includes('husky'));
    assert.ok(!('husky' in plan.dependencies));
  });

  test('core.hooksPath set to .githooks: no husky (hooksPath note)', () => {
    const dir = repository(esmProject({'.githooks/pre-commit': '#!/bin/sh\nnpm test\n'}));
    git(dir, 'config', 'core.hooksPath', '.githooks');
    const plan = planFor(dir);
    assert.deepEqual(notesOf(plan, 'hooksPath'), [{id: 'hooksPath', hooksPath: '.githooks'}]);
    assert.equal(plan.git.hooks, undefined);
    assert.deepEqual(
      plan.changes.filter((change) => change.path.startsWith('.husky/')),
      [],
    );
  });
});

describe("a new project keeps the reader's hooks too (F3, F4)", () => {
  /** Runs `check` with `config` as the global Git config, then restores it. */
  function withGlobalConfig(config: string, check: () => void): void {
    const file = process.env.GIT_CONFIG_GLOBAL ?? '';
    writeFileSync(file, config);
    try {
      check();
    } finally {
      rmSync(file, {force: true});
    }
  }

  test('a global core.hooksPath (a secret scanner): no husky in an empty folder', () => {
    withGlobalConfig('[core]\n\thooksPath = /opt/scanner/hooks\n', () => {
      const plan = planFor(folder());
      assert.deepEqual(notesOf(plan, 'hooksPath'), [
        {id: 'hooksPath', hooksPath: '/opt/scanner/hooks'},
      ]);
      assert.equal(plan.git.hooks, undefined);
    });
  });

  test('an init.templateDir with a pre-commit hook: no husky in an empty folder', () => {
    const template = folder({'hooks/pre-commit': '#!/bin/sh\nscan\n'}, 'template');
    withGlobalConfig(`[init]\n\ttemplateDir = ${template}\n`, () => {
      const plan = planFor(folder());
      assert.deepEqual(notesOf(plan, 'ownHooks'), [{id: 'ownHooks', hooks: ['pre-commit']}]);
      assert.equal(plan.git.hooks, undefined);
    });
  });

  test('a local core.hooksPath in a fresh repository: no husky', () => {
    const dir = folder();
    initRepository(dir);
    git(dir, 'config', 'core.hooksPath', '/srv/shared-hooks');
    const plan = planFor(dir);
    assert.equal(plan.mode, 'new');
    assert.deepEqual(notesOf(plan, 'hooksPath'), [
      {id: 'hooksPath', hooksPath: '/srv/shared-hooks'},
    ]);
  });

  test('a linked worktree whose main .git/hooks has a hook: no husky', () => {
    const main = repository(esmProject());
    writeExecutable(path.join(main, '.git/hooks/pre-commit'), '#!/bin/sh\necho OWN\n');
    const worktree = path.join(path.dirname(main), 'worktree');
    git(main, 'worktree', 'add', '-q', worktree, '-b', 'feature');
    const plan = planFor(worktree);
    assert.deepEqual(notesOf(plan, 'ownHooks'), [{id: 'ownHooks', hooks: ['pre-commit']}]);
    assert.equal(plan.git.hooks, undefined);
    // The config is shared: the main worktree has no .gitmessage before a merge (G1).
    assert.equal(plan.git.template, undefined);
    assert.doesNotMatch(newPackageJson(plan).scripts?.prepare ?? '', /commit\.template/);
    assert.deepEqual(notesOf(plan, 'templateWorktree'), [
      {id: 'templateWorktree', template: '.gitmessage'},
    ]);
  });
});

describe('Git pointed elsewhere, or refusing the repository (F12-F14, G8)', () => {
  for (const variable of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_COMMON_DIR']) {
    test(`${variable} in the shell: refused`, () => {
      const dir = repository(esmProject());
      process.env[variable] = path.join(root, 'elsewhere');
      try {
        assert.deepEqual(refusalFor(dir), {id: 'gitVariable', variable});
      } finally {
        delete process.env[variable];
      }
    });
  }

  test("a .git file that points nowhere: refused with Git's words", () => {
    const dir = folder(esmProject({'.git': 'gitdir: /nowhere/at/all\n'}));
    const refusal = refusalFor(dir);
    assert.equal(refusal.id, 'gitRefused');
    assert.match(
      refusal.id === 'gitRefused' ? refusal.message : '',
      /^fatal: not a git repository: /,
    );
  });

  test(
    "a repository owned by another user: refused with Git's words",
    {skip: process.getuid?.() === 0 ? false : 'needs root to give the folder away'},
    () => {
      const dir = repository(esmProject());
      execFileSync('chown', ['-R', 'nobody', dir]);
      const refusal = refusalFor(dir);
      assert.equal(refusal.id, 'gitRefused');
      const message = refusal.id === 'gitRefused' ? refusal.message : '';
      assert.match(message, /dubious ownership/);
      // Git's hint says how to fix it: it is kept.
      assert.match(message, /git config --global --add safe\.directory/);
    },
  );
});

describe('links where husky or Git would follow them (F16, F17)', () => {
  test('.husky/_ as a symbolic link: refused, nothing written through it', () => {
    const outside = folder({}, 'outside');
    const dir = repository(esmProject({'.husky/pre-commit': 'npx lint-staged\n'}));
    symlinkSync(outside, path.join(dir, '.husky/_'));
    assert.deepEqual(refusalFor(dir), {
      id: 'blockedPath',
      path: '.husky/_',
      reason: 'symlinkedFolder',
    });
  });

  test('a committed link inside .husky/_ that leads out: refused, the file outside untouched (N-A)', () => {
    const outside = folder({'victim.txt': 'keep me\n'}, 'outside');
    const dir = repository(esmProject({'.husky/pre-commit': 'npx lint-staged\n'}));
    mkdirSync(path.join(dir, '.husky/_'));
    symlinkSync(path.join(outside, 'victim.txt'), path.join(dir, '.husky/_/pre-commit'));
    assert.deepEqual(refusalFor(dir), {
      id: 'blockedPath',
      path: '.husky/_/pre-commit',
      reason: 'symlinkedFile',
    });
    const result = runCli(dir, ['--yes']);
    assert.equal(result.status, 3, result.output);
    assert.match(
      result.output,
      /\.husky\/_\/pre-commit is a link \(symbolic or hard\) in a folder husky writes into/,
    );
    assert.equal(readFileSync(path.join(outside, 'victim.txt'), 'utf8'), 'keep me\n');
  });

  test('a hard link inside .husky/_ to a file outside: refused, the file untouched (re-run N21)', () => {
    const outside = folder({'victim.txt': 'keep me\n'}, 'outside');
    const dir = repository(esmProject({'.husky/pre-commit': 'npx lint-staged\n'}));
    mkdirSync(path.join(dir, '.husky/_'));
    linkSync(path.join(outside, 'victim.txt'), path.join(dir, '.husky/_/pre-commit'));
    assert.deepEqual(refusalFor(dir), {
      id: 'blockedPath',
      path: '.husky/_/pre-commit',
      reason: 'symlinkedFile',
    });
  });

  test('a lockfile that links out of the project: refused before the install writes through it', () => {
    const outside = folder({'victim.json': '{}\n'}, 'outside');
    const dir = repository(esmProject({}));
    symlinkSync(path.join(outside, 'victim.json'), path.join(dir, 'package-lock.json'));
    assert.deepEqual(refusalFor(dir), {
      id: 'blockedPath',
      path: 'package-lock.json',
      reason: 'symlinkedLockfile',
    });
    const result = runCli(dir, ['--yes']);
    assert.equal(result.status, 3, result.output);
    assert.match(
      result.output,
      /package-lock\.json is a symbolic link, and the install would write/,
    );
    assert.equal(readFileSync(path.join(outside, 'victim.json'), 'utf8'), '{}\n');
  });

  test('tracked links to a device and out of the project are never read (N-B)', () => {
    // Setup brings Prettier here, so it measures the code as well as sampling its style.
    const dir = repository(esmProject({'src/a.js': "export const a = 'a';\n"}));
    symlinkSync('/dev/zero', path.join(dir, 'src/zero.js'));
    symlinkSync('/etc/passwd', path.join(dir, 'src/outside.js'));
    commit(dir, 'links', {all: true});
    // A small heap and a time limit: reading /dev/zero would meet either at once.
    const result = spawnSync(process.execPath, ['--max-old-space-size=256', cliPath, '--dry-run'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(result.error, undefined);
    assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
  });

  test('a dangling .gitmessage link: kept, and commit.template is not pointed at it', () => {
    const dir = repository(esmProject());
    symlinkSync('/nowhere/gitmessage', path.join(dir, '.gitmessage'));
    const plan = planFor(dir);
    assert.deepEqual(notesOf(plan, 'symlink'), [{id: 'symlink', path: '.gitmessage'}]);
    assert.equal(plan.git.template, undefined);
    // Not by the install either, which runs the install script on every clone.
    assert.equal(newPackageJson(plan).scripts?.prepare, 'node .husky/install.mjs');
    assert.doesNotMatch(newText(plan, '.husky/install.mjs'), /commit\.template/);
  });
});

test('TypeScript 7 installed without an ESLint config: ESLint is left out (typescript7Eslint note)', () => {
  const dir = folder(
    esmProject({
      'node_modules/typescript/package.json': {json: {name: 'typescript', version: '7.0.2'}},
    }),
  );
  const plan = planFor(dir);
  assert.equal(plan.options.typescript, '7-beside-6');
  assert.deepEqual(notesOf(plan, 'typescript7Eslint'), [{id: 'typescript7Eslint'}]);
  assert.ok(!plan.pieces.has('eslint'));
  assertNoChange(plan, 'eslint.config.js', 'eslint.config.mjs');
});

describe('a Biome project', () => {
  const layout = esmProject(
    {'biome.json': '{"formatter": {"enabled": true}}\n'},
    {
      devDependencies: {'@biomejs/biome': '^2.3.0'},
    },
  );

  test('leaves ESLint and Prettier out, with an otherTool note each', () => {
    const plan = planFor(folder(layout));
    assert.deepEqual(notesOf(plan, 'otherTool'), [
      {id: 'otherTool', tool: 'Biome', piece: 'eslint'},
      {id: 'otherTool', tool: 'Biome', piece: 'prettier'},
    ]);
    assert.ok(!plan.pieces.has('eslint') && !plan.pieces.has('prettier'));
    assertNoChange(plan, 'eslint.config.js', '.prettierrc');
  });

  test('adds them when asked for with "with"', () => {
    const plan = planFor(folder(layout), request({with: new Set(['eslint', 'prettier'])}));
    assert.deepEqual(notesOf(plan, 'otherTool'), []);
    assert.equal(changeAt(plan, 'eslint.config.js')?.action, 'create');
    assert.equal(changeAt(plan, '.prettierrc')?.action, 'create');
  });
});

describe("the project's own linter and formatter, wherever they live (real projects P4, P6, P8)", () => {
  const others = (plan: Plan) =>
    notesOf(plan, 'otherTool').map(({tool, piece}) => `${piece}: ${tool}`);

  test('xo in package.json (ky): no ESLint and no Prettier beside it; the hooks run xo', () => {
    const plan = planFor(
      folder(esmProject({}, {devDependencies: {xo: '^1.2.0'}, xo: {space: true}})),
    );
    assert.deepEqual(others(plan), ['eslint: xo', 'prettier: xo']);
    assertNoChange(plan, 'eslint.config.js', '.prettierrc');
    // The hooks and the commit rules stay, with the project's own tool at commit time.
    assert.deepEqual(JSON.parse(newText(plan, '.lintstagedrc.json')), {
      '*.{js,mjs,cjs,ts,tsx}': 'xo --fix',
    });
    assert.ok(plan.pieces.has('husky') && plan.pieces.has('commitlint'));
    assert.deepEqual(Object.keys(plan.dependencies).sort(), [
      '@commitlint/cli',
      '@commitlint/config-conventional',
      'husky',
      'lint-staged',
    ]);
  });

  test('Biome lints and formats code and data at commit time, one command each', () => {
    const plan = planFor(folder(esmProject({'biome.json': '{}\n'})));
    const biome = 'biome check --write --no-errors-on-unmatched --files-ignore-unknown=true';
    assert.deepEqual(JSON.parse(newText(plan, '.lintstagedrc.json')), {
      '*.{js,mjs,cjs,ts,tsx}': biome,
      '*.{json,md,css,html,yml,yaml}': biome,
    });
  });

  test('standard in a CommonJS library: it lints and formats', () => {
    const plan = planFor(
      folder({'package.json': {json: {name: 'lib', devDependencies: {standard: '^17.1.0'}}}}),
    );
    assert.deepEqual(others(plan), ['eslint: standard', 'prettier: standard']);
  });

  test('an ESLint that runs Prettier (lowdb) or stylistic rules (vitesse-lite): no Prettier config', () => {
    for (const plugin of ['eslint-plugin-prettier', '@antfu/eslint-config']) {
      const plan = planFor(
        folder(
          esmProject(
            {'eslint.config.js': 'export default [];\n'},
            {devDependencies: {eslint: '^9.0.0', [plugin]: '^1.0.0'}},
          ),
        ),
      );
      assert.equal(others(plan).length, 1, plugin);
      assert.match(others(plan)[0] ?? '', /^prettier: ESLint with /);
      assertNoChange(plan, '.prettierrc');
    }
  });

  test("eslint-plugin-prettier brought by a preset, not listed (lowdb's @typicode/eslint-config)", () => {
    const plan = planFor(
      folder(
        esmProject(
          {
            'eslint.config.js': 'export default [];\n',
            'node_modules/eslint-plugin-prettier/package.json': {
              json: {name: 'eslint-plugin-prettier', version: '5.0.0'},
            },
          },
          {devDependencies: {'@typicode/eslint-config': '^1.2.0'}},
        ),
        'preset-prettier',
      ),
    );
    assert.deepEqual(others(plan), ['prettier: ESLint with eslint-plugin-prettier']);
    assert.ok(!('prettier' in plan.dependencies));
  });

  test('dprint: Prettier is left out', () => {
    const plan = planFor(folder(esmProject({'dprint.json': '{}\n'})));
    assert.deepEqual(others(plan), ['prettier: dprint']);
  });

  test("oxlint and oxfmt at a Bun workspace's top (t3-env): a package gets neither ESLint nor Prettier", () => {
    const top = writeLayout(path.join(root, 'oxc-monorepo'), {
      'package.json': {
        json: {
          name: 'root',
          private: true,
          workspaces: ['packages/*'],
          devDependencies: {oxlint: '^1.0.0', oxfmt: '^0.1.0'},
        },
      },
      'packages/core/package.json': {json: {name: '@t3/core', version: '1.0.0', type: 'module'}},
    });
    initRepository(top);
    commit(top, 'chore: start', {all: true});
    const plan = planFor(path.join(top, 'packages/core'));
    assert.deepEqual(others(plan), ['eslint: oxlint', 'prettier: oxfmt']);
  });
});

describe("the project's Node range and pins stay its own (real projects P1, P2, P12)", () => {
  test('express supports Node 18: no engines, no devEngines runtime', () => {
    const plan = planFor(
      folder({
        'package.json': {json: {name: 'express', version: '5.1.0', engines: {node: '>= 18'}}},
      }),
    );
    const merged = newPackageJson(plan);
    assert.deepEqual(merged.engines, {node: '>= 18'});
    assert.equal((merged.devEngines as {runtime?: unknown} | undefined)?.runtime, undefined);
    assert.deepEqual(notesOf(plan, 'nodeRangeKept'), [{id: 'nodeRangeKept', range: '>= 18'}]);
    // Node 24 is in that range: the .nvmrc for contributors goes in.
    assert.equal(changeAt(plan, '.nvmrc')?.action, 'create');
  });

  test('a range without Node 24 (^20 || ^22): no .nvmrc naming 24', () => {
    const plan = planFor(
      folder({'package.json': {json: {name: 'a', engines: {node: '^20 || ^22'}}}}),
    );
    assert.equal(changeAt(plan, '.nvmrc'), undefined);
  });

  test('a package without engines gets none: it would narrow who may install it', () => {
    const merged = newPackageJson(planFor(folder({'package.json': {json: {name: 'lib'}}})));
    assert.equal(merged.engines, undefined);
  });

  test("a range within the tools' own (>=24): the devEngines runtime goes in", () => {
    const plan = planFor(folder({'package.json': {json: {name: 'app', engines: {node: '>=24'}}}}));
    const devEngines = newPackageJson(plan).devEngines as {runtime?: {version?: string}};
    assert.equal(devEngines.runtime?.version, '>=22.22.1');
    assert.deepEqual(notesOf(plan, 'nodeRangeKept'), []);
  });

  test('a package of a monorepo: no .nvmrc, devEngines or packageManager of its own', () => {
    const top = writeLayout(path.join(root, 'pinned-monorepo'), {
      'package.json': {json: {name: 'root', private: true, packageManager: 'pnpm@10.19.0'}},
      '.nvmrc': '22.21.0\n',
      'pnpm-workspace.yaml': "packages:\n  - 'apps/*'\n",
      'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
      'apps/web/package.json': {json: {name: 'web', version: '0.1.0', type: 'module'}},
    });
    initRepository(top);
    commit(top, 'chore: start', {all: true});
    const plan = planFor(path.join(top, 'apps/web'), request({packageManager: 'pnpm'}));
    assert.equal(changeAt(plan, '.nvmrc'), undefined);
    assert.deepEqual(notesOf(plan, 'nodePinsAtTop'), [{id: 'nodePinsAtTop'}]);
    assert.equal(newPackageJson(plan).packageManager, undefined);
    assert.equal(newPackageJson(plan).devEngines, undefined);
  });
});

test('an existing app gets Lighthouse only when asked for (--with lighthouse)', () => {
  const layout = esmProject({}, {scripts: {preview: 'vite preview'}});
  const plan = planFor(folder(layout), request({kind: 'vite'}));
  assert.ok(!plan.pieces.has('lighthouse'));
  assert.deepEqual(notesOf(plan, 'optIn'), [{id: 'optIn', piece: 'lighthouse'}]);
  // No Lighthouse reports to leave out of formatting or linting either (unseen projects P13).
  assert.doesNotMatch(newText(plan, '.prettierignore'), /lighthouse/);
  assert.doesNotMatch(newText(plan, 'eslint.config.js'), /lighthouse/);
  const asked = planFor(
    folder(layout, 'asked'),
    request({kind: 'vite', with: new Set(['lighthouse'])}),
  );
  assert.ok(asked.pieces.has('lighthouse'));
  assert.match(newPackageJson(asked).scripts?.lighthouse ?? '', /^lighthouse /);
  assert.match(newText(asked, '.prettierignore'), /^\.lighthouse\/$/m);
});

test("a published Yarn 4 library (reselect): husky's postinstall, kept out of the package by pinst", () => {
  const dir = repository({
    'package.json': {
      json: {
        name: 'reselect',
        version: '5.1.1',
        packageManager: 'yarn@4.4.1',
        scripts: {prepack: 'yarn build'},
      },
    },
    'yarn.lock': '__metadata:\n  version: 8\n',
  });
  const plan = planFor(dir, request({packageManager: 'yarn'}));
  const scripts = newPackageJson(plan).scripts ?? {};
  assert.equal(scripts.postinstall, 'node .husky/install.mjs');
  assert.equal(scripts.prepack, 'yarn build && pinst --disable');
  assert.equal(scripts.postpack, 'pinst --enable');
  assert.equal(scripts.prepare, undefined);
  assert.equal(plan.dependencies.pinst, '^3.0.0');
  assert.deepEqual(notesOf(plan, 'publishedPinst'), [{id: 'publishedPinst'}]);
  assert.equal(plan.git.hooks, '.husky');
  assert.equal(plan.lockfileCheck, 'yarn install --immutable --mode=skip-build');
});

test('a Yarn 1 app: prepare, no .yarnrc.yml, no install state, no lockfile check', () => {
  const dir = repository({
    'package.json': {json: {name: 'legacy', version: '1.0.0', private: true}},
    'yarn.lock':
      '# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.\n# yarn lockfile v1\n',
  });
  const plan = planFor(dir);
  assert.equal(plan.options.packageManager, 'yarn');
  assert.equal(newPackageJson(plan).scripts?.prepare, 'node .husky/install.mjs');
  assert.equal(newPackageJson(plan).scripts?.postinstall, undefined);
  assertNoChange(plan, '.yarnrc.yml');
  assert.doesNotMatch(newText(plan, '.gitignore'), /install-state/);
  assert.equal(plan.lockfileCheck, undefined);
});

test("typescript-eslint's peer TypeScript: added for Yarn, which installs no peers, not for npm", () => {
  const yarnLock =
    '# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.\n# yarn lockfile v1\n';
  const javascript = {'package.json': {json: {name: 'plain', version: '1.0.0', private: true}}};
  const yarn = planFor(repository({...javascript, 'yarn.lock': yarnLock}));
  assert.ok(yarn.dependencies['typescript-eslint']);
  assert.match(yarn.dependencies.typescript ?? '', /^~?\^?6\./);
  const npm = planFor(repository(javascript));
  assert.ok(npm.dependencies['typescript-eslint']);
  assert.equal(npm.dependencies.typescript, undefined);
});

test('a .gitignore that ignores .vscode (commander.js): the .vscode files are not written', () => {
  const dir = repository(esmProject({'.gitignore': 'node_modules\n.vscode/\n'}));
  const plan = planFor(dir);
  assert.equal(changeAt(plan, '.vscode/settings.json'), undefined);
  assert.deepEqual(notesOf(plan, 'ignoredPaths'), [
    {id: 'ignoredPaths', paths: ['.vscode/extensions.json', '.vscode/settings.json']},
  ]);
});

describe("Setup's configs fit the project (real projects P9, P16)", () => {
  test('a SvelteKit app: ESLint and Prettier ignore .svelte-kit/, which the framework writes', () => {
    const plan = planFor(
      folder(
        esmProject({}, {devDependencies: {'@sveltejs/kit': '^2.0.0', svelte: '^5.0.0'}}),
        'svelte-app',
      ),
      request({kind: 'vite'}),
    );
    assert.deepEqual(notesOf(plan, 'frameworkFiles'), [
      {
        id: 'frameworkFiles',
        extension: '.svelte',
        plugins: 'eslint-plugin-svelte, prettier-plugin-svelte',
        prettierReads: false,
      },
    ]);
    // Prettier formats .vue itself: only ESLint's plugin is named (content review W6).
    const vue = planFor(
      folder(esmProject({}, {dependencies: {vue: '^3.5.0'}}), 'vue-app'),
      request({kind: 'vite'}),
    );
    assert.deepEqual(notesOf(vue, 'frameworkFiles'), [
      {id: 'frameworkFiles', extension: '.vue', plugins: 'eslint-plugin-vue', prettierReads: true},
    ]);
    assert.match(newText(plan, 'eslint.config.js'), /globalIgnores\(\[[^\]]*'\.svelte-kit\/'\]\)/);
    assert.match(newText(plan, '.prettierignore'), /^\.svelte-kit\/$/m);
  });

  test("type-aware linting covers the tsconfig's folders (ky's source/), not a fixed src/", () => {
    const config = (include?: string) =>
      newText(
        planFor(
          folder(
            esmProject(
              {
                'tsconfig.json': `{"compilerOptions": {"strict": true}${include ? `, "include": ${include}` : ''}}\n`,
                'node_modules/typescript/package.json': {
                  json: {name: 'typescript', version: '6.0.2'},
                },
              },
              {devDependencies: {typescript: '^6.0.2'}},
            ),
            `typed-${include?.length ?? 0}`,
          ),
        ),
        'eslint.config.js',
      );
    assert.match(
      config('["source", "test/**/*.ts"]'),
      /ignores: \['source\/\*\*\/\*\.\{ts,mts,cts\}', 'test\//,
    );
    assert.match(config('["src"]'), /ignores: \['src\/\*\*\/\*\.\{ts,mts,cts\}'\]/);
    // The whole folder (Expo's App.tsx and index.ts at the top: unseen P12):
    // every TypeScript file typed, the plain block for JavaScript alone.
    for (const everything of ['["**/*.ts", "x"]', undefined]) {
      const text = config(everything);
      assert.match(text, /files: \['\*\*\/\*\.\{js,mjs,cjs\}'\],\n/, String(everything));
      assert.doesNotMatch(text, /ignores: \['src\//, String(everything));
    }
  });

  test("the project's own ESLint config: no hook config of Setup's, the hook's ESLint reads theirs", () => {
    const plan = planFor(
      repository(esmProject({'eslint.config.js': 'export default [];\n'}), 'own-eslint-config'),
    );
    assertNoChange(plan, 'eslint.staged.config.js');
    const config = JSON.parse(newText(plan, '.lintstagedrc.json')) as Record<string, string[]>;
    assert.equal(config['*.{js,mjs,cjs,ts,tsx}']?.[0], 'eslint --fix --no-warn-ignored');
  });

  test("the commit-time ESLint is no stricter on warnings than the project's lint script", () => {
    for (const [lint, command] of [
      ['eslint', 'eslint --config eslint.staged.config.js --fix --no-warn-ignored'],
      [
        'eslint . --max-warnings 5',
        'eslint --config eslint.staged.config.js --fix --max-warnings=5 --no-warn-ignored',
      ],
    ] as const) {
      const plan = planFor(folder(esmProject({}, {scripts: {lint}}), `warnings-${command.length}`));
      const config = JSON.parse(newText(plan, '.lintstagedrc.json')) as Record<string, string[]>;
      assert.equal(config['*.{js,mjs,cjs,ts,tsx}']?.[0], command, lint);
    }
  });
});

test('a .gitignore in Latin-1: left byte for byte, with a note', () => {
  const dir = repository(esmProject());
  writeFileSync(
    path.join(dir, '.gitignore'),
    Buffer.concat([Buffer.from('node_modules\nbuild-'), Buffer.from([0xe9]), Buffer.from('/\n')]),
  );
  const plan = planFor(dir);
  assert.equal(changeAt(plan, '.gitignore'), undefined);
  assert.deepEqual(notesOf(plan, 'notUtf8'), [{id: 'notUtf8', path: '.gitignore'}]);
});

describe('an older husky runs the hooks (real projects P13)', () => {
  test("lowdb's husky 8: husky 9 is not laid over it, nor lint-staged that no hook calls", () => {
    const dir = repository(
      esmProject({'.husky/pre-commit': 'npm test\n'}, {devDependencies: {husky: '^8.0.3'}}),
    );
    git(dir, 'config', 'core.hooksPath', '.husky');
    const plan = planFor(dir);
    assert.deepEqual(notesOf(plan, 'huskyOld'), [{id: 'huskyOld', version: '^8.0.3'}]);
    assert.ok(!plan.pieces.has('husky'));
    assert.equal(changeAt(plan, '.lintstagedrc.json'), undefined);
    assert.ok(!('lint-staged' in plan.dependencies));
  });

  test('a husky 4 "husky" key in package.json: left as it is', () => {
    const plan = planFor(
      folder(esmProject({}, {husky: {hooks: {'pre-commit': 'npm test'}}}), 'husky4'),
    );
    assert.deepEqual(notesOf(plan, 'huskyOld'), [{id: 'huskyOld', version: '4'}]);
  });

  test("the way to husky 9 fits the version: 4's guide, or 9.0.1's notes from 5 to 8 (P13)", () => {
    const way = (version: string) => noteText('en', {id: 'huskyOld', version});
    assert.match(way('4'), /migrate-from-v4\.html/);
    for (const version of ['^7.0.4', '^8.0.3']) {
      assert.match(way(version), /husky\/releases\/tag\/v9\.0\.1/);
    }
  });
});

describe("the project's own hook manager runs the hooks (real projects P14)", () => {
  test("vitesse-lite's simple-git-hooks: no husky, a commit-msg entry in its package.json key", () => {
    const plan = planFor(
      repository(
        esmProject({}, {'simple-git-hooks': {'pre-commit': 'pnpm lint-staged'}}),
        'simple-git-hooks',
      ),
    );
    assert.ok(!plan.pieces.has('husky'));
    assert.ok(plan.pieces.has('commitlint'));
    assert.deepEqual(newPackageJson(plan)['simple-git-hooks'], {
      'commit-msg': 'npx --no -- commitlint --edit "$1"',
      'pre-commit': 'pnpm lint-staged',
    });
    assert.deepEqual(plan.git.runner, ['simple-git-hooks']);
    assert.equal(plan.git.hooks, undefined);
    assert.ok(!('husky' in plan.dependencies) && !('lint-staged' in plan.dependencies));
    assert.ok('@commitlint/cli' in plan.dependencies);
    assertNoChange(plan, '.husky/commit-msg', '.husky/pre-commit', '.lintstagedrc.json');
    assert.deepEqual(notesOf(plan, 'hookManager'), [
      {id: 'hookManager', tool: 'simple-git-hooks', config: 'package.json', commitMsg: 'added'},
    ]);
  });

  test('lefthook.yml: its pre-commit stays, a commit-msg block is appended', () => {
    const lefthook = 'pre-commit:\n  commands:\n    lint:\n      run: npx eslint {staged_files}\n';
    const plan = planFor(repository(esmProject({'lefthook.yml': lefthook}), 'lefthook'));
    const text = newText(plan, 'lefthook.yml');
    assert.ok(text.startsWith(lefthook));
    assert.match(
      text,
      /\ncommit-msg:\n {2}commands:\n {4}commitlint:\n {6}run: npx --no -- commitlint --edit \{1\}\n$/,
    );
    assert.deepEqual(plan.git.runner, ['lefthook', 'install']);
    assert.equal(plan.git.hooks, undefined);
  });

  test('a commit-msg hook of its own: commitlint is left out, nothing installed for it', () => {
    const lefthook = 'commit-msg:\n  commands:\n    check:\n      run: ./check-message {1}\n';
    const plan = planFor(repository(esmProject({'.lefthook.yml': lefthook}), 'own-commit-msg'));
    assert.ok(!plan.pieces.has('commitlint'));
    assertNoChange(plan, '.lefthook.yml', 'commitlint.config.js');
    assert.ok(!('@commitlint/cli' in plan.dependencies));
    assert.equal(plan.git.runner, undefined);
    assert.equal(notesOf(plan, 'hookManager')[0]?.commitMsg, 'own');
  });

  test('a config Setup does not rewrite (pre-commit, lefthook.toml, .simple-git-hooks.js): a note says what to add', () => {
    for (const [file, tool] of [
      ['.pre-commit-config.yaml', 'pre-commit'],
      ['lefthook.toml', 'lefthook'],
      ['.simple-git-hooks.js', 'simple-git-hooks'],
    ] as const) {
      const plan = planFor(repository(esmProject({[file]: '\n'}), `manual-${tool}`));
      assert.ok(!plan.pieces.has('husky') && !plan.pieces.has('commitlint'), file);
      assertNoChange(plan, file, '.husky/pre-commit');
      assert.deepEqual(notesOf(plan, 'hookManager'), [
        {id: 'hookManager', tool, config: file, commitMsg: 'manual'},
      ]);
    }
  });

  test("a package below a repository whose top runs lefthook: the top's file is not touched", () => {
    const top = repository({
      'package.json': {json: {name: 'monorepo', private: true}},
      'lefthook.yml': 'pre-commit:\n  commands: {}\n',
      ...Object.fromEntries(
        Object.entries(esmProject()).map(([file, content]) => [`packages/app/${file}`, content]),
      ),
    });
    const plan = planFor(path.join(top, 'packages/app'));
    assert.ok(!plan.pieces.has('husky'));
    assert.equal(notesOf(plan, 'hookManager')[0]?.commitMsg, 'manual');
    assert.equal(plan.git.runner, undefined);
  });
});

describe('the oldest Node line the project supports (real projects P1)', () => {
  test('Node 18 (express): ESLint 9, lint-staged and commitlint take releases that run there (P9)', () => {
    const plan = planFor(folder(esmProject({}, {engines: {node: '>= 18'}}), 'node18'));
    assert.ok(plan.pieces.has('eslint'));
    assert.deepEqual(notesOf(plan, 'nodeTooOld'), []);
    assert.equal(plan.dependencies.eslint, '^9.39.5');
    assert.equal(plan.dependencies['@eslint/js'], '^9.39.5');
    assert.equal(plan.dependencies['lint-staged'], '^15.5.2');
    assert.equal(plan.dependencies['@commitlint/cli'], '^20.4.4');
    assert.equal(plan.dependencies.husky, '^9.1.7');
    assert.deepEqual(notesOf(plan, 'olderReleases')[0]?.major, 18);
  });

  test('a tool the project lists is kept, not also named as installed (unseen P13, kobalte)', () => {
    const plan = planFor(
      folder(
        esmProject({}, {engines: {node: '>= 18'}, devDependencies: {'@commitlint/cli': '17.7.1'}}),
        'node18-commitlint',
      ),
    );
    const releases = notesOf(plan, 'olderReleases')[0]?.releases ?? [];
    assert.ok(!releases.some((release) => release.startsWith('@commitlint/cli@')), `${releases}`);
    assert.deepEqual(notesOf(plan, 'keptDependency'), [
      {id: 'keptDependency', name: '@commitlint/cli', range: '17.7.1'},
    ]);
  });

  test('Node 16: no release of ESLint, husky or commitlint runs there: left out, each said', () => {
    const plan = planFor(folder(esmProject({}, {engines: {node: '>=16'}}), 'node16'));
    assert.ok(!plan.pieces.has('eslint') && !plan.pieces.has('husky'));
    assert.deepEqual(
      notesOf(plan, 'nodeTooOld').map((note) => [note.piece, note.major]),
      [
        ['eslint', 16],
        ['husky', 16],
        ['commitlint', 16],
      ],
    );
  });

  test('--with a piece that cannot run there: refused with the reason, never ignored (P9)', () => {
    const dir = folder(esmProject({}, {engines: {node: '>=16'}}), 'node16-with');
    const result = makePlan(detect(dir), request({with: new Set(['eslint'])}), exampleSources);
    assert.deepEqual(result.refusal, {
      id: 'withRefused',
      piece: 'eslint',
      why: {id: 'nodeTooOld', piece: 'eslint', major: 16},
    });
    const cli = runCli(dir, ['--dry-run', '--with', 'eslint']);
    assert.equal(cli.status, 3, cli.output);
    assert.match(cli.output, /^--with eslint cannot be done here: eslint is left out/);
  });

  test('--with a piece the other choices leave nothing to do: refused with the reason', () => {
    const dir = folder(esmProject({}), 'with-blocked');
    const refused = (asked: Partial<Request>) => refusalFor(dir, request(asked));
    assert.deepEqual(refused({with: new Set(['lighthouse'])}), {
      id: 'withRefused',
      piece: 'lighthouse',
      why: {id: 'lighthouseNoPreview'},
    });
    assert.deepEqual(refused({with: new Set(['commitlint']), without: new Set(['husky'])}), {
      id: 'withRefused',
      piece: 'commitlint',
      why: {id: 'nothingToRun', piece: 'commitlint'},
    });
    assert.deepEqual(refused({with: new Set(['typed-lint']), without: new Set(['eslint'])}), {
      id: 'withRefused',
      piece: 'typed-lint',
      why: {id: 'typedLintNeedsEslint'},
    });
    const cli = runCli(dir, ['--dry-run', '--with', 'lighthouse']);
    assert.equal(cli.status, 3, cli.output);
    assert.match(cli.output, /^--with lighthouse cannot be done here: /);
    // With a preview script but no Vite: the other choices leave it out.
    const preview = folder(esmProject({}, {scripts: {preview: 'serve dist'}}), 'with-preview');
    assert.deepEqual(refusalFor(preview, request({with: new Set(['lighthouse'])})), {
      id: 'withRefused',
      piece: 'lighthouse',
      why: {id: 'lighthouseNeedsVite'},
    });
  });

  test('--with a piece whose file an existing project does not get: said in the plan', () => {
    const env = planFor(folder(esmProject({}), 'with-env'), request({with: new Set(['env'])}));
    assert.deepEqual(notesOf(env, 'envExampleOwn'), [{id: 'envExampleOwn'}]);
    assert.ok(!env.changes.some((change) => change.path === '.env.example'));
    const pinned = planFor(
      folder(esmProject({}, {engines: {node: '^22.22.1'}}), 'with-node'),
      request({with: new Set(['node-version'])}),
    );
    assert.deepEqual(notesOf(pinned, 'nvmrcOutsideRange'), [
      {id: 'nvmrcOutsideRange', version: '24', range: '^22.22.1'},
    ]);
    // Not asked for: the defaults say nothing of it, as before.
    const quiet = planFor(folder(esmProject({}, {engines: {node: '^22.22.1'}}), 'quiet-node'));
    assert.deepEqual(notesOf(quiet, 'nvmrcOutsideRange'), []);
  });

  test('Node 20: ESLint 10 runs there, lint-staged 16', () => {
    const plan = planFor(folder(esmProject({}, {engines: {node: '^20.19.0 || >=22'}}), 'node20'));
    assert.ok(plan.pieces.has('eslint'));
    assert.equal(plan.dependencies['lint-staged'], '^16.3.4');
  });

  test("no engines, but dependencies that run on Node 20 (SvelteKit's vite): releases that run there", () => {
    const vite = {name: 'vite', version: '7.3.0', engines: {node: '^20.19.0 || >=22.12.0'}};
    const plan = planFor(
      folder(
        esmProject(
          {'node_modules/vite/package.json': {json: vite}},
          {devDependencies: {vite: '^7.3.0'}},
        ),
        'engines-from-dependencies',
      ),
    );
    assert.equal(plan.dependencies['lint-staged'], '^16.3.4');
    assert.equal(plan.dependencies['@commitlint/cli'], '^20.4.4');
  });

  test("no engines, or one within Setup's own: the examples' releases", () => {
    for (const engines of [undefined, {node: '>=22.22.1'}]) {
      const plan = planFor(folder(esmProject({}, engines ? {engines} : {}), 'node-current'));
      assert.equal(plan.dependencies['lint-staged'], '^17.6.1');
      assert.deepEqual(notesOf(plan, 'olderReleases'), []);
    }
  });
});

test("a package whose repository's hooks run from another folder's husky: they keep running", () => {
  const top = repository({
    'package.json': {json: {name: 'monorepo', private: true}},
    ...Object.fromEntries(
      Object.entries(esmProject()).map(([file, content]) => [`packages/web/${file}`, content]),
    ),
  });
  for (const hooksPath of ['.husky/_', 'packages/api/.husky/_']) {
    git(top, 'config', 'core.hooksPath', hooksPath);
    const plan = planFor(path.join(top, 'packages/web'));
    assert.ok(!plan.pieces.has('husky') && !plan.pieces.has('commitlint'), hooksPath);
    assert.equal(plan.git.hooks, undefined);
    assert.deepEqual(notesOf(plan, 'huskyElsewhere'), [{id: 'huskyElsewhere', hooksPath}]);
    assert.deepEqual(notesOf(plan, 'nothingToRun'), [{id: 'nothingToRun', piece: 'commitlint'}]);
  }
  // Its own husky, from an earlier run, is no other folder's.
  git(top, 'config', 'core.hooksPath', 'packages/web/.husky/_');
  assert.equal(planFor(path.join(top, 'packages/web')).git.hooks, 'packages/web/.husky');
});

test("create-vite's vue-ts: no type-aware rules, which read each .vue import as an error type", () => {
  const plan = planFor(
    folder(
      esmProject({}, {dependencies: {vue: '^3.5.0'}, devDependencies: {vite: '^8.0.0'}}),
      'vue-ts',
    ),
  );
  assert.ok(plan.pieces.has('eslint') && !plan.pieces.has('typed-lint'));
  assert.deepEqual(notesOf(plan, 'untypedForComponents'), [
    {id: 'untypedForComponents', extension: '.vue'},
  ]);
  assert.doesNotMatch(newText(plan, 'eslint.config.js'), /TypeChecked|projectService/);
});

describe("express's own terms", () => {
  test('.npmrc ignore-scripts: a note says how a fresh clone activates the hooks', () => {
    const plan = planFor(
      repository(
        esmProject({'.npmrc': 'package-lock=false\nignore-scripts=true\n'}),
        'ignore-scripts',
      ),
    );
    assert.deepEqual(notesOf(plan, 'scriptsOff'), [
      {id: 'scriptsOff', file: '.npmrc', command: 'npm run prepare'},
    ]);
  });

  test("Yarn 4's enableScripts: false still runs the project's postinstall: no note (W8)", () => {
    const plan = planFor(
      repository(
        esmProject({'.yarnrc.yml': 'enableScripts: false\n', 'yarn.lock': '__metadata:\n'}),
        'yarn-scripts-off',
      ),
    );
    assert.deepEqual(notesOf(plan, 'scriptsOff'), []);
  });

  test('.npmrc dry-run=true: refused, naming the file, as npm would install nothing (note 4.8)', () => {
    const dir = repository(esmProject({'.npmrc': 'dry-run=true\n'}), 'npm-dry-run');
    assert.deepEqual(refusalFor(dir), {id: 'installsNothing', file: '.npmrc'});
  });

  test("a legacy .eslintrc with ESLint 8: Setup's ESLint is left out, the hook runs the project's", () => {
    const plan = planFor(
      folder(
        esmProject({'.eslintrc.yml': 'root: true\n'}, {devDependencies: {eslint: '8.57.1'}}),
        'eslintrc',
      ),
    );
    assert.ok(!plan.pieces.has('eslint'));
    assert.deepEqual(JSON.parse(newText(plan, '.lintstagedrc.json'))['*.{js,mjs,cjs,ts,tsx}'], [
      'prettier --write',
      'eslint --fix',
    ]);
  });

  test('no linter and no formatter to run: husky and commitlint are left out, each with a note', () => {
    const plan = planFor(
      folder(esmProject(), 'bare'),
      request({without: new Set(['eslint', 'prettier'])}),
    );
    assert.ok(!plan.pieces.has('husky') && !plan.pieces.has('commitlint'));
    assert.deepEqual(
      notesOf(plan, 'nothingToRun').map((note) => note.piece),
      ['husky', 'commitlint'],
    );
  });
});

test("SvelteKit's own prepare script: the hooks' command runs after it, so a fresh clone gets them", () => {
  const plan = planFor(
    repository(esmProject({}, {scripts: {prepare: "svelte-kit sync || echo ''"}}), 'sveltekit'),
  );
  const prepare = "svelte-kit sync || echo '' && node .husky/install.mjs";
  assert.equal(newPackageJson(plan).scripts?.prepare, prepare);
  assert.deepEqual(notesOf(plan, 'scriptExtended'), [
    {id: 'scriptExtended', name: 'prepare', command: prepare},
  ]);
});

test('Prettier in the dependencies without a config (lowdb): its defaults stay, no .prettierrc', () => {
  const plan = planFor(folder(esmProject({}, {devDependencies: {prettier: '^3.0.3'}}), 'defaults'));
  assert.equal(changeAt(plan, '.prettierrc'), undefined);
  assert.deepEqual(notesOf(plan, 'prettierDefaults'), [{id: 'prettierDefaults'}]);
});

test("a type check of the project's own under another name (reselect's type-check): no second one", () => {
  const plan = planFor(
    folder(
      esmProject(
        {'node_modules/typescript/package.json': {json: {name: 'typescript', version: '5.9.3'}}},
        {scripts: {'type-check': 'tsc --noEmit'}, devDependencies: {typescript: '^5.9.3'}},
      ),
      'type-check',
    ),
  );
  assert.equal(newPackageJson(plan).scripts?.typecheck, undefined);
});

test("an existing project's commitlint config is JSON, which no linter of the project's reads (xo, Next, NestJS, ESLint 8)", () => {
  const plan = planFor(folder(esmProject(), 'commitlint-json'));
  assert.equal(
    newText(plan, '.commitlintrc.json'),
    '{\n  "extends": ["@commitlint/config-conventional"]\n}\n',
  );
  assertNoChange(plan, 'commitlint.config.js');
});

test('the commit template follows the language: English alone with --lang en, Korean beside it with ko', () => {
  const hangul = /\p{Script=Hangul}/u;
  const english = newText(planFor(folder(), request({language: 'en'})), '.gitmessage');
  const korean = newText(planFor(folder(), request({language: 'ko'})), '.gitmessage');
  assert.doesNotMatch(english, hangul);
  assert.match(english, /^# {3}feat {6}a new feature$/m);
  assert.match(korean, /^# {3}feat {6}a new feature \/ 새 기능$/m);
  assert.ok(english.split('\n').length < korean.split('\n').length);
});

describe('a folder name that is no npm name', () => {
  test('"My App" becomes my-app', () => {
    const name = newPackageJson(planFor(folder({}, 'My App'))).name ?? '';
    assert.match(name, validNpmName);
    assert.equal(name, 'my-app');
  });

  test('"내 앱" (Hangul) becomes the fallback name', () => {
    const name = newPackageJson(planFor(folder({}, '내 앱'))).name ?? '';
    assert.match(name, validNpmName);
    assert.equal(name, packageNameOf(''));
  });
});

describe('folders that are no project', () => {
  test('a home-like folder with keys and no package.json: home', () => {
    const dir = folder({
      '.ssh/id_ed25519': '-----BEGIN OPENSSH PRIVATE KEY-----\nnot a real key\n',
      '.aws/credentials': '[default]\naws_access_key_id = none\n',
      '.bashrc': 'export EDITOR=vi\n',
      'Documents/notes.txt': 'groceries\n',
    });
    const refusal = refusalFor(dir);
    assert.equal(refusal.id, 'home');
    assert.equal(dryRun(dir).status, 3);
  });

  test('a home-like folder with a stray package.json, HOME elsewhere (sudo): home (F9, H6)', () => {
    const dir = folder({'package.json': {json: {dependencies: {'left-pad': '^1.3.0'}}}});
    mkdirSync(path.join(dir, 'Downloads'));
    assert.equal(refusalFor(dir).id, 'home');
  });

  test('the home folder reached through a symlinked HOME: home (F9, H4)', () => {
    const realHome = folder({'package.json': {json: {name: 'stray'}}});
    const link = path.join(root, `home-link-${folderCount}`);
    symlinkSync(realHome, link);
    const saved = process.env.HOME;
    process.env.HOME = link;
    try {
      assert.equal(refusalFor(realHome).id, 'home');
    } finally {
      process.env.HOME = saved;
    }
  });

  test('the home folder itself, even with a package.json: home', () => {
    writeLayout(home, {
      '.ssh/id_ed25519': 'not a real key\n',
      'package.json': {json: {name: 'home'}},
    });
    assert.equal(homedir(), home);
    assert.deepEqual(refusalFor(home), {id: 'home', dir: home});
  });

  test('.vscode as a file: blockedPath', () => {
    const dir = folder(esmProject({'.vscode': 'not a folder\n'}));
    assert.deepEqual(refusalFor(dir), {id: 'blockedPath', path: '.vscode', reason: 'notAFolder'});
  });
});

describe('a repository in the middle of work', () => {
  test('staged, unstaged and untracked work: a dry run changes no byte and no status', () => {
    const dir = repository({
      'package.json': {json: {name: 'busy', version: '1.0.0', scripts: {test: 'node --test'}}},
      'src/a.js': 'exports.a = 1;\n',
      'src/b.js': 'exports.b = 1;\n',
    });
    writeFileSync(path.join(dir, 'src/a.js'), 'exports.a = 2;\n');
    git(dir, 'add', 'src/a.js');
    writeFileSync(path.join(dir, 'src/a.js'), 'exports.a = 3;\n');
    writeFileSync(path.join(dir, 'src/b.js'), 'exports.b = 2;\n');
    writeFileSync(path.join(dir, 'src/c.js'), 'exports.c = 1;\n');
    git(dir, 'add', 'src/c.js');
    writeFileSync(path.join(dir, 'notes.txt'), 'todo\n');
    assert.equal(gitStatus(dir), 'MM src/a.js\n M src/b.js\nA  src/c.js\n?? notes.txt');
    assert.equal(planFor(dir).mode, 'existing');
    dryRun(dir);
  });

  test('a detached HEAD: existing, and a dry run leaves HEAD where it was', () => {
    const dir = repository({'package.json': {json: {name: 'detached', version: '1.0.0'}}});
    writeFileSync(path.join(dir, 'README.md'), '# Detached\n');
    commit(dir, 'second', {all: true});
    git(dir, 'checkout', '-q', '--detach', 'HEAD~1');
    const head = git(dir, 'rev-parse', 'HEAD');
    const plan = planFor(dir);
    assert.equal(plan.mode, 'existing');
    assert.equal(plan.git.init, false);
    dryRun(dir);
    assert.equal(git(dir, 'rev-parse', 'HEAD'), head);
    assert.equal(git(dir, 'rev-parse', '--abbrev-ref', 'HEAD'), 'HEAD');
    assert.equal(git(dir, 'rev-list', '--all', '--count'), '2');
  });
});

describe('.gitignore', () => {
  test('a symlink to a file outside: kept as it is (symlink note), the target untouched', () => {
    const outside = writeLayout(path.join(root, 'outside'), {'shared.gitignore': 'node_modules\n'});
    const dir = folder(esmProject());
    symlinkSync(path.join(outside, 'shared.gitignore'), path.join(dir, '.gitignore'));
    const plan = planFor(dir);
    assert.deepEqual(notesOf(plan, 'symlink'), [{id: 'symlink', path: '.gitignore'}]);
    assertNoChange(plan, '.gitignore');
    dryRun(dir, outside);
    assert.equal(readFileSync(path.join(outside, 'shared.gitignore'), 'utf8'), 'node_modules\n');
  });

  test('with CRLF line ends: the update keeps CRLF and adds no line already there', () => {
    const before = 'node_modules\r\n/.env\r\n*.log\r\n';
    const dir = folder(esmProject({'.gitignore': before}));
    const plan = planFor(dir);
    assert.equal(changeAt(plan, '.gitignore')?.action, 'update');
    const text = newText(plan, '.gitignore');
    assert.ok(text.startsWith(before));
    assert.doesNotMatch(text, /(?<!\r)\n/, 'a line ends in LF alone');
    const added = text
      .slice(before.length)
      .split('\r\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    assert.ok(added.includes('dist/'), added.join(' '));
    for (const present of ['node_modules', '.env', '*.log']) {
      assert.ok(
        !added.some((line) => line.replace(/^\/|\/$/g, '') === present),
        `${present} added again`,
      );
    }
    dryRun(dir);
  });
});

test("a pnpm project's devEngines stays as it is, and findProblems holds pnpm to it", () => {
  const devEngines = {packageManager: {name: 'pnpm', version: '>=10', onFail: 'error'}};
  const dir = folder(esmProject({'pnpm-lock.yaml': "lockfileVersion: '9.0'\n"}, {devEngines}));
  const plan = planFor(dir);
  assert.equal(plan.options.packageManager, 'pnpm');
  assert.deepEqual(newPackageJson(plan).devEngines, devEngines);
  const data = detect(dir).packageJson?.data;
  const problemsWith = (manager: string) =>
    findProblems('pnpm', data, {node: process.versions.node, git: '2.45.0', manager}).filter(
      (problem) => problem.id === 'devEngines',
    );
  assert.deepEqual(problemsWith('9.0.0'), [
    {id: 'devEngines', what: 'packageManager', name: 'pnpm', want: '>=10', found: 'pnpm 9.0.0'},
  ]);
  assert.deepEqual(problemsWith('10.5.0'), []);
  // npm holds an entry without onFail (its default is "error") as it holds one with "error".
  const environment = {node: process.versions.node, git: '2.45.0', manager: '9.0.0'};
  const without = {devEngines: {packageManager: {name: 'pnpm', version: '>=10'}}};
  const devEnginesProblems = (data: PackageJson) =>
    findProblems('pnpm', data, environment).filter((problem) => problem.id === 'devEngines');
  assert.equal(devEnginesProblems(without).length, 1);
  const warned = {devEngines: {packageManager: {name: 'pnpm', version: '>=10', onFail: 'warn'}}};
  assert.deepEqual(devEnginesProblems(warned), []);
});

test('devEngines with a runtime that is not a string or not installed: a clear line (N-M)', () => {
  const environment = {node: '24.1.0', git: '2.45.0', manager: '11.6.0'};
  const odd = {devEngines: {runtime: {name: 5 as unknown as string, onFail: 'error' as const}}};
  assert.deepEqual(findProblems('npm', odd, environment), []);
  const deno = {devEngines: {runtime: {name: 'deno', version: '>=2', onFail: 'error' as const}}};
  const [problem] = findProblems('npm', deno, environment);
  assert.deepEqual(problem, {
    id: 'devEngines',
    what: 'runtime',
    name: 'deno',
    want: '>=2',
    found: 'no deno',
  });
});

test('a devEngines entry npm refuses: refused before any write, naming the field (re-run N60)', () => {
  // Written as a reader might, whatever the type says.
  const devEngines = (runtime: unknown) => ({devEngines: {runtime}}) as PackageJson;
  const odd = repository(esmProject({}, devEngines({name: 5, onFail: 'error'})));
  assert.deepEqual(refusalFor(odd), {
    id: 'badPackageJson',
    problem: {kind: 'fieldNotAString', field: 'devEngines.runtime.name'},
  });
  const text = repository(esmProject({}, devEngines('node')));
  assert.deepEqual(refusalFor(text), {
    id: 'badPackageJson',
    problem: {kind: 'fieldNotAnObject', field: 'devEngines.runtime'},
  });
});

test(
  'a package.json this user may not read: named so, not as missing (re-run N47)',
  {skip: process.getuid?.() === 0 ? false : 'needs root to run as nobody'},
  () => {
    const dir = folder(esmProject());
    execFileSync('chmod', ['-R', 'a+rX', root]);
    chmodSync(path.join(dir, 'package.json'), 0o000);
    const result = spawnSync(
      'setpriv',
      ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath, cliPath, 'check'],
      {cwd: dir, encoding: 'utf8', env: {...process.env, HOME: home, LANG: 'en_US.UTF-8'}},
    );
    assert.equal(result.status, 3, result.stderr);
    assert.match(
      result.stderr,
      /^package\.json cannot be read \(EACCES\): check that you may read it/,
    );
  },
);

describe('a second plan after the first was written is all "same"', () => {
  const layouts: Record<string, Layout> = {
    'a CommonJS package': {
      'package.json': {json: {name: 'lib', version: '1.0.0', scripts: {build: 'tsc'}}},
      'tsconfig.json': {json: {compilerOptions: {strict: true, outDir: 'dist'}}},
      '.gitignore': 'node_modules\n',
      'src/index.ts': 'export const answer = 42;\n',
    },
    'a Vite app with CRLF files': {
      'package.json': {
        json: {
          name: 'site',
          private: true,
          type: 'module',
          scripts: {dev: 'vite', build: 'vite build'},
          devDependencies: {vite: '^7.2.2', typescript: '~5.9.3'},
        },
      },
      'tsconfig.json': {json: {compilerOptions: {strict: true}}},
      '.gitignore': 'node_modules\r\ndist\r\n',
      'src/main.ts': "console.log('hi');\n",
    },
  };
  for (const [name, layout] of Object.entries(layouts)) {
    test(name, () => {
      const dir = repository(layout);
      const first = planFor(dir);
      for (const change of first.changes) {
        if (change.action !== 'same') {
          mkdirSync(path.dirname(path.join(dir, change.path)), {recursive: true});
          writeFileSync(path.join(dir, change.path), change.text);
        }
      }
      const second = planFor(dir);
      assert.deepEqual(
        second.changes.map((change) => change.path),
        first.changes.map((change) => change.path),
      );
      assert.deepEqual(
        second.changes.filter((change) => change.action !== 'same'),
        [],
      );
      assert.deepEqual(second.dependencies, {});
    });
  }
});

describe('a new project whose first commit is not made yet (F5, F18)', () => {
  /** An empty repository where a setup wrote its files and its marker, and stopped before committing. */
  function unfinished(): {dir: string; plan: Plan} {
    const dir = folder();
    initRepository(dir);
    const plan = planFor(dir);
    for (const change of plan.changes) {
      if (change.action !== 'same') {
        mkdirSync(path.dirname(path.join(dir, change.path)), {recursive: true});
        writeFileSync(path.join(dir, change.path), change.text);
      }
    }
    const packageJson = readFileSync(path.join(dir, 'package.json'), 'utf8');
    writeFileSync(path.join(dir, '.git/setup-essentials-unfinished'), markerText('', packageJson));
    return {dir, plan};
  }

  test('a re-run finishes it as the new project it is', () => {
    const {dir} = unfinished();
    const again = planFor(dir);
    assert.equal(again.mode, 'new');
    assert.equal(again.git.commit, true);
  });

  test('a first commit that failed after staging the files (a signing error): still new', () => {
    const {dir} = unfinished();
    git(dir, 'add', '-A');
    const again = planFor(dir);
    assert.equal(again.mode, 'new');
    assert.equal(again.git.commit, true);
  });

  test('once the reader committed it by hand, it is an existing project: nothing is rewritten', () => {
    const {dir} = unfinished();
    commit(dir, 'chore: set up the project', {all: true});
    const again = planFor(dir);
    assert.equal(again.mode, 'existing');
    assert.equal(again.git.commit, false);
    assert.deepEqual(pathsWith(again, 'update'), []);
  });

  test('once the reader changed package.json, it is an existing project that keeps the change', () => {
    const {dir} = unfinished();
    const file = path.join(dir, 'package.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
    writeFileSync(file, `${JSON.stringify({...data, dependencies: {zod: '^3.23.0'}}, null, 2)}\n`);
    const again = planFor(dir);
    assert.equal(again.mode, 'existing');
    assert.equal(changeAt(again, 'package.json')?.action, 'same');
  });

  test('an empty package folder in a repository with history is a new project, committed by the reader', () => {
    const top = repository({'package.json': {json: {name: 'mono', private: true}}});
    const dir = path.join(top, 'packages/new');
    mkdirSync(dir, {recursive: true});
    const plan = planFor(dir);
    assert.equal(plan.mode, 'new');
    assert.equal(plan.git.commit, false);
    assert.equal(changeAt(plan, 'package.json')?.action, 'create');
  });
});

describe('package.json is edited, not rewritten (F26)', () => {
  test('one-line arrays, numbers and tabs Setup does not touch stay byte for byte', () => {
    const text = [
      '{',
      '\t"name": "lib",',
      '\t"version": "1.0.0",',
      '\t"files": ["dist", "types"],',
      '\t"config": {"ratio": 1.50, "id": 12345678901234567890},',
      '\t"scripts": {',
      '\t\t"test": "node --test"',
      '\t}',
      '}',
      '',
    ].join('\n');
    const dir = repository({'package.json': text});
    const after = newText(planFor(dir), 'package.json');
    for (const line of text.split('\n').slice(1, 6)) {
      assert.ok(after.includes(line), `lost: ${line}\n${after}`);
    }
    assert.match(after, /\n\t\t"lint": /);
  });

  test('new keys after a last one-line array or object leave it on its line', () => {
    const text = '{\n  "name": "lib",\n  "version": "1.0.0",\n  "files": ["dist", "bin"]\n}\n';
    const dir = repository({'package.json': text});
    const after = newText(planFor(dir), 'package.json');
    assert.ok(
      after.startsWith(
        '{\n  "name": "lib",\n  "version": "1.0.0",\n  "files": ["dist", "bin"],\n  "',
      ),
      after,
    );
    assert.match(after, /\n {2}"scripts": \{\n {4}"/);
  });

  test('a package.json whose keys are sorted gets its new keys in order', () => {
    const dir = repository({
      'package.json': {
        json: {author: 'me', name: 'app', scripts: {test: 'vitest'}, version: '1.0.0'},
      },
    });
    const keys = Object.keys(JSON.parse(newText(planFor(dir), 'package.json')) as object);
    assert.deepEqual(
      keys,
      [...keys].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  for (const [field, value] of [
    ['scripts', 'echo hi'],
    ['devDependencies', ['eslint']],
    ['engines', 'node >= 18'],
  ] as const) {
    test(`"${field}" that is not an object: refused, not turned into a character map`, () => {
      const dir = repository({'package.json': {json: {name: 'app', [field]: value}}});
      assert.deepEqual(refusalFor(dir), {
        id: 'badPackageJson',
        problem: {kind: 'fieldNotAnObject', field},
      });
    });
  }

  test('a package.json that starts with a byte order mark: refused with that reason (F27)', () => {
    const dir = repository({'package.json': '\uFEFF{"name": "app", "version": "1.0.0"}\n'});
    assert.deepEqual(refusalFor(dir), {id: 'badPackageJson', problem: {kind: 'byteOrderMark'}});
  });

  test('a key written twice: refused, since npm reads the last and an edit the first (J15)', () => {
    const dir = repository({
      'package.json':
        '{\n  "name": "app",\n  "scripts": {"lint": "a"},\n  "scripts": {"test": "b"}\n}\n',
    });
    assert.deepEqual(refusalFor(dir), {
      id: 'badPackageJson',
      problem: {kind: 'keyTwice', key: 'scripts'},
    });
  });

  test('a key twice inside scripts: refused by its path, never extended in the copy npm skips (N-I)', () => {
    const dir = repository({
      'package.json':
        '{\n  "name": "app",\n  "scripts": {"prepare": "a", "lint": "b", "prepare": "c"}\n}\n',
    });
    assert.deepEqual(refusalFor(dir), {
      id: 'badPackageJson',
      problem: {kind: 'keyTwice', key: 'scripts.prepare'},
    });
  });

  test('bytes that are not UTF-8: refused, never rewritten as U+FFFD (N-C)', () => {
    const dir = repository({'package.json': {json: {name: 'app'}}});
    writeFileSync(
      path.join(dir, 'package.json'),
      Buffer.from('{"name": "caf\xe9", "version": "1.0.0"}\n', 'latin1'),
    );
    assert.deepEqual(refusalFor(dir), {id: 'badPackageJson', problem: {kind: 'notUtf8'}});
  });
});

describe('the plan shows what happens in Git and the shell, not only the files (F19)', () => {
  test('an empty folder: git init, the hooks path, the template, .env and the first commit', () => {
    const result = runCli(folder(), ['--dry-run']);
    assert.equal(result.status, 0, result.output);
    for (const line of [
      'Create a Git repository here (git init -b main).',
      'Set core.hooksPath to .husky/_ (husky)',
      'Set commit.template to .gitmessage.',
      'Copy .env.example to .env',
      'Run the checks, which must pass before the first commit: typecheck, lint, format:check.',
      "Commit Setup's files, and only them",
    ]) {
      assert.ok(result.output.includes(line), `${line}\n${result.output}`);
    }
  });

  test("an existing project: the project's checks, the hook rehearsal, and no commit", () => {
    const dir = repository(
      esmProject({}, {scripts: {lint: 'eslint .', 'lint:fix': 'eslint --fix .'}}),
    );
    const result = runCli(dir, ['--dry-run']);
    assert.equal(result.status, 0, result.output);
    assert.match(result.output, /Run the project's checks before and after the changes.*: lint/);
    assert.doesNotMatch(result.output, /put everything back if one that passed fails:.*lint:fix/);
    assert.match(result.output, /Run the pre-commit hook over Setup's new files/);
    assert.match(result.output, /Commit nothing: the command ends with the commit line to run\./);
    assert.doesNotMatch(result.output, /git init/);
  });

  test('a lint script that fixes files is not listed among the checks it runs (S5)', () => {
    const dir = repository(esmProject({}, {scripts: {lint: 'eslint --fix .'}}));
    const result = runCli(dir, ['--dry-run']);
    assert.equal(result.status, 0, result.output);
    assert.match(result.output, /put everything back if one that passed fails: format:check\./);
  });
});
