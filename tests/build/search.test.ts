// Each locale's Pagefind index (plugins/pagefind.ts), read from the build:
// one language, every doc and blog post of that locale and nothing else (no
// list page, no redirect, no page of the other locale), the files the search
// dialog fetches and none of Pagefind's ready-made interfaces, and no page
// whose HTML loads any of it (the browser fetches it only when the reader
// opens search: tests/e2e/search.spec.ts checks that; the bench measures
// what a query fetches, scripts/bench/search.ts).
//
// Size on disk, measured on 2026-11-22 with 14 docs and 4 posts per locale
// (Pagefind 1.5.2; KB of 1,024 bytes; the .pf_* and .pagefind files are
// gzipped already, the two scripts are not):
//   English build/pagefind/     355 KB (363,852 bytes): pagefind.js 44.5,
//     pagefind-worker.js 40.3, wasm.en.pagefind 70.5, wasm.unknown.pagefind
//     66.4, 3 index chunks 69.9, 18 fragments 63.2.
//   Korean  build/kr/pagefind/  356 KB (364,538 bytes): the same scripts,
//     wasm.unknown.pagefind 66.4 (Pagefind has no Korean stemmer), 1 index
//     chunk 128.2, 18 fragments 76.1. Pagefind cuts a chunk every 20,000
//     word positions: the English pages have 21,925 words, the Korean ones
//     16,736, all in one chunk, made large by their many distinct words
//     (particles stay attached), so a first Korean query fetches all of it.
import assert from 'node:assert/strict';
import {access, readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {gunzipSync} from 'node:zlib';
import {parse} from 'node-html-parser';
import {buildDir} from '../helpers/buildOutput.ts';
import {readerPages} from '../helpers/readerPages.ts';
import {locales, sitePath, specRoutes, type Locale} from '../helpers/routes.ts';

type Entry = {
  version: string;
  languages: Record<string, {hash: string; wasm: string | null; page_count: number}>;
};

type Fragment = {url: string; content: string; meta: {title?: string}};

const localeDir = (locale: Locale) => path.join(buildDir, locale.segment);
const pagefindDir = (locale: Locale) => path.join(localeDir(locale), 'pagefind');

async function readEntry(locale: Locale): Promise<Entry> {
  return JSON.parse(
    await readFile(path.join(pagefindDir(locale), 'pagefind-entry.json'), 'utf8'),
  ) as Entry;
}

/** A .pf_fragment file: gzip, then the "pagefind_dcd" signature, then the page's JSON. */
async function readFragments(locale: Locale): Promise<Fragment[]> {
  const folder = path.join(pagefindDir(locale), 'fragment');
  const names = (await readdir(folder)).filter((name) => name.endsWith('.pf_fragment'));
  return Promise.all(
    names.map(async (name) => {
      const data = gunzipSync(await readFile(path.join(folder, name)));
      const signature = 'pagefind_dcd';
      assert.equal(data.subarray(0, signature.length).toString(), signature, name);
      return JSON.parse(data.subarray(signature.length).toString('utf8')) as Fragment;
    }),
  );
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

for (const locale of locales) {
  const base = sitePath(locale.key);
  const other = locales.filter((candidate) => candidate !== locale);

  describe(`${locale.key} Pagefind index (${base}pagefind/)`, () => {
    test(`pagefind-entry.json lists one language, ${locale.htmlLang}, counting every doc and post`, async () => {
      const entry = await readEntry(locale);
      const {pages: searched} = await readerPages(locale);
      assert.deepEqual(Object.keys(entry.languages), [locale.htmlLang]);
      assert.equal(
        entry.languages[locale.htmlLang]?.page_count,
        searched.length,
        `the docs and posts of the build: ${searched.join(', ')}`,
      );
      assert.ok(searched.length > 0);
    });

    test('its fragments name every doc and post of the locale, and nothing else', async () => {
      const entry = await readEntry(locale);
      const {pages: searched, left} = await readerPages(locale);
      const fragments = await readFragments(locale);
      assert.equal(fragments.length, entry.languages[locale.htmlLang]?.page_count);
      const urls = fragments.map((fragment) => fragment.url).sort();
      assert.deepEqual(urls, searched);

      assert.deepEqual(
        urls.filter((url) => left.includes(url)),
        [],
        'no list or redirect page',
      );
      assert.deepEqual(
        urls.filter((url) => /\/(docs\/category|blog\/(tags|archive|authors|page))\//.test(url)),
        [],
        'no category, tag, archive, author or pagination page',
      );
      assert.deepEqual(
        urls.filter(
          (url) =>
            !url.startsWith(base) ||
            other.some(
              (another) => another.segment !== '' && url.startsWith(sitePath(another.key)),
            ),
        ),
        [],
        'no page of another locale',
      );
      for (const fragment of fragments) {
        assert.ok(fragment.meta.title?.trim(), `${fragment.url} has a title for its result`);
        assert.ok(fragment.content.trim(), `${fragment.url} has content`);
      }
    });

    test('holds the files the search dialog fetches', async () => {
      const files = await readdir(pagefindDir(locale), {recursive: true});
      for (const expected of [
        /^pagefind\.js$/,
        /^pagefind-worker\.js$/,
        /^pagefind-entry\.json$/,
        new RegExp(`^pagefind\\.${locale.htmlLang}_[0-9a-f]+\\.pf_meta$`),
        /^wasm\.[a-z]+\.pagefind$/,
        new RegExp(`^index/${locale.htmlLang}_[0-9a-f]+\\.pf_index$`),
        new RegExp(`^fragment/${locale.htmlLang}_[0-9a-f]+\\.pf_fragment$`),
      ]) {
        assert.ok(
          files.some((file) => expected.test(file.split(path.sep).join('/'))),
          `${expected} in ${pagefindDir(locale)}: ${files.join(', ')}`,
        );
      }
      // The wasm the entry names for the language (null: Pagefind's generic one).
      const wasm = (await readEntry(locale)).languages[locale.htmlLang]?.wasm ?? 'unknown';
      assert.ok(await exists(path.join(pagefindDir(locale), `wasm.${wasm}.pagefind`)), wasm);
    });

    test("leaves out Pagefind's ready-made interfaces", async () => {
      const files = await readdir(pagefindDir(locale), {recursive: true});
      assert.deepEqual(
        files.filter((file) =>
          /(^|[/\\])pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file),
        ),
        [],
      );
    });

    test("no page's HTML loads Pagefind", async () => {
      const entries = await readdir(localeDir(locale), {recursive: true});
      const pages = entries.filter(
        (entry) =>
          entry.endsWith('.html') &&
          // The English build holds the Korean one in kr/.
          !other.some((another) => another.segment !== '' && entry.startsWith(another.segment)),
      );
      for (const route of specRoutes) {
        assert.ok(pages.includes(`${route}index.html`), `${route}index.html is checked`);
      }
      const loading: string[] = [];
      for (const file of pages) {
        const document = parse(await readFile(path.join(localeDir(locale), file), 'utf8'));
        for (const element of document.querySelectorAll('*')) {
          const attributes = Object.values(element.attributes).join(' ');
          const script = element.tagName === 'SCRIPT' ? element.textContent : '';
          if (/pagefind/i.test(`${attributes} ${script}`)) {
            loading.push(`${file}: ${element.outerHTML.slice(0, 120)}`);
          }
        }
      }
      assert.deepEqual(loading, []);
    });
  });
}
