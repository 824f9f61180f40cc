// Docs pages: the sidebar marks the page and its category and does not
// auto-collapse; the table of contents lists h2 and h3 only and follows the
// scroll; previous/next links; category pages list their docs; code blocks
// copy to the clipboard; the package-manager tabs remember the reader's choice.
import {expect, test} from '@playwright/test';
import {waitForHydration} from '../helpers/pageWatch.ts';

test.describe('desktop docs layout', () => {
  test.skip(({isMobile}) => isMobile, 'the sidebar and TOC columns are desktop-only');

  test('the sidebar marks the current page and opens its category', async ({page}) => {
    await page.goto('/setup/docs/tutorial-basics/setting-prettier/');
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
    await page.goto('/setup/docs/tutorial-basics/edit/');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await sidebar.getByRole('button', {name: "Expand sidebar category 'Init'"}).click();
    await expect(sidebar.getByRole('link', {name: 'Start a project'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Prettier'})).toBeVisible();
    await sidebar.getByRole('link', {name: 'Start a project'}).click();
    await expect(page).toHaveURL(/\/docs\/init\/$/);
    await expect(sidebar.getByRole('link', {name: 'Prettier'})).toBeVisible();
  });

  test('the table of contents lists the h2 and h3 headings, and only those', async ({page}) => {
    await page.goto('/setup/docs/tutorial-basics/setting-husky/');
    await waitForHydration(page);
    const idsOf = (selector: string) =>
      page
        .locator('article .markdown')
        .locator(selector)
        .evaluateAll((nodes) => nodes.map((node) => node.id));
    const toc = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.slice(1)));
    const headings = await idsOf('h2, h3');
    expect(headings.length).toBeGreaterThan(5);
    expect(toc).toEqual(headings);
    expect(await idsOf('h4'), 'the page has h4 headings for the TOC to leave out').toContain(
      'init-nvm',
    );
  });

  test('the table of contents follows the scroll', async ({page}) => {
    await page.goto('/setup/docs/tutorial-basics/setting-husky/');
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
  await page.goto('/setup/docs/tutorial-basics/setting-eslint/');
  await waitForHydration(page);
  const pager = page.getByRole('navigation', {name: 'Docs pages'});
  await expect(pager.locator('a.pagination-nav__link--prev')).toContainText('TypeScript');
  await pager.locator('a.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/docs\/tutorial-basics\/setting-prettier\/$/);
});

test('a category page lists its docs', async ({page}) => {
  await page.goto('/setup/kr/docs/category/features/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('기능');
  const cards = page.locator('article a.card');
  await expect(cards).toHaveCount(11);
  await expect(cards.first()).toContainText('패키지 매니저');
});

test('the copy button puts the code on the clipboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/setup/');
  await waitForHydration(page);
  const block = page.getByRole('main').locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: /Copy code to clipboard/}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe('git init -b main && npm init -y && npm pkg set type=module');
});

test('the package-manager tabs keep the choice across pages and reloads', async ({page}) => {
  await page.goto('/setup/docs/tutorial-basics/setting-eslint/');
  await waitForHydration(page);
  await page.getByRole('tab', {name: 'pnpm'}).first().click();
  await expect(page.getByRole('tabpanel').first()).toContainText('pnpm add -D eslint');
  await page.goto('/setup/docs/tutorial-basics/setting-prettier/');
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
