// Size budgets: the gzip JavaScript and CSS each kind of page loads on a
// first visit. Each budget sits a little above what was measured on
// 2026-11-22 (in brackets: English / Korean, KB), so that growth needs a
// decision. `npm run bench` prints the same figures next to a stock site's.
import {expect, test} from '@playwright/test';
import {measureFirstLoad, pageTypes, type PageType} from '../helpers/firstLoad.ts';
import {locales, siteBaseUrl} from '../helpers/routes.ts';

const kilobytes = 1024;

const jsBudgets: Record<PageType, number> = {
  home: 192 * kilobytes, // [181.1 / 184.7]
  doc: 214 * kilobytes, // [200.2 / 205.4]
  'long doc': 220 * kilobytes, // [205.1 / 210.9]
  category: 198 * kilobytes, // [185.5 / 189.6]
  'blog list': 214 * kilobytes, // [200.5 / 205.2]
  'blog post': 214 * kilobytes, // [200.4 / 204.9]
  tag: 214 * kilobytes, // [200.3 / 204.5]
  'not found': 188 * kilobytes, // [175.5 / 179.0]
};

/** One stylesheet serves every page [17.0 / 17.0]; the goal is at most 25 KB. */
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
