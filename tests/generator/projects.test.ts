// The real tools accept what the generator writes: for representative choices,
// the files go into a throwaway folder that borrows the installed
// node_modules of the matching example (same versions), or installs its own
// when the versions differ (TypeScript 7), and ESLint, Prettier, tsc and the
// Git hooks run on them.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdir, mkdtemp, realpath, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {stripVTControlCharacters} from 'node:util';
import {exampleFolders, readExampleSources} from '../../plugins/exampleSources.ts';
import {generateFiles} from '../../cli/src/files.ts';
import {
  defaultOptions,
  effectivePieces,
  pieces,
  type Options,
  type Piece,
} from '../../cli/src/choices.ts';
import {readerEnv} from '../../scripts/lib/readerEnv.ts';
import {projectDir} from '../../scripts/lib/run.ts';

const sources = await readExampleSources(projectDir);
const root = await realpath(await mkdtemp(path.join(tmpdir(), 'generator-projects-')));
after(() => rm(root, {recursive: true, force: true}));

const only = (...on: Piece[]) => new Set(pieces.filter((piece) => on.includes(piece)));
const without = (...off: Piece[]) => new Set(pieces.filter((piece) => !off.includes(piece)));

// Every piece with npm and pnpm, in both kinds, is set up for real by the
// setup command's end-to-end tests (cli/test/endToEnd.test.ts); these are
// the narrowed combinations.
const combinations: {name: string; options: Options}[] = [
  {name: 'Yarn, Node package', options: {...defaultOptions, packageManager: 'yarn', kind: 'node'}},
  {name: 'Bun, Vite app', options: {...defaultOptions, packageManager: 'bun'}},
  {name: 'ESLint only, untyped', options: {...defaultOptions, pieces: only('eslint')}},
  {name: 'without husky', options: {...defaultOptions, pieces: without('husky')}},
  {name: 'Prettier and husky, no ESLint', options: {...defaultOptions, pieces: without('eslint')}},
  {name: 'TypeScript 7 beside 6', options: {...defaultOptions, typescript: '7-beside-6'}},
];

// A reader's shell (scripts/lib/readerEnv.ts) with a Git identity.
const env = await readerEnv(root, {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Reader',
  GIT_AUTHOR_EMAIL: 'reader@example.com',
  GIT_COMMITTER_NAME: 'Reader',
  GIT_COMMITTER_EMAIL: 'reader@example.com',
});

function run(dir: string, command: string, args: readonly string[]) {
  const result = spawnSync(command, args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...env,
      // The folder's own binaries first, then pnpm from the site's, as a reader's PATH would have it.
      PATH: [
        path.join(dir, 'node_modules/.bin'),
        path.join(projectDir, 'node_modules/.bin'),
        env.PATH,
      ].join(path.delimiter),
    },
  });
  return {
    status: result.status,
    output: stripVTControlCharacters(`${result.stdout}${result.stderr}`),
  };
}

async function writeProject(name: string, options: Options): Promise<string> {
  const dir = path.join(root, name.replace(/\W+/g, '-'));
  for (const file of generateFiles(sources, options)) {
    await mkdir(path.dirname(path.join(dir, file.path)), {recursive: true});
    await writeFile(path.join(dir, file.path), file.text);
  }
  if (options.typescript === '6') {
    await symlink(
      path.join(projectDir, exampleFolders[options.kind], 'node_modules'),
      path.join(dir, 'node_modules'),
    );
  } else {
    const install = run(dir, 'npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund']);
    assert.equal(install.status, 0, install.output);
  }
  return dir;
}

describe('generated projects pass the real tools', {concurrency: 2}, () => {
  for (const {name, options} of combinations) {
    test(name, async () => {
      const on = effectivePieces(options);
      const dir = await writeProject(name, options);
      const typecheck = run(dir, 'tsc', ['--noEmit']);
      assert.equal(typecheck.status, 0, `tsc --noEmit\n${typecheck.output}`);
      if (on.has('eslint')) {
        const lint = run(dir, 'eslint', ['--max-warnings=0', '.']);
        assert.equal(lint.status, 0, `eslint\n${lint.output}`);
      }
      if (on.has('prettier')) {
        const format = run(dir, 'prettier', ['--check', '.']);
        assert.equal(format.status, 0, `prettier --check\n${format.output}`);
      }
      if (options.typescript === '7-beside-6') {
        assert.match(run(dir, 'tsc', ['--version']).output, /Version 7\./);
        assert.match(run(dir, 'node', ['-p', "require('typescript').version"]).output, /^6\.0\./);
      }
      // The hooks call npx or pnpm exec; Yarn and Bun are not installed here.
      if (on.has('husky') && ['npm', 'pnpm'].includes(options.packageManager)) {
        run(dir, 'git', ['init', '-q', '-b', 'main']);
        await writeFile(path.join(dir, '.git/info/exclude'), 'node_modules\n');
        const husky = run(dir, 'husky', []);
        assert.equal(husky.status, 0, husky.output);
        run(dir, 'git', ['add', '-A']);
        if (on.has('commitlint')) {
          const bad = run(dir, 'git', ['commit', '-m', 'Set everything up.']);
          assert.notEqual(bad.status, 0, bad.output);
          assert.match(bad.output, /\[type-empty\]|\[subject-empty\]/);
        }
        const good = run(dir, 'git', ['commit', '-m', 'chore: set up the project']);
        assert.equal(good.status, 0, good.output);
        assert.match(good.output, /Running tasks for staged files/);
      }
    });
  }
});
