// The setup command as readers get it: the tarball the build packed, fetched
// by npx from the served build, and the line the generator page shows for it.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtemp, readdir, rm} from 'node:fs/promises';
import {homedir, tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {setupCommandFolder, setupCommandUrl} from '../../config/setupCommand.ts';
import {helpText} from '../../cli/src/usage.ts';
import {startPagesServer} from '../../tools/pagesServer.ts';
import {buildDir} from '../helpers/buildOutput.ts';
import {builtPage} from '../helpers/builtPages.ts';
import {locales, siteBaseUrl, siteUrl} from '../helpers/routes.ts';

const server = await startPagesServer({sites: [{root: buildDir, mount: siteBaseUrl}]});
const work = await mkdtemp(path.join(tmpdir(), 'setup-npx-'));
after(async () => {
  await server.close();
  await rm(work, {recursive: true, force: true});
});

const tarballs = await readdir(path.join(buildDir, setupCommandFolder));
const [tarball = ''] = tarballs;

function npx(args: readonly string[]) {
  const url = setupCommandUrl(tarball).replace(siteUrl, server.origin);
  const result = spawnSync('npx', ['-y', url, ...args], {
    cwd: work,
    encoding: 'utf8',
    env: {
      ...process.env,
      // A cache of its own: the tarball is fetched from the served build, its
      // dependencies from the machine's cache where it has them.
      npm_config_cache: path.join(work, 'npm-cache'),
      npm_config_prefer_offline: 'true',
      npm_config_update_notifier: 'false',
      HOME: process.env.HOME ?? homedir(),
    },
  });
  return {status: result.status, stdout: result.stdout, output: `${result.stdout}${result.stderr}`};
}

test('the build holds one tarball of the command, named by its content', () => {
  assert.equal(tarballs.length, 1, tarballs.join(', '));
  assert.match(tarball, /^create-setup-essentials-\d+\.\d+\.\d+-[0-9a-f]{12}\.tgz$/);
});

test('npx runs the tarball from the served build: --help is the reference page text, in both languages', async () => {
  for (const locale of locales) {
    const result = npx(['--help', '--lang', locale.key]);
    assert.equal(result.status, 0, result.output);
    assert.equal(result.stdout.trimEnd(), helpText(locale.key).trimEnd());
    const {document} = await builtPage(locale, 'docs/init/command/');
    const blocks = document.querySelectorAll('pre').map((pre) => pre.text.trimEnd());
    assert.ok(
      blocks.includes(result.stdout.trimEnd()),
      `docs/init/command/ (${locale.key}) shows no code block equal to --help`,
    );
  }
});

test('npx runs it in an empty folder with flags: a dry run that plans the Node package and writes nothing', async () => {
  const folder = await mkdtemp(path.join(work, 'empty-'));
  const result = spawnSync(
    'npx',
    ['-y', setupCommandUrl(tarball).replace(siteUrl, server.origin), '--dry-run', '--kind', 'node'],
    {
      cwd: folder,
      encoding: 'utf8',
      env: {...process.env, npm_config_cache: path.join(work, 'npm-cache')},
    },
  );
  assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
  assert.match(result.stdout, /\+ src\/cli\.ts/);
  assert.match(result.stdout, /Dry run: nothing was changed/);
  assert.deepEqual(await readdir(folder), []);
});

test('the generator page shows npx with this tarball, in both languages', async () => {
  for (const locale of locales) {
    const {document} = await builtPage(locale, 'docs/init/generator/');
    const lines = document.querySelectorAll('pre').map((pre) => pre.text.trim());
    const expected = `npx -y ${setupCommandUrl(tarball)}${locale.key === 'ko' ? ' --lang ko' : ''}`;
    assert.ok(
      lines.includes(expected),
      `${locale.key}: no line "${expected}" in ${lines.join(' | ').slice(0, 300)}`,
    );
  }
});

test('the release workflow can publish the package: npm publish --dry-run lists its README and the compiled command', () => {
  const result = spawnSync('npm', ['publish', '--dry-run', '--provenance=false'], {
    cwd: path.resolve(buildDir, '../cli'),
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  assert.equal(result.status, 0, output);
  for (const file of ['README.md', 'dist/cli.js', 'dist/generated.js', 'package.json']) {
    assert.match(output, new RegExp(` ${file.replace('.', '\\.')}\\n`), file);
  }
});
