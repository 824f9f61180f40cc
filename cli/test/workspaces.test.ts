// Yarn 4 and Bun with real installs, as a reader meets them (issue 49). A
// package of a workspace: the workspace's manager installs at the top, the
// hooks live there and hold the package's commits to its rules, and a fresh
// clone's frozen install passes and turns the hooks on. A Plug'n'Play
// project whose run fails: its own install comes back with the rest; one
// whose run passes: still Plug'n'Play, its hooks run the tools through yarn.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {managerBin, type Manager} from './managers.ts';
import {command, readerShell} from './readerShell.ts';

const {root, env, run} = await readerShell('setup-workspaces-');

const cases: {manager: Manager; frozen: string[]}[] = [
  {manager: 'yarn4', frozen: ['install', '--immutable']},
  {manager: 'bun', frozen: ['install', '--frozen-lockfile']},
];

/**
 * The reader's shell with `manager` first on PATH: a run, and a run that
 * must pass (its output returned).
 */
async function shellWith(manager: Manager) {
  const bin = await managerBin(root, manager);
  const inShell = (dir: string, file: string, args: readonly string[]) =>
    run(dir, file, args, {
      PATH: [bin, env.PATH].join(path.delimiter),
      // A reader's own first install writes yarn.lock, also where CI is set (Yarn would refuse).
      YARN_ENABLE_IMMUTABLE_INSTALLS: 'false',
    });
  const ok = async (dir: string, file: string, ...args: string[]) => {
    const result = await inShell(dir, file, args);
    assert.equal(result.status, 0, `${file} ${args.join(' ')}\n${result.output}`);
    return result.output;
  };
  return {inShell, ok};
}

describe('a package of a workspace', {concurrency: true}, () => {
  for (const {manager, frozen} of cases) {
    test(`${manager}: installed at the top, the top's hooks check it, a clone installs frozen`, async () => {
      const program = manager.replace(/\d$/, '');
      const {inShell, ok} = await shellWith(manager);

      const top = path.join(root, manager);
      const dir = path.join(top, 'packages/api');
      await mkdir(dir, {recursive: true});
      await writeFile(
        path.join(top, 'package.json'),
        `${JSON.stringify({name: 'mono', private: true, workspaces: ['packages/*']}, null, 2)}\n`,
      );
      await writeFile(path.join(top, '.gitignore'), 'node_modules\n.yarn\n.pnp.*\n');
      // Plain node_modules for Yarn here: Plug'n'Play has a test of its own below.
      await writeFile(path.join(top, '.yarnrc.yml'), 'nodeLinker: node-modules\n');
      await writeFile(
        path.join(dir, 'package.json'),
        `${JSON.stringify({name: 'api', version: '1.0.0', type: 'module'}, null, 2)}\n`,
      );
      await writeFile(path.join(dir, 'index.js'), 'export const answer = 42;\n');
      await ok(top, program, 'install');
      await ok(top, 'git', 'init', '-q', '-b', 'main');
      await ok(top, 'git', 'add', '-A');
      await ok(top, 'git', 'commit', '-q', '-m', 'chore: start');

      const setup = await inShell(dir, process.execPath, [
        command,
        '--yes',
        '--without',
        'lighthouse',
      ]);
      assert.equal(setup.status, 0, setup.output);
      assert.match(setup.output, new RegExp(`==> Install the dev dependencies with ${program}`));
      const line = /git add -- (.*) && git commit/.exec(setup.output);
      assert.ok(line, setup.output);
      await ok(dir, 'sh', '-c', `git add -- ${line[1]}`);
      await ok(dir, 'git', 'commit', '-q', '-m', 'chore: set up api');
      assert.equal((await ok(top, 'git', 'status', '--porcelain')).trim(), '');
      const preCommit = await readFile(path.join(top, '.husky/pre-commit'), 'utf8');
      assert.match(preCommit, /^for folder in packages\/api; do$/m);

      await writeFile(path.join(dir, 'index.js'), 'export const answer   =  43\n');
      await ok(dir, 'git', 'add', 'index.js');
      const bad = await inShell(dir, 'git', ['commit', '-m', 'Added stuff.']);
      assert.notEqual(bad.status, 0, bad.output);
      await ok(dir, 'git', 'commit', '-q', '-m', 'feat: change the answer');
      // The package's own lint-staged formatted the one line it changed.
      assert.equal(
        await readFile(path.join(dir, 'index.js'), 'utf8'),
        'export const answer = 43;\n',
      );

      const clone = `${top}-clone`;
      await ok(root, 'git', 'clone', '-q', top, clone);
      await ok(clone, program, ...frozen);
      assert.equal((await ok(clone, 'git', 'config', 'core.hooksPath')).trim(), '.husky/_');
    });
  }
});

test("Yarn 4 Plug'n'Play: a failed run puts back the install too; the project's test passes after", async () => {
  const {inShell, ok} = await shellWith('yarn4');
  const dir = path.join(root, 'pnp');
  await mkdir(dir);
  await writeFile(
    path.join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'pnp',
        version: '1.0.0',
        private: true,
        scripts: {test: 'node index.js', lint: 'node lint.js'},
        dependencies: {ms: '2.1.3'},
      },
      null,
      2,
    )}\n`,
  );
  await writeFile(path.join(dir, 'index.js'), "console.log(require('ms')('1m'));\n");
  // A team rule Setup's config breaks: the run must put everything back.
  await writeFile(
    path.join(dir, 'lint.js'),
    "if (require('node:fs').existsSync('.lintstagedrc.json')) process.exit(1);\n",
  );
  // Plug'n'Play's map tracked, as Yarn's zero-installs keep it.
  await writeFile(path.join(dir, '.gitignore'), '.yarn/*\nnode_modules\n');
  await ok(dir, 'yarn', 'install');
  await ok(dir, 'git', 'init', '-q', '-b', 'main');
  await ok(dir, 'git', 'add', '-A');
  await ok(dir, 'git', 'commit', '-q', '-m', 'chore: start');
  assert.match(await ok(dir, 'yarn', 'test'), /60000/);

  const setup = await inShell(dir, process.execPath, [command, '--yes', '--without', 'lighthouse']);
  assert.equal(setup.status, 1, setup.output);
  assert.match(setup.output, /the project is as it was before the command ran/);
  assert.equal((await ok(dir, 'git', 'status', '--porcelain', '--untracked-files=all')).trim(), '');
  assert.match(await ok(dir, 'yarn', 'test'), /60000/);
});

test("Yarn 4 Plug'n'Play kept: Setup's steps and the hooks run the tools through yarn (unseen P3)", async () => {
  const {inShell, ok} = await shellWith('yarn4');
  const dir = path.join(root, 'pnp-kept');
  await mkdir(dir);
  await writeFile(
    path.join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'pnp-kept',
        version: '1.0.0',
        private: true,
        type: 'module',
        dependencies: {ms: '2.1.3'},
      },
      null,
      2,
    )}\n`,
  );
  await writeFile(path.join(dir, 'index.js'), "import ms from 'ms';\n\nconsole.log(ms('1m'));\n");
  // Plug'n'Play's map tracked, as Yarn's zero-installs keep it.
  await writeFile(path.join(dir, '.gitignore'), '.yarn/*\nnode_modules\n');
  await ok(dir, 'yarn', 'install');
  await ok(dir, 'git', 'init', '-q', '-b', 'main');
  await ok(dir, 'git', 'add', '-A');
  await ok(dir, 'git', 'commit', '-q', '-m', 'chore: start');

  const setup = await inShell(dir, process.execPath, [command, '--yes', '--without', 'lighthouse']);
  assert.equal(setup.status, 0, setup.output);
  assert.match(setup.output, /Plug'n'Play stays as it is/);
  assert.ok(existsSync(path.join(dir, '.pnp.cjs')));
  assert.ok(!existsSync(path.join(dir, 'node_modules')));
  assert.ok(!existsSync(path.join(dir, '.yarnrc.yml')));
  const line = /git add -- (.*) && git commit/.exec(setup.output);
  assert.ok(line, setup.output);
  // The install changed the map: the printed line commits it, and the hook leaves it as Yarn wrote it.
  assert.match(line[1] ?? '', /\.pnp\.cjs/);
  const map = await readFile(path.join(dir, '.pnp.cjs'), 'utf8');
  await ok(dir, 'sh', '-c', `git add -- ${line[1]}`);
  await ok(dir, 'git', 'commit', '-q', '-m', 'chore: set up the project');
  assert.equal(await ok(dir, 'git', 'status', '--porcelain'), '');
  assert.equal(await readFile(path.join(dir, '.pnp.cjs'), 'utf8'), map);

  await writeFile(path.join(dir, 'index.js'), "import ms from 'ms'\nconsole.log(ms('2m'))\n");
  await ok(dir, 'git', 'add', 'index.js');
  const bad = await inShell(dir, 'git', ['commit', '-m', 'Added stuff.']);
  assert.notEqual(bad.status, 0, bad.output);
  await ok(dir, 'git', 'commit', '-q', '-m', 'feat: two minutes');
  // The hook's Prettier, run through yarn, laid the staged file out.
  assert.match(
    await readFile(path.join(dir, 'index.js'), 'utf8'),
    /console\.log\(ms\('2m'\)\);\n$/,
  );

  const clone = `${dir}-clone`;
  await ok(root, 'git', 'clone', '-q', dir, clone);
  await ok(clone, 'yarn', 'install', '--immutable');
  assert.equal((await ok(clone, 'git', 'config', 'core.hooksPath')).trim(), '.husky/_');
  assert.equal(await ok(clone, 'git', 'status', '--porcelain'), '');
});
