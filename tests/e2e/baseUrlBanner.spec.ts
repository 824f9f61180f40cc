// Served under a base URL other than the configured one, the home page shows
// Docusaurus's banner with the base URL it should have been built with.
import {expect, test} from '@playwright/test';
import {wrongBaseOrigin} from '../helpers/server.ts';

test('the wrong-base-URL banner suggests the right base URL', async ({page}) => {
  await page.goto(`${wrongBaseOrigin}/`);
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Your Docusaurus site did not load properly');
  await expect(
    banner.locator('#__docusaurus-base-url-issue-banner-suggestion-container'),
  ).toHaveText('/');
});
