// Search (src/theme/SearchBar/): a button in the navbar of both locales, on
// a desktop and on a phone, that opens a dialog by click, "/", Ctrl+K or
// Cmd+K; Escape closes it and gives focus back to the button. The dialog
// works by keyboard, finds each locale's own pages, says when it corrected a
// misspelt word, opens a result with its terms highlighted, survives odd
// input and passes axe in both colour modes. Nothing of the index loads
// before the reader opens search, and a first query typed live stays within
// its budget. What the engine finds for each kind of query is tested on the
// built index (tests/build/search.test.ts); the bench measures the bytes and
// the time of queries (scripts/bench/search.ts).
import {expect, test, type Locator, type Page} from '@playwright/test';
import {searchIndexFolder} from '../../src/components/Search/engine.ts';
import {budgetQueries, measureSearchBytes, searchBudgets} from '../../scripts/lib/searchBytes.ts';
import {pageKinds} from '../../scripts/lib/site.ts';
import {axeViolations, colourRules, waitForTransitions} from '../helpers/axe.ts';
import {watchPage} from '../helpers/pageWatch.ts';
import {origin} from '../helpers/server.ts';
import {locales, sitePath, type Locale} from '../helpers/routes.ts';
import {escapeRegExp} from '../helpers/regExp.ts';
import {menuButton, openPage, press, sidebarIsOpen, switchToDarkMode} from '../helpers/ui.ts';
import {anyLocalePattern, uiText, uiTextPattern} from '../helpers/uiStrings.ts';

type SearchLocale = {
  locale: Locale;
  base: string;
  label: string;
  /** The dialog's close button. */
  close: string;
  /** The status line once results for a query are drawn. */
  count: RegExp;
  none: (query: string) => string;
  /** The status line when a misspelt word was searched as another (any, without a query). */
  corrected: (query?: string) => RegExp;
  /** Query → title of the page it is about, which must be among the first three results. */
  queries: Record<string, string>;
  /** The query of the keyboard test. */
  keyboardQuery: string;
};

const [english, korean] = locales as [Locale, Locale];

/** What the dialog says, in a locale's words (src/components/Search/SearchDialog.tsx, i18n/kr/code.json). */
function statusTexts(locale: Locale): Omit<SearchLocale, 'queries' | 'keyboardQuery'> {
  return {
    locale,
    base: sitePath(locale.key),
    label: uiText(locale.key, 'theme.SearchBar.label'),
    close: uiText(locale.key, 'search.close'),
    count: uiTextPattern(locale.key, 'search.status.count'),
    none: (query) => uiText(locale.key, 'search.status.none', {query}),
    corrected: (query) =>
      uiTextPattern(locale.key, 'search.status.corrected', query === undefined ? {} : {query}),
  };
}

const searchLocales: SearchLocale[] = [
  {
    ...statusTexts(english),
    queries: {
      commitlint: 'commitlint',
      'husky hook': 'Husky and lint-staged',
      'env file': 'Environment files',
      'pre-commit hook': 'Husky and lint-staged',
      prettier: 'Prettier',
      'commit message template': 'Commit message template',
      huksy: 'Husky and lint-staged',
      'how do I stop committing secrets': 'Environment files',
    },
    keyboardQuery: 'prettier',
  },
  {
    ...statusTexts(korean),
    // Titles from i18n/kr/docusaurus-plugin-content-docs/current/**.mdx.
    queries: {
      환경변수: '환경 변수 파일',
      '환경 변수': '환경 변수 파일',
      '커밋 메시지': '커밋 메시지 템플릿',
      커밋메시지: '커밋 메시지 템플릿',
      '타입스크립트 설정': 'TypeScript',
      린트: 'ESLint',
      '패키지 매니저': '패키지 매니저 명령',
      'husky 설정': 'Husky와 lint-staged',
      프리티어: 'Prettier',
      '타입스크립트 엄격 모드': 'TypeScript',
    },
    keyboardQuery: '환경변수',
  },
];

/** The navbar's search button, found by what it does (its name is checked on its own). */
const searchButton = (page: Page): Locator =>
  page
    .getByRole('navigation', {name: anyLocalePattern('theme.NavBar.navAriaLabel')})
    .locator('button[aria-haspopup="dialog"]');
const searchDialog = (page: Page, search: SearchLocale): Locator =>
  page.getByRole('dialog', {name: search.label, exact: true});
const combobox = (page: Page, search: SearchLocale): Locator =>
  searchDialog(page, search).getByRole('combobox', {name: search.label, exact: true});
const statusLine = (page: Page, search: SearchLocale): Locator =>
  searchDialog(page, search).getByRole('status');
const options = (page: Page, search: SearchLocale): Locator =>
  searchDialog(page, search).getByRole('listbox').getByRole('option');

/** The page titles of the options, without their " › section". */
function optionTitles(page: Page, search: SearchLocale): Promise<string[]> {
  return options(page, search).evaluateAll((items) =>
    items.map((item) => (item.firstElementChild?.textContent ?? '').split(' › ')[0] ?? ''),
  );
}

/** Requests for the search index and its page texts. */
function watchIndex(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.includes(`/${searchIndexFolder}/`)) {
      requests.push(pathname);
    }
  });
  return requests;
}

/** Opens the introduction, and gives the navbar's search button. */
async function openDocs(page: Page, search: SearchLocale): Promise<Locator> {
  await openPage(page, `${search.base}docs/intro/`);
  return searchButton(page);
}

/** Opens search the way a reader does: "/" on a desktop, a tap on the button on a phone. */
async function openSearch(page: Page, search: SearchLocale, isMobile = false): Promise<void> {
  if (isMobile) {
    await searchButton(page).tap();
  } else {
    await page.keyboard.press('/');
  }
  await expect(combobox(page, search)).toBeFocused();
}

/**
 * Types a query and waits until its results (or its "no results") are drawn:
 * the status line stays empty until search answers for the query in the box.
 * The first query of a page also waits for the index.
 */
async function runQuery(page: Page, search: SearchLocale, query: string): Promise<void> {
  await combobox(page, search).fill(query);
  const shown = (await combobox(page, search).inputValue()).trim();
  await expect(statusLine(page, search)).toHaveText(
    new RegExp(
      `${search.count.source}|${search.corrected().source}|^${escapeRegExp(search.none(shown))}$`,
    ),
    {timeout: 15_000},
  );
}

/** The texts of the ranges the page highlights as search terms. */
function highlightedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const highlight = CSS.highlights.get('search-terms');
    return highlight ? [...highlight].map((range) => range.toString()) : [];
  });
}

for (const search of searchLocales) {
  // What does not depend on the language runs in one locale, each locale's texts taking part.
  test.describe(`search at ${search.base}`, () => {
    test('nothing of the index loads with the page; opening search loads it', async ({page}) => {
      const requests = watchIndex(page);
      await openDocs(page, search);
      await page.waitForLoadState('networkidle');
      expect(requests, 'a plain page load fetches nothing of the index').toEqual([]);

      await openSearch(page, search);
      await expect.poll(() => requests).toContain(`${search.base}${searchIndexFolder}/index.json`);
      await runQuery(page, search, Object.keys(search.queries)[0] ?? '');
      // Each result's page texts, for its section and excerpt.
      await expect
        .poll(
          () =>
            requests.filter((request) => request.includes(`/${searchIndexFolder}/texts/`)).length,
        )
        .toBeGreaterThan(0);
      const otherLocales = searchLocales
        .filter((other) => other !== search && other.base.startsWith(search.base))
        .map((other) => other.base);
      expect(
        requests.filter(
          (request) =>
            !request.startsWith(`${search.base}${searchIndexFolder}/`) ||
            otherLocales.some((other) => request.startsWith(other)),
        ),
        "only this locale's index",
      ).toEqual([]);
    });

    test('a first query typed live and a second one stay within their budgets', async ({page}) => {
      const queries = budgetQueries[search.locale.key];
      const {first, second} = await measureSearchBytes(
        page,
        `${search.base}${pageKinds.doc}`,
        queries.first,
        queries.second,
      );
      test.info().annotations.push({
        type: 'bytes',
        description: `first ${first.bytes} in ${first.files} files; second ${second.bytes} in ${second.files}`,
      });
      expect(first.bytes, queries.first).toBeLessThanOrEqual(searchBudgets.firstBytes);
      expect(second.bytes, queries.second).toBeLessThanOrEqual(searchBudgets.secondBytes);
    });

    test('a misspelt word finds the word it most likely means, and the dialog says so', async ({
      page,
    }) => {
      await openDocs(page, search);
      await openSearch(page, search);
      await page.keyboard.type('prettir');
      await expect(statusLine(page, search)).toHaveText(search.corrected('prettier'), {
        timeout: 15_000,
      });
      expect((await optionTitles(page, search))[0]).toBe('Prettier');
      await expect(options(page, search).first().locator('mark').first()).toHaveText(/prettier/i);
    });

    test(
      'the button is in the navbar, named, and opens search without the menu',
      {tag: '@phone'},
      async ({page, isMobile}) => {
        const button = await openDocs(page, search);
        await expect(button).toHaveCount(1);
        await expect(button).toBeVisible();
        await expect(button).toBeInViewport();
        // What a screen reader announces, on a phone too, where only the icon shows.
        await expect.soft(button).toHaveAccessibleName(search.label);
        await expect(button).toHaveRole('button');
        const box = await button.boundingBox();
        // WCAG 2.5.8: a target of at least 24 by 24 CSS pixels.
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
        const hint = button.locator('kbd');
        if (isMobile) {
          // At 412 px the navbar holds the menu button, the logo and the search
          // icon; the label and the keyboard hint are hidden.
          await expect(menuButton(page)).toBeVisible();
          await expect(hint).toBeHidden();
          await button.tap();
          expect(await sidebarIsOpen(page), 'the menu stays closed').toBe(false);
        } else {
          await expect(button).toContainText(search.label);
          await expect(hint).toBeVisible();
          await expect(hint).toHaveText('Ctrl K');
          await button.click();
        }
        const dialog = searchDialog(page, search);
        await expect(dialog).toBeVisible();
        await expect(combobox(page, search)).toBeFocused();
        await expect(combobox(page, search)).toHaveAttribute('placeholder', search.label);
        const viewport = page.viewportSize() ?? {width: 0, height: 0};
        const dialogBox = await dialog.boundingBox();
        expect(dialogBox?.x ?? -1, 'the dialog fits the screen').toBeGreaterThanOrEqual(0);
        expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? Infinity)).toBeLessThanOrEqual(
          viewport.width,
        );
        await runQuery(page, search, Object.keys(search.queries)[0] ?? '');
        await expect(options(page, search).first()).toBeInViewport();
      },
    );

    if (search.locale.key === 'ko') {
      test(
        'opens on a click; Escape closes it and focus returns to the button',
        {tag: '@phone'},
        async ({page, isMobile}) => {
          const button = await openDocs(page, search);
          await press(button, isMobile);
          await expect(searchDialog(page, search)).toBeVisible();
          await expect(combobox(page, search)).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(searchDialog(page, search)).toBeHidden();
          await expect(button).toBeFocused();
          // The close button does the same.
          await press(button, isMobile);
          const close = searchDialog(page, search).getByRole('button', {
            name: search.close,
          });
          await press(close, isMobile);
          await expect(searchDialog(page, search)).toBeHidden();
          await expect(button).toBeFocused();
          // With a query typed and its results shown, one Escape still closes search.
          await press(button, isMobile);
          await runQuery(page, search, Object.keys(search.queries)[0] ?? '');
          await page.keyboard.press('Escape');
          await expect(searchDialog(page, search), 'closed by one Escape').toBeHidden();
          await expect(button).toBeFocused();
        },
      );
    }

    if (search.locale.key === 'en') {
      test('opens with "/", Ctrl+K and Cmd+K (Caps Lock on too); "/" typed in the box is text', async ({
        page,
      }) => {
        const button = await openDocs(page, search);
        // "Control+K" sends the key "K", as a keyboard with Caps Lock on does.
        for (const key of ['/', 'Control+k', 'Meta+k', 'Control+K', 'Meta+K']) {
          await page.locator('article h1').click();
          await page.keyboard.press(key);
          await expect(searchDialog(page, search), key).toBeVisible();
          await expect(combobox(page, search), key).toBeFocused();
          await expect(combobox(page, search), key).toHaveValue('');
          await page.keyboard.press('Escape');
          await expect(searchDialog(page, search), key).toBeHidden();
          await expect(button, key).toBeFocused();
        }
        await page.keyboard.press('/');
        await page.keyboard.type('src/main.ts');
        await expect(combobox(page, search)).toHaveValue('src/main.ts');
        await expect(searchDialog(page, search)).toBeVisible();
      });
    }

    if (search.locale.key === 'ko') {
      test('what is typed while search loads is kept', async ({page}) => {
        await openDocs(page, search);
        // Slow the dialog's own script down, as on a slow network.
        await page.route('**/*.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
        const query = Object.keys(search.queries)[0] ?? '';
        await page.keyboard.press('/');
        await page.keyboard.type(query);
        await expect(combobox(page, search)).toHaveValue(query);
        await expect(combobox(page, search)).toBeFocused();
        await expect(statusLine(page, search)).toHaveText(search.count, {timeout: 15_000});
      });
    }

    test('arrows move the active option; Enter opens it with its terms highlighted', async ({
      page,
    }) => {
      const watch = watchPage(page, origin);
      await openDocs(page, search);
      await openSearch(page, search);
      await page.keyboard.type(search.keyboardQuery);
      await expect(statusLine(page, search)).toHaveText(search.count, {timeout: 15_000});
      const input = combobox(page, search);
      const all = options(page, search);
      const count = await all.count();
      expect(count).toBeGreaterThanOrEqual(3);
      const idOf = (index: number) => all.nth(index).getAttribute('id');
      const expectActive = async (index: number) => {
        await expect(input).toHaveAttribute('aria-activedescendant', (await idOf(index)) ?? '');
        await expect(all.nth(index)).toHaveAttribute('aria-selected', 'true');
        await expect(searchDialog(page, search).locator('[aria-selected="true"]')).toHaveCount(1);
      };
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(input).toHaveAttribute(
        'aria-controls',
        (await searchDialog(page, search).getByRole('listbox').getAttribute('id')) ?? '',
      );
      await expectActive(0);
      await page.keyboard.press('ArrowDown');
      await expectActive(1);
      await expect(all.nth(0)).toHaveAttribute('aria-selected', 'false');
      await page.keyboard.press('ArrowDown');
      await expectActive(2);
      await page.keyboard.press('ArrowUp');
      await expectActive(1);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expectActive(count - 1);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expectActive(1);

      const title = (await optionTitles(page, search))[1] ?? '';
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`^${escapeRegExp(origin + search.base)}(docs|blog)/[^?]*\\?highlight=`),
      );
      await expect(searchDialog(page, search)).toBeHidden();
      await expect(page.locator('article h1')).toHaveText(title);

      const terms = new URL(page.url()).searchParams
        .getAll('highlight')
        .map((term) => term.normalize('NFC').toLocaleLowerCase());
      const typed = search.keyboardQuery.toLocaleLowerCase().replace(/\s+/g, '');
      expect(terms.length).toBeGreaterThan(0);
      for (const term of terms) {
        expect(typed, 'the highlighted terms come from the query').toContain(term);
      }
      // A code block drawn after the page opened empties the ranges inside it
      // until the next frame finds the words again: wait for that.
      await expect
        .poll(async () => {
          const texts = await highlightedTexts(page);
          return (
            texts.length > 0 && texts.every((text) => terms.includes(text.toLocaleLowerCase()))
          );
        }, 'some words highlighted, each one searched for')
        .toBe(true);
      expect(watch.problems).toEqual([]);
    });

    if (search.locale.key === 'en') {
      test('Enter pressed before the excerpts come opens the result as it opens after them', async ({
        page,
      }) => {
        await openDocs(page, search);
        const choose = async (waitForExcerpt: boolean): Promise<string> => {
          await openSearch(page, search);
          await page.keyboard.type(search.keyboardQuery);
          const first = options(page, search).first();
          await expect(first).toBeVisible({timeout: 15_000});
          if (waitForExcerpt) {
            await expect(first.locator('mark').first()).toBeVisible();
          }
          await page.keyboard.press('Enter');
          await expect(searchDialog(page, search)).toBeHidden();
          await expect
            .poll(() => highlightedTexts(page).then((texts) => texts.length))
            .toBeGreaterThan(0);
          return page.url();
        };
        const hurried = await choose(false);
        await page.goBack();
        expect(hurried).toBe(await choose(true));
      });
    }

    test('each query finds its page among the first three results', async ({page}) => {
      await openDocs(page, search);
      await openSearch(page, search);
      const ranks: string[] = [];
      const misses: string[] = [];
      for (const [query, title] of Object.entries(search.queries)) {
        await runQuery(page, search, query);
        const titles = await optionTitles(page, search);
        const rank = titles.indexOf(title) + 1;
        ranks.push(`${query} → ${title}: ${rank === 0 ? 'not found' : `#${rank}`}`);
        if (rank === 0 || rank > 3) {
          misses.push(
            `"${query}" should find "${title}"; first three: ${titles.slice(0, 3).join(' | ')}`,
          );
        }
      }
      test.info().annotations.push({type: 'ranks', description: ranks.join('; ')});
      expect(misses).toEqual([]);
    });

    if (search.locale.key === 'en') {
      test('odd input shows no markup, no alert and no error', async ({page}) => {
        const watch = watchPage(page, origin);
        const alerts: string[] = [];
        page.on('dialog', async (dialog) => {
          alerts.push(dialog.message());
          await dialog.dismiss();
        });
        await openDocs(page, search);
        await openSearch(page, search);
        const input = combobox(page, search);
        const status = statusLine(page, search);
        const listbox = searchDialog(page, search).getByRole('listbox');

        /** Only the dialog's own elements: options of spans and marks, a text-only status. */
        const expectNothingInjected = async (query: string) => {
          expect(
            await listbox.evaluate((list) =>
              [...list.querySelectorAll('*')]
                .filter((element) => !['LI', 'SPAN', 'MARK'].includes(element.tagName))
                .map((element) => element.outerHTML.slice(0, 80)),
            ),
            query,
          ).toEqual([]);
          await expect(status.locator('*'), query).toHaveCount(0);
          await expect(page.locator('img[src="x"], [onerror]'), query).toHaveCount(0);
        };

        for (const blank of ['', '   ']) {
          await input.fill(blank);
          // Empty once the index has loaded ("Loading search…" until then).
          await expect(status, JSON.stringify(blank)).toHaveText('', {timeout: 15_000});
          await expect(options(page, search)).toHaveCount(0);
          await expect(input).toHaveAttribute('aria-expanded', 'false');
          await expect(input).not.toHaveAttribute('aria-activedescendant');
        }

        for (const query of [
          '<script>alert(1)</script>',
          '<img src=x onerror=alert(1)>',
          `"'\`"`,
          `it's "quoted"`,
          '🚀🔥',
          '환경변수 🚀',
        ]) {
          await runQuery(page, search, query);
          await expect(input).toHaveValue(query);
          await expectNothingInjected(query);
        }
        // The status line shows the query as text.
        await runQuery(page, search, '<b>qqzxvjkw</b>');
        await expect(status).toHaveText(search.none('<b>qqzxvjkw</b>'));

        // A paste of 2,000 characters: the box keeps the first 200 (its maxlength).
        const long = 'commitlint husky prettier eslint '.repeat(61).slice(0, 2000);
        await input.fill('');
        await input.focus();
        await page.keyboard.insertText(long);
        await expect(input).toHaveValue(long.slice(0, 200));
        await expect(status).toHaveText(search.count, {timeout: 15_000});
        await expectNothingInjected('2,000 characters');

        await runQuery(page, search, 'qqzxvjkw');
        await expect(status).toHaveText(search.none('qqzxvjkw'));
        await expect(options(page, search)).toHaveCount(0);

        await page.keyboard.press('Escape');
        await expect(page.locator('article h1')).toBeVisible();
        expect(alerts).toEqual([]);
        expect(watch.problems).toEqual([]);
      });
    }

    if (search.locale.key === 'ko') {
      test('a page opened with ?_highlight= or ?highlight= highlights the term', async ({page}) => {
        const watch = watchPage(page, origin);
        for (const param of ['_highlight', 'highlight']) {
          await openPage(
            page,
            `${search.base}docs/tutorial-basics/setting-commitlint/?${param}=commitlint`,
          );
          await expect
            .poll(() => highlightedTexts(page).then((texts) => texts.length), param)
            .toBeGreaterThan(0);
          const texts = await highlightedTexts(page);
          expect(
            texts.map((text) => text.toLocaleLowerCase()),
            param,
          ).toContain('commitlint');
          // Every range still holds the term once the page has settled: none
          // lost to a part of the article that React rendered again.
          expect
            .soft(
              texts.filter((text) => text.toLocaleLowerCase() !== 'commitlint'),
              `${param}: ranges of ${texts.length} that no longer hold the term`,
            )
            .toEqual([]);
        }
        expect(watch.problems).toEqual([]);
      });
    }

    test(
      'axe finds no violation with results open, in light and dark mode',
      {tag: '@phone'},
      async ({page, isMobile}) => {
        const query = Object.keys(search.queries)[0] ?? '';
        await openDocs(page, search);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await openSearch(page, search, isMobile);
        await runQuery(page, search, query);
        await waitForTransitions(page);
        expect(await axeViolations(page), 'light mode').toEqual([]);
        const close = searchDialog(page, search).getByRole('button', {
          name: search.close,
        });
        await press(close, isMobile);
        await expect(searchDialog(page, search)).toBeHidden();

        await switchToDarkMode(page);
        await openSearch(page, search, isMobile);
        await runQuery(page, search, query);
        await waitForTransitions(page);
        // The structure is the same in both modes; only the colours change.
        expect(await axeViolations(page, colourRules), 'dark mode').toEqual([]);
      },
    );
  });
}
