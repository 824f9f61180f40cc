// The generated script: shellcheck and sh -n accept every variant, and run for
// real it sets up an empty folder with npm and an existing project with pnpm,
// then refuses to run over its own files or a reader's.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdir, mkdtemp, readFile, realpath, rm, writeFile} from 'node:fs/promises';
import {homedir, tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {stripVTControlCharacters} from 'node:util';
import {generatorUrls} from '../../config/generator.ts';
import {readExampleSources} from '../../plugins/exampleSources.ts';
import {packageManagers} from '../../src/components/PackageManagerTabs/commands.ts';
import {filesForScript, generateScript} from '../../src/components/SetupGenerator/script.ts';
import {
  defaultOptions,
  kinds,
  pieces,
  type Options,
} from '../../src/components/SetupGenerator/options.ts';
import {projectDir} from '../../tools/run.ts';

const sources = await readExampleSources(projectDir);
const script = (options: Options) =>
  generateScript(sources, options, generatorUrls.generatorPageUrl);

const root = await realpath(await mkdtemp(path.join(tmpdir(), 'generator-script-')));
after(() => rm(root, {recursive: true, force: true}));

// A reader's shell: the site's own tools only for pnpm, which the reader
// would have installed; npm served from the local cache where it can.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: [
    path.join(root, 'bin'),
    ...(process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((dir) => !dir.endsWith(path.join('node_modules', '.bin'))),
  ].join(path.delimiter),
  HOME: path.join(root, 'home'),
  npm_config_cache: process.env.npm_config_cache ?? path.join(homedir(), '.npm'),
  npm_config_prefer_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  GIT_CONFIG_NOSYSTEM: '1',
};

before(async () => {
  await mkdir(path.join(root, 'home'));
  await writeFile(
    path.join(root, 'home/.gitconfig'),
    '[user]\n\tname = Reader\n\temail = reader@example.com\n',
  );
  await mkdir(path.join(root, 'bin'));
  await writeFile(
    path.join(root, 'bin/pnpm'),
    `#!/bin/sh\nexec "${path.join(projectDir, 'node_modules/.bin/pnpm')}" "$@"\n`,
    {mode: 0o755},
  );
});

function runScript(dir: string, text: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const result = spawnSync('sh', ['-s'], {
    cwd: dir,
    env: {...env, ...extraEnv},
    input: text,
    encoding: 'utf8',
  });
  return {
    status: result.status,
    output: stripVTControlCharacters(`${result.stdout}${result.stderr}`),
  };
}

function git(dir: string, ...args: string[]): string {
  return spawnSync('git', args, {cwd: dir, env, encoding: 'utf8'}).stdout.trim();
}

describe('every variant passes shellcheck and sh -n', () => {
  const variants: {name: string; options: Options}[] = [];
  for (const {value: packageManager} of packageManagers) {
    for (const kind of kinds) {
      const base: Options = {...defaultOptions, packageManager, kind};
      variants.push({name: `${packageManager}-${kind}`, options: base});
      for (const piece of pieces) {
        variants.push({
          name: `${packageManager}-${kind}-without-${piece}`,
          options: {...base, pieces: new Set(pieces.filter((other) => other !== piece))},
        });
      }
    }
  }
  variants.push({name: 'npm-vite-ts7', options: {...defaultOptions, typescript: '7-beside-6'}});

  test(`${variants.length} scripts`, async () => {
    const folder = path.join(root, 'shellcheck');
    await mkdir(folder);
    const files = await Promise.all(
      variants.map(async ({name, options}) => {
        const file = path.join(folder, `${name}.sh`);
        await writeFile(file, script(options));
        return file;
      }),
    );
    const shellcheck = spawnSync('shellcheck', ['--shell=sh', ...files], {encoding: 'utf8'});
    assert.equal(shellcheck.status, 0, `${shellcheck.stdout}${shellcheck.stderr}`);
    for (const file of files) {
      const syntax = spawnSync('sh', ['-n', file], {encoding: 'utf8'});
      assert.equal(syntax.status, 0, `${file}: ${syntax.stderr}`);
    }
  });
});

describe('npm, in an empty folder', () => {
  const dir = path.join(root, 'empty-npm');
  const text = script(defaultOptions);

  test('sets up, installs, checks and commits', async () => {
    await mkdir(dir);
    const result = runScript(dir, text);
    assert.equal(result.status, 0, result.output);
    for (const step of [
      'Check: typecheck',
      'Check: lint',
      'Check: format:check',
      'Make the first commit',
    ]) {
      assert.match(result.output, new RegExp(`==> ${step}`));
    }
    for (const file of filesForScript(sources, defaultOptions).filter(
      (f) => f.path !== 'package.json',
    )) {
      assert.equal(await readFile(path.join(dir, file.path), 'utf8'), file.text, file.path);
    }
    assert.equal(git(dir, 'log', '--format=%s'), 'chore: set up the project');
    assert.equal(git(dir, 'status', '--porcelain'), '');
    assert.equal(git(dir, 'config', 'core.hooksPath'), '.husky/_');
    assert.equal(git(dir, 'config', 'commit.template'), '.gitmessage');
  });

  test('the hooks it activated reject a bad message and accept a good one', async () => {
    await writeFile(path.join(dir, 'src/lib/extra.ts'), 'export const extra = 1;\n');
    git(dir, 'add', '-A');
    const bad = spawnSync('git', ['commit', '-m', 'Added a thing.'], {
      cwd: dir,
      env,
      encoding: 'utf8',
    });
    assert.notEqual(bad.status, 0);
    assert.match(bad.stdout + bad.stderr, /type-empty|subject-case|type-enum/);
    const good = spawnSync('git', ['commit', '-m', 'feat: add a thing'], {
      cwd: dir,
      env,
      encoding: 'utf8',
    });
    assert.equal(good.status, 0, good.stdout + good.stderr);
    assert.match(good.stdout + good.stderr, /Running tasks for staged files/);
  });

  test('run a second time, it stops before changing anything', () => {
    const before = git(dir, 'rev-parse', 'HEAD');
    const result = runScript(dir, text);
    assert.equal(result.status, 1, result.output);
    assert.match(result.output, /these files already exist: .*eslint\.config\.js/);
    assert.match(result.output, /SETUP_OVERWRITE=1/);
    assert.match(result.output, /stopped at step "Check that no file would be overwritten"/);
    assert.equal(git(dir, 'status', '--porcelain'), '');
    assert.equal(git(dir, 'rev-parse', 'HEAD'), before);
  });
});

describe('pnpm, in an existing project', () => {
  const dir = path.join(root, 'existing-pnpm');
  const options: Options = {...defaultOptions, packageManager: 'pnpm', kind: 'node'};
  const manifest = {
    name: 'legacy-tool',
    version: '2.3.4',
    description: 'A project that already exists',
    scripts: {test: 'node --test'},
  };

  before(async () => {
    await mkdir(path.join(dir, 'src'), {recursive: true});
    await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(path.join(dir, 'src/index.ts'), 'export const answer = 42;\n');
    await writeFile(path.join(dir, '.gitignore'), 'node_modules/\nlocal-notes/');
    // Already a repository, on a branch of its own, with history to keep.
    spawnSync('git', ['init', '-q', '-b', 'trunk'], {cwd: dir, env});
    spawnSync('git', ['add', '-A'], {cwd: dir, env});
    spawnSync('git', ['commit', '-q', '-m', 'legacy: the first commit'], {cwd: dir, env});
  });

  test('adds to package.json and .gitignore, and leaves the sources alone', async () => {
    const result = runScript(dir, script(options));
    assert.equal(result.status, 0, result.output);
    assert.doesNotMatch(result.output, /Make the first commit/);
    const after = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | string
    >;
    assert.equal(after.name, manifest.name);
    assert.equal(after.version, manifest.version);
    assert.equal(after.description, manifest.description);
    assert.equal((after.scripts as Record<string, string>).test, 'node --test');
    assert.equal((after.scripts as Record<string, string>).lint, 'eslint .');
    assert.equal(
      (after.devEngines as unknown as {packageManager: {name: string}}).packageManager.name,
      'pnpm',
    );
    assert.equal(
      await readFile(path.join(dir, 'src/index.ts'), 'utf8'),
      'export const answer = 42;\n',
    );
    await assert.rejects(readFile(path.join(dir, 'src/cli.ts')));
    const gitignore = await readFile(path.join(dir, '.gitignore'), 'utf8');
    assert.match(gitignore, /^node_modules\/\nlocal-notes\/\n/);
    assert.equal(gitignore.split('\n').filter((line) => line === 'node_modules/').length, 1);
    assert.match(gitignore, /^\.env$/m);
    assert.match(await readFile(path.join(dir, 'pnpm-lock.yaml'), 'utf8'), /eslint/);
    assert.equal(git(dir, 'config', 'core.hooksPath'), '.husky/_');
    assert.match(result.output, /Already a Git repository\./);
    assert.equal(git(dir, 'branch', '--show-current'), 'trunk');
    assert.equal(git(dir, 'log', '--format=%s'), 'legacy: the first commit');
  });
});

test('a folder holding a file the script would write is left as it was', async () => {
  const dir = path.join(root, 'in-the-way');
  await mkdir(dir);
  await writeFile(path.join(dir, 'eslint.config.js'), 'export default [];\n');
  const result = runScript(dir, script(defaultOptions));
  assert.equal(result.status, 1, result.output);
  assert.match(
    result.output,
    /these files already exist: eslint\.config\.js\. Nothing was changed\./,
  );
  assert.equal(await readFile(path.join(dir, 'eslint.config.js'), 'utf8'), 'export default [];\n');
  const spawned = spawnSync('ls', ['-A', dir], {encoding: 'utf8'});
  assert.equal(spawned.stdout.trim(), 'eslint.config.js');
});
