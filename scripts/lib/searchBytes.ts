// What a reader's browser downloads for search (as sent: gzip), for the bench
// and the budget test alike: every script and fetch from the moment search
// opens (the dialog's own code included), for a first query typed live,
// letter by letter, and then for a second, different one.
import type {Page} from '@playwright/test';
import {searchIndexFolder} from '../../src/components/Search/engine.ts';
import {waitForHydration} from './chromium.ts';

/** A quick typist: about 100 words a minute. */
export const typingDelayMs = 120;

/** Search's first and second query may download at most this much (issue 25). */
export const searchBudgets = {firstBytes: 100 * 1024, secondBytes: 30 * 1024};

/** The first and second query of each locale, measured by the bench and held to the budget by the browser suite. */
export const budgetQueries = {
  en: {first: 'commitlint', second: 'prettier'},
  ko: {first: '커밋 메시지', second: '환경 변수'},
} as const;

export type Fetched = {bytes: number; files: number};
export type SearchBytes = {first: Fetched; second: Fetched};

/** Resolves once nothing has been in flight for quietMs. */
async function networkQuiet(inFlight: () => number, quietMs = 500): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (inFlight() > 0) {
      quietSince = Date.now();
    }
  }
}

/** Types a query as a reader does and waits until its results show their excerpts. */
async function typeQuery(page: Page, query: string): Promise<void> {
  const box = page.locator('dialog[open] [role="combobox"]');
  await box.fill('');
  await box.pressSequentially(query, {delay: typingDelayMs});
  await page.waitForFunction(
    (expected) => {
      const input = document.querySelector<HTMLInputElement>('dialog[open] [role="combobox"]');
      const status = document.querySelector('dialog[open] [role="status"]')?.textContent ?? '';
      const results = document.querySelectorAll('dialog[open] [role="option"]');
      return (
        input?.value === expected &&
        /\d|"/.test(status) &&
        (results.length === 0 || document.querySelector('dialog[open] [role="option"] mark'))
      );
    },
    query,
    {timeout: 30_000},
  );
}

/**
 * Opens a page, then search on it, and measures a first and a second query.
 * Throws if anything of search was fetched before it opened.
 */
export async function measureSearchBytes(
  page: Page,
  url: string,
  first: string,
  second: string,
): Promise<SearchBytes> {
  let opened = false;
  let inFlight = 0;
  let sizes: Promise<number>[] = [];
  const early: string[] = [];
  page.on('request', () => (inFlight += 1));
  page.on('requestfailed', () => (inFlight -= 1));
  page.on('requestfinished', (request) => {
    inFlight -= 1;
    // Scripts and fetches: search's code, index and texts. Not the pages'
    // chunks that Docusaurus prefetches at idle time (<link rel=prefetch>).
    if (['script', 'fetch'].includes(request.resourceType())) {
      sizes.push(request.sizes().then((sized) => sized.responseBodySize));
    }
    if (!opened && new URL(request.url()).pathname.includes(`/${searchIndexFolder}/`)) {
      early.push(request.url());
    }
  });
  const take = async (): Promise<Fetched> => {
    await networkQuiet(() => inFlight);
    const taken = await Promise.all(sizes);
    sizes = [];
    return {bytes: taken.reduce((sum, size) => sum + size, 0), files: taken.length};
  };
  await page.goto(url);
  // The page's own chunks come once the app starts, which a loaded machine
  // can delay past a quiet moment of the network: they are not search's.
  await waitForHydration(page);
  await take();
  if (early.length > 0) {
    throw new Error(`${page.url()} fetched ${early.join(', ')} before search was opened`);
  }
  opened = true;
  await page.locator('nav.navbar button[aria-haspopup="dialog"]').click();
  await typeQuery(page, first);
  const firstFetched = await take();
  await typeQuery(page, second);
  return {first: firstFetched, second: await take()};
}
