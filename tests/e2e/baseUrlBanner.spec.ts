// Served under a base URL other than the configured one, the home page shows
// the banner our config turns on (baseUrlIssueBanner), with the base URL it
// was built with and the one it should have been built with.
import {expect, test} from '@playwright/test';
import {siteBaseUrl} from '../helpers/routes.ts';
import {wrongBaseOrigin} from '../helpers/server.ts';

test('the wrong-base-URL banner suggests the right base URL', async ({page}) => {
  await page.goto(`${wrongBaseOrigin}/`);
  await expect(page.getByText('did not load properly')).toBeVisible();
  await expect(page.getByText(`Current configured baseUrl = ${siteBaseUrl}`)).toBeVisible();
  await expect(page.getByText('We suggest trying baseUrl = /', {exact: true})).toBeVisible();
});
