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
import {expect, test, type Page} from '@playwright/test';
import {searchIndexFolder} from '../../src/components/Search/engine.ts';
import {budgetQueries, measureSearchBytes, searchBudgets} from '../../scripts/lib/searchBytes.ts';
import {pageKinds} from '../../scripts/lib/site.ts';
import {expectNoAxeViolationsInBothModes} from '../helpers/axe.ts';
import {watchPage} from '../helpers/pageWatch.ts';
import {origin} from '../helpers/server.ts';
import {sitePath, type Locale} from '../helpers/routes.ts';
import {escapeRegExp} from '../helpers/regExp.ts';
import {menuButton, openPage, press, sidebarIsOpen} from '../helpers/ui.ts';
import {anyLocalePattern, uiText, uiTextPattern} from '../helpers/uiStrings.ts';

/** What the dialog says, in a locale's words (src/components/Search/SearchDialog.tsx, i18n/kr/code.json). */
function searchLocale(
  key: Locale['key'],
  /** The query of the keyboard tests. */
  keyboardQuery: string,
  /** Query → title of the page it is about, which must be among the first three results. */
  queries: Record<string, string>,
) {
  return {
    key,
    base: sitePath(key),
    label: uiText(key, 'theme.SearchBar.label'),
    close: uiText(key, 'search.close'),
    /** The status line once results for a query are drawn. */
    count: uiTextPattern(key, 'search.status.count'),
    none: (query: string) => uiText(key, 'search.status.none', {query}),
    /** The status line when a misspelt word was searched as another (any, without a query). */
    corrected: (query?: string) =>
      uiTextPattern(key, 'search.status.corrected', query === undefined ? {} : {query}),
    keyboardQuery,
    queries,
  };
}
type SearchLocale = ReturnType<typeof searchLocale>;

const englishSearch = searchLocale('en', 'prettier', {
  commitlint: 'commitlint',
  'husky hook': 'Husky and lint-staged',
  'env file': 'Environment files',
  'pre-commit hook': 'Husky and lint-staged',
  prettier: 'Prettier',
  'commit message template': 'Commit message template',
  huksy: 'Husky and lint-staged',
  'how do I stop committing secrets': 'Environment files',
});
// Titles from i18n/kr/docusaurus-plugin-content-docs/current/**.mdx.
const koreanSearch = searchLocale('ko', '환경변수', {
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
});
const firstQuery = (search: SearchLocale): string => Object.keys(search.queries)[0] ?? '';

/** Search on a page, in a locale's words. */
function searchUi(page: Page, search: SearchLocale) {
  const dialog = page.getByRole('dialog', {name: search.label, exact: true});
  const combobox = dialog.getByRole('combobox', {name: search.label, exact: true});
  const status = dialog.getByRole('status');
  const options = dialog.getByRole('listbox').getByRole('option');
  const button = page
    .getByRole('navigation', {name: anyLocalePattern('theme.NavBar.navAriaLabel')})
    // Found by what it does: its name is checked on its own.
    .locator('button[aria-haspopup="dialog"]');
  return {
    button,
    dialog,
    combobox,
    status,
    options,
    close: dialog.getByRole('button', {name: search.close}),
    /** The page titles of the options, without their " › section". */
    titles: (): Promise<string[]> =>
      options.evaluateAll((items) =>
        items.map((item) => (item.firstElementChild?.textContent ?? '').split(' › ')[0] ?? ''),
      ),
    /** Opens search the way a reader does: "/" on a desktop, a tap on the button on a phone. */
    async open(isMobile = false): Promise<void> {
      await (isMobile ? button.tap() : page.keyboard.press('/'));
      await expect(combobox).toBeFocused();
    },
    /**
     * Types a query and waits until its results (or its "no results") are drawn:
     * the status line stays empty until search answers for the query in the box.
     * The first query of a page also waits for the index.
     */
    async run(query: string): Promise<void> {
      await combobox.fill(query);
      const none = escapeRegExp(search.none((await combobox.inputValue()).trim()));
      await expect(status).toHaveText(
        new RegExp(`${search.count.source}|${search.corrected().source}|^${none}$`),
        {timeout: 15_000},
      );
    },
  };
}

/** Opens the introduction, and gives its search. */
async function openDocs(page: Page, search: SearchLocale) {
  await openPage(page, `${search.base}docs/intro/`);
  return searchUi(page, search);
}

/** Whether the page highlights something as search terms, and only the given terms (any case). */
function highlightsOnly(page: Page, terms: string[]): Promise<boolean> {
  return page.evaluate((searched) => {
    const ranges = [...(CSS.highlights.get('search-terms') ?? [])];
    return (
      ranges.length > 0 &&
      ranges.every((range) => searched.includes(range.toString().toLocaleLowerCase()))
    );
  }, terms);
}

for (const search of [englishSearch, koreanSearch]) {
  // What does not depend on the language runs in one locale, each locale's texts taking part.
  test.describe(`search at ${search.base}`, () => {
    test("nothing of search loads with the page; a first query typed live and a second one stay within their budgets, from this locale's index", async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on('request', (request) => {
        const {pathname} = new URL(request.url());
        if (pathname.includes(`/${searchIndexFolder}/`)) {
          requests.push(pathname);
        }
      });
      const queries = budgetQueries[search.key];
      // Throws if anything of the index was fetched before search opened.
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
      const index = `${search.base}${searchIndexFolder}/`;
      expect(requests).toContain(`${index}index.json`);
      expect(
        requests.some((request) => request.startsWith(`${index}texts/`)),
        "each result's page texts",
      ).toBe(true);
      expect(requests.filter((request) => !request.startsWith(index))).toEqual([]);
    });

    test('each query finds its page among the first three results; a misspelt word is searched as the word it most likely means, and the dialog says so', async ({
      page,
    }) => {
      const ui = await openDocs(page, search);
      await ui.open();
      const ranks: string[] = [];
      const misses: string[] = [];
      for (const [query, title] of Object.entries(search.queries)) {
        await ui.run(query);
        const titles = await ui.titles();
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

      await ui.run('prettir');
      await expect(ui.status).toHaveText(search.corrected('prettier'));
      expect((await ui.titles())[0]).toBe('Prettier');
      await expect(ui.options.first().locator('mark').first()).toHaveText(/prettier/i);
    });

    test(
      'the navbar button opens search and gets the focus back when it closes; axe finds no violation with results open, in light and dark mode',
      {tag: '@phone'},
      async ({page, isMobile}) => {
        const ui = await openDocs(page, search);
        // Strict: exactly one button, and on the first screen.
        await expect(ui.button).toBeInViewport();
        // What a screen reader announces, on a phone too, where only the icon shows.
        await expect.soft(ui.button).toHaveAccessibleName(search.label);
        await expect(ui.button).toHaveRole('button');
        const box = await ui.button.boundingBox();
        // WCAG 2.5.8: a target of at least 24 by 24 CSS pixels.
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
        const hint = ui.button.locator('kbd');
        if (isMobile) {
          // At 412 px the navbar holds the menu button, the logo and the search
          // icon; the label and the keyboard hint are hidden.
          await expect(menuButton(page)).toBeVisible();
          await expect(hint).toBeHidden();
        } else {
          await expect(ui.button).toContainText(search.label);
          await expect(hint).toBeVisible();
          await expect(hint).toHaveText('Ctrl K');
        }
        // Escape, the close button, and Escape with results shown each close search.
        for (const closeIt of [
          () => page.keyboard.press('Escape'),
          () => press(ui.close, isMobile),
          async () => {
            await ui.run(firstQuery(search));
            await page.keyboard.press('Escape');
          },
        ]) {
          await press(ui.button, isMobile);
          await expect(ui.combobox).toBeFocused();
          expect(await sidebarIsOpen(page), 'the menu stays closed').toBe(false);
          await closeIt();
          await expect(ui.dialog).toBeHidden();
          await expect(ui.button).toBeFocused();
        }
        if (!isMobile) {
          // "/" pressed before the browser reports that Escape closed search
          // (here in the same task) opens it again; the late report does not close it.
          await ui.open();
          await ui.combobox.evaluate((box) => {
            box.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
            document.body.dispatchEvent(new KeyboardEvent('keydown', {key: '/', bubbles: true}));
          });
          await expect(ui.combobox).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(ui.button).toBeFocused();
        }

        await expectNoAxeViolationsInBothModes(
          page,
          async () => {
            await ui.open(isMobile);
            await expect(ui.combobox).toHaveAttribute('placeholder', search.label);
            await expect(ui.dialog, 'the dialog fits the screen').toBeInViewport({ratio: 1});
            await ui.run(firstQuery(search));
            await expect(ui.options.first()).toBeInViewport();
          },
          async () => {
            await press(ui.close, isMobile);
            await expect(ui.dialog).toBeHidden();
          },
        );
      },
    );

    test('arrows move the active option; Enter opens it with its terms highlighted', async ({
      page,
    }) => {
      const watch = watchPage(page, origin);
      const ui = await openDocs(page, search);
      await ui.open();
      await page.keyboard.type(search.keyboardQuery);
      await expect(ui.status).toHaveText(search.count, {timeout: 15_000});
      const count = await ui.options.count();
      expect(count).toBeGreaterThanOrEqual(3);
      await expect(ui.combobox).toHaveAttribute('aria-expanded', 'true');
      await expect(ui.combobox).toHaveAttribute(
        'aria-controls',
        (await ui.dialog.getByRole('listbox').getAttribute('id')) ?? '',
      );
      // The key pressed (none at first), then the option that must be active: the ends wrap.
      const moves: [string | null, number][] = [
        [null, 0],
        ['ArrowDown', 1],
        ['ArrowDown', 2],
        ['ArrowUp', 1],
        ['ArrowUp', 0],
        ['ArrowUp', count - 1],
        ['ArrowDown', 0],
        ['ArrowDown', 1],
      ];
      for (const [key, index] of moves) {
        if (key) {
          await page.keyboard.press(key);
        }
        const active = ui.options.nth(index);
        await expect(ui.combobox, key ?? 'at first').toHaveAttribute(
          'aria-activedescendant',
          (await active.getAttribute('id')) ?? '',
        );
        await expect(active).toHaveAttribute('aria-selected', 'true');
        await expect(ui.dialog.locator('[aria-selected="true"]')).toHaveCount(1);
      }

      const title = (await ui.titles())[1] ?? '';
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`^${escapeRegExp(origin + search.base)}(docs|blog)/[^?]*\\?highlight=`),
      );
      await expect(ui.dialog).toBeHidden();
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
        .poll(() => highlightsOnly(page, terms), 'some words highlighted, each one searched for')
        .toBe(true);
      expect(watch.problems).toEqual([]);
    });
  });
}

test.describe(`search at ${englishSearch.base}`, () => {
  const search = englishSearch;

  test('opens with "/", Ctrl+K and Cmd+K (Caps Lock on too); what is typed in the box stays text: no markup, no alert, no error', async ({
    page,
  }) => {
    const watch = watchPage(page, origin);
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.dismiss();
    });
    const ui = await openDocs(page, search);
    // "Control+K" sends the key "K", as a keyboard with Caps Lock on does.
    for (const key of ['/', 'Control+k', 'Meta+k', 'Control+K', 'Meta+K']) {
      await page.locator('article h1').click();
      await page.keyboard.press(key);
      await expect(ui.combobox, key).toBeFocused();
      await expect(ui.combobox, key).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(ui.dialog, key).toBeHidden();
      await expect(ui.button, key).toBeFocused();
    }
    await page.keyboard.press('/');
    await page.keyboard.type('src/main.ts');
    await expect(ui.combobox).toHaveValue('src/main.ts');

    /** Only the dialog's own elements: options of spans and marks, a text-only status. */
    const expectNothingInjected = async (query: string) => {
      expect(
        await ui.dialog
          .getByRole('listbox')
          .evaluate((list) =>
            [...list.querySelectorAll('*')]
              .filter((element) => !['LI', 'SPAN', 'MARK'].includes(element.tagName))
              .map((element) => element.outerHTML.slice(0, 80)),
          ),
        query,
      ).toEqual([]);
      await expect(ui.status.locator('*'), query).toHaveCount(0);
      await expect(page.locator('img[src="x"], [onerror]'), query).toHaveCount(0);
    };
    for (const blank of ['', '   ']) {
      await ui.combobox.fill(blank);
      // Empty once the index has loaded ("Loading search…" until then).
      await expect(ui.status, JSON.stringify(blank)).toHaveText('', {timeout: 15_000});
      await expect(ui.options).toHaveCount(0);
      await expect(ui.combobox).toHaveAttribute('aria-expanded', 'false');
      await expect(ui.combobox).not.toHaveAttribute('aria-activedescendant');
    }
    for (const query of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      `"'\`"`,
      `it's "quoted"`,
      '🚀🔥',
      '환경변수 🚀',
    ]) {
      await ui.run(query);
      await expect(ui.combobox).toHaveValue(query);
      await expectNothingInjected(query);
    }
    // The status line shows the query as text.
    await ui.run('<b>qqzxvjkw</b>');
    await expect(ui.status).toHaveText(search.none('<b>qqzxvjkw</b>'));
    await expect(ui.options).toHaveCount(0);

    // A paste of 2,000 characters: the box keeps the first 200 (its maxlength).
    const long = 'commitlint husky prettier eslint '.repeat(61).slice(0, 2000);
    await ui.combobox.fill('');
    await page.keyboard.insertText(long);
    await expect(ui.combobox).toHaveValue(long.slice(0, 200));
    await expect(ui.status).toHaveText(search.count, {timeout: 15_000});
    await expectNothingInjected('2,000 characters');

    await page.keyboard.press('Escape');
    await expect(page.locator('article h1')).toBeVisible();
    expect(alerts).toEqual([]);
    expect(watch.problems).toEqual([]);
  });

  test('Enter pressed before the excerpts come opens the result as it opens after them', async ({
    page,
  }) => {
    const ui = await openDocs(page, search);
    const choose = async (waitForExcerpt: boolean): Promise<string> => {
      await ui.open();
      await page.keyboard.type(search.keyboardQuery);
      await expect(ui.options.first()).toBeVisible({timeout: 15_000});
      if (waitForExcerpt) {
        await expect(ui.options.first().locator('mark').first()).toBeVisible();
      }
      await page.keyboard.press('Enter');
      await expect(ui.dialog).toBeHidden();
      await expect.poll(() => highlightsOnly(page, [search.keyboardQuery])).toBe(true);
      return page.url();
    };
    const hurried = await choose(false);
    await page.goBack();
    expect(hurried).toBe(await choose(true));
  });

  test('Enter pressed right after the last key opens the result of the query as typed', async ({
    page,
  }) => {
    const ui = await openDocs(page, search);
    await ui.open();
    const query = search.keyboardQuery;
    await page.keyboard.type(query.slice(0, -1));
    await expect(ui.options.first()).toBeVisible({timeout: 15_000});
    // No wait: the results drawn may still be those of the query before this key.
    await page.keyboard.type(query.slice(-1));
    await page.keyboard.press('Enter');
    await expect(ui.dialog).toBeHidden();
    await expect.poll(() => highlightsOnly(page, [query])).toBe(true);
  });
});

// One visit for two things: the highlight of a page opened from an older
// search link, then search opened on that page while its script is slow.
test(`search at ${koreanSearch.base}: a page opened with ?_highlight= highlights the term; what is typed while search loads is kept`, async ({
  page,
}) => {
  const search = koreanSearch;
  const watch = watchPage(page, origin);
  await openPage(
    page,
    `${search.base}docs/tutorial-basics/setting-commitlint/?_highlight=commitlint`,
  );
  // Every range holds the term once the page has settled: none lost to a
  // part of the article that React rendered again.
  await expect.poll(() => highlightsOnly(page, ['commitlint'])).toBe(true);
  expect(watch.problems).toEqual([]);

  // Slow the dialog's own script down, as on a slow network.
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const ui = searchUi(page, search);
  await page.keyboard.press('/');
  await page.keyboard.type(firstQuery(search));
  await expect(ui.combobox).toHaveValue(firstQuery(search));
  await expect(ui.combobox).toBeFocused();
  await expect(ui.status).toHaveText(search.count, {timeout: 15_000});
});
