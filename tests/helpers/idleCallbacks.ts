import type {Page} from '@playwright/test';

/** Makes the page's requestIdleCallback hold its callbacks until `runIdleCallbacks`. */
export async function holdIdleCallbacks(page: Page): Promise<void> {
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
}

/** Runs the idle callbacks held so far. */
export async function runIdleCallbacks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const held = (window as unknown as {heldIdleCallbacks: (() => void)[]}).heldIdleCallbacks;
    held.splice(0).forEach((run) => run());
  });
}
