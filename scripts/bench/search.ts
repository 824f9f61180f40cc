// What search costs a reader, per locale, on the build served like GitHub
// Pages: the bytes fetched (as sent, gzip) for a first query and for a
// second, different one, and the time from the last keystroke to the results
// drawn once Pagefind has loaded (median of several queries); and what the
// index weighs on disk per page it covers.
import {readdir, stat} from 'node:fs/promises';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';

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
  /** The locale's index (Pagefind's scripts, wasm, index and fragments) on disk. */
  indexBytes: number;
  /** What grows with each page: its index chunks and fragments, divided by the pages. */
  bytesPerPage: number;
  pages: number;
};

/** The search queries the bench measures in each locale. */
export const benchQueries: Record<string, SearchQueries> = {
  en: {
    first: 'commitlint',
    second: 'prettier',
    timed: ['husky', 'eslint', 'typescript', 'env file', 'pre-commit hook'],
  },
  ko: {
    first: '커밋 메시지',
    second: '환경 변수',
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

/** Types a query and resolves once the status line answers for it (a count or "none"). */
async function runQuery(page: Page, query: string): Promise<void> {
  const input = page.getByRole('combobox');
  await input.fill(query);
  await page.waitForFunction(
    (expected) => {
      const box = document.querySelector<HTMLInputElement>('dialog[open] [role="combobox"]');
      const status = document.querySelector('dialog[open] [role="status"]');
      return box?.value === expected && /\d|"/.test(status?.textContent ?? '');
    },
    query,
    {timeout: 30_000},
  );
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
  pagefindDir: string,
  queries: SearchQueries,
): Promise<SearchFigures> {
  const page = await browser.newPage();
  const fetched: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.includes('/pagefind/')) {
      fetched.push(request.sizes().then((sizes) => sizes.responseBodySize));
    }
  });
  const take = async () => {
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(fetched.splice(0));
    return {bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length};
  };
  try {
    await page.goto(pageUrl);
    await page.waitForLoadState('networkidle');
    const beforeOpening = await take();
    if (beforeOpening.files > 0) {
      throw new Error(`${pageUrl} fetched search files before search was opened`);
    }
    await page.locator('nav.navbar button[aria-haspopup="dialog"]').click();
    await runQuery(page, queries.first);
    const first = await take();
    await runQuery(page, queries.second);
    const second = await take();
    const timingsMs: number[] = [];
    for (const query of queries.timed) {
      timingsMs.push(Math.round(await timeQuery(page, query)));
    }
    const sorted = [...timingsMs].sort((a, b) => a - b);
    const index = await folderBytes(pagefindDir);
    const chunks = await folderBytes(path.join(pagefindDir, 'index'));
    const fragments = await folderBytes(path.join(pagefindDir, 'fragment'));
    return {
      firstBytes: first.bytes,
      firstFiles: first.files,
      secondBytes: second.bytes,
      secondFiles: second.files,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
      timingsMs,
      indexBytes: index.bytes,
      bytesPerPage: (chunks.bytes + fragments.bytes) / fragments.files,
      pages: fragments.files,
    };
  } finally {
    await page.close();
  }
}
