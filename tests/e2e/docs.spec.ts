// Docs pages: the sidebar marks the page and its category and does not
// auto-collapse; the table of contents follows the scroll; previous/next
// links; code blocks copy to the clipboard; the package-manager tabs remember
// the reader's choice. (Which headings the table of contents lists, and the
// cards of category pages, are checked on the server HTML, in tests/build.)
import {expect, test} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {sitePath} from '../helpers/routes.ts';

test.describe('desktop docs layout', () => {
  test('the sidebar marks the current page and opens its category', async ({page}) => {
    await page.goto(sitePath('en', 'docs/tutorial-basics/setting-prettier/'));
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Prettier');
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveClass(/menu__link--active/);
    const category = sidebar.getByRole('link', {name: 'Features', exact: true});
    await expect(category).toHaveClass(/menu__link--active/);
    await expect(
      sidebar.getByRole('button', {name: "Collapse sidebar category 'Features'"}),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  test('opening one category leaves the other open', async ({page}) => {
    await page.goto(sitePath('en', 'docs/tutorial-basics/edit/'));
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await sidebar.getByRole('button', {name: "Expand sidebar category 'Init'"}).click();
    await expect(sidebar.getByRole('link', {name: 'Start a project'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Prettier'})).toBeVisible();
    await sidebar.getByRole('link', {name: 'Start a project'}).click();
    await expect(page).toHaveURL(/\/docs\/init\/$/);
    await expect(sidebar.getByRole('link', {name: 'Prettier'})).toBeVisible();
  });

  test('the table of contents follows the scroll', async ({page}) => {
    await page.goto(sitePath('en', 'docs/tutorial-basics/setting-husky/'));
    await waitForHydration(page);
    const active = page.locator('.table-of-contents__link--active');
    await page.locator('#verify').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('verify')?.scrollIntoView({block: 'start'}));
    await expect(active).toHaveAttribute('href', '#verify');
    await page.evaluate(() => document.getElementById('install')?.scrollIntoView({block: 'start'}));
    await expect(active).toHaveAttribute('href', '#install');
  });
});

test('previous and next links lead through the guides in order', async ({page}) => {
  await page.goto(sitePath('en', 'docs/tutorial-basics/setting-eslint/'));
  await waitForHydration(page);
  const pager = page.getByRole('navigation', {name: 'Docs pages'});
  await expect(pager.locator('a.pagination-nav__link--prev')).toContainText('TypeScript');
  await pager.locator('a.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/docs\/tutorial-basics\/setting-prettier\/$/);
});

test('the copy button puts the code on the clipboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(sitePath('en'));
  await waitForHydration(page);
  const block = page.getByRole('main').locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: /Copy code to clipboard/}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe('git init -b main && npm init -y && npm pkg set type=module');
});

test('the package-manager tabs keep the choice across pages and reloads', async ({page}) => {
  await page.goto(sitePath('en', 'docs/tutorial-basics/setting-eslint/'));
  await waitForHydration(page);
  await page.getByRole('tab', {name: 'pnpm'}).first().click();
  await expect(page.getByRole('tabpanel').first()).toContainText('pnpm add -D eslint');
  await page.goto(sitePath('en', 'docs/tutorial-basics/setting-prettier/'));
  await waitForHydration(page);
  await expect(page.getByRole('tab', {name: 'pnpm'}).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel').first()).toContainText(
    'pnpm add -D --save-exact prettier',
  );
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('tab', {name: 'pnpm'}).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
