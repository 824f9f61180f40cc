// What search costs a reader, per locale, on the build served like GitHub
// Pages: the bytes fetched (as sent, gzip) for a first query typed live and
// for a second, different one (scripts/lib/searchBytes.ts), the time from the last
// keystroke to the results drawn once the index has loaded (median of
// several queries), and what the index weighs on disk per page it covers.
import {readdir, stat} from 'node:fs/promises';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import {budgetQueries, measureSearchBytes} from '../lib/searchBytes.ts';

export type SearchQueries = {
  first: string;
  second: string;
  timed: readonly string[];
};

export type SearchFigures = {
  firstBytes: number;
  firstFiles: number;
  secondBytes: number;
  secondFiles: number;
  medianMs: number;
  timingsMs: number[];
  /** The locale's search-index/ folder on disk: the index and each page's texts. */
  indexBytes: number;
  /** What grows with each page: the folder divided by the pages. */
  bytesPerPage: number;
  pages: number;
};

/** The search queries the bench measures in each locale. */
export const benchQueries: Record<string, SearchQueries> = {
  en: {
    ...budgetQueries.en,
    timed: ['husky', 'eslint', 'typescript', 'env file', 'pre-commit hook'],
  },
  ko: {
    ...budgetQueries.ko,
    timed: ['린트', '패키지 매니저', '타입스크립트 설정', '환경변수', 'husky 설정'],
  },
};

async function folderBytes(folder: string): Promise<{bytes: number; files: number}> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(folder, {withFileTypes: true, recursive: true})) {
    if (entry.isFile()) {
      bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
      files += 1;
    }
  }
  return {bytes, files};
}

/** Milliseconds from the last keystroke of `query` to its results drawn. */
async function timeQuery(page: Page, query: string): Promise<number> {
  const input = page.getByRole('combobox');
  await input.fill('');
  await page.waitForFunction(
    () => document.querySelector('dialog[open] [role="status"]')?.textContent === '',
  );
  await input.evaluate((box: HTMLInputElement, expected) => {
    const timing = new Promise<number>((resolve) => {
      // beforeinput, not keydown: Playwright types Hangul as inserted text.
      let lastKey = 0;
      box.addEventListener('beforeinput', () => (lastKey = performance.now()));
      const status = box.closest('dialog')?.querySelector('[role="status"]');
      const observer = new MutationObserver(() => {
        if (box.value === expected && status?.textContent) {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - lastKey));
        }
      });
      observer.observe(box.closest('dialog') ?? document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    Object.assign(window, {searchTiming: timing});
  }, query);
  await page.keyboard.type(query);
  return page.evaluate(() => (window as unknown as {searchTiming: Promise<number>}).searchTiming);
}

export async function measureSearch(
  browser: Browser,
  pageUrl: string,
  indexDir: string,
  queries: SearchQueries,
): Promise<SearchFigures> {
  const page = await browser.newPage();
  try {
    const {first, second} = await measureSearchBytes(page, pageUrl, queries.first, queries.second);
    const timingsMs: number[] = [];
    for (const query of queries.timed) {
      timingsMs.push(Math.round(await timeQuery(page, query)));
    }
    const sorted = [...timingsMs].sort((a, b) => a - b);
    const index = await folderBytes(indexDir);
    const pages = (await readdir(path.join(indexDir, 'texts'))).length;
    return {
      firstBytes: first.bytes,
      firstFiles: first.files,
      secondBytes: second.bytes,
      secondFiles: second.files,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
      timingsMs,
      indexBytes: index.bytes,
      bytesPerPage: index.bytes / pages,
      pages,
    };
  } finally {
    await page.close();
  }
}
