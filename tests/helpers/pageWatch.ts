import type {Page, Request} from '@playwright/test';

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
  // A new navigation cancels what the page it leaves was still fetching
  // (Docusaurus prefetches linked pages' chunks when idle): those aborts are
  // the browser's doing, not a failure the reader sees.
  let documentCount = 0;
  const documentOf = new WeakMap<Request, number>();
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText ?? '';
    const leftBehind = documentOf.get(request) !== documentCount;
    if (!(errorText === 'net::ERR_ABORTED' && leftBehind)) {
      problems.push(`request failed: ${request.url()} (${errorText})`);
    }
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documentCount += 1;
    }
    documentOf.set(request, documentCount);
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
