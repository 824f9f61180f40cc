// The announcement bar: shown on a first visit, hidden by its close button
// for good (reloads, new tabs), shown again when its id changes, and without
// a close button when it is not closeable.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../helpers/pageWatch.ts';
import {variantBaseUrl} from '../helpers/server.ts';

const announcement = (page: Page) => page.locator('div[role="banner"][class*="announcementBar"]');
const closeButton = (page: Page) => announcement(page).getByRole('button', {name: /Close|닫기/});

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('shown on a first visit, in the page language', async ({page}) => {
  await open(page, '/setup/');
  await expect(announcement(page)).toContainText('ESLint 10');
  await expect(closeButton(page)).toBeVisible();
  await open(page, '/setup/kr/');
  await expect(announcement(page)).toContainText('가이드가 ESLint 10');
});

test('the close button hides it for reloads and new tabs', async ({page, context}) => {
  await open(page, '/setup/docs/intro/');
  await closeButton(page).click();
  await expect(announcement(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe(
    'true',
  );
  await page.reload();
  await waitForHydration(page);
  await expect(announcement(page)).toBeHidden();
  const other = await context.newPage();
  await open(other, '/setup/blog/');
  await expect(announcement(other)).toBeHidden();
});

test('a new id brings it back, and a bar that is not closeable has no close button', async ({
  page,
}) => {
  await open(page, '/setup/');
  await closeButton(page).click();
  await expect(announcement(page)).toBeHidden();
  await open(page, variantBaseUrl);
  await expect(announcement(page)).toBeVisible();
  await expect(closeButton(page)).toHaveCount(0);
});
