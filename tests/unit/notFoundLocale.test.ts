// The inline script that sends a missing Korean path to the Korean not-found
// page (src/inlineScripts/notFoundLocale.ts), run here in a bare JavaScript context with
// just the document, location and history it reads, on the addresses a reader
// can reach. tests/e2e/notFound.spec.ts runs it in a browser on the build.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {runInNewContext} from 'node:vm';
import {notFoundLocaleScript} from '../../config/notFoundLocale.ts';

type Effect = {replace?: string; replaceState?: {state: unknown; url: string}};

/** What the script does on a page whose <html lang> is lang, opened at address. */
function run(lang: 'en' | 'ko', address: string, koreanBase = '/setup/kr/'): Effect {
  const url = new URL(address, 'https://setup-dev.github.io');
  const effect: Effect = {};
  const state = {key: 'router-state'};
  runInNewContext(notFoundLocaleScript(koreanBase).innerHTML ?? '', {
    URL,
    URLSearchParams,
    document: {documentElement: {lang}},
    location: {
      href: url.href,
      origin: url.origin,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => {
        effect.replace = to;
      },
    },
    history: {
      state,
      replaceState: (kept: unknown, _title: string, to: string) => {
        effect.replaceState = {state: kept, url: to};
      },
    },
  });
  return effect;
}

/** The English 404 page GitHub Pages serves for a missing address, then the page it leads to. */
function follow(address: string): {redirect?: string; shown?: string} {
  const {replace} = run('en', address);
  return replace === undefined
    ? {}
    : {redirect: replace, shown: run('ko', replace).replaceState?.url};
}

describe('notFoundLocaleScript', () => {
  test('sends a missing Korean path from the English 404 page to the Korean one', () => {
    assert.deepEqual(run('en', '/setup/kr/no-such-page/?q=1#part'), {
      replace: `/setup/kr/404.html?from=${encodeURIComponent('/setup/kr/no-such-page/?q=1#part')}`,
    });
  });

  test('stays on the English 404 page when the Korean one is missing, instead of looping', () => {
    const {replace} = run('en', '/setup/kr/no-such-page/');
    assert.ok(replace, 'a first redirect');
    assert.deepEqual(run('en', replace), {});
  });

  test('then puts the typed address back in the address bar, keeping the router state', () => {
    const back = run(
      'ko',
      `/setup/kr/404.html?from=${encodeURIComponent('/setup/kr/x/?q=1#part')}`,
    );
    assert.deepEqual(back, {
      replaceState: {state: {key: 'router-state'}, url: '/setup/kr/x/?q=1#part'},
    });
  });

  test('brings back exactly what the reader typed, Hangul and all', () => {
    for (const address of [
      '/setup/kr/no-such-page/?q=1#part',
      '/setup/kr/문서/없는-페이지/',
      '/setup/kr/docs/intro?a=1&b=%2F#h',
    ]) {
      const typed = new URL(address, 'https://setup-dev.github.io');
      assert.deepEqual(follow(address).shown, typed.pathname + typed.search + typed.hash, address);
    }
  });

  test('treats the Korean base URL in any case, with or without its final slash, as Korean', () => {
    assert.ok(follow('/setup/KR/DOCS/INTRO/').redirect?.startsWith('/setup/kr/404.html?from='));
    assert.ok(follow('/setup/kr').redirect?.startsWith('/setup/kr/404.html?from='));
    assert.equal(follow('/setup/KR/DOCS/INTRO/').shown, '/setup/KR/DOCS/INTRO/');
  });

  test('leaves English pages, missing English paths and look-alike paths alone', () => {
    for (const address of [
      '/setup/',
      '/setup/docs/intro/',
      '/setup/no-such-page/',
      '/setup/krypton/', // starts like the Korean base URL but is not under it
      '/setup-variant/kr/docs/',
      '/kr/setup/',
    ]) {
      assert.deepEqual(run('en', address), {}, address);
    }
  });

  test('leaves Korean pages alone, the Korean 404 page too when opened without ?from=', () => {
    assert.deepEqual(run('ko', '/setup/kr/docs/intro/'), {});
    assert.deepEqual(run('ko', '/setup/kr/docs/intro/?from=%2Fsetup%2Fkr%2Fx%2F'), {});
    assert.deepEqual(run('ko', '/setup/kr/404.html'), {});
    assert.deepEqual(run('ko', '/setup/kr/404.html?from='), {});
  });

  test('never writes an address outside the Korean base URL into history', () => {
    for (const from of [
      'https://evil.example/setup/kr/',
      '//evil.example/setup/kr/',
      'javascript:alert(1)//setup/kr/',
      '/setup/docs/intro/',
      '/setup/krypton/',
      '/setup/kr/../../evil',
      '/setup/kr/%2e%2e/%2E%2E/evil',
    ]) {
      assert.deepEqual(run('ko', `/setup/kr/404.html?from=${encodeURIComponent(from)}`), {}, from);
    }
  });

  test('spells an address typed with .html or /index.html the way the site does', () => {
    assert.equal(
      follow('/setup/kr/blog/authors.html?q=1#a').shown,
      '/setup/kr/blog/authors/?q=1#a',
    );
    assert.equal(follow('/setup/kr/docs/intro/index.html').shown, '/setup/kr/docs/intro/');
    assert.deepEqual(run('en', '/setup/docs/intro.html#h'), {
      replaceState: {state: {key: 'router-state'}, url: '/setup/docs/intro/#h'},
    });
    assert.equal(run('ko', '/setup/kr/index.html').replaceState?.url, '/setup/kr/');
    assert.deepEqual(run('en', '/setup/404.html'), {});
  });

  test('puts a base URL with quotes into the script as a string, not as code', () => {
    // A browser's location.pathname escapes a double quote, never an apostrophe.
    assert.deepEqual(run('en', "/it's/x/", "/it's/"), {
      replace: `/it's/404.html?from=${encodeURIComponent("/it's/x/")}`,
    });
    assert.deepEqual(run('en', '/setup/x/', '/"quoted"/'), {}, 'runs with a double quote too');
  });
});
