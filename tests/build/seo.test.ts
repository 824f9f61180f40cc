// What search engines and link previews read, on every page of both sitemaps:
// canonical URL, hreflang alternates between the locales, unique titles and
// descriptions, Open Graph and Twitter tags with absolute image URLs, robots;
// and the sitemaps' own alternates, robots.txt and .nojekyll.
import assert from 'node:assert/strict';
import {access, readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {buildDir, isBuildUrl} from '../helpers/buildOutput.ts';
import {assertEveryPage, sitemapPages, type BuiltPage} from '../helpers/builtPages.ts';
import {locales, siteBaseUrl, siteUrl} from '../helpers/routes.ts';
import {readSitemap} from '../helpers/sitemap.ts';

const pages = await sitemapPages();

function meta(page: BuiltPage, key: string): string | undefined {
  const element = page.document.querySelector(`meta[name="${key}"], meta[property="${key}"]`);
  return element?.getAttribute('content');
}

/**
 * Problems with the alternates of a page (hreflang, URL): one each for en, ko
 * and x-default, its own language's being its own URL, each a page of the build.
 */
function alternateProblems(
  alternates: readonly (readonly [string, string])[],
  self: string,
  lang: string,
): string[] {
  const langs = alternates.map(([hreflang]) => hreflang).sort();
  if (langs.join() !== 'en,ko,x-default') {
    return [`hreflang ${langs.join()}`];
  }
  const own = alternates.find(([hreflang]) => hreflang === lang)?.[1];
  const problems = own === self ? [] : [`its own alternate is ${own}`];
  for (const [hreflang, href] of alternates) {
    if (!isBuildUrl(href)) {
      problems.push(`hreflang ${hreflang} points at ${href}, which is not a page of the build`);
    }
  }
  return problems;
}

describe('every page of both sitemaps', () => {
  test('has its own absolute URL as canonical', () =>
    assertEveryPage(pages, (page) => {
      const canonical = page.document.querySelectorAll('link[rel="canonical"]');
      const href = canonical[0]?.getAttribute('href');
      return canonical.length === 1 && href === `${siteUrl}${page.path}`
        ? []
        : [`canonical ${href}`];
    }));

  test('has hreflang alternates for en, ko and x-default that exist in the build', () =>
    assertEveryPage(pages, (page) =>
      alternateProblems(
        page.document
          .querySelectorAll('link[rel="alternate"][hreflang]')
          .map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
        `${siteUrl}${page.path}`,
        page.locale.htmlLang,
      ),
    ));

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
    assertEveryPage(pages, (page) => {
      for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']) {
        if (!meta(page, key)) {
          return [`no ${key}`];
        }
      }
      if (meta(page, 'og:url') !== `${siteUrl}${page.path}`) {
        return [`og:url ${meta(page, 'og:url')}`];
      }
      for (const key of ['og:image', 'twitter:image']) {
        if (!isBuildUrl(meta(page, key) ?? '')) {
          return [`${key} ${meta(page, key)} is not an absolute URL of a file in the build`];
        }
      }
      return meta(page, 'twitter:card') === 'summary_large_image' ? [] : ['twitter:card'];
    }));

  // A stray noIndex (in the config or a page's front matter) would hide the site.
  test('does not ask search engines to skip it or its links', () =>
    assertEveryPage(pages, (page) => {
      const robots = meta(page, 'robots') ?? '';
      return /noindex|nofollow|none/.test(robots) ? [`robots "${robots}"`] : [];
    }));
});

for (const locale of locales) {
  test(`${locale.key} sitemap.xml pairs each page with its translation`, () => {
    const entries = readSitemap(locale);
    assert.ok(entries.length > 0);
    const problems = entries.flatMap(({loc, alternates}) =>
      alternateProblems(Object.entries(alternates), loc, locale.htmlLang).map(
        (problem) => `${loc}: ${problem}`,
      ),
    );
    assert.deepEqual(problems, []);
  });
}

test('robots.txt at the root of the build names both sitemaps', async () => {
  const robots = await readFile(path.join(buildDir, 'robots.txt'), 'utf8');
  const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map(([, url]) => url);
  assert.deepEqual(
    sitemaps,
    locales.map((locale) => `${siteUrl}${siteBaseUrl}${locale.segment}sitemap.xml`),
  );
  assert.match(robots, /^User-agent: \*$/m);
});

test('.nojekyll reaches the build, so GitHub Pages serves it as it is', async () => {
  await access(path.join(buildDir, '.nojekyll'));
});
