// The generator page as a reader uses it: the choices and the command line on
// the first screen, choices by keyboard change the line live, the copy buttons
// and the zip hand over exactly what the page shows, the file explorer works
// as a tree widget, and the address keeps the choices and the shown file.
import {readFile} from 'node:fs/promises';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {unzipSync, strFromU8} from 'fflate';
import {waitForHydration} from '../../scripts/lib/chromium.ts';
import {watchPage} from '../helpers/pageWatch.ts';
import {escapeRegExp} from '../helpers/regExp.ts';
import {locales, sitePath} from '../helpers/routes.ts';
import {origin} from '../helpers/server.ts';
import {uiText} from '../helpers/uiStrings.ts';

const route = 'docs/init/generator/';

/** The code block whose title is the given file name. */
const codeBlock = (page: Page, title: string) =>
  page.locator('.theme-code-block').filter({has: page.locator(`div:text-is("${title}")`)});

/** A code block's text, line by line (innerText would double the line breaks). */
/** A code block's text as shown: its highlighted lines, or its plain text while the highlighter loads. */
const codeText = (block: Locator) =>
  block.locator('code').evaluate((code) => {
    const lines = [...code.querySelectorAll('.token-line')];
    return lines.length > 0
      ? lines.map((line) => line.textContent).join('\n')
      : (code.textContent ?? '');
  });

const commandLine = (page: Page) => page.locator('pre', {hasText: /^npx -y /});
const tree = (page: Page) => page.getByRole('tree');
/** A row of the tree by its name (a starter file's name goes on with "(only in an empty folder)"). */
const treeItem = (page: Page, name: string | RegExp) =>
  tree(page).getByRole('treeitem', {
    name: typeof name === 'string' ? new RegExp(`^${escapeRegExp(name)}(\\s|$)`) : name,
  });

/** The file the explorer shows: the title of its code block. */
const shownFile = (page: Page) =>
  page.locator('[class*="view"] .theme-code-block [class*="codeBlockTitle"]').innerText();

for (const locale of locales) {
  const url = sitePath(locale.key, route);
  const text = (id: string) => uiText(locale.key, id);

  // What does not depend on the language runs in one locale, each locale's texts taking part.
  test.describe(url, () => {
    test('the choices and the command line fill the first screen', async ({page}) => {
      await page.goto(url);
      await waitForHydration(page);
      const line = await commandLine(page).boundingBox();
      const viewport = page.viewportSize();
      expect(line && viewport && line.y + line.height).toBeLessThanOrEqual(viewport?.height ?? 0);
      await expect(commandLine(page)).toHaveText(
        new RegExp(`^npx -y \\S+\\.tgz${locale.key === 'ko' ? ' --lang ko' : ''}$`),
      );
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, 'under four screens').toBeLessThan(4 * (viewport?.height ?? 0));
    });

    if (locale.key === 'en') {
      test('choices made with the keyboard change the command, the files and the address', async ({
        page,
      }) => {
        const {problems} = watchPage(page, origin);
        await page.goto(url);
        await waitForHydration(page);
        await page.getByRole('radio', {name: 'npm', exact: true}).focus();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('radio', {name: 'pnpm', exact: true})).toBeChecked();
        await expect(commandLine(page)).toContainText('--pm pnpm');
        await expect(page).toHaveURL(/\?pm=pnpm$/);

        const prettier = page.getByRole('checkbox', {name: 'Prettier', exact: true});
        await prettier.focus();
        await page.keyboard.press('Space');
        await expect(prettier).not.toBeChecked();
        await expect(treeItem(page, '.prettierrc')).toHaveCount(0);
        await expect(commandLine(page)).toContainText('--without prettier');
        await expect(page).toHaveURL(/\?pm=pnpm&without=prettier$/);

        // lint-staged still runs ESLint; without ESLint too, husky has nothing to run.
        const husky = page.getByRole('checkbox', {name: /husky/});
        await expect(husky).toBeEnabled();
        await page.getByRole('checkbox', {name: 'ESLint', exact: true}).focus();
        await page.keyboard.press('Space');
        await expect(husky).toBeDisabled();
        await expect(page.getByRole('checkbox', {name: /commitlint/})).toBeDisabled();
        expect(problems).toEqual([]);
      });
    }

    if (locale.key === 'ko') {
      test('each blocked piece shows its reason right under its own box', async ({page}) => {
        await page.goto(`${url}?without=eslint,prettier`);
        await waitForHydration(page);
        for (const piece of ['husky', 'commitlint', 'typedLint']) {
          const box = page.getByRole('checkbox', {
            name: text(`generator.piece.${piece}`),
            exact: true,
          });
          const hintId = await box.getAttribute('aria-describedby');
          expect(hintId).toBeTruthy();
          const label = await page.locator('label', {has: box}).boundingBox();
          const hint = await page.locator(`[id="${hintId}"]`).boundingBox();
          expect(label && hint).toBeTruthy();
          if (label && hint) {
            expect(Math.abs(hint.y - (label.y + label.height))).toBeLessThan(8);
            expect(Math.abs(hint.x - label.x)).toBeLessThan(40);
          }
        }
      });
    }

    if (locale.key === 'ko') {
      test('the copy buttons put the command and a link to these choices on the clipboard', async ({
        page,
        context,
      }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.goto(`${url}?kind=node&file=src/cli.ts`);
        await waitForHydration(page);
        await expect(commandLine(page)).toContainText('--kind node');
        await page.getByRole('button', {name: text('generator.copy.command'), exact: true}).click();
        await expect(
          page.getByRole('status').filter({hasText: text('generator.copied.command')}),
        ).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          (await commandLine(page).innerText()).trim(),
        );
        await page.getByRole('button', {name: text('generator.copy.link'), exact: true}).click();
        const link = await page.evaluate(() => navigator.clipboard.readText());
        expect(new URL(link).search).toBe('?kind=node&file=src/cli.ts');
      });
    }

    if (locale.key === 'en') {
      test('the tree works by keyboard, and the shown file is part of the address', async ({
        page,
      }) => {
        await page.goto(url);
        await waitForHydration(page);
        const selected = tree(page).locator('[aria-selected="true"]');
        await expect(selected).toHaveAttribute('tabindex', '0');
        await selected.focus();
        await page.keyboard.press('Home');
        const first = tree(page).getByRole('treeitem').first();
        await expect(first).toBeFocused();
        await page.keyboard.press('End');
        await expect(tree(page).getByRole('treeitem').last()).toBeFocused();

        const folder = treeItem(page, /^\.husky\//);
        await folder.focus();
        await page.keyboard.press('ArrowLeft');
        await expect(folder).toHaveAttribute('aria-expanded', 'false');
        await expect(treeItem(page, 'pre-commit')).toHaveCount(0);
        await page.keyboard.press('ArrowRight');
        await expect(folder).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('ArrowRight');
        await expect(treeItem(page, 'commit-msg')).toBeFocused();
        await page.keyboard.press('Enter');
        await expect.poll(() => shownFile(page)).toBe('.husky/commit-msg');
        await expect(page).toHaveURL(/\?file=\.husky\/commit-msg$/);
        await expect(
          page.getByRole('link', {name: text('generator.file.guide'), exact: true}),
        ).toHaveAttribute('href', /setting-commitlint\/#hook$/);
      });
    }

    if (locale.key === 'ko') {
      test('a shared link opens with its choices and its file, also after a reload', async ({
        page,
      }) => {
        await page.goto(`${url}?pm=bun&kind=node&ts=7-beside-6&without=env&file=package.json`);
        await waitForHydration(page);
        for (let visit = 0; visit < 2; visit += 1) {
          await expect(page.getByRole('radio', {name: 'Bun', exact: true})).toBeChecked();
          await expect(page.getByRole('radio', {name: /Node\.js/})).toBeChecked();
          await expect(page.getByRole('radio', {name: /TypeScript 7/})).toBeChecked();
          await expect(page.getByRole('checkbox', {name: /\.env\.example/})).not.toBeChecked();
          await expect(page.getByRole('checkbox', {name: /Lighthouse/})).toBeDisabled();
          await expect(commandLine(page)).toContainText(
            '--pm bun --kind node --typescript 7-beside-6 --without env',
          );
          await expect.poll(() => shownFile(page)).toBe('package.json');
          await expect(codeBlock(page, 'package.json')).toContainText('@typescript/native');
          await page.reload();
          await waitForHydration(page);
        }
      });
    }

    if (locale.key === 'en') {
      test('the zip holds exactly the files of the explorer', async ({page}) => {
        await page.goto(`${url}?pm=yarn&without=vscode`);
        await waitForHydration(page);
        const [zip] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', {name: /\.zip/}).click(),
        ]);
        expect(zip.suggestedFilename()).toBe('setup.zip');
        const unpacked = Object.fromEntries(
          Object.entries(unzipSync(await readFile(await zip.path()))).map(([name, bytes]) => [
            name,
            strFromU8(bytes).trimEnd(),
          ]),
        );
        expect(Object.keys(unpacked)).toContain('.yarnrc.yml');
        expect(Object.keys(unpacked)).not.toContain('.vscode/settings.json');
        const shown: Record<string, string> = {};
        for (const name of Object.keys(unpacked)) {
          await treeItem(page, name.split('/').pop() ?? name)
            .first()
            .click();
          await expect.poll(() => shownFile(page)).toBe(name);
          shown[name] = (await codeText(codeBlock(page, name))).trimEnd();
        }
        expect(shown).toEqual(unpacked);
        const files = await tree(page).locator('[role="treeitem"]:not([aria-expanded])').count();
        expect(files).toBe(Object.keys(unpacked).length);
      });
    }

    if (locale.key === 'ko') {
      test('the command fetches a tarball the build serves', async ({page}) => {
        await page.goto(url);
        await waitForHydration(page);
        const address = /^npx -y (\S+\.tgz)/.exec(await commandLine(page).innerText())?.[1] ?? '';
        const response = await page.request.get(new URL(address).pathname);
        expect(response.status()).toBe(200);
      });
    }

    if (locale.key === 'en') {
      test('bad values in the address give the defaults and no error', async ({page}) => {
        const {problems} = watchPage(page, origin);
        await page.goto(
          `${url}?pm=%3Cscript%3Ealert(1)%3C/script%3E&kind=&ts=9&without=,,,%22&pm=bun&file=../../etc/passwd`,
        );
        await waitForHydration(page);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        await expect(page.getByRole('radio', {name: 'npm', exact: true})).toBeChecked();
        await expect(page.getByRole('radio', {name: /Vite/})).toBeChecked();
        for (const box of await page.getByRole('checkbox').all()) {
          await expect(box).toBeChecked();
        }
        await expect.poll(() => shownFile(page)).toBe('eslint.config.js');
        expect(problems).toEqual([]);
      });
    }
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
    const line = commandLine(page);
    await expect(line).toContainText('--pm pnpm --kind node');
    const {scrollWidth, clientWidth} = await line.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth, 'the line wraps instead of scrolling').toBeLessThanOrEqual(clientWidth);
    await expect(
      page.getByRole('button', {name: text('generator.copy.command'), exact: true}),
    ).toBeVisible();
    await treeItem(page, 'cli.ts').tap();
    await expect.poll(() => shownFile(page)).toBe('src/cli.ts');
  });
}
