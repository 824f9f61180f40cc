// axe-core finds no violation on any route of the spec, in both locales, in
// light and dark mode, at desktop width and on a phone (the two projects).
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../helpers/pageWatch.ts';
import {locales, siteBaseUrl, specRoutes} from '../helpers/routes.ts';

async function violations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of opening a helper page
  // per run (only needed for cross-origin frames, which this site has none of),
  // and only violations are reported in detail: together about 3 times faster.
  const results = await new AxeBuilder({page})
    .setLegacyMode(true)
    .options({resultTypes: ['violations']})
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? ''}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

// A failure here lists what went wrong; a trace of every visit would double the run time.
test.use({trace: 'off'});

// Every route at desktop width; on a phone, one page of each kind (the
// layouts differ by page type, not by content), to keep the suite fast.
const phoneRoutes = new Set([
  '',
  'markdown-page/',
  'docs/intro/',
  'docs/category/features/',
  'docs/tutorial-basics/setting-husky/',
  'blog/',
  'blog/archive/',
  'blog/authors/',
  'blog/authors/sam/',
  'blog/long-blog-post/',
  'blog/mdx-blog-post/',
  'blog/tags/',
  'blog/tags/hello/',
]);

for (const locale of locales) {
  for (const route of specRoutes) {
    const path = `${siteBaseUrl}${locale.segment}${route}`;
    test(`${path} has no axe violation in light and dark mode`, async ({page, isMobile}) => {
      test.skip(isMobile && !phoneRoutes.has(route), 'covered at desktop width');
      for (const mode of ['light', 'dark']) {
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await violations(page), `${mode} mode`).toEqual([]);
      }
    });
  }
}
