// Colour mode: light by default even when the system prefers dark; the toggle
// switches, stores "theme" in localStorage, survives a reload and reaches
// other open tabs. (That the server HTML ships the toggle disabled is checked
// on the build, in tests/build.)
import {expect, test} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {sitePath} from '../helpers/routes.ts';
import {openPage, switchToDarkMode} from '../helpers/ui.ts';

test.use({colorScheme: 'dark'});

test('light by default although the system prefers dark; the toggle stores the choice under "theme", which a reload keeps and a second open tab follows', async ({
  page,
  context,
}) => {
  const second = await context.newPage();
  await openPage(page, sitePath('en', 'docs/intro/'));
  await openPage(second, sitePath('ko', 'docs/intro/'));
  for (const tab of [page, second]) {
    expect(await tab.locator('html').getAttribute('data-theme')).toBe('light');
  }
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

  await switchToDarkMode(page);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await waitForHydration(page);
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
});
