// Security and privacy of every page a reader can land on: a
// Content-Security-Policy that allows the site's own origin and the page's own
// inline scripts only, nothing loaded from another host, and external links
// that give the opened site no handle on ours.
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {buildDir} from '../helpers/buildOutput.ts';
import {allPages, assertEveryPage, type BuiltPage} from '../helpers/builtPages.ts';

const pages = await allPages();
const everyPage = (check: (page: BuiltPage) => string[]) => assertEveryPage(pages, check);

test('every page carries its Content-Security-Policy before anything it governs', () =>
  everyPage((page) => {
    const [first, second] = (page.document.querySelector('head')?.childNodes ?? []).filter(
      (node) => node.nodeType === 1,
    );
    return first?.toString().startsWith('<meta charset') &&
      second?.toString().includes('http-equiv=Content-Security-Policy')
      ? []
      : ['the policy is not the first element after <meta charset>'];
  }));

test("the policy allows the site's own origin and the hashes of the page's inline scripts, no other script", () =>
  everyPage((page) => {
    const content = page.document
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute('content');
    if (!content) {
      return ['no Content-Security-Policy'];
    }
    const policy = new Map(
      content.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    const problems: string[] = [];
    for (const [name, expected] of [
      ['default-src', "'self'"],
      ['object-src', "'none'"],
    ] as const) {
      if (policy.get(name)?.join(' ') !== expected) {
        problems.push(`${name} is not ${expected}`);
      }
    }
    for (const [name, sources] of policy) {
      const foreign = sources.filter((source) => /^(https?:|\*|wss?:|blob:)/.test(source));
      if (foreign.length > 0) {
        problems.push(`${name} allows ${foreign.join(' ')}`);
      }
    }
    // Each inline script by its hash, and nothing else inline: no 'unsafe-*'.
    const inline = page.document
      .querySelectorAll('script:not([src])')
      .filter((script) => !script.getAttribute('type')?.includes('json'))
      .map((script) => `'sha256-${createHash('sha256').update(script.rawText).digest('base64')}'`);
    const scripts = (policy.get('script-src') ?? []).filter((source) => source !== "'self'");
    if (inline.length === 0 || inline.sort().join() !== [...new Set(scripts)].sort().join()) {
      problems.push(`inline scripts ${inline.join(' ')} against script-src ${scripts.join(' ')}`);
    }
    return problems;
  }));

test('nothing is loaded from another host', () =>
  everyPage((page) => {
    const loads = [
      ...page.document
        .querySelectorAll('script[src]')
        .map((element) => element.getAttribute('src')),
      ...page.document
        .querySelectorAll('link[href]')
        .filter((link) => !/\b(canonical|alternate)\b/.test(link.getAttribute('rel') ?? ''))
        .map((link) => link.getAttribute('href')),
      ...page.document
        .querySelectorAll('img, source, iframe, video, audio')
        .flatMap((element) => [element.getAttribute('src'), element.getAttribute('srcset')]),
    ];
    return loads
      .filter((url): url is string => !!url && !url.startsWith('data:'))
      .filter((url) => /^([a-z]+:)?\/\//i.test(url))
      .map((url) => `loads ${url}`);
  }));

test('no stylesheet fetches from another host', async () => {
  const cssDir = path.join(buildDir, 'assets/css');
  const problems: string[] = [];
  for (const file of await readdir(cssDir)) {
    const css = await readFile(path.join(cssDir, file), 'utf8');
    for (const [, url = ''] of css.matchAll(/url\(\s*["']?([^"')]+)/g)) {
      if (/^([a-z]+:)?\/\//i.test(url)) {
        problems.push(`${file}: url(${url})`);
      }
    }
    if (/@import\s/.test(css)) {
      problems.push(`${file}: @import`);
    }
  }
  assert.deepEqual(problems, []);
});

test('external links open with rel="noopener noreferrer"', () =>
  everyPage((page) =>
    page.document
      .querySelectorAll('a[href]')
      .filter((anchor) => /^https?:\/\//.test(anchor.getAttribute('href') ?? ''))
      .filter((anchor) => {
        const rel = (anchor.getAttribute('rel') ?? '').split(/\s+/);
        return !rel.includes('noopener') || !rel.includes('noreferrer');
      })
      .map(
        (anchor) => `${anchor.getAttribute('href')} has rel="${anchor.getAttribute('rel') ?? ''}"`,
      ),
  ));

test('no link runs script through a javascript: URL', () =>
  everyPage((page) =>
    page.document
      .querySelectorAll('[href], [src], [action]')
      .flatMap((element) => ['href', 'src', 'action'].map((name) => element.getAttribute(name)))
      .filter((url) => url?.trim().toLowerCase().startsWith('javascript:'))
      .map((url) => `links to ${url}`),
  ));
