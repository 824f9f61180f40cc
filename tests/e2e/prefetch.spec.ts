// Links in view are prefetched when the browser is idle, not in one burst as
// hydration ends (src/clientModules/prefetchAtIdle.ts).
import {expect, test, type Page} from '@playwright/test';
import {holdIdleCallbacks, runIdleCallbacks} from '../helpers/idleCallbacks.ts';
import {sitePath} from '../helpers/routes.ts';
import {openPage} from '../helpers/ui.ts';

type Docusaurus = {prefetch: (routePath: string) => unknown};

/**
 * Records the routes a <Link> asks `window.docusaurus.prefetch` for: a link
 * asks once the browser reports it in view. Every object the page sets as
 * window.docusaurus (Docusaurus's own, then prefetchAtIdle's copy) gets a
 * recording prefetch; until the idle callbacks run, only the links call it.
 */
async function recordPrefetchRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const asked: string[] = [];
    let current: Docusaurus | undefined;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => current,
      set: (value: Docusaurus) => {
        current = {
          ...value,
          prefetch: (routePath) => {
            asked.push(routePath);
            return value.prefetch(routePath);
          },
        };
      },
    });
    Object.assign(window, {prefetchRequests: asked});
  });
}

const prefetchRequests = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as {prefetchRequests: string[]}).prefetchRequests.length);

test(
  'links in view are prefetched at idle time, and then all of them',
  {tag: '@layer'},
  async ({page}) => {
    await holdIdleCallbacks(page);
    await recordPrefetchRequests(page);
    await openPage(page, sitePath('en', 'docs/intro/'));
    const prefetches = page.locator('link[rel="prefetch"]');
    // The links in view have asked for their prefetch: one made at once would be there.
    await expect.poll(() => prefetchRequests(page)).toBeGreaterThan(0);
    await expect(prefetches).toHaveCount(0);
    await expect
      .poll(async () => {
        await runIdleCallbacks(page);
        return prefetches.count();
      })
      .toBeGreaterThan(10);
  },
);
