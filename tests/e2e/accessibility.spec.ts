// axe-core finds no violation on a phone, in both locales, in light and dark
// mode, on one page of each kind (the layouts differ by page type, not by
// content). Every page at desktop width is checked by the sweep in pages.spec.ts.
import {expect, test} from '@playwright/test';
import {axeViolations, colourRules, waitForTransitions} from '../helpers/axe.ts';
import {waitForHydration} from '../helpers/pageWatch.ts';
import {locales, siteBaseUrl} from '../helpers/routes.ts';
import {clickColorModeToggle, tapBesideMobileSidebar} from '../helpers/ui.ts';

test.skip(({isMobile}) => !isMobile, 'desktop pages are checked by the sweep');

const pageTypes = [
  '',
  'markdown-page/',
  'docs/intro/',
  'docs/category/features/',
  'docs/tutorial-basics/setting-husky/',
  'docs/init/generator/',
  'blog/',
  'blog/archive/',
  'blog/authors/',
  'blog/authors/sam/',
  'blog/long-blog-post/',
  'blog/mdx-blog-post/',
  'blog/tags/',
  'blog/tags/hello/',
];

for (const locale of locales) {
  for (const route of pageTypes) {
    const path = `${siteBaseUrl}${locale.segment}${route}`;
    test(`${path} has no axe violation in light and dark mode`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await axeViolations(page), 'light mode').toEqual([]);
      await clickColorModeToggle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await tapBesideMobileSidebar(page);
      await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
      await waitForTransitions(page);
      // The structure is the same in both modes; only the colours change.
      expect(await axeViolations(page, colourRules), 'dark mode').toEqual([]);
    });
  }
}
