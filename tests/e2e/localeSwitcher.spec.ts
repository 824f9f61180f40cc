// The language switcher leads to the same page in the other language, keeping
// the query string and the hash (the locales' paths and labels are ours:
// config/i18n.ts). On a phone it is labelled "Languages" in the page's
// language: navbar.spec.ts.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {i18n} from '../../config/i18n.ts';
import {sitePath} from '../helpers/routes.ts';
import {openPage} from '../helpers/ui.ts';

const label = (locale: 'en' | 'ko') => i18n.localeConfigs[locale].label;

/** Opens the language dropdown (named after the current language) by hovering it and picks a language. */
async function chooseLanguage(page: Page, from: 'en' | 'ko', to: 'en' | 'ko') {
  // A page that has just scrolled to its hash can move the menu away from
  // under the pointer, so hover and click are retried together.
  await expect(async () => {
    await page.getByRole('button', {name: label(from), exact: true}).hover();
    await page.getByRole('link', {name: label(to), exact: true}).click({timeout: 2000});
  }).toPass();
}

test('a guide switches to Korean and back, keeping query and hash', async ({page}) => {
  const route = 'docs/tutorial-basics/setting-husky/';
  const suffix = '?ref=test#install';
  await openPage(page, `${sitePath('en', route)}${suffix}`);
  await chooseLanguage(page, 'en', 'ko');
  await expect(page).toHaveURL(`${sitePath('ko', route)}${suffix}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  // The switcher's links get the query and hash once the page has hydrated.
  await waitForHydration(page);
  await chooseLanguage(page, 'ko', 'en');
  await expect(page).toHaveURL(`${sitePath('en', route)}${suffix}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
