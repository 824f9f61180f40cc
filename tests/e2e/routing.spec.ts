// A page opens the same when typed with /index.html, with .html or in upper
// case, in both locales, on the GitHub-Pages-like server (where most of these
// variants are answered by 404.html and resolved by the client router, after
// src/inlineScripts/notFoundLocale.ts has sent a Korean address to the Korean
// not-found page and respelled .html addresses). What decides the outcome is
// the route's plugin, not its page: one route of the pages plugin (the home
// page, which has no .html spelling), one of the docs and one of the blog
// prove the server and the router. That every route of the spec is built is
// checked on disk (tests/build/routes.test.ts). A path without its trailing
// slash is redirected by the server itself, not by the site:
// tests/unit/pagesServer.test.ts.
import {expect, test} from '@playwright/test';
import {readHtml, textOf} from '../helpers/buildOutput.ts';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {pageKinds} from '../../scripts/lib/site.ts';
import {locales, sitePath} from '../helpers/routes.ts';

const routes = [pageKinds.home, pageKinds.doc, pageKinds['blog post']];

/** Spellings the browser must resolve to the page (the server answers most with 404.html). */
function variantsOf(path: string, route: string): string[] {
  const variants = [`${path}index.html`, path.toUpperCase()];
  if (route !== pageKinds.home) {
    variants.push(`${path.replace(/\/$/, '')}.html`);
  }
  return variants;
}

for (const locale of locales) {
  for (const route of routes) {
    const path = sitePath(locale.key, route);
    // The spellings share a tab, as in a reader's browser: assets come from the cache after the first.
    test(`${path} opens from every spelling`, async ({page}) => {
      const title = textOf(await readHtml(locale, route), 'title') ?? '';
      for (const variant of variantsOf(path, route)) {
        // Hydration, awaited next, is the sign the page is ready; the load event adds nothing.
        await page.goto(variant, {waitUntil: 'domcontentloaded'});
        await waitForHydration(page);
        await expect.soft(page, `${variant} shows ${path}`).toHaveTitle(title);
        // Respelled before the app starts, so the route it hydrates is the page's.
        const address = variant.endsWith('.html') ? path : variant;
        await expect.soft(page, `${variant} is written as ${address}`).toHaveURL(address);
        await expect
          .soft(page.locator('html'), `${variant} is in its language`)
          .toHaveAttribute('lang', locale.htmlLang);
      }
    });
  }
}
