// Failure states: the crash fallback recovers with "Try again"; blocked or
// corrupt browser storage never breaks a page; with JavaScript off, docs
// pages still show their content and navigation links.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../helpers/pageWatch.ts';
import {variantBaseUrl} from '../helpers/server.ts';
import {clickColorModeToggle} from '../helpers/ui.ts';
import {locales, siteBaseUrl, specRoutes} from '../helpers/routes.ts';

test('a component that throws shows the crash page, and Try again recovers', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${variantBaseUrl}crash-test/`);
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Break this page'}).click();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Crash test: this component threw on purpose.')).toBeVisible();
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('button', {name: 'Break this page'})).toBeVisible();
  expect(errors).toEqual([]);
});

async function useThePage(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/setup/docs/tutorial-basics/setting-eslint/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('ESLint');
  await clickColorModeToggle(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('Escape');
  await page.goto('/setup/kr/blog/');
  await waitForHydration(page);
  await expect(page.getByRole('main').locator('article').first()).toBeVisible();
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
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) {
      return;
    }
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('theme', 'purple{');
    localStorage.setItem('docusaurus.announcement.dismiss', 'not-a-boolean');
    localStorage.setItem('docusaurus.announcement.id', '{"broken":');
    localStorage.setItem('docusaurus.tab.package-manager', 'deno');
  });
  await page.goto('/setup/docs/tutorial-basics/setting-eslint/');
  await waitForHydration(page);
  await expect(page.getByRole('tab', {name: 'npm'}).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await useThePage(page);
});

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});
  test.skip(({isMobile}) => isMobile, 'the sidebar column is desktop-only');

  // One tab per locale visits every docs page, as a reader without JavaScript would.
  for (const locale of locales) {
    const paths = specRoutes
      .filter((route) => route.startsWith('docs/'))
      .map((route) => `${siteBaseUrl}${locale.segment}${route}`);
    test(`${locale.htmlLang}: every docs page shows its content and navigation`, async ({page}) => {
      for (const path of paths) {
        await page.goto(path);
        await expect.soft(page.getByRole('heading', {level: 1}), path).toBeVisible();
        await expect.soft(page.getByRole('main'), path).not.toBeEmpty();
        const sidebarLinks = await page.locator('nav.menu a[href]').count();
        expect.soft(sidebarLinks, `${path} has sidebar links`).toBeGreaterThanOrEqual(3);
        await expect.soft(page.locator('nav.navbar a[href]').first(), path).toBeVisible();
      }
    });
  }
});
