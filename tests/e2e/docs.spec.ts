// Docs pages: the sidebar (sidebars.ts) marks the page and opens its
// category, and does not auto-collapse (our docs config); previous/next links
// follow the sidebar's order; the code blocks' copy button (src/theme/CodeBlock)
// puts the code on the clipboard; the package-manager tabs (src/theme/Tabs)
// remember the reader's choice. (Which headings the table of contents lists,
// and the cards of category pages, are checked on the server HTML, in
// tests/build.)
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {escapeRegExp} from '../helpers/regExp.ts';
import {sitePath} from '../helpers/routes.ts';
import {openPage} from '../helpers/ui.ts';
import {uiText} from '../helpers/uiStrings.ts';

const docsSidebar = (page: Page) =>
  page.getByRole('navigation', {name: uiText('en', 'theme.docs.sidebar.navAriaLabel')});
const pnpmTab = (page: Page) => page.getByRole('tab', {name: 'pnpm'}).first();

test('the next link leads on in the sidebar, which marks the page and opens its category; the package-manager tabs keep the choice across pages and reloads', async ({
  page,
}) => {
  await openPage(page, sitePath('en', 'docs/tutorial-basics/setting-eslint/'));
  const pager = page.getByRole('navigation', {
    name: uiText('en', 'theme.docs.paginator.navAriaLabel'),
  });
  const link = (id: string, title: string) =>
    pager.getByRole('link', {
      // The theme's « and » arrows are part of the names.
      name: new RegExp(`^${escapeRegExp(uiText('en', id))}\\W*${escapeRegExp(title)}\\W*$`),
    });
  await expect(link('theme.docs.paginator.previous', 'TypeScript')).toHaveAttribute(
    'href',
    sitePath('en', 'docs/tutorial-basics/setting-typescript/'),
  );
  await pnpmTab(page).click();
  await expect(page.getByRole('tabpanel').first()).toContainText('pnpm add -D eslint');

  await link('theme.docs.paginator.next', 'Prettier').click();
  await expect(page).toHaveURL(/\/docs\/tutorial-basics\/setting-prettier\/$/);
  await expect(pnpmTab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText(
    'pnpm add -D --save-exact prettier',
  );
  await page.reload();
  await waitForHydration(page);
  await expect(pnpmTab(page)).toHaveAttribute('aria-selected', 'true');
  const sidebar = docsSidebar(page);
  await expect(sidebar.getByRole('link', {name: 'Prettier', exact: true})).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    sidebar.getByRole('button', {
      name: uiText('en', 'theme.DocSidebarItem.collapseCategoryAriaLabel', {label: 'Features'}),
    }),
  ).toHaveAttribute('aria-expanded', 'true');
});

test('opening one category leaves the other open', async ({page}) => {
  await openPage(page, sitePath('en', 'docs/tutorial-basics/edit/'));
  const sidebar = docsSidebar(page);
  await sidebar
    .getByRole('button', {
      name: uiText('en', 'theme.DocSidebarItem.expandCategoryAriaLabel', {label: 'Init'}),
    })
    .click();
  await expect(sidebar.getByRole('link', {name: 'Start a project'})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Prettier'})).toBeVisible();
  await sidebar.getByRole('link', {name: 'Start a project'}).click();
  await expect(page).toHaveURL(/\/docs\/init\/$/);
  await expect(sidebar.getByRole('link', {name: 'Prettier'})).toBeVisible();
});

test('the copy button puts the code on the clipboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, sitePath('en'));
  const block = page.getByRole('main').locator('pre').first();
  await block.hover();
  await page
    .getByRole('main')
    .getByRole('button', {name: uiText('en', 'theme.CodeBlock.copyButtonAriaLabel')})
    .first()
    .click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(((await block.textContent()) ?? '').trim());
  expect(copied).toBe('git init -b main && npm init -y && npm pkg set type=module');
});
