// The language switcher leads to the same page in the other language, keeping
// the query string and the hash, and is labelled "Languages" on mobile.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {sitePath} from '../helpers/routes.ts';
import {menuButton, mobileSidebar} from '../helpers/ui.ts';

const pages = [
  '',
  'docs/tutorial-basics/setting-husky/',
  'blog/welcome/',
  'docs/category/features/',
];

/** Opens the language dropdown by hovering it and picks a language. */
async function chooseLanguage(page: Page, language: string) {
  // A page that has just scrolled to its hash can move the menu away from
  // under the pointer, so hover and click are retried together.
  await expect(async () => {
    await page.locator('.navbar__items--right .dropdown').hover();
    await page.getByRole('link', {name: language}).click({timeout: 2000});
  }).toPass();
}

test.describe('desktop', () => {
  for (const route of pages) {
    test(`${sitePath('en', route)} switches to 한국어 and back, keeping query and hash`, async ({
      page,
    }) => {
      await page.goto(`${sitePath('en', route)}?ref=test#install`);
      await waitForHydration(page);
      await chooseLanguage(page, '한국어');
      await expect(page).toHaveURL(`${sitePath('ko', route)}?ref=test#install`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      // The switcher's links get the query and hash once the page has hydrated.
      await waitForHydration(page);
      await chooseLanguage(page, 'English');
      await expect(page).toHaveURL(`${sitePath('en', route)}?ref=test#install`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }
});

test.describe('mobile', {tag: '@phone-only'}, () => {
  for (const [path, label] of [
    [sitePath('en', 'docs/intro/'), 'Languages'],
    [sitePath('ko', 'docs/intro/'), '언어'],
  ] as const) {
    test(`the switcher is labelled "${label}" at ${path}`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await menuButton(page).click();
      const sidebar = mobileSidebar(page);
      const back = sidebar.getByRole('button', {name: /Back to main menu|메인 메뉴로 돌아가기/});
      if (await back.isVisible()) {
        await back.click();
      }
      await expect(sidebar.getByRole('button', {name: label, exact: true})).toBeVisible();
    });
  }
});
