// The setup command as readers get it: the tarball the build packed, fetched
// by npx from the served build, and the line the generator page shows for it.
import assert from 'node:assert/strict';
import {mkdtemp, readdir, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {setupCommandFolder, setupCommandUrl} from '../../config/setupCommand.ts';
import {startPagesServer} from '../../scripts/lib/pagesServer.ts';
import {readerEnv} from '../../scripts/lib/readerEnv.ts';
import {run, runAsync} from '../../scripts/lib/run.ts';
import {buildDir} from '../helpers/buildOutput.ts';
import type {HTMLElement} from 'node-html-parser';
import {builtPage} from '../helpers/builtPages.ts';
import {locales, siteBaseUrl, siteUrl} from '../helpers/routes.ts';

const server = await startPagesServer({sites: [{root: buildDir, mount: siteBaseUrl}]});
const work = await mkdtemp(path.join(tmpdir(), 'setup-npx-'));
// A reader's shell with a cache of its own, so that npx fetches the tarball
// from the server; the command's dependencies come from the registry.
const readerEnvironment = await readerEnv(path.join(work, 'home'), {
  npm_config_cache: path.join(work, 'npm-cache'),
});
after(async () => {
  await server.close();
  await rm(work, {recursive: true, force: true});
});

const tarballs = await readdir(path.join(buildDir, setupCommandFolder));
const [tarball = ''] = tarballs;

/** The text of each code block of a page, line by line as a reader sees it. */
function codeBlocks(document: HTMLElement): string[] {
  return document.querySelectorAll('pre').map((pre) => {
    const lines = pre.querySelectorAll('.token-line');
    return lines.length > 0
      ? lines
          .map((line) => line.text.replace(/\n$/, ''))
          .join('\n')
          .trimEnd()
      : pre.text.trim();
  });
}

/** npx on the tarball as the served build hands it out (async: the server runs in this process). */
function npx(args: readonly string[], cwd = work) {
  const url = setupCommandUrl(tarball).replace(siteUrl, server.origin);
  return runAsync('npx', ['-y', url, ...args], {cwd, env: readerEnvironment});
}

test('the build holds one tarball of the command, named by its content', () => {
  assert.equal(tarballs.length, 1, tarballs.join(', '));
  assert.match(tarball, /^create-setup-essentials-\d+\.\d+\.\d+-[0-9a-f]{12}\.tgz$/);
});

test('npx runs the tarball from the served build: --help is what the reference page shows, in both languages', async () => {
  for (const locale of locales) {
    const result = await npx(['--help', '--lang', locale.key]);
    assert.equal(result.status, 0, result.output);
    const {document} = await builtPage(locale, 'docs/init/command/');
    assert.ok(
      codeBlocks(document).includes(result.stdout.trimEnd()),
      `docs/init/command/ (${locale.key}) shows no code block equal to --help`,
    );
  }
});

test('npx runs it in an empty folder with flags: a dry run that plans the Node package and writes nothing', async () => {
  const folder = await mkdtemp(path.join(work, 'empty-'));
  const result = await npx(['--dry-run', '--kind', 'node'], folder);
  assert.equal(result.status, 0, result.output);
  assert.match(result.stdout, /\+ src\/cli\.ts/);
  assert.match(result.stdout, /Dry run: nothing was changed/);
  assert.deepEqual(await readdir(folder), []);
});

test('the generator page shows npx with this tarball, in both languages', async () => {
  for (const locale of locales) {
    const {document} = await builtPage(locale, 'docs/init/generator/');
    const lines = codeBlocks(document);
    const expected = `npx -y ${setupCommandUrl(tarball)}${locale.key === 'ko' ? ' --lang ko' : ''}`;
    assert.ok(
      lines.includes(expected),
      `${locale.key}: no line "${expected}" in ${lines.join(' | ').slice(0, 300)}`,
    );
  }
});

test('the release workflow can publish the package: npm publish --dry-run lists its README and the compiled command', () => {
  const result = run('npm', ['publish', '--dry-run', '--provenance=false'], {
    cwd: path.resolve(buildDir, '../cli'),
    // The file list is a notice: npm run -s (loglevel silent) would hide it.
    env: {npm_config_loglevel: 'notice'},
  });
  const output = result.output;
  assert.equal(result.status, 0, output);
  for (const file of ['README.md', 'dist/cli.js', 'dist/generated.js', 'package.json']) {
    assert.match(output, new RegExp(` ${file.replace('.', '\\.')}\\n`), file);
  }
});
