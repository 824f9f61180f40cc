import type {Page} from '@playwright/test';

/**
 * Puts entries in localStorage before the test's first page runs, as a
 * reader's earlier visits would have left them; reloads and later pages of
 * the test find what the site made of them, not the seed again.
 */
export async function seedLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((seed) => {
    if (sessionStorage.getItem('seeded')) {
      return;
    }
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(seed)) {
      localStorage.setItem(key, value);
    }
  }, entries);
}
