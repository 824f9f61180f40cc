import {expect, type Locator, type Page} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';

/** Opens a page and waits until React has taken it over. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** A click on a desktop, a tap on a phone. */
export const press = (target: Locator, isMobile = false): Promise<void> =>
  isMobile ? target.tap() : target.click();

/** The hamburger button that opens the mobile sidebar. */
export const menuButton = (page: Page): Locator =>
  page.getByRole('button', {name: /^(Toggle navigation bar|사이드바 펼치거나 접기)$/});

/** The mobile sidebar (present in the DOM on every width). */
export const mobileSidebar = (page: Page): Locator => page.locator('.navbar-sidebar');

export const colorModeToggle = (page: Page): Locator =>
  page.getByRole('button', {name: /Switch between dark and light mode|어두운 모드와 밝은 모드/});

/** Clicks the colour mode toggle, opening the menu first on a phone, where the toggle lives. */
export async function clickColorModeToggle(page: Page): Promise<void> {
  if (await menuButton(page).isVisible()) {
    await menuButton(page).click();
  }
  await colorModeToggle(page).click();
}

export const sidebarIsOpen = (page: Page): Promise<boolean> =>
  page.locator('nav.navbar').evaluate((nav) => nav.classList.contains('navbar-sidebar--show'));

/** Closes the open mobile sidebar the way a reader does, with a tap on the page beside it. */
export async function tapBesideMobileSidebar(page: Page): Promise<void> {
  const {width} = page.viewportSize() ?? {width: 400};
  await page.locator('.navbar-sidebar__backdrop').tap({position: {x: width - 10, y: 300}});
}

/** Switches to dark mode with the toggle, and closes the phone menu the toggle lives in. */
export async function switchToDarkMode(page: Page): Promise<void> {
  const phone = await menuButton(page).isVisible();
  await clickColorModeToggle(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  if (phone) {
    await tapBesideMobileSidebar(page);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  }
}
