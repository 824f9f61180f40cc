// Failure states: blocked or corrupt browser storage never breaks a page.
// (Docs pages without JavaScript are checked on the server HTML, in
// tests/build.)
import {expect, test, type Page} from '@playwright/test';
import {sitePath} from '../helpers/routes.ts';
import {seedLocalStorage} from '../helpers/storage.ts';
import {openPage, switchToDarkMode} from '../helpers/ui.ts';

/** Reads a guide, with its tabs on their default, switches to dark mode, and opens the Korean blog. */
async function useThePage(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPage(page, sitePath('en', 'docs/tutorial-basics/setting-eslint/'));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('ESLint');
  await expect(page.getByRole('tab', {name: 'npm'}).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await switchToDarkMode(page);
  await openPage(page, sitePath('ko', 'blog/'));
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(errors).toEqual([]);
}

test('pages work when localStorage throws on every call', async ({page}) => {
  await page.addInitScript(() => {
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      Storage.prototype[method] = () => {
        throw new DOMException('Storage is blocked', 'SecurityError');
      };
    }
  });
  await useThePage(page);
});

test('pages work when localStorage itself cannot be reached', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Storage is blocked', 'SecurityError');
      },
    });
  });
  await useThePage(page);
});

test('pages work when localStorage holds garbage', async ({page}) => {
  await seedLocalStorage(page, {
    theme: 'purple{',
    'docusaurus.announcement.dismiss': 'not-a-boolean',
    'docusaurus.announcement.id': '{"broken":',
    'docusaurus.tab.package-manager': 'deno',
  });
  await useThePage(page);
});
