// How the local GitHub Pages stand-in (scripts/lib/pagesServer.ts) maps a request
// path to a file of the build, on a small build in a temporary folder. The
// browser and crawl tests trust it to answer like GitHub Pages: a wrong
// answer here makes them pass on a site that breaks once published.
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, rm, stat, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {resolve} from '../../scripts/lib/pagesServer.ts';

const mount = '/setup/';
let folder = '';
let root = '';

before(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pages-server-'));
  root = path.join(folder, 'build');
  for (const file of [
    'index.html',
    '404.html',
    'docs/intro/index.html',
    'docs/empty/.keep',
    'blog.html',
    'img/logo.svg',
    'kr/index.html',
  ]) {
    await mkdir(path.dirname(path.join(root, file)), {recursive: true});
    await writeFile(path.join(root, file), file);
  }
  // Outside the build: a sibling folder whose name starts like the build's.
  await mkdir(path.join(folder, 'build-private'));
  await writeFile(path.join(folder, 'build-private/secret.txt'), 'secret');
  await writeFile(path.join(folder, 'secret.txt'), 'secret');
});

after(async () => {
  await rm(folder, {recursive: true, force: true});
});

const at = (pathname: string) => resolve(root, mount, pathname);
const file = (relative: string) => ({kind: 'file', file: path.join(root, relative)});
const missing = {kind: 'missing'};

describe('resolve', () => {
  test('serves a folder path from its index.html', async () => {
    assert.deepEqual(await at('/setup/'), file('index.html'));
    assert.deepEqual(await at('/setup/docs/intro/'), file('docs/intro/index.html'));
    assert.deepEqual(await at('/setup/kr/'), file('kr/index.html'));
  });

  test('redirects the base URL and a folder path without the final slash to the slash', async () => {
    assert.deepEqual(await at('/setup'), {kind: 'redirect', to: '/setup/'});
    assert.deepEqual(await at('/setup/docs/intro'), {kind: 'redirect', to: '/setup/docs/intro/'});
    assert.deepEqual(await at('/setup/kr'), {kind: 'redirect', to: '/setup/kr/'});
  });

  test('serves "/x" from x.html, and files by their own name', async () => {
    assert.deepEqual(await at('/setup/blog'), file('blog.html'));
    assert.deepEqual(await at('/setup/blog.html'), file('blog.html'));
    assert.deepEqual(await at('/setup/img/logo.svg'), file('img/logo.svg'));
  });

  test('finds nothing for missing paths, "x/" of a page x.html, and a folder without index.html', async () => {
    for (const pathname of [
      '/setup/no-such-page/',
      '/setup/no-such-page',
      '/setup/blog/',
      '/setup/docs/empty/',
      '/setup/img/logo.svg/',
    ]) {
      assert.deepEqual(await at(pathname), missing, pathname);
    }
  });

  test('finds nothing outside the base URL', async () => {
    for (const pathname of ['/', '/docs/intro/', '/setup-variant/', '/other/setup/']) {
      assert.deepEqual(await at(pathname), missing, pathname);
    }
  });

  test('never serves a file outside the build, whatever the dots in the path', async () => {
    // The URL parser removes literal dot segments, but the server decodes the path after
    // it: "/setup/..%2Fsecret.txt" reaches resolve as "/setup/../secret.txt".
    for (const pathname of [
      '/setup/../secret.txt',
      '/setup/docs/../../secret.txt',
      '/setup/../build-private/secret.txt',
    ]) {
      assert.deepEqual(await at(pathname), missing, pathname);
    }
  });

  test('is case-sensitive, like GitHub Pages', async (t) => {
    const caseBlind = await stat(path.join(root, 'INDEX.HTML')).then(
      () => true,
      () => false,
    );
    if (caseBlind) {
      t.skip('this file system ignores case, so the server cannot tell /Docs/ from /docs/');
      return;
    }
    assert.deepEqual(await at('/setup/DOCS/INTRO/'), missing);
    assert.deepEqual(await at('/setup/Blog'), missing);
    assert.deepEqual(await at('/SETUP/'), missing);
  });
});
