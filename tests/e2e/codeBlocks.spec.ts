// Code blocks survive hydration (src/theme/CodeBlock, src/theme/Tabs): the
// elements the server drew are the ones the reader keeps, also inside the
// package-manager tabs. In light mode React does not even hydrate the
// highlighted lines, so a page with many blocks does not tokenise them again. A dark-mode reader still gets the dark Prism theme's
// colours, and a reader who chose pnpm earlier still sees pnpm's commands,
// both applied by an ordinary re-render.
import {expect, test, type Page} from '@playwright/test';
import {stockBundle} from '../../config/stockBundle.ts';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism.ts';
import {sitePath} from '../helpers/routes.ts';
import {seedLocalStorage} from '../helpers/storage.ts';
import {openPage} from '../helpers/ui.ts';

/** A guide with many blocks and package-manager tabs, and the generator page, which shows a file in one. */
const pages = [
  {path: sitePath('en', 'docs/tutorial-basics/setting-eslint/'), tabs: true},
  {path: sitePath('ko', 'docs/init/generator/'), tabs: false},
];

/** Keeps the <pre> elements and highlighted lines of the server's HTML, before any script runs on them. */
async function rememberServerBlocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, {
        serverBlocks: [...document.querySelectorAll('pre')],
        serverLines: [...document.querySelectorAll('pre .token-line')],
      });
    });
  });
}

type Kept = {kept: number; total: number};

/**
 * How many of the server's <pre> elements are still in the page, and how many
 * of its highlighted lines React left alone (it marks each element it
 * hydrates with a property of its own), out of how many there were.
 */
async function keptBlocks(page: Page): Promise<{blocks: Kept; lines: Kept}> {
  return page.evaluate(() => {
    const server = window as unknown as {serverBlocks: Element[]; serverLines: Element[]};
    const kept = (elements: Element[], isKept: (element: Element) => boolean) => ({
      kept: elements.filter(isKept).length,
      total: elements.length,
    });
    const leftAlone = (element: Element) =>
      element.isConnected && !Object.keys(element).some((key) => key.startsWith('__react'));
    return {
      blocks: kept(server.serverBlocks, (block) => block.isConnected),
      lines: kept(server.serverLines, leftAlone),
    };
  });
}

/** The background colour of the first code block, as the browser computes it. */
const blockBackground = (page: Page) =>
  page
    .locator('main .theme-code-block pre')
    .first()
    .evaluate((pre) => getComputedStyle(pre).backgroundColor);

/** #282a36 → rgb(40, 42, 54), the way getComputedStyle writes colours. */
function rgb(hex: string): string {
  const digits = hex.replace('#', '');
  const channels = [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16));
  return `rgb(${channels.join(', ')})`;
}

for (const {path, tabs} of pages) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${path} in ${mode} mode: no code block is replaced after hydration, the ${mode} colours apply`, async ({
      page,
    }) => {
      await seedLocalStorage(page, {theme: mode, 'docusaurus.tab.package-manager': 'pnpm'});
      await rememberServerBlocks(page);
      await openPage(page, path);
      const theme = mode === 'dark' ? darkCodeTheme : lightCodeTheme;
      await expect.poll(() => blockBackground(page)).toBe(rgb(theme.plain.backgroundColor ?? ''));
      const {blocks, lines} = await keptBlocks(page);
      expect(blocks.total).toBeGreaterThan(0);
      expect(blocks.kept, 'server-drawn code blocks still in the page').toBe(blocks.total);
      // A dark-mode reader's lines are redrawn in the dark colours. That
      // React leaves the light lines alone (its hydration does not touch
      // dangerouslySetInnerHTML) is the lean content's private dependency:
      // this is its check, skipped without the performance layer.
      if (mode === 'light' && !stockBundle) {
        expect(lines.total).toBeGreaterThan(0);
        expect(lines.kept, 'server-drawn lines React left alone').toBe(lines.total);
      }
      if (tabs) {
        const firstGroup = page.getByRole('tablist').first();
        await expect(firstGroup.getByRole('tab', {selected: true})).toHaveText('pnpm');
        await expect(page.getByRole('tabpanel').first()).toContainText('pnpm');
      }
    });
  }
}

test('a code block reached by a link in the page is highlighted like one loaded first', async ({
  page,
}) => {
  const guide = sitePath('en', 'docs/tutorial-basics/setting-eslint/');
  await openPage(page, guide);
  const firstBlock = page.locator('main pre').first();
  const drawn = async () => ({
    text: await firstBlock.textContent(),
    tokens: await firstBlock.locator('.token').count(),
  });
  const loadedFirst = await drawn();
  expect(loadedFirst.tokens).toBeGreaterThan(0);
  await openPage(page, sitePath('en', 'docs/intro/'));
  await page.locator(`main a[href="${guide}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${guide}$`));
  await expect.poll(drawn).toEqual(loadedFirst);
  // A second page reached by a link draws its blocks with the highlighter already loaded.
  const intro = sitePath('en', 'docs/intro/');
  await page.locator(`footer a[href="${intro}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${intro}$`));
  await expect(firstBlock.locator('.token').first()).toBeVisible();
});
