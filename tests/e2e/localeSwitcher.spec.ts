// The language switcher leads to the same page in the other language, keeping
// the query string and the hash (the locales' paths and labels are ours:
// config/i18n.ts), and on a phone it is labelled "Languages" in the page's
// language, in the main menu behind the docs sidebar's back button.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {i18n} from '../../config/i18n.ts';
import {locales, sitePath} from '../helpers/routes.ts';
import {menuButton} from '../helpers/ui.ts';
import {uiText} from '../helpers/uiStrings.ts';

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
  await page.goto(`${sitePath('en', route)}${suffix}`);
  await waitForHydration(page);
  await chooseLanguage(page, 'en', 'ko');
  await expect(page).toHaveURL(`${sitePath('ko', route)}${suffix}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  // The switcher's links get the query and hash once the page has hydrated.
  await waitForHydration(page);
  await chooseLanguage(page, 'ko', 'en');
  await expect(page).toHaveURL(`${sitePath('en', route)}${suffix}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('on a phone', {tag: '@phone-only'}, () => {
  for (const {key} of locales) {
    const path = sitePath(key, 'docs/intro/');
    const languages = uiText(key, 'theme.navbar.mobileLanguageDropdown.label');
    test(`the switcher is labelled "${languages}" at ${path}`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await menuButton(page).click();
      // A docs page opens its sidebar first; the switcher is in the main menu.
      await page
        .getByRole('button', {
          name: uiText(key, 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel'),
        })
        .click();
      await expect(page.getByRole('button', {name: languages, exact: true})).toBeVisible();
    });
  }
});
