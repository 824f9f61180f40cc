// Every route of the spec loads in both locales: status 200, hydrated, in the
// right language, with its heading, and without a console error.
import {expect, test} from '@playwright/test';
import {locales, siteBaseUrl, specRoutes} from '../helpers/routes.ts';
import {waitForHydration, watchPage} from '../helpers/pageWatch.ts';

test.skip(({isMobile}) => isMobile, 'every route is visited once, at desktop width');

for (const locale of locales) {
  for (const route of specRoutes) {
    const url = `${siteBaseUrl}${locale.segment}${route}`;
    test(`${url} loads`, async ({page}) => {
      const watch = watchPage(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      await expect(
        page.getByRole('navigation', {name: 'Main'}).or(page.locator('nav.navbar')),
      ).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      expect(watch.problems).toEqual([]);
    });
  }
}
