// The sweep. Every page of both sitemaps, and each locale's not-found page,
// loads cleanly at desktop width: status 200 (404 for not found), hydrated,
// in its language and in light mode, with a main landmark and a heading, no
// console error or warning, no failed request and no request to another
// host; and axe-core finds no violation on it in light mode, nor a colour
// violation once the reader switches to dark mode. On a phone the same
// checks run on one page of each kind (scripts/lib/site.ts pageKinds), since the
// layouts differ by kind, not by content, and on a guide with h4 headings.
//
// The same visits take the size budgets and the screenshots, so no page is
// loaded twice:
// - Budgets: the gzip JavaScript and CSS each kind of page loads on a first
//   visit with an empty cache. Each test has a fresh browser context, so its
//   first page is such a visit: every desktop batch starts with a page whose
//   kind has a budget. Later pages of a batch come from the HTTP cache and
//   are not measured. `npm run bench` prints the same figures next to a
//   stock site's.
// - Screenshots: key pages in both locales and colour modes, kept in
//   screenshots/<project>/ (git-ignored) for people to look at, first screen
//   only. Each shot is taken after the checks above, so a blank page never
//   passes; phones get the home page and the open menu.
//
// Several pages share one tab, with soft assertions so that one bad page does
// not hide the others: a fresh context per page and a wait for network idle
// (500 ms of quiet) cost a second or more a page. A visit waits instead for
// hydration, the load event and the end of the requests its page started.
import {expect, test, type Locator, type Page, type TestInfo} from '@playwright/test';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {watchFirstLoad, type FirstLoad} from '../../scripts/lib/firstLoad.ts';
import {pageKinds, type PageKind} from '../../scripts/lib/site.ts';
import {axeViolations, colourRules, waitForTransitions} from '../helpers/axe.ts';
import {watchPage, type PageWatch} from '../helpers/pageWatch.ts';
import {locales, sitePath, type Locale} from '../helpers/routes.ts';
import {origin} from '../helpers/server.ts';
import {readSitemap} from '../helpers/sitemap.ts';
import {colorModeToggle, menuButton, mobileSidebar, tapBesideMobileSidebar} from '../helpers/ui.ts';

const kilobytes = 1024;

// Each budget sits a little above what was measured on 2026-11-26 (in
// brackets: English / Korean, KB), so that growth needs a decision. A first
// visit is measured in light mode: a page that keeps the server's code lines
// loads no Prism (src/theme/CodeBlock/Content). Search adds only its navbar
// button to a page: the dialog and its index load when the reader opens
// search (tests/e2e/search.spec.ts).
const jsBudgets: Partial<Record<PageKind, number>> = {
  home: 134 * kilobytes, // [125.1 / 129.4]
  doc: 157 * kilobytes, // [146.1 / 152.1]
  'long doc': 165 * kilobytes, // [152.9 / 159.9]
  // The generator's goal: at most 10 KB above a guide page (the long doc).
  generator: 165 * kilobytes, // [152.5 / 157.8]
  category: 140 * kilobytes, // [129.9 / 134.8]
  'blog list': 156 * kilobytes, // [145.8 / 151.2]
  'blog post': 156 * kilobytes, // [145.6 / 150.8]
  tag: 156 * kilobytes, // [145.8 / 150.9]
  'not found': 128 * kilobytes, // [119.5 / 123.7]
};

/**
 * Docusaurus's entry chunk, loaded by every page [115.6 / 119.9]: the goal is at
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
    ready: (page) => page.locator('article .theme-code-block').first(),
  },
  [pageKinds['blog list']]: {
    name: 'blog-list',
    ready: (page) => page.locator('main article').first(),
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

/** Seconds for one page (load, two axe runs, shots) on a busy CI machine. */
const secondsPerPage = 15;

type Visit = {locale: Locale; route: string};

const pathOf = ({locale, route}: Visit) => sitePath(locale.key, route);

async function screenshot(
  page: Page,
  testInfo: TestInfo,
  {locale}: Visit,
  mode: 'light' | 'dark',
  name: string,
): Promise<void> {
  await page.screenshot({
    path: `screenshots/${testInfo.project.name}/${locale.key}-${mode}-${name}.png`,
  });
}

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
  page: Page,
  watch: PageWatch,
  testInfo: TestInfo,
  target: Visit,
  phone: boolean,
  lightModeDone?: () => Promise<void>,
): Promise<void> {
  const path = pathOf(target);
  const notFound = target.route === pageKinds['not found'];
  const shot = (phone ? phoneShots : desktopShots)[target.route];
  const html = page.locator('html');
  await test.step(path, async () => {
    const response = await page.goto(path);
    expect.soft(response?.status(), `${path} status`).toBe(notFound ? 404 : 200);
    await waitForHydration(page);
    await expect.soft(html, `${path} language`).toHaveAttribute('lang', target.locale.htmlLang);
    await expect.soft(html, `${path} starts light`).toHaveAttribute('data-theme', 'light');
    await expect.soft(page.getByRole('main'), `${path} main`).toBeVisible();
    await expect
      .soft(page.getByRole('main').getByRole('heading').first(), `${path} heading`)
      .toBeVisible();
    await settle(page, watch);

    expect.soft(await axeViolations(page), `${path} in light mode`).toEqual([]);
    if (shot) {
      await expect.soft(shot.ready(page), `${path} is ready for its shot`).toBeVisible();
      await screenshot(page, testInfo, target, 'light', shot.name);
    }
    await lightModeDone?.();

    if (phone) {
      await menuButton(page).click();
      await expect(mobileSidebar(page)).toBeVisible();
      const menuShot = target.route === phoneMenuShot;
      if (menuShot) {
        await waitForTransitions(page);
        await screenshot(page, testInfo, target, 'light', 'mobile-menu');
      }
      await colorModeToggle(page).click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      if (menuShot) {
        await waitForTransitions(page);
        await screenshot(page, testInfo, target, 'dark', 'mobile-menu');
      }
      await tapBesideMobileSidebar(page);
      await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    } else {
      await colorModeToggle(page).click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      // Off the toggle, so that the shot does not show it hovered.
      await page.mouse.move(0, 0);
    }
    await waitForTransitions(page);
    // The structure is the same in both modes; only the colours change.
    expect.soft(await axeViolations(page, colourRules), `${path} in dark mode`).toEqual([]);
    if (shot) {
      await screenshot(page, testInfo, target, 'dark', shot.name);
    }

    await settle(page, watch);
    // Chromium reports a document served with status 404 as a console error.
    const notFoundStatus = `console error: Failed to load resource: the server responded with a status of 404 (Not Found) (${origin}${path})`;
    const problems = watch.problems
      .splice(0)
      .filter((problem) => !(notFound && problem === notFoundStatus));
    expect.soft(problems, `${path} loads cleanly`).toEqual([]);
  });
}

/** Prepares a tab for a sweep: watched, and every page starting in light mode. */
async function startSweep(page: Page, visits: readonly Visit[]): Promise<PageWatch> {
  test.setTimeout(visits.length * secondsPerPage * 1000);
  await page.addInitScript(() => localStorage.removeItem('theme'));
  return watchPage(page, origin);
}

const batchName = (visits: readonly Visit[]) => visits.map((target) => pathOf(target)).join(', ');

for (const locale of locales) {
  // One batch per page kind with a budget, led by that page (a cold visit);
  // the other pages of the sitemap are shared out among the batches.
  const kinds = Object.keys(jsBudgets) as PageKind[];
  const leaders = kinds.map((kind) => pageKinds[kind] as string);
  const others = readSitemap(locale)
    .map(({loc}) => new URL(loc).pathname.slice(sitePath(locale.key).length))
    .filter((route) => !leaders.includes(route));
  for (const [index, kind] of kinds.entries()) {
    const routes = [
      leaders[index] ?? '',
      ...others.filter((_, position) => position % kinds.length === index),
    ];
    const visits = routes.map((route) => ({locale, route}));
    test(`${batchName(visits)} load cleanly and pass axe; the ${kind} page within budget`, async ({
      page,
    }, testInfo) => {
      const [leader, ...rest] = visits as [Visit, ...Visit[]];
      const watch = await startSweep(page, visits);
      const firstLoad = watchFirstLoad(page);
      let load: FirstLoad | undefined;
      await visit(page, watch, testInfo, leader, false, async () => {
        load = await firstLoad.stop();
      });
      if (!load) {
        throw new Error(`${pathOf(leader)} was not measured`);
      }
      testInfo.annotations.push({
        type: `first load (gzip) of ${pathOf(leader)}`,
        description: `JS ${(load.jsBytes / kilobytes).toFixed(1)} KB in ${load.jsFiles} files (main.js ${(load.mainJsBytes / kilobytes).toFixed(1)} KB), CSS ${(load.cssBytes / kilobytes).toFixed(1)} KB`,
      });
      expect.soft(load.jsBytes, 'the page loads JavaScript').toBeGreaterThan(0);
      expect
        .soft(load.jsBytes, `${kind}: JavaScript (gzip bytes)`)
        .toBeLessThanOrEqual(jsBudgets[kind] ?? 0);
      expect
        .soft(load.mainJsBytes, `${kind}: main.js (gzip bytes)`)
        .toBeLessThanOrEqual(mainJsBudget);
      expect.soft(load.cssBytes, `${kind}: CSS (gzip bytes)`).toBeLessThanOrEqual(cssBudget);
      for (const target of rest) {
        await visit(page, watch, testInfo, target, false);
      }
    });
  }
}

test.describe('on a phone', {tag: '@phone-only'}, () => {
  const pagesPerTest = 4;
  // One page of each kind, and a guide with h4 headings and tabs.
  const routes = [...Object.values(pageKinds), 'docs/tutorial-basics/setting-husky/'];
  for (const locale of locales) {
    for (let start = 0; start < routes.length; start += pagesPerTest) {
      const visits = routes.slice(start, start + pagesPerTest).map((route) => ({locale, route}));
      test(`${batchName(visits)} load cleanly and pass axe`, async ({page}, testInfo) => {
        const watch = await startSweep(page, visits);
        for (const target of visits) {
          await visit(page, watch, testInfo, target, true);
        }
      });
    }
  }
});
