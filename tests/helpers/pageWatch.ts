import type {Page, Request} from '@playwright/test';

export type PageWatch = {
  /** What went wrong so far; a check may empty it (splice) to look at one page at a time. */
  problems: string[];
  /** How many requests of the current document have neither finished nor failed yet. */
  pending: () => number;
};

/**
 * Collects what a reader should never get: console errors and warnings,
 * uncaught errors, failed requests, and requests to any other host.
 */
export function watchPage(page: Page, origin: string): PageWatch {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      // Chromium's "Failed to load resource" names no resource: add it.
      const where = message.text().startsWith('Failed to load resource')
        ? ` (${message.location().url})`
        : '';
      problems.push(`console ${message.type()}: ${message.text()}${where}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A new navigation cancels what the page it leaves was still fetching
  // (Docusaurus prefetches linked pages' chunks when idle): those aborts are
  // the browser's doing, not a failure the reader sees. So is an aborted
  // prefetch (<link rel=prefetch>, resource type "other"), which the page
  // being left may start while the next one is already requested.
  let documentCount = 0;
  const documentOf = new WeakMap<Request, number>();
  const inFlight = new Set<Request>();
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    const errorText = request.failure()?.errorText ?? '';
    const leftBehind = documentOf.get(request) !== documentCount;
    const prefetch = request.resourceType() === 'other';
    if (!(errorText === 'net::ERR_ABORTED' && (leftBehind || prefetch))) {
      problems.push(`request failed: ${request.url()} (${errorText})`);
    }
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documentCount += 1;
    }
    documentOf.set(request, documentCount);
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      inFlight.add(request);
    }
    if (url.protocol !== 'data:' && url.origin !== origin) {
      problems.push(`request to another host: ${request.url()}`);
    }
  });
  const pending = () =>
    [...inFlight].filter((request) => documentOf.get(request) === documentCount).length;
  return {problems, pending};
}
