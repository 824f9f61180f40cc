// The hreflang alternates each sitemap entry gets (config/sitemap.ts), for the
// published site's URLs: SITE_URL and BASE_URL are cleared before the config
// is loaded, so a fork's environment does not change what is tested. The
// built sitemaps themselves are checked in tests/build/sitemap.test.ts.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

delete process.env.SITE_URL;
delete process.env.BASE_URL;
const {createSitemapItems} = await import('../../config/sitemap.ts');

type Params = Parameters<typeof createSitemapItems>[0];
type Item = Awaited<ReturnType<Params['defaultCreateSitemapItems']>>[number];

const site = 'https://setup-dev.github.io';

/** What createSitemapItems returns for the given default items of the build under baseUrl. */
async function itemsFor(baseUrl: string, defaults: Item[]) {
  const received: unknown[] = [];
  const params = {
    siteConfig: {baseUrl},
    routes: [],
    defaultCreateSitemapItems: (rest: unknown) => {
      received.push(rest);
      return Promise.resolve(defaults);
    },
  } as unknown as Params;
  const items = (await createSitemapItems(params)) as (Item & {links?: unknown})[];
  return {items, received};
}

describe('createSitemapItems', () => {
  test('pairs each English page with its Korean twin, English being x-default', async () => {
    const {items} = await itemsFor('/setup/', [{url: `${site}/setup/docs/intro/`}]);
    assert.deepEqual(items, [
      {
        url: `${site}/setup/docs/intro/`,
        links: [
          {lang: 'en', url: `${site}/setup/docs/intro/`},
          {lang: 'ko', url: `${site}/setup/kr/docs/intro/`},
          {lang: 'x-default', url: `${site}/setup/docs/intro/`},
        ],
      },
    ]);
  });

  test('gives a Korean page the same alternates as its English twin', async () => {
    const english = await itemsFor('/setup/', [{url: `${site}/setup/blog/first-post/`}]);
    const korean = await itemsFor('/setup/kr/', [{url: `${site}/setup/kr/blog/first-post/`}]);
    assert.deepEqual(korean.items[0]?.links, english.items[0]?.links);
    assert.deepEqual(korean.items[0]?.links, [
      {lang: 'en', url: `${site}/setup/blog/first-post/`},
      {lang: 'ko', url: `${site}/setup/kr/blog/first-post/`},
      {lang: 'x-default', url: `${site}/setup/blog/first-post/`},
    ]);
  });

  test('pairs the two home pages', async () => {
    const {items} = await itemsFor('/setup/kr/', [{url: `${site}/setup/kr/`}]);
    assert.deepEqual(items[0]?.links, [
      {lang: 'en', url: `${site}/setup/`},
      {lang: 'ko', url: `${site}/setup/kr/`},
      {lang: 'x-default', url: `${site}/setup/`},
    ]);
  });

  test('keeps what Docusaurus wrote of each entry, and every entry', async () => {
    const defaults: Item[] = [
      {url: `${site}/setup/`, lastmod: '2026-11-01', changefreq: 'weekly', priority: 0.5},
      {url: `${site}/setup/docs/intro/`, lastmod: null},
    ];
    const {items, received} = await itemsFor('/setup/', defaults);
    assert.equal(items.length, defaults.length);
    items.forEach((item, index) => {
      assert.deepEqual({...item, links: []}, {...defaults[index], links: []});
    });
    assert.deepEqual(received, [{siteConfig: {baseUrl: '/setup/'}, routes: []}]);
  });

  test('fails naming the URL when an entry is outside the build’s base URL', async () => {
    await assert.rejects(
      itemsFor('/setup/kr/', [{url: `${site}/setup/docs/intro/`}]),
      new RegExp(`Sitemap URL ${site}/setup/docs/intro/ is outside .* ${site}/setup/kr/`),
    );
    await assert.rejects(
      itemsFor('/setup/', [{url: 'https://example.com/setup/docs/intro/'}]),
      /Sitemap URL https:\/\/example\.com\/setup\/docs\/intro\/ is outside/,
    );
  });
});
