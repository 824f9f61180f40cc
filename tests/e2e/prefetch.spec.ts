// Links in view are prefetched when the browser is idle, not in one burst as
// hydration ends (src/clientModules/prefetchAtIdle.ts).
import {expect, test} from '@playwright/test';
import {sitePath} from '../helpers/routes.ts';
import {openPage} from '../helpers/ui.ts';

test('links in view are prefetched at idle time, and then all of them', async ({page}) => {
  // Idle callbacks wait until the test lets them run.
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    Object.assign(window, {
      heldIdleCallbacks: held,
      requestIdleCallback: (callback: IdleRequestCallback) => {
        held.push(() => callback({didTimeout: false, timeRemaining: () => 50}));
        return held.length;
      },
    });
  });
  await openPage(page, sitePath('en', 'docs/intro/'));
  const prefetches = page.locator('link[rel="prefetch"]');
  await page.waitForTimeout(500);
  await expect(prefetches).toHaveCount(0);
  await expect
    .poll(async () => {
      await page.evaluate(() => {
        const held = (window as unknown as {heldIdleCallbacks: (() => void)[]}).heldIdleCallbacks;
        held.splice(0).forEach((run) => run());
      });
      return prefetches.count();
    })
    .toBeGreaterThan(10);
});
