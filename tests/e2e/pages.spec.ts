// The sweep: one test per page of both sitemaps, named by its path, and one
// for each locale's not-found page. Each page loads cleanly at desktop width:
// status 200 (404 for not found), hydrated, in its language and in light
// mode, with a main landmark and a heading, no console error or warning, no
// failed request and no request to another host; and axe-core finds no
// violation on it in light mode, nor a colour violation once the reader
// switches to dark mode. On a phone the same checks run on one page of each
// kind (scripts/lib/site.ts pageKinds), since the layouts differ by kind, not
// by content, and on a guide with h4 headings.
//
// The same visits take the size budgets and the screenshots, so no page is
// loaded twice:
// - Budgets: the gzip JavaScript and CSS each kind of page loads on a first
//   visit with an empty cache. The page of each kind with a budget gets a
//   fresh browser context, so its visit is such a first one. `npm run bench`
//   prints the same figures next to a stock site's, with the number of
//   scripts each kind loads (a report, since it follows the bundler's chunk
//   layout). With SETUP_STOCK_BUNDLE=1 the budgets are skipped.
// - Screenshots: key pages in both locales and colour modes, kept in
//   screenshots/<project>/ (git-ignored) for people to look at, first screen
//   only. Each shot is taken after the checks above, so a blank page never
//   passes; phones get the home page and the open menu.
//
// Every other page opens in one tab that the tests of a worker share, so its
// assets come from the HTTP cache: a fresh context per page cost about a
// second more each. A visit waits for hydration, the load event and the end
// of the requests its page started, not for network idle (500 ms of quiet).
import {expect, test as base, type Locator, type Page, type TestInfo} from '@playwright/test';
import {stockBundle} from '../../config/stockBundle.ts';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {watchFirstLoad} from '../../scripts/lib/firstLoad.ts';
import {pageKinds, type PageKind} from '../../scripts/lib/site.ts';
import {axeViolations, colourRules, waitForTransitions} from '../helpers/axe.ts';
import {localeOfPath} from '../helpers/builtPages.ts';
import {watchPage, type PageWatch} from '../helpers/pageWatch.ts';
import {locales, sitePath} from '../helpers/routes.ts';
import {origin} from '../helpers/server.ts';
import {sitemapPaths} from '../helpers/sitemap.ts';
import {colorModeToggle, menuButton, sidebarIsOpen, tapBesideMobileSidebar} from '../helpers/ui.ts';

const kilobytes = 1024;

// Each budget sits a little above what was measured on 2026-11-26 (in
// brackets: English / Korean, KB), so that growth needs a decision. A first
// visit is measured in light mode: a page that keeps the server's code lines
// loads no Prism (src/theme/CodeBlock/Content). Search adds only its navbar
// button to a page: the dialog and its index load when the reader opens
// search (tests/e2e/search.spec.ts).
const jsBudgets: Partial<Record<PageKind, number>> = {
  home: 134 * kilobytes, // [125.1 / 129.3]
  doc: 157 * kilobytes, // [144.8 / 151.0]
  'long doc': 165 * kilobytes, // [151.6 / 158.7]
  // The generator's goal: at most 10 KB above a guide page (the long doc).
  generator: 165 * kilobytes, // [151.3 / 156.6]
  category: 140 * kilobytes, // [128.8 / 133.8]
  'blog list': 156 * kilobytes, // [145.7 / 151.1]
  'blog post': 156 * kilobytes, // [144.9 / 150.1]
  tag: 156 * kilobytes, // [145.1 / 150.2]
  'not found': 128 * kilobytes, // [119.4 / 123.6]
};

/**
 * Docusaurus's entry chunk, loaded by every page [115.7 / 120.0]: the goal is at
 * most 125 KB; the budget holds what plugins/utilsCommonWithoutTslib.ts and
 * src/theme/NavbarItem/ComponentTypes.tsx keep out.
 */
const mainJsBudget = 122 * kilobytes;

/** One stylesheet serves every page [16.5 / 16.5]; the goal is at most 25 KB. */
const cssBudget = 18 * kilobytes;

type Shot = {name: string; ready: (page: Page) => Locator};

const heading = (page: Page) => page.getByRole('heading', {level: 1});

/** Screenshots by route, relative to a locale's base URL. */
const desktopShots: Record<string, Shot> = {
  [pageKinds.home]: {name: 'home', ready: heading},
  'docs/tutorial-basics/setting-husky/': {
    name: 'feature-doc',
    ready: (page) => page.getByRole('main').locator('pre').first(),
  },
  [pageKinds['blog list']]: {
    name: 'blog-list',
    ready: (page) => page.getByRole('main').getByRole('article').first(),
  },
  [pageKinds['not found']]: {name: 'not-found', ready: heading},
  [pageKinds.generator]: {name: 'generator', ready: (page) => page.getByRole('tree')},
};
const phoneShots: Record<string, Shot> = {
  [pageKinds.home]: {name: 'home', ready: heading},
  [pageKinds.generator]: {name: 'generator', ready: (page) => page.getByRole('tree')},
};
/** On a phone, this page is also shot with its menu open. */
const phoneMenuShot = pageKinds.doc;

type Tab = {page: Page; watch: PageWatch};

/** Every page starts in light mode, as a first-time reader's does. */
async function watchedTab(page: Page): Promise<Tab> {
  await page.addInitScript(() => localStorage.removeItem('theme'));
  return {page, watch: watchPage(page, origin)};
}

const test = base.extend<object, {sharedTab: Tab}>({
  // The tab the tests of a worker share, with the project's device.
  sharedTab: [
    async ({browser}, use, {project}) => {
      const {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL} = project.use;
      const device = {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL};
      const context = await browser.newContext(device);
      await use(await watchedTab(await context.newPage()));
      await context.close();
    },
    {scope: 'worker'},
  ],
});

/** Waits until the page has loaded and no request it started is still open. */
async function settle(page: Page, watch: PageWatch): Promise<void> {
  await page.waitForLoadState('load');
  await expect.poll(watch.pending, {message: 'requests still open', timeout: 10_000}).toBe(0);
}

/**
 * Loads a page in the tab, checks it in light and dark mode, and takes its
 * shots; `lightModeDone` runs before the switch to dark mode, which loads
 * what only a dark-mode reader needs (Prism, to draw the code blocks' dark lines).
 */
async function visit(
  {page, watch}: Tab,
  testInfo: TestInfo,
  path: string,
  lightModeDone?: () => Promise<void>,
): Promise<void> {
  const locale = localeOfPath(path);
  const route = path.slice(sitePath(locale.key).length);
  const phone = testInfo.project.use.isMobile ?? false;
  const notFound = route === pageKinds['not found'];
  const shot = (phone ? phoneShots : desktopShots)[route];
  const html = page.locator('html');
  const screenshot = (mode: 'light' | 'dark', name: string) =>
    page.screenshot({
      path: `screenshots/${testInfo.project.name}/${locale.key}-${mode}-${name}.png`,
    });
  // What a page before this one (another test's) may have left.
  watch.problems.splice(0);
  const response = await page.goto(path);
  expect.soft(response?.status(), 'status').toBe(notFound ? 404 : 200);
  await waitForHydration(page);
  await expect.soft(html, 'language').toHaveAttribute('lang', locale.htmlLang);
  await expect.soft(html, 'starts light').toHaveAttribute('data-theme', 'light');
  await expect.soft(page.getByRole('main'), 'main').toBeVisible();
  await expect.soft(page.getByRole('main').getByRole('heading').first(), 'heading').toBeVisible();
  await settle(page, watch);

  expect.soft(await axeViolations(page), 'axe in light mode').toEqual([]);
  if (shot) {
    await expect.soft(shot.ready(page), 'ready for its shot').toBeVisible();
    await screenshot('light', shot.name);
  }
  await lightModeDone?.();

  if (phone) {
    await menuButton(page).click();
    await expect.poll(() => sidebarIsOpen(page), 'the menu opens').toBe(true);
    const menuShot = route === phoneMenuShot;
    if (menuShot) {
      await waitForTransitions(page);
      await screenshot('light', 'mobile-menu');
    }
    await colorModeToggle(page).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    if (menuShot) {
      await waitForTransitions(page);
      await screenshot('dark', 'mobile-menu');
    }
    await tapBesideMobileSidebar(page);
  } else {
    await colorModeToggle(page).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // Off the toggle, so that the shot does not show it hovered.
    await page.mouse.move(0, 0);
  }
  await waitForTransitions(page);
  // The structure is the same in both modes; only the colours change.
  expect.soft(await axeViolations(page, colourRules), 'axe in dark mode').toEqual([]);
  if (shot) {
    await screenshot('dark', shot.name);
  }

  await settle(page, watch);
  // Chromium reports a document served with status 404 as a console error.
  const notFoundStatus = `console error: Failed to load resource: the server responded with a status of 404 (Not Found) (${origin}${path})`;
  const problems = watch.problems
    .splice(0)
    .filter((problem) => !(notFound && problem === notFoundStatus));
  expect.soft(problems, 'loads cleanly').toEqual([]);
}

/** Each budgeted kind's page, by path: its first visit is measured. */
const budgetedKinds = new Map<string, PageKind>(
  locales.flatMap((locale) =>
    (Object.keys(jsBudgets) as PageKind[]).map((kind) => [
      sitePath(locale.key, pageKinds[kind]),
      kind,
    ]),
  ),
);

const notFoundPaths = locales.map((locale) => sitePath(locale.key, pageKinds['not found']));

// Without the performance layer, the bundle is what changes, and it is the
// same for every page of a kind: one page of each kind in each locale is
// enough there, and keeps npm run test:stock within CI's time.
const sweptPaths = stockBundle
  ? [
      ...new Set(
        locales.flatMap((locale) =>
          Object.values(pageKinds).map((route) => sitePath(locale.key, route)),
        ),
      ),
    ]
  : [...sitemapPaths(), ...notFoundPaths];

for (const path of sweptPaths) {
  const kind = budgetedKinds.get(path);
  if (!kind) {
    test(path, async ({sharedTab}, testInfo) => {
      await visit(sharedTab, testInfo, path);
    });
    continue;
  }
  // A fresh context of its own: an empty cache.
  test(`${path} (first visit within the ${kind} budget)`, async ({page}, testInfo) => {
    const firstLoad = watchFirstLoad(page);
    const tab = await watchedTab(page);
    await visit(tab, testInfo, path, async () => {
      const load = await firstLoad.stop();
      testInfo.annotations.push({
        type: 'first load (gzip)',
        description: `JS ${(load.jsBytes / kilobytes).toFixed(1)} KB in ${load.jsFiles} files (main.js ${(load.mainJsBytes / kilobytes).toFixed(1)} KB), CSS ${(load.cssBytes / kilobytes).toFixed(1)} KB`,
      });
      // The budgets are the performance layer's; a stock build only has to work.
      if (stockBundle) {
        return;
      }
      expect
        .soft(load.jsBytes, `${kind}: JavaScript (gzip bytes)`)
        .toBeLessThanOrEqual(jsBudgets[kind] ?? 0);
      expect
        .soft(load.mainJsBytes, `${kind}: main.js (gzip bytes)`)
        .toBeLessThanOrEqual(mainJsBudget);
      expect.soft(load.cssBytes, `${kind}: CSS (gzip bytes)`).toBeLessThanOrEqual(cssBudget);
    });
  });
}

test.describe('on a phone', {tag: '@phone-only'}, () => {
  // One page of each kind, and a guide with h4 headings and tabs.
  const routes = [...Object.values(pageKinds), 'docs/tutorial-basics/setting-husky/'];
  for (const path of locales.flatMap((locale) =>
    routes.map((route) => sitePath(locale.key, route)),
  )) {
    test(path, async ({sharedTab}, testInfo) => {
      await visit(sharedTab, testInfo, path);
    });
  }
});
