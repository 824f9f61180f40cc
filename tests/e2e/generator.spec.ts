// The generator page as a reader uses it: choices by keyboard change the
// command line and the files live, the copy button and the zip hand over
// exactly what the page shows, and the address keeps the choices.
import {readFile} from 'node:fs/promises';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {unzipSync, strFromU8} from 'fflate';
import {waitForHydration} from '../../tools/chromium.ts';
import {watchPage} from '../helpers/pageWatch.ts';
import {locales, sitePath} from '../helpers/routes.ts';
import {origin} from '../helpers/server.ts';

const route = 'docs/init/generator/';

/** The code block whose title is the given file name. */
const codeBlock = (page: Page, title: string) =>
  page.locator('.theme-code-block').filter({has: page.locator(`div:text-is("${title}")`)});

/** A code block's text, line by line (innerText would double the line breaks). */
const codeText = async (block: Locator) =>
  (await block.locator('.token-line').allTextContents()).join('\n');

/** The one-line command's block: the code block that runs npx. */
const commandBlock = (page: Page) => page.locator('.theme-code-block', {hasText: 'npx -y'});
const commandText = (page: Page) => codeText(commandBlock(page));

/** Every previewed file, by its path, as the page shows it. */
async function previews(page: Page): Promise<Record<string, string>> {
  const titles = await page.locator('[class*="tree"] li code').allInnerTexts();
  const files: Record<string, string> = {};
  for (const title of titles) {
    files[title] = await codeText(codeBlock(page, title));
  }
  return files;
}

for (const locale of locales) {
  const url = sitePath(locale.key, route);

  test.describe(url, () => {
    test('choices made with the keyboard change the command, the files and the address', async ({
      page,
    }) => {
      const {problems} = watchPage(page, origin);
      await page.goto(url);
      await waitForHydration(page);
      const npm = page.getByRole('radio', {name: 'npm', exact: true});
      await npm.focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', {name: 'pnpm', exact: true})).toBeChecked();
      await expect.poll(() => commandText(page)).toContain('--pm pnpm');
      await expect(page).toHaveURL(/\?pm=pnpm$/);

      const prettier = page.getByRole('checkbox', {name: 'Prettier', exact: true});
      await prettier.focus();
      await page.keyboard.press('Space');
      await expect(prettier).not.toBeChecked();
      await expect(codeBlock(page, '.prettierrc')).toHaveCount(0);
      await expect.poll(() => commandText(page)).toContain('--without prettier');
      await expect(page).toHaveURL(/\?pm=pnpm&without=prettier$/);

      // lint-staged still runs ESLint; without ESLint too, husky has nothing to run.
      const husky = page.getByRole('checkbox', {name: /husky/});
      await expect(husky).toBeEnabled();
      await page.getByRole('checkbox', {name: 'ESLint', exact: true}).focus();
      await page.keyboard.press('Space');
      await expect(husky).toBeDisabled();
      await expect(husky).not.toBeChecked();
      await expect(page.getByRole('checkbox', {name: /commitlint/})).toBeDisabled();
      expect(problems).toEqual([]);
    });

    test('the copy button puts the whole command on the clipboard', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${url}?kind=node`);
      await waitForHydration(page);
      await expect.poll(() => commandText(page)).toContain('--kind node');
      const block = commandBlock(page);
      await block.hover();
      await block.getByRole('button', {name: /copy|복사/i}).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.trimEnd()).toBe((await commandText(page)).trimEnd());
      expect(copied).toMatch(/^npx -y \S+\.tgz --kind node/);
    });

    test('the zip holds exactly the files the page shows', async ({page}) => {
      await page.goto(`${url}?pm=bun&without=vscode`);
      await waitForHydration(page);
      const shown = await previews(page);
      expect(Object.keys(shown)).toContain('eslint.config.js');
      expect(Object.keys(shown)).not.toContain('.vscode/settings.json');

      const [zip] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', {name: /\.zip/}).click(),
      ]);
      expect(zip.suggestedFilename()).toBe('setup.zip');
      const unpacked = unzipSync(await readFile(await zip.path()));
      const files = Object.fromEntries(
        Object.entries(unpacked).map(([name, bytes]) => [name, strFromU8(bytes).trimEnd()]),
      );
      expect(files).toEqual(
        Object.fromEntries(Object.entries(shown).map(([name, text]) => [name, text.trimEnd()])),
      );
    });

    test('a shared link opens with its choices, also after a reload', async ({page}) => {
      await page.goto(`${url}?pm=bun&kind=node&ts=7-beside-6&without=env`);
      await waitForHydration(page);
      for (let visit = 0; visit < 2; visit += 1) {
        await expect(page.getByRole('radio', {name: 'Bun', exact: true})).toBeChecked();
        await expect(page.getByRole('radio', {name: /Node\.js/})).toBeChecked();
        await expect(page.getByRole('radio', {name: /TypeScript 7/})).toBeChecked();
        await expect(page.getByRole('checkbox', {name: /\.env\.example/})).not.toBeChecked();
        await expect(page.getByRole('checkbox', {name: /Lighthouse/})).toBeDisabled();
        await expect
          .poll(() => commandText(page))
          .toMatch(/--pm bun --kind node --typescript 7-beside-6 --without env/);
        await expect
          .poll(() => codeText(codeBlock(page, 'package.json')))
          .toContain('@typescript/native');
        await page.reload();
        await waitForHydration(page);
      }
    });

    test('the command fetches a tarball the build serves, and the Korean page asks for Korean', async ({
      page,
    }) => {
      await page.goto(url);
      await waitForHydration(page);
      const line = await commandText(page);
      const address = /^npx -y (\S+\.tgz)/.exec(line)?.[1] ?? '';
      const response = await page.request.get(new URL(address).pathname);
      expect(response.status()).toBe(200);
      expect(line.endsWith(' --lang ko')).toBe(locale.key === 'ko');
    });

    test('bad values in the address give the defaults and no error', async ({page}) => {
      const {problems} = watchPage(page, origin);
      await page.goto(
        `${url}?pm=%3Cscript%3Ealert(1)%3C/script%3E&kind=&ts=9&without=,,,%22&pm=bun`,
      );
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.getByRole('radio', {name: 'npm', exact: true})).toBeChecked();
      await expect(page.getByRole('radio', {name: /Vite/})).toBeChecked();
      for (const box of await page.getByRole('checkbox').all()) {
        await expect(box).toBeChecked();
      }
      expect(problems).toEqual([]);
    });
  });

  test(`${url} works on a phone`, {tag: '@phone-only'}, async ({page}) => {
    await page.goto(url);
    await waitForHydration(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await page.getByRole('radio', {name: 'pnpm', exact: true}).tap();
    await page.getByRole('radio', {name: /Node\.js/}).tap();
    await expect(page).toHaveURL(/\?pm=pnpm&kind=node$/);
    await expect.poll(() => commandText(page)).toContain('--pm pnpm --kind node');
    await expect(codeBlock(page, 'src/cli.ts')).toHaveCount(1);
  });
}
