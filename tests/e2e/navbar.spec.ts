// The navbar as config/navbar.ts makes it: it stays put on scroll
// (hide-on-scroll off); its items lead where the config says, the "More"
// dropdown holding the blog and the about page; on a phone the menu button
// opens the same items, translated (i18n/kr/docusaurus-theme-classic/navbar.json),
// and on a docs page the docs sidebar first, with a way back to the main menu,
// where the language switcher is labelled "Languages" in the page's language.
// The closed phone menu is drawn at idle time, and opens before that if tapped.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {koreanPath} from '../../config/i18n.ts';
import {navbar} from '../../config/navbar.ts';
import {repositoryUrl} from '../../config/project.ts';
import {projectDir} from '../../scripts/lib/run.ts';
import {holdIdleCallbacks, runIdleCallbacks} from '../helpers/idleCallbacks.ts';
import {sitePath} from '../helpers/routes.ts';
import {menuButton, openPage} from '../helpers/ui.ts';
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
  await openPage(page, sitePath('en', 'docs/tutorial-basics/setting-commitlint/'));
  // A hideable navbar hides on the second of two scrolls down, in the update
  // that follows the page's scroll handler, by sliding up. Each scroll waits
  // for its scroll event (which reaches the page's listeners, added at
  // hydration, before this one), then for two frames, the one that dispatched
  // it and the next, drawn after the handler's update; then for the
  // navbar's transitions to end.
  const nav = mainNavigation(page);
  for (const top of [1500, 2500]) {
    const scrolledTo = await nav.evaluate(async (navElement, y) => {
      const scrolled = new Promise((resolve) => {
        window.addEventListener('scroll', resolve, {once: true});
      });
      window.scrollTo({top: y, behavior: 'instant'});
      await scrolled;
      for (let frame = 0; frame < 2; frame++) {
        await new Promise(requestAnimationFrame);
      }
      await Promise.all(navElement.getAnimations().map((animation) => animation.finished));
      return window.scrollY;
    }, top);
    expect(scrolledTo).toBe(top);
  }
  await expect(nav).toBeInViewport();
});

test('the items lead where the config says; "More" opens on hover', async ({page}) => {
  await openPage(page, sitePath('en'));
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
  // src/theme/Navbar/MobileSidebar: the closed menu is drawn at idle time,
  // not in the update that follows hydration. Its panel has no role while
  // closed (it is hidden), hence the theme's class.
  test('the closed menu is drawn when the browser is idle, and a tap opens it before that', async ({
    page,
  }) => {
    await holdIdleCallbacks(page);
    await openPage(page, sitePath('en', 'docs/intro/'));
    const panel = page.locator('.navbar-sidebar');
    // The desktop docs sidebar leaves the page in the update that learns the
    // window size, the one that drew the menu before the wrapper.
    const desktopSidebar = page.locator(
      `nav[aria-label="${uiText('en', 'theme.docs.sidebar.navAriaLabel')}"]`,
    );
    await expect(desktopSidebar).toHaveCount(0);
    await expect(panel).toHaveCount(0);
    await runIdleCallbacks(page);
    await expect(panel).toHaveCount(1);
    await expect(panel).toBeHidden();

    await openPage(page, sitePath('ko', 'docs/intro/'));
    await expect(panel).toHaveCount(0);
    await menuButton(page).click();
    await expect(panel).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: uiText('ko', 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel'),
      }),
    ).toBeVisible();
  });

  for (const locale of ['en', 'ko'] as const) {
    const path = sitePath(locale, 'docs/intro/');
    test(`at ${path} the menu opens the docs sidebar first, then the main menu with the translated items and the languages`, async ({
      page,
    }) => {
      await openPage(page, path);
      await menuButton(page).click();
      const back = page.getByRole('button', {
        name: uiText(locale, 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel'),
      });
      const nav = mainNavigation(page);
      const tutorial = nav.getByRole('link', {name: itemLabel(locale, 'Tutorial'), exact: true});
      // The main menu waits beside the sidebar, off the screen.
      await expect(back).toBeVisible();
      await expect(tutorial).not.toBeInViewport();
      await back.click();
      await expect(tutorial).toBeInViewport();
      await expect(
        page.getByRole('button', {
          name: uiText(locale, 'theme.navbar.mobileLanguageDropdown.label'),
          exact: true,
        }),
      ).toBeVisible();
      await nav
        .getByRole('button', {name: itemLabel(locale, more?.label ?? ''), exact: true})
        .click();
      await expect(
        nav.getByRole('link', {name: itemLabel(locale, 'Blog'), exact: true}),
      ).toBeVisible();
    });
  }
});
