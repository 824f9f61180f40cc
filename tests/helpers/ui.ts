import {expect, type Locator, type Page} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {anyLocalePattern} from './uiStrings.ts';

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
  page.getByRole('button', {
    name: anyLocalePattern('theme.docs.sidebar.toggleSidebarButtonAriaLabel'),
  });

/** The mobile sidebar's close button, visible exactly while the sidebar is open. */
const closeMenuButton = (page: Page): Locator =>
  page.getByRole('button', {
    name: anyLocalePattern('theme.docs.sidebar.closeSidebarButtonAriaLabel'),
  });

export const colorModeToggle = (page: Page): Locator =>
  page.getByRole('button', {name: anyLocalePattern('theme.colorToggle.ariaLabel')});

export const sidebarIsOpen = (page: Page): Promise<boolean> => closeMenuButton(page).isVisible();

/** Closes the open mobile sidebar the way a reader does, with a tap on the page beside it. */
export async function tapBesideMobileSidebar(page: Page): Promise<void> {
  const {width} = page.viewportSize() ?? {width: 400};
  await page.touchscreen.tap(width - 10, 300);
  await expect(closeMenuButton(page)).toBeHidden();
}

/** Switches to dark mode with the toggle, which on a phone lives in the menu: opened first, closed after. */
export async function switchToDarkMode(page: Page): Promise<void> {
  const phone = await menuButton(page).isVisible();
  if (phone) {
    await menuButton(page).click();
  }
  await colorModeToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  if (phone) {
    await tapBesideMobileSidebar(page);
  }
}
