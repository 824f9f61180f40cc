// The navbar as config/navbar.ts makes it: it stays put on scroll
// (hide-on-scroll off); its items lead where the config says, the "More"
// dropdown holding the blog and the about page; on a phone the menu button
// opens the same items, translated (i18n/kr/docusaurus-theme-classic/navbar.json),
// and on a docs page the docs sidebar first, with a way back to the main menu.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {koreanPath} from '../../config/i18n.ts';
import {navbar} from '../../config/navbar.ts';
import {repositoryUrl} from '../../config/project.ts';
import {projectDir} from '../../scripts/lib/run.ts';
import {sitePath} from '../helpers/routes.ts';
import {menuButton} from '../helpers/ui.ts';
import {anyLocalePattern, uiText} from '../helpers/uiStrings.ts';

const koreanNavbar = JSON.parse(
  readFileSync(
    path.join(projectDir, 'i18n', koreanPath, 'docusaurus-theme-classic/navbar.json'),
    'utf8',
  ),
) as Record<string, {message: string}>;

/** A navbar item's label as a locale shows it. */
function itemLabel(locale: 'en' | 'ko', label: string): string {
  return locale === 'en' ? label : (koreanNavbar[`item.label.${label}`]?.message ?? label);
}

const mainNavigation = (page: Page) =>
  page.getByRole('navigation', {name: anyLocalePattern('theme.NavBar.navAriaLabel')});

const more = navbar.items.find((item) => item.type === 'dropdown');

test('the navbar stays on scroll', async ({page}) => {
  expect(navbar.hideOnScroll).toBe(false);
  await page.goto(sitePath('en', 'docs/tutorial-basics/setting-commitlint/'));
  await waitForHydration(page);
  for (const top of [1500, 2500]) {
    await page.evaluate((y) => window.scrollTo({top: y, behavior: 'instant'}), top);
    await page.waitForTimeout(150);
  }
  await expect(mainNavigation(page)).toBeInViewport();
});

test('the items lead where the config says; "More" opens on hover', async ({page}) => {
  await page.goto(sitePath('en'));
  await waitForHydration(page);
  const nav = mainNavigation(page);
  await expect(nav.getByRole('link', {name: 'Tutorial', exact: true})).toHaveAttribute(
    'href',
    sitePath('en', 'docs/intro/'),
  );
  await expect(
    nav.getByRole('link', {
      name: `GitHub${uiText('en', 'theme.IconExternalLink.ariaLabel')}`,
      exact: true,
    }),
  ).toHaveAttribute('href', repositoryUrl);
  await nav.getByRole('button', {name: more?.label, exact: true}).hover();
  for (const {label, to} of more?.items ?? []) {
    await expect(nav.getByRole('link', {name: label, exact: true})).toHaveAttribute(
      'href',
      sitePath('en', `${to.slice(1)}/`),
    );
  }
});

test.describe('on a phone', {tag: '@phone-only'}, () => {
  test('the menu shows the translated items; on a docs page the sidebar comes first', async ({
    page,
  }) => {
    await page.goto(sitePath('ko'));
    await waitForHydration(page);
    await menuButton(page).click();
    await expect(
      mainNavigation(page).getByRole('link', {name: itemLabel('ko', 'Tutorial'), exact: true}),
    ).toBeVisible();
    await mainNavigation(page)
      .getByRole('button', {name: itemLabel('ko', more?.label ?? ''), exact: true})
      .click();
    await expect(
      mainNavigation(page).getByRole('link', {name: itemLabel('ko', 'Blog'), exact: true}),
    ).toBeVisible();

    await page.goto(sitePath('ko', 'docs/intro/'));
    await waitForHydration(page);
    await menuButton(page).click();
    const back = page.getByRole('button', {
      name: uiText('ko', 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel'),
    });
    await expect(back).toBeVisible();
    // The main menu waits beside the sidebar, off the screen.
    const tutorial = mainNavigation(page).getByRole('link', {
      name: itemLabel('ko', 'Tutorial'),
      exact: true,
    });
    await expect(tutorial).not.toBeInViewport();
    await back.click();
    await expect(tutorial).toBeInViewport();
  });
});
