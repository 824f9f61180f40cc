import type {Page} from '@playwright/test';

/** Collects console errors and warnings, uncaught errors and failed requests of a page. */
export function watchPage(page: Page): {problems: string[]} {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? ''})`),
  );
  return {problems};
}

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
