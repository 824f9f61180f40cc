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
const redirect = (to: string) => ({kind: 'redirect', to});
const missing = {kind: 'missing'};

describe('resolve', () => {
  test('answers each path as GitHub Pages does', async () => {
    for (const [pathname, expected] of [
      // A folder path: its index.html; without the final slash, a redirect to it.
      ['/setup/', file('index.html')],
      ['/setup/docs/intro/', file('docs/intro/index.html')],
      ['/setup/kr/', file('kr/index.html')],
      ['/setup', redirect('/setup/')],
      ['/setup/docs/intro', redirect('/setup/docs/intro/')],
      // "/x" from x.html, and files by their own name.
      ['/setup/blog', file('blog.html')],
      ['/setup/blog.html', file('blog.html')],
      ['/setup/img/logo.svg', file('img/logo.svg')],
      // Nothing for missing paths, "x/" of a page x.html, a folder without index.html.
      ['/setup/no-such-page/', missing],
      ['/setup/no-such-page', missing],
      ['/setup/blog/', missing],
      ['/setup/docs/empty/', missing],
      ['/setup/img/logo.svg/', missing],
      // Nothing outside the base URL.
      ['/', missing],
      ['/setup-variant/', missing],
      ['/other/setup/', missing],
      // Never a file outside the build, whatever the dots: the server decodes the
      // path after the URL parser removed literal dot segments, so
      // "/setup/..%2Fsecret.txt" reaches resolve as "/setup/../secret.txt".
      ['/setup/../secret.txt', missing],
      ['/setup/docs/../../secret.txt', missing],
      ['/setup/../build-private/secret.txt', missing],
    ] as const) {
      assert.deepEqual(await at(pathname), expected, pathname);
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
