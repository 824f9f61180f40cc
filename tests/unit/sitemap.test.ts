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
  test('gives a page of either build and its twin the same alternates, English being x-default', async () => {
    for (const [english, korean] of [
      ['/setup/docs/intro/', '/setup/kr/docs/intro/'],
      ['/setup/', '/setup/kr/'],
    ] as const) {
      const links = [
        {lang: 'en', url: `${site}${english}`},
        {lang: 'ko', url: `${site}${korean}`},
        {lang: 'x-default', url: `${site}${english}`},
      ];
      for (const [baseUrl, page] of [
        ['/setup/', english],
        ['/setup/kr/', korean],
      ] as const) {
        const {items} = await itemsFor(baseUrl, [{url: `${site}${page}`}]);
        assert.deepEqual(items, [{url: `${site}${page}`, links}], page);
      }
    }
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
