// "Copy page" (src/components/CopyPage/, placed by src/theme/DocItem/Content/ and src/theme/BlogPostItem/Content/):
// a button group at the top of every doc and blog post, in both locales, on
// a desktop and on a phone. The button puts the page's Markdown twin
// (docs/intro/ → docs/intro.md) on the clipboard; its menu
// copies it too or opens it. The head links to the twin, which is served as
// text/markdown and starts with the page's title. Escape closes the menu and
// gives focus back to its button; a refused clipboard says so and leaves
// "View as Markdown" working; list pages and the standalone Markdown page have
// no button; the menu passes axe in both colour modes; and the Markdown is
// fetched only once the reader asks for it. What the twins contain is checked
// on the build (tests/build/markdownTwins.test.ts), not here.
import {expect, test, type Locator, type Page} from '@playwright/test';
import {axeViolations, colourRules, waitForTransitions} from '../helpers/axe.ts';
import {watchPage} from '../helpers/pageWatch.ts';
import {origin} from '../helpers/server.ts';
import {locales, sitePath, type Locale} from '../helpers/routes.ts';
import {escapeRegExp} from '../helpers/regExp.ts';
import {openPage, press, switchToDarkMode} from '../helpers/ui.ts';
import {uiText} from '../helpers/uiStrings.ts';
import {markdownPath} from '../../src/components/CopyPage/markdownTwin.ts';

type CopyLocale = {
  locale: Locale;
  base: string;
  copy: string;
  more: string;
  copyAsMarkdown: string;
  view: string;
  copied: string;
  failed: string;
};

const copyLocales: CopyLocale[] = locales.map((locale) => {
  const text = (id: string) => uiText(locale.key, `copyPage.${id}`);
  return {
    locale,
    base: sitePath(locale.key),
    copy: text('copy'),
    more: text('more'),
    copyAsMarkdown: text('copyAsMarkdown'),
    view: text('view'),
    copied: text('copied'),
    failed: text('failed'),
  };
});

/** A doc and a blog post, the two kinds of page that get the button. */
const pages = ['docs/tutorial-basics/setting-eslint/', 'blog/welcome/'];
const docPage = pages[0] ?? '';

/** The button group, found by the button it holds. */
const group = (page: Page, copy: CopyLocale): Locator =>
  page
    .locator('div[data-markdown-skip]')
    .filter({has: page.getByRole('button', {name: copy.copy, exact: true})});
const copyButton = (page: Page, copy: CopyLocale): Locator =>
  group(page, copy).getByRole('button', {name: copy.copy, exact: true});
const toggle = (page: Page, copy: CopyLocale): Locator =>
  group(page, copy).getByRole('button', {name: copy.more, exact: true});
const menu = (page: Page, copy: CopyLocale): Locator => group(page, copy).locator('ul');
const menuCopy = (page: Page, copy: CopyLocale): Locator =>
  menu(page, copy).getByRole('button', {name: copy.copyAsMarkdown, exact: true});
const viewLink = (page: Page, copy: CopyLocale): Locator =>
  menu(page, copy).getByRole('link', {name: copy.view, exact: true});
const statusLine = (page: Page, copy: CopyLocale): Locator => group(page, copy).getByRole('status');

/** Opens the menu with its button and checks that it says so. */
async function openMenu(page: Page, copy: CopyLocale, isMobile = false): Promise<void> {
  await press(toggle(page, copy), isMobile);
  await expect(toggle(page, copy)).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page, copy)).toBeVisible();
}

/** The page title, as the article shows it. */
const title = async (page: Page): Promise<string> =>
  ((await page.locator('article h1').first().textContent()) ?? '').trim();

/** Requests for any Markdown file. */
function watchMarkdown(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.endsWith('.md')) {
      requests.push(pathname);
    }
  });
  return requests;
}

for (const copy of copyLocales) {
  test.describe(`copy page at ${copy.base}`, () => {
    for (const route of pages) {
      const path = `${copy.base}${route}`;
      const twin = markdownPath(path);

      test(
        `${route}: the button is at the top and the head links to the twin`,
        {tag: '@phone'},
        async ({page, request}) => {
          await openPage(page, path);
          const button = copyButton(page, copy);
          await expect(button).toHaveCount(1);
          await expect(button).toBeVisible();
          await expect(button).toBeInViewport();
          await expect(button).toHaveAccessibleName(copy.copy);
          await expect(page.locator('article').filter({has: button})).toHaveCount(1);
          // Above the text of the page: the first paragraph of its content.
          const buttonBox = await button.boundingBox();
          const textBox = await page.locator('article .markdown > p').first().boundingBox();
          expect(buttonBox?.y ?? Infinity).toBeLessThan(textBox?.y ?? -Infinity);
          await expect(toggle(page, copy)).toHaveAttribute('aria-expanded', 'false');
          await expect(toggle(page, copy)).toHaveAttribute(
            'aria-controls',
            (await menu(page, copy).getAttribute('id')) ?? '',
          );
          await expect(menu(page, copy)).toBeHidden();
          // An empty live region, present before it has something to say.
          await expect(statusLine(page, copy)).toHaveText('');

          const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
          await expect(alternate).toHaveCount(1);
          await expect(alternate).toHaveAttribute('href', twin);

          const response = await request.get(twin);
          expect(response.status()).toBe(200);
          expect(response.headers()['content-type']).toMatch(/^text\/markdown\b/);
          const h1 = await title(page);
          expect(h1).not.toBe('');
          expect(await response.text()).toMatch(new RegExp(`^# ${escapeRegExp(h1)}\\n`));
        },
      );

      // Using the button: on the doc in English, on the post in Korean.
      if (copyLocales.indexOf(copy) === pages.indexOf(route)) {
        test(`${route}: "Copy page" and the menu item put the twin on the clipboard`, async ({
          page,
          context,
        }) => {
          await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
          const watch = watchPage(page, origin);
          await openPage(page, path);
          const markdown = await (await page.request.get(twin)).text();
          expect(markdown).toMatch(/^# /);
          const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

          await press(copyButton(page, copy));
          await expect(statusLine(page, copy)).toHaveText(copy.copied);
          expect(await clipboard()).toBe(markdown);

          // Once more through the menu, from an emptied clipboard (the status
          // line already says "copied").
          await page.evaluate(() => navigator.clipboard.writeText(''));
          expect(await clipboard()).toBe('');
          await openMenu(page, copy);
          await press(menuCopy(page, copy));
          await expect(menu(page, copy), 'the menu closes').toBeHidden();
          await expect(toggle(page, copy)).toHaveAttribute('aria-expanded', 'false');
          await expect.poll(clipboard).toBe(markdown);
          await expect(statusLine(page, copy)).toHaveText(copy.copied);
          expect(watch.problems).toEqual([]);
        });

        test(
          `${route}: "View as Markdown" opens the twin`,
          {tag: '@phone'},
          async ({page, isMobile}) => {
            await openPage(page, path);
            const h1 = await title(page);
            await openMenu(page, copy, isMobile);
            await expect(viewLink(page, copy)).toHaveAttribute('href', twin);
            await press(viewLink(page, copy), isMobile);
            await expect(page).toHaveURL(`${origin}${twin}`);
            await expect(page.locator('body')).toContainText(`# ${h1}`);
          },
        );

        test(
          `${route}: axe finds no violation with the menu open, in light and dark mode`,
          {tag: '@phone'},
          async ({page, isMobile}) => {
            await openPage(page, path);
            await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
            await openMenu(page, copy, isMobile);
            await waitForTransitions(page);
            expect(await axeViolations(page), 'light mode').toEqual([]);
            await press(toggle(page, copy), isMobile);
            await expect(menu(page, copy)).toBeHidden();

            await switchToDarkMode(page);
            await openMenu(page, copy, isMobile);
            await waitForTransitions(page);
            // The structure is the same in both modes; only the colours change.
            expect(await axeViolations(page, colourRules), 'dark mode').toEqual([]);
          },
        );
      }
    }

    const path = `${copy.base}${docPage}`;
    const twin = markdownPath(path);

    // What does not depend on the language runs in one locale, each locale's texts taking part.
    if (copy.locale.key === 'en') {
      test('the menu works by keyboard; Escape closes it and focus returns to its button', async ({
        page,
      }) => {
        await openPage(page, path);
        await copyButton(page, copy).focus();
        await page.keyboard.press('Tab');
        await expect(toggle(page, copy)).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(toggle(page, copy)).toHaveAttribute('aria-expanded', 'true');
        await expect(menu(page, copy)).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(menuCopy(page, copy)).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(viewLink(page, copy)).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu(page, copy)).toBeHidden();
        await expect(toggle(page, copy)).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle(page, copy)).toBeFocused();

        // Escape from the first item, and Space to open, do the same.
        await page.keyboard.press('Space');
        await expect(menu(page, copy)).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(menuCopy(page, copy)).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu(page, copy)).toBeHidden();
        await expect(toggle(page, copy)).toBeFocused();

        // Copying from the menu closes it and keeps the reader's place.
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await expect(menuCopy(page, copy)).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(menu(page, copy)).toBeHidden();
        await expect(toggle(page, copy)).toBeFocused();

        // Tabbing out of the menu, or clicking elsewhere, closes it.
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await expect(menu(page, copy)).toBeHidden();
        await toggle(page, copy).click();
        await expect(menu(page, copy)).toBeVisible();
        await page.locator('article h1').click();
        await expect(menu(page, copy)).toBeHidden();
      });

      test('the Markdown is fetched only when the reader asks for it', async ({page, context}) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
        const requests = watchMarkdown(page);
        await openPage(page, path);
        await page.waitForLoadState('networkidle');
        expect(requests, 'a plain page load fetches no Markdown').toEqual([]);
        await openMenu(page, copy);
        await press(toggle(page, copy));
        await expect(menu(page, copy)).toBeHidden();
        expect(requests, 'opening the menu fetches no Markdown either').toEqual([]);

        await press(copyButton(page, copy));
        await expect(statusLine(page, copy)).toHaveText(copy.copied);
        expect(requests).toEqual([twin]);
      });
    } else {
      test('a refused clipboard is reported and "View as Markdown" still works', async ({page}) => {
        await page.addInitScript(() => {
          const refuse = () =>
            Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
          Object.defineProperty(navigator.clipboard, 'write', {value: refuse});
          Object.defineProperty(navigator.clipboard, 'writeText', {value: refuse});
        });
        const watch = watchPage(page, origin);
        await openPage(page, path);
        const h1 = await title(page);
        await press(copyButton(page, copy));
        await expect(statusLine(page, copy)).toHaveText(copy.failed);
        await expect(statusLine(page, copy)).toBeVisible();
        // The menu item meets the same refusal.
        await openMenu(page, copy);
        await press(menuCopy(page, copy));
        await expect(menu(page, copy)).toBeHidden();
        await expect(statusLine(page, copy)).toHaveText(copy.failed);
        expect(watch.problems, 'the refusal is handled, not logged').toEqual([]);

        // (Not watched from here: on a plain-text document Chromium asks for
        // /favicon.ico at the server's root, which the test server lacks.)
        await openMenu(page, copy);
        await press(viewLink(page, copy));
        await expect(page).toHaveURL(`${origin}${twin}`);
        await expect(page.locator('body')).toContainText(`# ${h1}`);
      });

      test('after a client-side navigation the button takes the new page', async ({
        page,
        context,
      }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
        const next = `${copy.base}docs/tutorial-basics/setting-prettier/`;
        const nextTwin = markdownPath(next);
        await openPage(page, path);
        await press(copyButton(page, copy));
        await expect(statusLine(page, copy)).toHaveText(copy.copied);
        await openMenu(page, copy);
        await page.evaluate(() => Reflect.set(window, 'beforeNavigation', true));
        // A link in the text, which the router follows without loading a page.
        await press(page.locator(`article .markdown a[href="${next}"]`).first());
        await expect(page).toHaveURL(`${origin}${next}`);
        await expect(page.locator('article h1')).toHaveText('Prettier');
        expect(
          await page.evaluate(() => Reflect.get(window, 'beforeNavigation')),
          'the same document',
        ).toBe(true);
        await expect(
          page.locator('head link[rel="alternate"][type="text/markdown"]'),
        ).toHaveAttribute('href', nextTwin);
        await expect(copyButton(page, copy)).toHaveCount(1);
        await expect(menu(page, copy), 'the menu starts closed').toBeHidden();
        await expect(statusLine(page, copy), 'nothing said yet').toHaveText('');
        await expect(menu(page, copy).locator('a')).toHaveAttribute('href', nextTwin);

        const markdown = await (await page.request.get(nextTwin)).text();
        await press(copyButton(page, copy));
        await expect(statusLine(page, copy)).toHaveText(copy.copied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
      });

      test('list pages and the Markdown page have no button; a post has one', async ({page}) => {
        for (const route of ['blog/', 'markdown-page/']) {
          await openPage(page, `${copy.base}${route}`);
          await expect(page.locator('main')).toBeVisible();
          await expect(page.locator('div[data-markdown-skip]'), route).toHaveCount(0);
          await expect(page.getByRole('button', {name: copy.copy, exact: true}), route).toHaveCount(
            0,
          );
          await expect(
            page.locator('head link[rel="alternate"][type="text/markdown"]'),
            route,
          ).toHaveCount(0);
        }
        await openPage(page, `${copy.base}blog/welcome/`);
        await expect(page.getByRole('button', {name: copy.copy, exact: true})).toHaveCount(1);
        await expect(page.getByRole('button', {name: copy.more, exact: true})).toHaveCount(1);
      });
    }
  });
}
