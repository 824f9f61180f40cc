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
import {allPages, type BuiltPage} from '../helpers/builtPages.ts';

const pages = await allPages();

/** The page's policy as directive name → sources. */
function policyOf(page: BuiltPage): Map<string, string[]> | undefined {
  const meta = page.document.querySelector('meta[http-equiv="Content-Security-Policy"]');
  const content = meta?.getAttribute('content');
  if (!content) {
    return undefined;
  }
  return new Map(
    content.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function assertNoProblems(check: (page: BuiltPage) => string[]): void {
  const problems = pages.flatMap((page) =>
    check(page).map((problem) => `${page.path}: ${problem}`),
  );
  assert.deepEqual(problems, []);
}

test('every page carries its Content-Security-Policy before anything it governs', () =>
  assertNoProblems((page) => {
    const head = page.document.querySelector('head');
    const first = head?.childNodes.find((node) => node.nodeType === 1);
    const second = head?.childNodes.filter((node) => node.nodeType === 1)[1];
    const isPolicy = second?.toString().includes('http-equiv=Content-Security-Policy');
    return first?.toString().startsWith('<meta charset') && isPolicy
      ? []
      : ['the policy is not the first element after <meta charset>'];
  }));

test("the policy allows the site's own origin only, and no inline or eval'd script", () =>
  assertNoProblems((page) => {
    const policy = policyOf(page);
    if (!policy) {
      return ['no Content-Security-Policy'];
    }
    const problems: string[] = [];
    if (policy.get('default-src')?.join(' ') !== "'self'") {
      problems.push(`default-src ${policy.get('default-src')?.join(' ')}`);
    }
    for (const [name, sources] of policy) {
      const foreign = sources.filter((source) => /^(https?:|\*|wss?:|blob:)/.test(source));
      if (foreign.length > 0) {
        problems.push(`${name} allows ${foreign.join(' ')}`);
      }
    }
    const scripts = policy.get('script-src') ?? [];
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'"]) {
      if (scripts.includes(unsafe)) {
        problems.push(`script-src allows ${unsafe}`);
      }
    }
    if (policy.get('object-src')?.join(' ') !== "'none'") {
      problems.push('object-src is not none');
    }
    return problems;
  }));

test("the policy lists the hash of each of the page's inline scripts, and no other", () =>
  assertNoProblems((page) => {
    const inline = page.document
      .querySelectorAll('script:not([src])')
      .filter((script) => !script.getAttribute('type')?.includes('json'))
      .map((script) => `'sha256-${createHash('sha256').update(script.rawText).digest('base64')}'`);
    const hashes = (policyOf(page)?.get('script-src') ?? []).filter((source) =>
      source.startsWith("'sha256-"),
    );
    return inline.sort().join() === [...new Set(hashes)].sort().join() && inline.length > 0
      ? []
      : [`inline scripts ${inline.join(' ')} against script-src ${hashes.join(' ')}`];
  }));

test('nothing is loaded from another host', () =>
  assertNoProblems((page) => {
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
  assertNoProblems((page) =>
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
  assertNoProblems((page) =>
    page.document
      .querySelectorAll('[href], [src], [action]')
      .flatMap((element) => ['href', 'src', 'action'].map((name) => element.getAttribute(name)))
      .filter((url) => url?.trim().toLowerCase().startsWith('javascript:'))
      .map((url) => `links to ${url}`),
  ));
