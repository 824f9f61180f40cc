// A project the command set up installs wherever its readers install it,
// with each package manager: from a source archive without .git (a Docker
// build), without dev dependencies, with HUSKY=0 in a clone; and a plain
// install in a clone still turns on the hooks and the commit template.
import assert from 'node:assert/strict';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {exportHead, outsideGit} from './exported.ts';
import {managerBin, type Manager} from './managers.ts';
import {command, readerShell} from './readerShell.ts';

const {root, env, run} = await readerShell('setup-install-anywhere-');

type Case = {
  name: string;
  manager: Manager | 'pnpm';
  /** The install a CI runs on the lockfile, and the one a production image runs. */
  frozen: string[];
  production: string[];
  /** An existing project of this shape, committed before the setup; none: a new project. */
  existing?: Record<string, string>;
};

const cases: Case[] = [
  {
    name: 'pnpm, a new project',
    manager: 'pnpm',
    frozen: ['install', '--frozen-lockfile'],
    production: ['install', '--frozen-lockfile', '--prod'],
  },
  {
    name: 'Yarn 4, a new project',
    manager: 'yarn4',
    frozen: ['install', '--immutable'],
    production: ['workspaces', 'focus', '--all', '--production'],
  },
  {
    name: 'Bun, a new project',
    manager: 'bun',
    frozen: ['install', '--frozen-lockfile'],
    production: ['install', '--frozen-lockfile', '--production'],
  },
  {
    name: 'Yarn 1, an existing library whose own prepare builds it',
    manager: 'yarn1',
    frozen: ['install', '--frozen-lockfile'],
    production: ['install', '--frozen-lockfile', '--production'],
    existing: {
      'package.json': `${JSON.stringify(
        {
          name: 'built-on-install',
          version: '1.0.0',
          type: 'module',
          main: 'dist/index.js',
          scripts: {build: 'node build.js', prepare: 'yarn build'},
        },
        null,
        2,
      )}\n`,
      'build.js':
        "import {mkdirSync, writeFileSync} from 'node:fs';\nmkdirSync('dist', {recursive: true});\nwriteFileSync('dist/index.js', 'export const built = true;\\n');\n",
      'index.js': 'export const answer = 42;\n',
      '.gitignore': 'node_modules\ndist\n',
    },
  },
];

describe('set-up projects install anywhere', {concurrency: true}, () => {
  for (const [index, {name, manager, frozen, production, existing}] of cases.entries()) {
    test(name, async () => {
      const program = manager.replace(/\d$/, '');
      const bin = manager === 'pnpm' ? undefined : await managerBin(root, manager);
      const shell = bin ? {PATH: [bin, env.PATH].join(path.delimiter)} : {};
      const inShell = (dir: string, file: string, args: readonly string[], extra = {}) =>
        run(dir, file, args, {...shell, ...extra});
      const git = async (dir: string, ...args: string[]) => {
        const result = await inShell(dir, 'git', args);
        assert.equal(result.status, 0, `git ${args.join(' ')}: ${result.output}`);
        return result.output.trim();
      };

      const dir = path.join(root, `project-${index}`);
      await mkdir(dir);
      let setup;
      if (existing) {
        for (const [file, text] of Object.entries(existing)) {
          await writeFile(path.join(dir, file), text);
        }
        const install = await inShell(dir, program, ['install']);
        assert.equal(install.status, 0, install.output);
        await git(dir, 'init', '-q', '-b', 'main');
        await git(dir, 'add', '-A');
        await git(dir, 'commit', '-q', '-m', 'chore: start');
        setup = await inShell(dir, process.execPath, [command, '--yes']);
        assert.equal(setup.status, 0, setup.output);
        const line = /git add -- .* && git commit -m "chore: set up the project"/.exec(
          setup.output,
        );
        assert.ok(line, setup.output);
        const commit = await inShell(dir, 'sh', ['-c', line[0]]);
        assert.equal(commit.status, 0, commit.output);
      } else {
        const flags = ['--pm', program, '--kind', 'node', '--without', 'lighthouse', '--yes'];
        setup = await inShell(dir, process.execPath, [command, ...flags]);
        assert.equal(setup.status, 0, setup.output);
      }
      // The command tried the same before it said "Done.".
      assert.match(setup.output, new RegExp(`Install a copy without \\.git.*: ${program} install`));
      assert.equal(await git(dir, 'status', '--porcelain'), '');

      const exported = await exportHead(run, dir, root, `export-${index}`);
      for (const args of [frozen, production]) {
        const install = await inShell(exported, program, args, outsideGit(root));
        assert.equal(
          install.status,
          0,
          `${program} ${args.join(' ')} outside Git\n${install.output}`,
        );
      }

      // Each clone installs once: Yarn 4 runs postinstall only on a clone's first install.
      const clone = async (suffix: string, extra: NodeJS.ProcessEnv) => {
        const folder = path.join(root, `clone-${index}-${suffix}`);
        await git(root, 'clone', '-q', dir, folder);
        const install = await inShell(folder, program, ['install'], extra);
        assert.equal(install.status, 0, `${program} install (${suffix})\n${install.output}`);
        const setting = async (key: string) =>
          (await inShell(folder, 'git', ['config', '--local', key])).output.trim();
        return {
          folder,
          hooks: await setting('core.hooksPath'),
          template: await setting('commit.template'),
        };
      };
      const quiet = await clone('husky-0', {HUSKY: '0'});
      assert.deepEqual([quiet.hooks, quiet.template], ['', '']);
      const plain = await clone('plain', {});
      assert.deepEqual([plain.hooks, plain.template], ['.husky/_', '.gitmessage']);
      await writeFile(path.join(plain.folder, 'notes.md'), '# Notes\n');
      await git(plain.folder, 'add', 'notes.md');
      const bad = await inShell(plain.folder, 'git', ['commit', '-m', 'Added stuff.']);
      assert.notEqual(bad.status, 0, bad.output);
    });
  }
});
