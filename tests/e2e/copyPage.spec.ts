// "Copy page" (src/components/CopyPage/, placed by src/theme/DocItem/Content/ and src/theme/BlogPostItem/Content/):
// a button group at the top of docs and blog posts, in both locales, on a
// desktop and on a phone. The button puts the page's Markdown twin
// (docs/intro/ → docs/intro.md) on the clipboard; its menu
// copies it too or opens it. The head links to the twin, which is served as
// text/markdown. Escape closes the menu and gives focus back to its button; a
// refused clipboard says so and leaves "View as Markdown" working; list pages
// and the standalone Markdown page have no button; the menu passes axe in both
// colour modes; and the Markdown is fetched only once the reader asks for it.
// That every doc and post names its twin in its head and its menu, and what
// the twins contain, is checked on the build (tests/build/markdownTwins.test.ts).
import {expect, test, type Locator, type Page} from '@playwright/test';
import {expectNoAxeViolationsInBothModes} from '../helpers/axe.ts';
import {watchPage} from '../helpers/pageWatch.ts';
import {origin} from '../helpers/server.ts';
import {sitePath, type Locale} from '../helpers/routes.ts';
import {openPage, press} from '../helpers/ui.ts';
import {uiText} from '../helpers/uiStrings.ts';
import {markdownPath} from '../../src/components/CopyPage/markdownTwin.ts';

const docPage = 'docs/tutorial-basics/setting-eslint/';
const markdownLink = (page: Page): Locator =>
  page.locator('head link[rel="alternate"][type="text/markdown"]');

/** The button group on a page, and what it says, in a locale's words. */
function copyUi(page: Page, locale: Locale['key']) {
  const text = (id: string) => uiText(locale, `copyPage.${id}`);
  const copyButton = page.getByRole('button', {name: text('copy'), exact: true});
  // The group is marked to stay out of the page's Markdown.
  const group = page.locator('div[data-markdown-skip]').filter({has: copyButton});
  const toggle = group.getByRole('button', {name: text('more'), exact: true});
  const menu = group.getByRole('list');
  const ui = {
    copied: text('copied'),
    failed: text('failed'),
    group,
    copyButton,
    toggle,
    menu,
    menuCopy: menu.getByRole('button', {name: text('copyAsMarkdown'), exact: true}),
    viewLink: menu.getByRole('link', {name: text('view'), exact: true}),
    status: group.getByRole('status'),
    /** Opens the menu with its button and checks that it says so. */
    async openMenu(isMobile = false): Promise<void> {
      await press(toggle, isMobile);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
    },
    /** Follows "View as Markdown" and checks that the twin opens, under the page's title. */
    async viewAsMarkdown(isMobile = false): Promise<void> {
      const h1 = ((await page.locator('article h1').first().textContent()) ?? '').trim();
      expect(h1).not.toBe('');
      const twin = markdownPath(new URL(page.url()).pathname);
      await press(ui.viewLink, isMobile);
      await expect(page).toHaveURL(`${origin}${twin}`);
      await expect(page.locator('body')).toContainText(`# ${h1}`);
    },
  };
  return ui;
}

// One page of each kind that gets the button, each in one locale.
for (const [locale, route] of [
  ['en', docPage],
  ['ko', 'blog/welcome/'],
] as const) {
  const path = sitePath(locale, route);
  const twin = markdownPath(path);

  test(
    `${path}: the button is at the top and the head links to the twin; the menu passes axe in light and dark mode and opens the twin`,
    {tag: '@phone'},
    async ({page, request, isMobile}) => {
      await openPage(page, path);
      const ui = copyUi(page, locale);
      // Strict: exactly one button, and on the first screen.
      await expect(ui.copyButton).toBeInViewport();
      await expect(page.getByRole('article').filter({has: ui.copyButton})).toHaveCount(1);
      // Above the text of the page: the first paragraph of its content.
      const buttonBox = await ui.copyButton.boundingBox();
      const textBox = await page.getByRole('article').getByRole('paragraph').first().boundingBox();
      expect(buttonBox?.y ?? Infinity).toBeLessThan(textBox?.y ?? -Infinity);
      await expect(ui.toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(ui.toggle).toHaveAttribute(
        'aria-controls',
        (await ui.group.getByRole('list', {includeHidden: true}).getAttribute('id')) ?? '',
      );
      await expect(ui.menu).toBeHidden();
      // An empty live region, present before it has something to say.
      await expect(ui.status).toHaveText('');
      await expect(markdownLink(page)).toHaveAttribute('href', twin);
      const response = await request.get(twin);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/markdown\b/);

      await expectNoAxeViolationsInBothModes(
        page,
        () => ui.openMenu(isMobile),
        async () => {
          await press(ui.toggle, isMobile);
          await expect(ui.menu).toBeHidden();
        },
      );
      await ui.viewAsMarkdown(isMobile);
    },
  );
}

// What does not depend on the language runs in one locale, each locale's texts taking part.
test.describe(`copy page at ${sitePath('en')}`, () => {
  const path = sitePath('en', docPage);
  const twin = markdownPath(path);

  test('the Markdown is fetched only when the reader asks for it; "Copy page" and the menu item, used by keyboard, put it on the clipboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
    const watch = watchPage(page, origin);
    const requests: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.endsWith('.md')) {
        requests.push(pathname);
      }
    });
    await openPage(page, path);
    const ui = copyUi(page, 'en');
    await page.waitForLoadState('networkidle');
    expect(requests, 'a plain page load fetches no Markdown').toEqual([]);
    await ui.openMenu();
    await press(ui.toggle);
    await expect(ui.menu).toBeHidden();
    expect(requests, 'opening the menu fetches no Markdown either').toEqual([]);

    const markdown = await (await page.request.get(twin)).text();
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await press(ui.copyButton);
    await expect(ui.status).toHaveText(ui.copied);
    expect(requests).toEqual([twin]);
    expect(await clipboard()).toBe(markdown);

    // From "Copy page", Tab reaches the menu button; Enter opens the menu,
    // whose items follow in the tab order; Escape closes it.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.keyboard.press('Tab');
    await expect(ui.toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ui.toggle).toHaveAttribute('aria-expanded', 'true');
    for (const item of [ui.menuCopy, ui.viewLink]) {
      await page.keyboard.press('Tab');
      await expect(item).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(ui.menu).toBeHidden();
    await expect(ui.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(ui.toggle).toBeFocused();

    // Space opens it too, and Escape from the first item closes it.
    await page.keyboard.press('Space');
    await expect(ui.menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(ui.menuCopy).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ui.menu).toBeHidden();
    await expect(ui.toggle).toBeFocused();

    // Copying from the menu closes it and keeps the reader's place.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(ui.menuCopy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ui.menu).toBeHidden();
    await expect(ui.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(ui.toggle).toBeFocused();
    await expect.poll(clipboard).toBe(markdown);
    await expect(ui.status).toHaveText(ui.copied);

    // Tabbing out of the menu, or clicking elsewhere, closes it.
    await page.keyboard.press('Enter');
    await expect(ui.menu).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(ui.menu).toBeHidden();
    await ui.toggle.click();
    await expect(ui.menu).toBeVisible();
    await page.locator('article h1').click();
    await expect(ui.menu).toBeHidden();
    expect(watch.problems).toEqual([]);
  });
});

test.describe(`copy page at ${sitePath('ko')}`, () => {
  const path = sitePath('ko', docPage);

  test('a refused clipboard is reported and "View as Markdown" still works', async ({page}) => {
    await page.addInitScript(() => {
      const refuse = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator.clipboard, 'write', {value: refuse});
      Object.defineProperty(navigator.clipboard, 'writeText', {value: refuse});
    });
    const watch = watchPage(page, origin);
    await openPage(page, path);
    const ui = copyUi(page, 'ko');
    await press(ui.copyButton);
    await expect(ui.status).toHaveText(ui.failed);
    await expect(ui.status).toBeVisible();
    // The menu item meets the same refusal.
    await ui.openMenu();
    await press(ui.menuCopy);
    await expect(ui.menu).toBeHidden();
    await expect(ui.status).toHaveText(ui.failed);
    expect(watch.problems, 'the refusal is handled, not logged').toEqual([]);

    // (Not watched from here: on a plain-text document Chromium asks for
    // /favicon.ico at the server's root, which the test server lacks.)
    await ui.openMenu();
    await ui.viewAsMarkdown();
  });

  test('after a client-side navigation the button takes the new page', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
    const next = sitePath('ko', 'docs/tutorial-basics/setting-prettier/');
    const nextTwin = markdownPath(next);
    await openPage(page, path);
    const ui = copyUi(page, 'ko');
    await press(ui.copyButton);
    await expect(ui.status).toHaveText(ui.copied);
    await ui.openMenu();
    await page.evaluate(() => Reflect.set(window, 'beforeNavigation', true));
    // A link in the text, which the router follows without loading a page.
    await press(page.getByRole('article').locator(`a[href="${next}"]`).first());
    await expect(page).toHaveURL(`${origin}${next}`);
    await expect(page.locator('article h1')).toHaveText('Prettier');
    expect(
      await page.evaluate(() => Reflect.get(window, 'beforeNavigation')),
      'the same document',
    ).toBe(true);
    await expect(markdownLink(page)).toHaveAttribute('href', nextTwin);
    await expect(ui.menu, 'the menu starts closed').toBeHidden();
    await expect(ui.status, 'nothing said yet').toHaveText('');
    await expect(ui.group.getByRole('link', {includeHidden: true})).toHaveAttribute(
      'href',
      nextTwin,
    );

    const markdown = await (await page.request.get(nextTwin)).text();
    await press(ui.copyButton);
    await expect(ui.status).toHaveText(ui.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  });

  test('list pages and the Markdown page have no button and no twin', async ({page}) => {
    for (const route of ['blog/', 'markdown-page/']) {
      await openPage(page, sitePath('ko', route));
      await expect(page.getByRole('main')).toBeVisible();
      await expect(copyUi(page, 'ko').copyButton, route).toHaveCount(0);
      await expect(markdownLink(page), route).toHaveCount(0);
    }
  });
});
