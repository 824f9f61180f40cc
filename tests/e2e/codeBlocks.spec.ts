// Code blocks survive hydration (src/theme/CodeBlock, src/theme/Tabs): the
// elements the server drew are the ones the reader keeps, also inside the
// package-manager tabs, so a page with many blocks does not highlight them
// all a second time. A dark-mode reader still gets the dark Prism theme's
// colours, and a reader who chose pnpm earlier still sees pnpm's commands,
// both applied by an ordinary re-render.
import {expect, test, type Page} from '@playwright/test';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism.ts';
import {sitePath} from '../helpers/routes.ts';
import {seedLocalStorage} from '../helpers/storage.ts';
import {openPage} from '../helpers/ui.ts';

/** A guide with many blocks and package-manager tabs, and the generator page, which shows a file in one. */
const pages = [
  {path: sitePath('en', 'docs/tutorial-basics/setting-eslint/'), tabs: true},
  {path: sitePath('ko', 'docs/init/generator/'), tabs: false},
];

/** Keeps the <pre> elements of the server's HTML, before any script runs on them. */
async function rememberServerBlocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, {
        serverBlocks: [...document.querySelectorAll('pre')],
      });
    });
  });
}

/** How many of the server's <pre> elements are still in the page, and how many there were. */
function keptBlocks(page: Page): Promise<{kept: number; total: number}> {
  return page.evaluate(() => {
    const blocks = (window as unknown as {serverBlocks: HTMLPreElement[]}).serverBlocks;
    return {kept: blocks.filter((block) => block.isConnected).length, total: blocks.length};
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
      const {kept, total} = await keptBlocks(page);
      expect(total).toBeGreaterThan(0);
      expect(kept, 'server-drawn code blocks still in the page').toBe(total);
      if (tabs) {
        const firstGroup = page.getByRole('tablist').first();
        await expect(firstGroup.getByRole('tab', {selected: true})).toHaveText('pnpm');
        await expect(page.getByRole('tabpanel').first()).toContainText('pnpm');
      }
    });
  }
}
