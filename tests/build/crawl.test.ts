// A crawler over the build served the way GitHub Pages serves it: from the
// home page of each locale it follows every internal link of every page and
// fails on links that do not load and on #fragments that name no element of
// their target page. The pages it reaches must be exactly the sitemaps' pages.
// The build only warns about broken anchors and duplicate routes; this fails.
import assert from 'node:assert/strict';
import {after, test} from 'node:test';
import {parse, type HTMLElement} from 'node-html-parser';
import {localeOfPath} from '../helpers/builtPages.ts';
import {startPagesServer, type PagesServer} from '../helpers/pagesServer.ts';
import {locales, siteBaseUrl} from '../helpers/routes.ts';
import {sitemapPaths} from '../helpers/sitemap.ts';

type Link = {from: string; href: string; url: URL};
type Fetched = {status: number; html?: HTMLElement; ids?: Set<string>};

const server: PagesServer = await startPagesServer({sites: [{root: 'build', mount: siteBaseUrl}]});
after(() => server.close());

async function fetchPage(url: string): Promise<Fetched> {
  const response = await fetch(url, {redirect: 'manual'});
  if (!response.headers.get('content-type')?.startsWith('text/html')) {
    await response.body?.cancel();
    return {status: response.status};
  }
  const html = parse(await response.text());
  const ids = new Set(
    html
      .querySelectorAll('[id], a[name]')
      .map((element) => element.id || element.getAttribute('name') || ''),
  );
  return {status: response.status, html, ids};
}

/** Internal links of a page, absolute, with the page they were found on. */
function linksOf(page: string, html: HTMLElement): Link[] {
  return html.querySelectorAll('a[href]').flatMap((anchor) => {
    const href = anchor.getAttribute('href') ?? '';
    const url = new URL(href, page);
    const internal = url.origin === server.origin && url.pathname.startsWith(siteBaseUrl);
    return internal ? [{from: new URL(page).pathname, href, url}] : [];
  });
}

/** Crawls breadth-first from the locales' home pages; returns every page fetched. */
async function crawl() {
  const pages = new Map<string, Fetched>();
  const links: Link[] = [];
  let frontier = locales.map((locale) => `${server.origin}${siteBaseUrl}${locale.segment}`);
  while (frontier.length > 0) {
    const fresh = frontier.filter((url) => !pages.has(url));
    const fetched = await Promise.all(
      fresh.map(async (url) => [url, await fetchPage(url)] as const),
    );
    const found = fetched.flatMap(([url, page]) => {
      pages.set(url, page);
      return page.html ? linksOf(url, page.html) : [];
    });
    links.push(...found);
    frontier = [...new Set(found.map(({url}) => `${url.origin}${url.pathname}${url.search}`))];
  }
  return {pages, links};
}

const result = await crawl();

test('every internal link loads and every #fragment names an element of its page', async (t) => {
  const {pages, links} = result;
  const broken = links.flatMap(({from, href, url}) => {
    const target = pages.get(`${url.origin}${url.pathname}${url.search}`);
    if (target?.status !== 200) {
      return [`${from}: ${href} answers ${target?.status}`];
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (fragment && !target.ids?.has(fragment)) {
      return [`${from}: ${href} names no element id="${fragment}"`];
    }
    return [];
  });
  assert.deepEqual([...new Set(broken)], [], 'broken links, by the page they are on');
  for (const locale of locales) {
    const own = (path: string) => localeOfPath(path) === locale;
    const fetched = [...pages].filter(([url]) => own(new URL(url).pathname));
    const htmlCount = fetched.filter(([, page]) => page.html).length;
    const ownLinks = links.filter(({from}) => own(from));
    const targets = new Set(ownLinks.map(({url}) => url.href)).size;
    t.diagnostic(
      `${locale.key}: ${htmlCount} pages and ${fetched.length - htmlCount} other files fetched; ${ownLinks.length} internal links (${targets} distinct URLs with their fragments) checked`,
    );
  }
});

test('the crawl reaches every page of both sitemaps, and no page outside them', async () => {
  const {pages} = result;
  const reached = [...pages]
    .filter(([, page]) => page.status === 200 && page.html)
    .map(([url]) => new URL(url).pathname);
  const listed = sitemapPaths();
  assert.deepEqual(
    listed.filter((path) => !reached.includes(path)),
    [],
    'sitemap pages no link leads to',
  );
  assert.deepEqual(
    [...new Set(reached)].filter((path) => !listed.includes(path)),
    [],
    'pages reached by links but missing from the sitemaps',
  );
});
