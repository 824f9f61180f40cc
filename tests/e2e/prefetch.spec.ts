// Links in view are prefetched when the browser is idle, not in one burst as
// hydration ends (src/clientModules/prefetchAtIdle.ts).
import {expect, test} from '@playwright/test';
import {holdIdleCallbacks, runIdleCallbacks} from '../helpers/idleCallbacks.ts';
import {sitePath} from '../helpers/routes.ts';
import {openPage} from '../helpers/ui.ts';

test('links in view are prefetched at idle time, and then all of them', async ({page}) => {
  await holdIdleCallbacks(page);
  await openPage(page, sitePath('en', 'docs/intro/'));
  const prefetches = page.locator('link[rel="prefetch"]');
  await page.waitForTimeout(500);
  await expect(prefetches).toHaveCount(0);
  await expect
    .poll(async () => {
      await runIdleCallbacks(page);
      return prefetches.count();
    })
    .toBeGreaterThan(10);
});
