// The search index of each locale: one content-hashed file, holding that
// locale's pages, within its size budget, and never referenced by a page's
// HTML (the browser fetches it only when the reader uses search).
import assert from 'node:assert/strict';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {gzipSync} from 'node:zlib';
import {buildDir, readHtml} from '../helpers/buildOutput.ts';
import {locales, siteBaseUrl, specRoutes} from '../helpers/routes.ts';

// Measured on 2026-11-22 with 13 docs pages and 4 posts per locale: English
// 185 KB, Korean 245 KB gzip (Korean words keep their particles, so it has
// three times as many distinct terms). The goal of 150 KB is not met; this
// budget stops further growth without a decision.
const indexBudgetBytes = 260 * 1024;

type IndexPart = {documents: {u: string}[]};

for (const locale of locales) {
  test(`${locale.htmlLang}: one hashed search index within ${indexBudgetBytes / 1024} KB gzip`, async () => {
    const folder = path.join(buildDir, locale.segment);
    const files = (await readdir(folder)).filter((name) =>
      /^search-index-[0-9a-f]+\.json$/.test(name),
    );
    assert.equal(files.length, 1, `search index files in ${folder}: ${files.join(', ')}`);
    const raw = await readFile(path.join(folder, files[0] ?? ''));
    const gzipBytes = gzipSync(raw, {level: 9}).length;
    assert.ok(
      gzipBytes <= indexBudgetBytes,
      `${files[0]} is ${Math.round(gzipBytes / 1024)} KB gzip`,
    );

    const urls = new Set(
      (JSON.parse(raw.toString()) as IndexPart[]).flatMap((part) =>
        part.documents.map((doc) => doc.u),
      ),
    );
    const localeBase = `${siteBaseUrl}${locale.segment}`;
    for (const route of specRoutes.filter((route) =>
      /^docs\/(intro|init|tutorial-basics)/.test(route),
    )) {
      assert.ok(urls.has(`${localeBase}${route}`), `the index holds ${localeBase}${route}`);
    }
    const foreign = [...urls].filter(
      (url) =>
        !url.startsWith(localeBase) ||
        (locale.segment === '' && url.startsWith(`${siteBaseUrl}kr/`)),
    );
    assert.deepEqual(foreign, [], 'the index holds only its own locale');
  });

  test(`${locale.htmlLang}: no page's HTML loads the search index`, async () => {
    for (const route of specRoutes) {
      assert.doesNotMatch(await readHtml(locale, route), /search-index/, route);
    }
  });
}
