// The navbar: stays put on scroll while hide-on-scroll is off (the published
// config); with it on, hides on scroll down, returns on scroll up and near the
// top. Dropdowns open on hover and Enter and close on an outside click, a tap
// or focus leaving; on mobile a dropdown holding the current page starts open.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../helpers/pageWatch.ts';
import {variantBaseUrl} from '../helpers/server.ts';
import {menuButton, mobileSidebar, tapBesideMobileSidebar} from '../helpers/ui.ts';

const longPage = 'docs/tutorial-basics/setting-commitlint/';

async function navbarIsShown(page: Page): Promise<boolean> {
  return page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom > 0);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({top, behavior: 'instant'}), y);
  await page.waitForTimeout(150);
}

test('with hide-on-scroll off the navbar stays on scroll', async ({page}) => {
  await page.goto(`/setup/${longPage}`);
  await waitForHydration(page);
  await scrollTo(page, 1500);
  await scrollTo(page, 2500);
  expect(await navbarIsShown(page)).toBe(true);
});

test('with hide-on-scroll on the navbar hides going down and returns going up', async ({page}) => {
  await page.goto(`${variantBaseUrl}${longPage}`);
  await waitForHydration(page);
  await scrollTo(page, 1500);
  await scrollTo(page, 2500);
  await expect.poll(() => navbarIsShown(page)).toBe(false);
  await scrollTo(page, 2000);
  await expect.poll(() => navbarIsShown(page)).toBe(true);
  await scrollTo(page, 2600);
  await expect.poll(() => navbarIsShown(page)).toBe(false);
  await scrollTo(page, 10);
  await expect.poll(() => navbarIsShown(page)).toBe(true);
});

test.describe('dropdowns on desktop', () => {
  test.skip(({isMobile}) => isMobile, 'desktop dropdowns');

  const more = (page: Page) => page.locator('.navbar__items .dropdown').filter({hasText: 'More'});
  const isOpen = (page: Page) =>
    more(page).evaluate((dropdown) => dropdown.classList.contains('dropdown--show'));
  const blogLink = (page: Page) => more(page).getByRole('link', {name: 'Blog'});

  async function openWithEnter(page: Page) {
    await more(page).getByRole('button', {name: 'More'}).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(page)).toBe(true);
  }

  test.beforeEach(async ({page}) => {
    await page.goto('/setup/docs/intro/');
    await waitForHydration(page);
  });

  test('opens on hover', async ({page}) => {
    await more(page).hover();
    await expect(blogLink(page)).toBeVisible();
  });

  test('opens on Enter and closes when focus leaves', async ({page}) => {
    await openWithEnter(page);
    await page.getByRole('link', {name: 'GitHub'}).first().focus();
    await expect.poll(() => isOpen(page)).toBe(false);
  });

  test('closes on a click outside', async ({page}) => {
    await openWithEnter(page);
    await page.mouse.move(600, 600);
    await page
      .locator('article')
      .first()
      .click({position: {x: 5, y: 5}});
    await expect.poll(() => isOpen(page)).toBe(false);
  });

  test.describe('on a touch screen', () => {
    test.use({hasTouch: true});

    test('closes on a tap outside', async ({page}) => {
      await openWithEnter(page);
      await page
        .locator('article')
        .first()
        .tap({position: {x: 5, y: 5}});
      await expect.poll(() => isOpen(page)).toBe(false);
    });
  });
});

test.describe('dropdowns on a phone', () => {
  test.skip(({isMobile}) => !isMobile, 'mobile sidebar dropdowns');

  test('a dropdown holding the current page starts expanded, the others collapsed', async ({
    page,
  }) => {
    await page.goto('/setup/blog/');
    await waitForHydration(page);
    await menuButton(page).click();
    const sidebar = mobileSidebar(page);
    await expect(sidebar.getByRole('link', {name: 'About these guides'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: '한국어'})).toBeHidden();
  });

  test('the sidebar closes on a tap on its backdrop', async ({page}) => {
    await page.goto('/setup/');
    await waitForHydration(page);
    await menuButton(page).click();
    await expect(mobileSidebar(page)).toBeVisible();
    await tapBesideMobileSidebar(page);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});
