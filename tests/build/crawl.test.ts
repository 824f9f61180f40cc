// A crawler over the build served the way GitHub Pages serves it: from the
// home page of each locale it follows every link into the site, so that the
// pages it reaches must be exactly the sitemaps' pages (no orphan, nothing
// outside them).
//
// It checks only the links the build cannot: the build fails on a link to a
// missing route and on a #fragment that names no heading of its page
// (onBrokenLinks and onBrokenAnchors are 'throw', brokenLinks.test.ts), but it
// builds each locale alone and sees only links it renders as router links to
// its own routes. So the crawl checks that these load and that their
// #fragments name an element of the page they load:
// - links into the other locale (the language switcher, say);
// - links to files rather than routes: Markdown twins, generator scripts,
//   anything whose path does not end in "/" (every route does: trailingSlash);
// - links that look external to Docusaurus: absolute URLs of the published
//   site, and links that open in another tab.
import assert from 'node:assert/strict';
import {after, test} from 'node:test';
import {parse, type HTMLElement} from 'node-html-parser';
import {localeOfPath} from '../helpers/builtPages.ts';
import {startPagesServer, type PagesServer} from '../../scripts/lib/pagesServer.ts';
import {locales, siteBaseUrl, sitePath, siteUrl} from '../helpers/routes.ts';
import {sitemapPaths} from '../helpers/sitemap.ts';

type Link = {
  from: string;
  href: string;
  url: URL;
  /** Whether the build's own link check covers it (see above). */
  buildChecks: boolean;
};
type Fetched = {status: number; html?: HTMLElement; ids?: Set<string>};

const server: PagesServer = await startPagesServer({sites: [{root: 'build', mount: siteBaseUrl}]});
after(() => server.close());

const publishedRoot = `${siteUrl}${siteBaseUrl}`;

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

/** Links of a page into the site, absolute on the local server, with the page they were found on. */
function linksOf(page: string, html: HTMLElement): Link[] {
  const from = new URL(page).pathname;
  return html.querySelectorAll('a[href]').flatMap((anchor) => {
    const href = anchor.getAttribute('href') ?? '';
    const absolute = /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
    const url = href.startsWith(publishedRoot)
      ? new URL(href.slice(siteUrl.length), server.origin)
      : new URL(href, page);
    if (url.origin !== server.origin || !url.pathname.startsWith(siteBaseUrl)) {
      return [];
    }
    const target = anchor.getAttribute('target') ?? '_self';
    const buildChecks =
      !absolute &&
      target === '_self' &&
      url.pathname.endsWith('/') &&
      localeOfPath(url.pathname) === localeOfPath(from);
    return [{from, href, url, buildChecks}];
  });
}

/** Crawls breadth-first from the locales' home pages; returns every page fetched. */
async function crawl() {
  const pages = new Map<string, Fetched>();
  const links: Link[] = [];
  let frontier = locales.map((locale) => `${server.origin}${sitePath(locale.key)}`);
  while (frontier.length > 0) {
    const fresh = frontier.filter((url) => !pages.has(url));
    const fetched = await Promise.all(
      fresh.map(async (url) => [url, await fetchPage(url)] as const),
    );
    const found = fetched.flatMap(([url, page]) => {
      pages.set(url, page);
      // A missing path answers with the not-found page: its links are not the missing page's.
      return page.html && page.status === 200 ? linksOf(url, page.html) : [];
    });
    links.push(...found);
    frontier = [...new Set(found.map(({url}) => `${url.origin}${url.pathname}${url.search}`))];
  }
  return {pages, links};
}

const result = await crawl();

test('links the build cannot check load, and their #fragments name an element of their page', async (t) => {
  const {pages, links} = result;
  const unchecked = links.filter(({buildChecks}) => !buildChecks);
  const broken = unchecked.flatMap(({from, href, url}) => {
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
    const ownLinks = unchecked.filter(({from}) => own(from));
    const otherLocale = ownLinks.filter(({url}) => !own(url.pathname));
    const files = ownLinks.filter(({url}) => !url.pathname.endsWith('/'));
    // The language switcher and the "View as Markdown" links are on every
    // doc: none found means the links are no longer told apart.
    assert.ok(otherLocale.length > 0, `${locale.key}: links into the other locale`);
    assert.ok(files.length > 0, `${locale.key}: links to files`);
    const fetched = [...pages].filter(([url]) => own(new URL(url).pathname));
    const htmlCount = fetched.filter(([, page]) => page.html).length;
    t.diagnostic(
      `${locale.key}: ${htmlCount} pages and ${fetched.length - htmlCount} other files fetched; ${ownLinks.length} links checked here (${otherLocale.length} into the other locale, ${files.length} to files), ${links.filter(({from, buildChecks}) => own(from) && buildChecks).length} left to the build`,
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
