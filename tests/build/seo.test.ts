// What search engines and link previews read, on every page of both sitemaps:
// canonical URL, hreflang alternates between the locales, unique titles and
// descriptions, Open Graph and Twitter tags with absolute image URLs, robots;
// and the sitemaps' own alternates, robots.txt and .nojekyll.
import assert from 'node:assert/strict';
import {access, readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {buildDir, fileOfUrl} from '../helpers/buildOutput.ts';
import {sitemapPages, type BuiltPage} from '../helpers/builtPages.ts';
import {locales, siteBaseUrl, siteUrl} from '../helpers/routes.ts';
import {readSitemap} from '../helpers/sitemap.ts';

const pages = await sitemapPages();
const siteRoot = `${siteUrl}${siteBaseUrl}`;

function meta(page: BuiltPage, key: string): string | undefined {
  const element = page.document.querySelector(`meta[name="${key}"], meta[property="${key}"]`);
  return element?.getAttribute('content');
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Fails with every page for which check returns a problem. */
async function assertEveryPage(
  check: (page: BuiltPage) => string | undefined | Promise<string | undefined>,
): Promise<void> {
  const problems: string[] = [];
  for (const page of pages) {
    const problem = await check(page);
    if (problem) {
      problems.push(`${page.path}: ${problem}`);
    }
  }
  assert.deepEqual(problems, []);
}

describe('every page of both sitemaps', () => {
  test('has its own absolute URL as canonical', () =>
    assertEveryPage((page) => {
      const canonical = page.document.querySelectorAll('link[rel="canonical"]');
      const href = canonical[0]?.getAttribute('href');
      const expected = `${siteUrl}${page.path}`;
      return canonical.length === 1 && href === expected ? undefined : `canonical ${href}`;
    }));

  test('has hreflang alternates for en, ko and x-default that exist in the build', () =>
    assertEveryPage(async (page) => {
      const alternates = page.document
        .querySelectorAll('link[rel="alternate"][hreflang]')
        .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href') ?? ''] as const);
      const langs = alternates.map(([lang]) => lang).sort();
      if (langs.join() !== 'en,ko,x-default') {
        return `hreflang ${langs.join()}`;
      }
      for (const [lang, href] of alternates) {
        const file = fileOfUrl(href);
        if (!file || !(await exists(file))) {
          return `hreflang ${lang} points at ${href}, which is not a page of the build`;
        }
      }
      const self = alternates.find(([lang]) => lang === page.locale.htmlLang)?.[1];
      return self === `${siteUrl}${page.path}` ? undefined : `its own hreflang is ${self}`;
    }));

  for (const locale of locales) {
    for (const field of ['title', 'description'] as const) {
      test(`has a ${field} of its own among the ${locale.key} pages`, () => {
        const byValue = new Map<string, string[]>();
        for (const page of pages.filter((candidate) => candidate.locale === locale)) {
          const value =
            field === 'title'
              ? page.document.querySelector('title')?.text
              : meta(page, 'description');
          if (!value?.trim()) {
            assert.fail(`${page.path} has no ${field}`);
          }
          byValue.set(value, [...(byValue.get(value) ?? []), page.path]);
        }
        const shared = [...byValue].filter(([, paths]) => paths.length > 1);
        assert.deepEqual(shared, [], `pages sharing one ${field}`);
      });
    }
  }

  test('has Open Graph and Twitter card tags with an absolute image that exists', () =>
    assertEveryPage(async (page) => {
      for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']) {
        if (!meta(page, key)) {
          return `no ${key}`;
        }
      }
      if (meta(page, 'og:url') !== `${siteUrl}${page.path}`) {
        return `og:url ${meta(page, 'og:url')}`;
      }
      for (const key of ['og:image', 'twitter:image']) {
        const file = fileOfUrl(meta(page, key) ?? '');
        if (!file || !(await exists(file))) {
          return `${key} ${meta(page, key)} is not an absolute URL of a file in the build`;
        }
      }
      return meta(page, 'twitter:card') === 'summary_large_image' ? undefined : 'twitter:card';
    }));

  test('lets robots index it and follow its links', () =>
    assertEveryPage((page) => {
      const robots = meta(page, 'robots');
      return robots === 'index, follow' ? undefined : `robots "${robots}"`;
    }));
});

for (const locale of locales) {
  test(`${locale.key} sitemap.xml pairs each page with its translation`, async () => {
    const entries = readSitemap(locale);
    assert.ok(entries.length > 0);
    const problems: string[] = [];
    for (const {loc, alternates: byLang} of entries) {
      if (Object.keys(byLang).sort().join() !== 'en,ko,x-default') {
        problems.push(`${loc}: alternates ${Object.keys(byLang).join()}`);
      }
      if (byLang[locale.htmlLang] !== loc) {
        problems.push(`${loc}: its own alternate is ${byLang[locale.htmlLang]}`);
      }
      for (const href of Object.values(byLang)) {
        const file = fileOfUrl(href);
        if (!file || !(await exists(file))) {
          problems.push(`${loc}: alternate ${href} is not a page of the build`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });
}

test('robots.txt at the root of the build names both sitemaps', async () => {
  const robots = await readFile(path.join(buildDir, 'robots.txt'), 'utf8');
  const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map(([, url]) => url);
  assert.deepEqual(
    sitemaps,
    locales.map((locale) => `${siteRoot}${locale.segment}sitemap.xml`),
  );
  assert.match(robots, /^User-agent: \*$/m);
});

test('.nojekyll reaches the build, so GitHub Pages serves it as it is', async () => {
  await access(path.join(buildDir, '.nojekyll'));
});
