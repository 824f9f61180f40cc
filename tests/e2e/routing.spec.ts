// A page of each kind opens the same page when typed with /index.html, with
// .html or in upper case, in both locales, on the GitHub-Pages-like server
// (where most of these variants are answered by 404.html and resolved by the
// client router). Pages of one kind share their route and layout, so one of
// each proves the server and the router; that every route of the spec is
// built is checked on disk (tests/build/routes.test.ts). A path without its
// trailing slash is redirected by the server itself, not by the site:
// tests/unit/pagesServer.test.ts.
import {expect, test} from '@playwright/test';
import {readHtml, textOf} from '../helpers/buildOutput.ts';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {pageKinds} from '../../scripts/lib/site.ts';
import {locales, sitePath} from '../helpers/routes.ts';

/** Spellings the browser must resolve to the page (the server answers most with 404.html). */
function variantsOf(path: string): string[] {
  const variants = [`${path}index.html`, path.toUpperCase()];
  if (!locales.some((locale) => path === sitePath(locale.key))) {
    variants.push(`${path.replace(/\/$/, '')}.html`);
  }
  return variants;
}

// Each test visits the spellings of a few routes in one tab, the way a
// reader's browser would, so that the site's assets come from the HTTP cache
// after the first visit instead of a fresh profile every time. Worker time
// of this spec in clean-clone runs: 350 s with three routes per test, 226 to
// 275 s with five, 197 to 237 s with six.
const routesPerTest = 6;
/** Time for one spelling to load and hydrate on a busy CI machine. */
const secondsPerVisit = 5;

const kindRoutes: readonly string[] = Object.entries(pageKinds)
  .filter(([kind]) => kind !== 'not found')
  .map(([, route]) => route);

for (const locale of locales) {
  const pathOf = (route: string): string => sitePath(locale.key, route);
  for (let start = 0; start < kindRoutes.length; start += routesPerTest) {
    const routes = kindRoutes.slice(start, start + routesPerTest);
    const name = pathOf(`{${routes.join(',')}}`);
    test(`${name} resolve from every spelling`, async ({page}) => {
      test.setTimeout(routes.map(pathOf).flatMap(variantsOf).length * secondsPerVisit * 1000);
      for (const route of routes) {
        const path = pathOf(route);
        const title = textOf(await readHtml(locale, route), 'title') ?? '';
        for (const variant of variantsOf(path)) {
          // Hydration, awaited next, is the sign the page is ready; the load event adds nothing.
          await page.goto(variant, {waitUntil: 'domcontentloaded'});
          await waitForHydration(page);
          await expect.soft(page, `${variant} shows ${path}`).toHaveTitle(title);
          // Respelled before the app starts (src/inlineScripts/notFoundLocale.ts), so the route it hydrates is the page's.
          const address = variant.endsWith('.html') ? path : variant;
          await expect.soft(page, `${variant} is written as ${address}`).toHaveURL(address);
          await expect
            .soft(page.locator('html'), `${variant} is in its language`)
            .toHaveAttribute('lang', locale.htmlLang);
        }
      }
    });
  }
}
