// The blog: the list shows every post as an excerpt with a read-more link
// (src/theme/BlogPostItem/Footer/ReadMoreLink) that leads to the post, the
// sidebar lists the posts grouped by year, and the MDX post's component
// reacts to input. The counts come from the build's post pages. (What the
// archive, author and tag pages list is checked on the server HTML, in
// tests/build.)
import {expect, test} from '@playwright/test';
import {builtPage} from '../helpers/builtPages.ts';
import {escapeRegExp} from '../helpers/regExp.ts';
import {readerPages} from '../helpers/readerPages.ts';
import {locales, siteBaseUrl, sitePath, type Locale} from '../helpers/routes.ts';
import {openPage} from '../helpers/ui.ts';
import {uiText, uiTextPattern} from '../helpers/uiStrings.ts';

const [english, korean] = locales as [Locale, Locale];

/** The English posts' routes (blog/welcome/), from the build's post pages. */
async function postRoutes(): Promise<string[]> {
  const {pages} = await readerPages(english);
  return pages
    .filter((path) => path.startsWith(sitePath('en', 'blog/')))
    .map((path) => path.slice(siteBaseUrl.length));
}

// The sidebar is a desktop column: the phone project does not run this.
test('the list shows every post as an excerpt whose read-more link opens it; the sidebar lists every post, grouped by year, newest first', async ({
  page,
}) => {
  const posts = await postRoutes();
  const documents = await Promise.all(
    posts.map(async (route) => (await builtPage(english, route)).document),
  );
  const years = documents.map(
    (document) =>
      document.querySelector('article time')?.getAttribute('datetime')?.slice(0, 4) ?? '',
  );
  const groups = [...new Set(years)].sort().reverse();
  expect(groups).not.toContain('');
  const longPost = documents[posts.indexOf('blog/long-blog-post/')];
  const title = longPost?.querySelector('article h1')?.text.trim() ?? '';
  expect(title).not.toBe('');

  await openPage(page, sitePath('en', 'blog/'));
  const sidebar = page.getByRole('navigation', {
    name: uiText('en', 'theme.blog.sidebar.navAriaLabel'),
  });
  await expect(sidebar.getByRole('link')).toHaveCount(posts.length);
  await expect(sidebar.getByRole('heading')).toHaveText(groups);
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(posts.length);
  await expect(
    articles
      .first()
      .getByRole('link', {name: uiTextPattern('en', 'theme.blog.post.readMoreLabel')}),
  ).toBeVisible();
  await page
    .getByRole('link', {name: uiText('en', 'theme.blog.post.readMoreLabel', {title}), exact: true})
    .click();
  await expect(page).toHaveURL(new RegExp(`${sitePath('en', 'blog/long-blog-post/')}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
});

/** A Korean message anywhere in a text. */
const said = (id: string, values?: Record<string, string>) =>
  new RegExp(escapeRegExp(uiText('ko', id, values)));

test('the MDX post checks a commit header as the reader types', async ({page}) => {
  await openPage(page, sitePath(korean.key, 'blog/mdx-blog-post/'));
  const input = page.getByLabel(uiText('ko', 'commitChecker.label'));
  // The verdict is a live region that also describes the input.
  const verdict = page.locator(`[id="${await input.getAttribute('aria-describedby')}"]`);
  await expect(verdict).toHaveRole('status');
  await input.fill('feat(auth): 로그인 페이지 추가');
  await expect(input).toHaveAccessibleDescription(said('commitChecker.ok', {type: 'feat'}));
  await input.fill('feature: 로그인');
  await expect(input).toHaveAccessibleDescription(said('commitChecker.type', {type: 'feature'}));
  await input.fill('로그인 추가');
  await expect(input).toHaveAccessibleDescription(said('commitChecker.shape'));
});
