// Layout around the 996 px breakpoint: desktop navbar from 997 px; at 996 px
// and below the menu button opens the mobile sidebar, with the primary menu,
// and on a docs page the docs sidebar with a back-to-main-menu button. The
// sidebar closes when the window turns desktop-wide and on history back.
import {expect, test} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {sitePath} from '../helpers/routes.ts';
import {menuButton, mobileSidebar, sidebarIsOpen} from '../helpers/ui.ts';

test.describe('at desktop widths', () => {
  test('997 px shows the desktop navbar', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto(sitePath('en', 'docs/intro/'));
    await waitForHydration(page);
    await expect(menuButton(page)).toBeHidden();
    await expect(
      page.locator('.navbar__items').getByRole('link', {name: 'Tutorial'}),
    ).toBeVisible();
  });

  test('996 px is mobile: the menu opens the docs sidebar, then the main menu', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto(sitePath('en', 'docs/intro/'));
    await waitForHydration(page);
    await expect(page.locator('.navbar__items').getByRole('link', {name: 'Tutorial'})).toBeHidden();
    await menuButton(page).click();
    const sidebar = mobileSidebar(page);
    await expect(sidebar.locator('.navbar-sidebar__items')).toHaveClass(/show-secondary/);
    await expect(sidebar.getByRole('link', {name: 'Introduction'})).toBeVisible();
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.locator('.navbar-sidebar__items')).not.toHaveClass(/show-secondary/);
    await expect(sidebar.getByRole('link', {name: 'Tutorial'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'GitHub'})).toBeVisible();
  });

  test('the sidebar closes when the window becomes desktop-wide', async ({page}) => {
    await page.setViewportSize({width: 800, height: 800});
    await page.goto(sitePath('en', 'blog/'));
    await waitForHydration(page);
    await menuButton(page).click();
    expect(await sidebarIsOpen(page)).toBe(true);
    await page.setViewportSize({width: 1200, height: 800});
    await expect.poll(() => sidebarIsOpen(page)).toBe(false);
  });
});

test.describe('on a phone', {tag: '@phone-only'}, () => {
  test('the menu opens the primary menu on a page with no sidebar of its own', async ({page}) => {
    await page.goto(sitePath('ko'));
    await waitForHydration(page);
    await menuButton(page).click();
    const sidebar = mobileSidebar(page);
    await expect(sidebar.getByRole('link', {name: '가이드'})).toBeVisible();
    await expect(sidebar.locator('.navbar-sidebar__items')).not.toHaveClass(/show-secondary/);
  });

  test('the sidebar closes when the reader navigates back', async ({page}) => {
    await page.goto(sitePath('en', 'docs/intro/'));
    await waitForHydration(page);
    await page.goto(sitePath('en', 'docs/init/'));
    await waitForHydration(page);
    await menuButton(page).click();
    expect(await sidebarIsOpen(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/intro\/$/);
    await expect.poll(() => sidebarIsOpen(page)).toBe(false);
  });
});
