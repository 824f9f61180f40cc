// Every route of the spec opens the same page when typed with /index.html,
// with .html, in upper case, or without its trailing slash, in both locales,
// on the GitHub-Pages-like server (where most of these variants are answered
// by 404.html and resolved by the client router).
import {expect, test} from '@playwright/test';
import {readHtml, textOf} from '../helpers/buildOutput.ts';
import {locales, siteBaseUrl, specRoutes} from '../helpers/routes.ts';
import {waitForHydration} from '../helpers/pageWatch.ts';

// A failure here lists what went wrong; a trace of every visit would double the run time.
test.use({trace: 'off'});

test.skip(({isMobile}) => isMobile, 'routing does not depend on the viewport');

/** Spellings the browser must resolve to the page (the server answers most with 404.html). */
function variantsOf(path: string): string[] {
  const variants = [`${path}index.html`, path.toUpperCase()];
  if (!path.endsWith(siteBaseUrl) && !path.endsWith('/kr/')) {
    variants.push(`${path.replace(/\/$/, '')}.html`);
  }
  return variants;
}

for (const locale of locales) {
  for (const route of specRoutes) {
    const path = `${siteBaseUrl}${locale.segment}${route}`;
    test(`${path} resolves from every spelling`, async ({page, request}) => {
      const withoutSlash = await request.get(path.replace(/\/$/, ''), {maxRedirects: 0});
      expect(withoutSlash.status(), 'a path without its slash is redirected').toBe(301);
      expect(withoutSlash.headers().location).toBe(path);
      const html = await readHtml(locale, route);
      const title = textOf(html, 'title') ?? '';
      for (const variant of variantsOf(path)) {
        await page.goto(variant);
        await waitForHydration(page);
        await expect(page, `${variant} shows ${path}`).toHaveTitle(title);
        await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      }
    });
  }
}
