// Colour mode: light by default even when the system prefers dark; the toggle
// switches, stores "theme" in localStorage, survives a reload and reaches
// other open tabs. (That the server HTML ships the toggle disabled is checked
// on the build, in tests/build.)
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {sitePath} from '../helpers/routes.ts';
import {clickColorModeToggle} from '../helpers/ui.ts';

test.use({colorScheme: 'dark'});

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

test('light by default although the system prefers dark', async ({page}) => {
  await page.goto(sitePath('en', 'docs/intro/'));
  await waitForHydration(page);
  expect(await theme(page)).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('the toggle switches mode, stores it under "theme" and keeps it after a reload', async ({
  page,
}) => {
  await page.goto(sitePath('en', 'docs/intro/'));
  await waitForHydration(page);
  await clickColorModeToggle(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await waitForHydration(page);
  expect(await theme(page)).toBe('dark');
});

test('a second open tab follows the change', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  for (const page of [first, second]) {
    await page.goto(sitePath('ko', 'docs/intro/'));
    await waitForHydration(page);
  }
  await clickColorModeToggle(first);
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
});
