// The blog: the list shows excerpts with read-more links that lead to the
// post, the sidebar lists the posts, and the MDX post's component reacts to
// input. (What the archive, author and tag pages list is checked on the
// server HTML, in tests/build.)
import {expect, test} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {sitePath} from '../helpers/routes.ts';

test('the list shows excerpts with read-more links', async ({page}) => {
  await page.goto(sitePath('en', 'blog/'));
  await waitForHydration(page);
  const posts = page.getByRole('main').locator('article');
  await expect(posts).toHaveCount(4);
  await expect(posts.first().getByRole('link', {name: /^Read more about \S/})).toBeVisible();
  await expect(page.getByText('No config file is typed into a page')).toHaveCount(0);
  await posts
    .filter({hasText: 'How we keep these docs from going stale'})
    .getByRole('link', {name: 'Read more about How we keep these docs from going stale'})
    .click();
  await expect(page).toHaveURL(/\/blog\/long-blog-post\/$/);
  await expect(
    page.getByRole('heading', {name: /no config file is typed into a page/i}),
  ).toBeVisible();
});

// A desktop column: the phone project does not run this.
test('the sidebar lists every post, grouped by year', async ({page}) => {
  await page.goto(sitePath('en', 'blog/welcome/'));
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', {name: /Blog recent posts navigation/});
  await expect(sidebar.getByRole('link')).toHaveCount(4);
  await expect(sidebar.getByRole('heading')).toHaveText(['2026', '2025']);
});

test('the MDX post checks a commit header as the reader types', async ({page}) => {
  await page.goto(sitePath('ko', 'blog/mdx-blog-post/'));
  await waitForHydration(page);
  const input = page.getByLabel('커밋 헤더');
  // The verdict is a live region that also describes the input.
  const verdict = page.locator(`[id="${await input.getAttribute('aria-describedby')}"]`);
  await expect(verdict).toHaveRole('status');
  await input.fill('feat(auth): 로그인 페이지 추가');
  await expect(input).toHaveAccessibleDescription(/허용된 타입입니다/);
  await input.fill('feature: 로그인');
  await expect(input).toHaveAccessibleDescription(/type-enum/);
  await input.fill('로그인 추가');
  await expect(input).toHaveAccessibleDescription(/Conventional 형식이 아닙니다/);
});
