// The announcement bar: shown on a first visit in the page language (our
// translated Content), hidden by its close button for good (reloads, new
// tabs), and shown at once, on the first page load, to a reader who closed an
// announcement with an earlier id (our AnnouncementBar wrapper).
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {announcementBar} from '../../config/announcementBar.ts';
import {sitePath} from '../helpers/routes.ts';
import {seedLocalStorage} from '../helpers/storage.ts';
import {openPage} from '../helpers/ui.ts';
import {anyLocalePattern, uiText} from '../helpers/uiStrings.ts';

const announcement = (page: Page) => page.getByRole('banner');
const closeButton = (page: Page) =>
  announcement(page).getByRole('button', {
    name: anyLocalePattern('theme.AnnouncementBar.closeButtonAriaLabel'),
  });
/** The bar's text in a locale (src/theme/AnnouncementBar/Content). */
const message = (locale: 'en' | 'ko') =>
  uiText(locale, 'announcement.stack.message', {link: uiText(locale, 'announcement.stack.link')});

test('shown on a first visit, in the page language; the close button hides it for reloads and new tabs', async ({
  page,
  context,
}) => {
  await openPage(page, sitePath('ko'));
  await expect(announcement(page)).toHaveText(message('ko'));
  await openPage(page, sitePath('en', 'docs/intro/'));
  await expect(announcement(page)).toHaveText(message('en'));
  await closeButton(page).click();
  await expect(announcement(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe(
    'true',
  );
  await page.reload();
  await waitForHydration(page);
  await expect(announcement(page)).toBeHidden();
  const other = await context.newPage();
  await openPage(other, sitePath('en', 'blog/'));
  await expect(announcement(other)).toBeHidden();
});

test('a reader who closed an earlier announcement sees this one on the first load', async ({
  page,
}) => {
  // What the theme stored when the reader closed a bar with another id. Its
  // inline script hides the bar before React runs whenever a bar was closed;
  // our AnnouncementBar wrapper shows the new one without another reload.
  await seedLocalStorage(page, {
    'docusaurus.announcement.id': 'an-earlier-announcement',
    'docusaurus.announcement.dismiss': 'true',
  });
  await openPage(page, sitePath('en', 'docs/intro/'));
  await expect(announcement(page)).toBeVisible();
  await expect(announcement(page)).toHaveText(message('en'));
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
    announcementBar.id,
  );
});
