// The navbar: stays put on scroll (the published config leaves hide-on-scroll
// off). Dropdowns open on hover and Enter and close on an outside click, a tap
// or focus leaving; on mobile a dropdown holding the current page starts open.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {sitePath} from '../helpers/routes.ts';
import {menuButton, mobileSidebar, tapBesideMobileSidebar} from '../helpers/ui.ts';

const longPage = 'docs/tutorial-basics/setting-commitlint/';

async function navbarIsShown(page: Page): Promise<boolean> {
  return page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom > 0);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({top, behavior: 'instant'}), y);
  await page.waitForTimeout(150);
}

test('the navbar stays on scroll', async ({page}) => {
  await page.goto(sitePath('en', longPage));
  await waitForHydration(page);
  await scrollTo(page, 1500);
  await scrollTo(page, 2500);
  expect(await navbarIsShown(page)).toBe(true);
});

test.describe('dropdowns on desktop', () => {
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
    await page.goto(sitePath('en', 'docs/intro/'));
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

test.describe('dropdowns on a phone', {tag: '@phone-only'}, () => {
  test('a dropdown holding the current page starts expanded, the others collapsed', async ({
    page,
  }) => {
    await page.goto(sitePath('en', 'blog/'));
    await waitForHydration(page);
    await menuButton(page).click();
    const sidebar = mobileSidebar(page);
    await expect(sidebar.getByRole('link', {name: 'About Setup'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: '한국어'})).toBeHidden();
  });

  test('the sidebar closes on a tap on its backdrop', async ({page}) => {
    await page.goto(sitePath('en'));
    await waitForHydration(page);
    await menuButton(page).click();
    await expect(mobileSidebar(page)).toBeVisible();
    await tapBesideMobileSidebar(page);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});
