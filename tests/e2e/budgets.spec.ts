// Size budgets: the gzip JavaScript and CSS each kind of page loads on a
// first visit. Each budget sits a little above what was measured on
// 2026-11-22 (in brackets: English / Korean, KB), so that growth needs a
// decision. `npm run bench` prints the same figures next to a stock site's.
// Search adds only its navbar button to a page: the dialog and Pagefind load
// when the reader opens search (tests/e2e/search.spec.ts).
import {expect, test} from '@playwright/test';
import {measureFirstLoad, pageTypes, type PageType} from '../helpers/firstLoad.ts';
import {locales, siteBaseUrl} from '../helpers/routes.ts';

const kilobytes = 1024;

const jsBudgets: Record<PageType, number> = {
  home: 166 * kilobytes, // [156.1 / 159.6]
  doc: 188 * kilobytes, // [175.2 / 180.4]
  'long doc': 194 * kilobytes, // [180.1 / 185.8]
  // The generator's goal: at most 20 KB above a plain docs page.
  generator: 195 * kilobytes, // [182.7 / 188.2]: 7.5 and 7.0 KB above the docs page
  category: 172 * kilobytes, // [160.4 / 164.6]
  'blog list': 188 * kilobytes, // [175.5 / 180.1]
  'blog post': 188 * kilobytes, // [175.3 / 179.9]
  tag: 188 * kilobytes, // [175.2 / 179.5]
  'not found': 162 * kilobytes, // [150.4 / 154.0]
};

/** One stylesheet serves every page [17.1 / 17.1]; the goal is at most 25 KB. */
const cssBudget = 18 * kilobytes;

test.skip(({isMobile}) => isMobile, 'the files a page loads do not depend on the viewport');

for (const locale of locales) {
  for (const [type, route] of Object.entries(pageTypes) as [PageType, string][]) {
    const path = `${siteBaseUrl}${locale.segment}${route}`;
    test(`${path} (${type}) loads its JavaScript and CSS within budget`, async ({
      browser,
    }, testInfo) => {
      const load = await measureFirstLoad(
        browser,
        new URL(path, testInfo.project.use.baseURL).href,
      );
      testInfo.annotations.push({
        type: 'first load (gzip)',
        description: `JS ${(load.jsBytes / kilobytes).toFixed(1)} KB in ${load.jsFiles} files, CSS ${(load.cssBytes / kilobytes).toFixed(1)} KB`,
      });
      expect(load.jsBytes, 'the page loads JavaScript').toBeGreaterThan(0);
      expect(load.jsBytes, 'JavaScript (gzip bytes)').toBeLessThanOrEqual(jsBudgets[type]);
      expect(load.cssBytes, 'CSS (gzip bytes)').toBeLessThanOrEqual(cssBudget);
    });
  }
}
