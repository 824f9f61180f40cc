import type {Page} from '@playwright/test';

/**
 * Collects what a reader should never get: console errors and warnings,
 * uncaught errors, failed requests, and requests to any other host.
 */
export function watchPage(page: Page, origin: string): {problems: string[]} {
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
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== origin) {
      problems.push(`request to another host: ${request.url()}`);
    }
  });
  return {problems};
}

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
