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
import {locales, sitePath, type Locale} from '../helpers/routes.ts';
import {origin} from '../helpers/server.ts';
import {openPage} from '../helpers/ui.ts';
import {uiText} from '../helpers/uiStrings.ts';

const route = 'docs/init/generator/';

/** Opens the generator with the given choices in its address, and gives its controls in the locale's words. */
async function openGenerator(page: Page, locale: Locale['key'], choices = '') {
  await openPage(page, `${sitePath(locale, route)}${choices}`);
  const text = (id: string) => uiText(locale, id);
  const radio = (name: string) => page.getByRole('radio', {name, exact: true});
  const tree = page.getByRole('tree');
  return {
    text,
    tree,
    radio,
    commandLine: page.getByLabel(text('generator.command.label'), {exact: true}),
    piece: (piece: string) =>
      page.getByRole('checkbox', {name: text(`generator.piece.${piece}`), exact: true}),
    choice: (id: string) => radio(text(id)),
    button: (id: string) => page.getByRole('button', {name: text(id), exact: true}),
    /** A row of the tree by its name (a starter file's name goes on with "(only in an empty folder)"). */
    treeItem: (name: string | RegExp) =>
      tree.getByRole('treeitem', {
        name: typeof name === 'string' ? new RegExp(`^${escapeRegExp(name)}(\\s|$)`) : name,
      }),
    /** The code block whose title is the given file name: the file the explorer shows. */
    codeBlock: (title: string) =>
      page.locator('.theme-code-block').filter({has: page.locator(`div:text-is("${title}")`)}),
  };
}

/** A code block's text as shown: its highlighted lines, or its plain text while the highlighter loads. */
const codeText = (block: Locator) =>
  block.locator('code').evaluate((code) => {
    const lines = [...code.querySelectorAll('.token-line')];
    return lines.length > 0
      ? lines.map((line) => line.textContent).join('\n')
      : (code.textContent ?? '');
  });

for (const locale of locales) {
  const url = sitePath(locale.key, route);

  test(`${url}: the choices and the command line fill the first screen; the command fetches a tarball the build serves`, async ({
    page,
  }) => {
    const {commandLine} = await openGenerator(page, locale.key);
    const line = await commandLine.boundingBox();
    const viewport = page.viewportSize();
    expect(line && viewport && line.y + line.height).toBeLessThanOrEqual(viewport?.height ?? 0);
    await expect(commandLine).toHaveText(
      new RegExp(`^npx -y \\S+\\.tgz${locale.key === 'ko' ? ' --lang ko' : ''}$`),
    );
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, 'under four screens').toBeLessThan(4 * (viewport?.height ?? 0));
    const address = /^npx -y (\S+\.tgz)/.exec(await commandLine.innerText())?.[1] ?? '';
    expect((await page.request.get(new URL(address).pathname)).status()).toBe(200);
  });

  test(`${url} works on a phone`, {tag: '@phone-only'}, async ({page}) => {
    const ui = await openGenerator(page, locale.key);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await ui.radio('pnpm').tap();
    await ui.choice('generator.kind.node').tap();
    await expect(page).toHaveURL(/\?pm=pnpm&kind=node$/);
    await expect(ui.commandLine).toContainText('--pm pnpm --kind node');
    const {scrollWidth, clientWidth} = await ui.commandLine.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth, 'the line wraps instead of scrolling').toBeLessThanOrEqual(clientWidth);
    await expect(ui.button('generator.copy.command')).toBeVisible();
    await ui.treeItem('cli.ts').tap();
    await expect(ui.codeBlock('src/cli.ts')).toBeVisible();
  });
}

// What does not depend on the language runs in one locale, each locale's texts taking part.
test.describe(sitePath('en', route), () => {
  test('choices made with the keyboard change the command, the files and the address; each blocked piece shows its reason right under its own box', async ({
    page,
  }) => {
    const {problems} = watchPage(page, origin);
    const {commandLine, piece, radio, treeItem} = await openGenerator(page, 'en');
    await radio('npm').focus();
    await page.keyboard.press('ArrowDown');
    await expect(radio('pnpm')).toBeChecked();
    await expect(commandLine).toContainText('--pm pnpm');
    await expect(page).toHaveURL(/\?pm=pnpm$/);

    await piece('prettier').focus();
    await page.keyboard.press('Space');
    await expect(piece('prettier')).not.toBeChecked();
    await expect(treeItem('.prettierrc')).toHaveCount(0);
    await expect(commandLine).toContainText('--without prettier');
    await expect(page).toHaveURL(/\?pm=pnpm&without=prettier$/);

    // lint-staged still runs ESLint; without ESLint too, husky has nothing to run.
    await expect(piece('husky')).toBeEnabled();
    await piece('eslint').focus();
    await page.keyboard.press('Space');
    for (const blocked of ['husky', 'commitlint', 'typedLint']) {
      const box = piece(blocked);
      await expect(box).toBeDisabled();
      const hintId = await box.getAttribute('aria-describedby');
      expect(hintId).toBeTruthy();
      const label = await page.locator('label', {has: box}).boundingBox();
      const hint = await page.locator(`[id="${hintId}"]`).boundingBox();
      expect(label && hint).toBeTruthy();
      if (label && hint) {
        expect(Math.abs(hint.y - (label.y + label.height)), blocked).toBeLessThan(8);
        expect(Math.abs(hint.x - label.x), blocked).toBeLessThan(40);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the tree works by keyboard, the shown file is part of the address, and the zip holds exactly the files of the explorer', async ({
    page,
  }) => {
    const choices = '?pm=yarn&without=vscode';
    const {button, codeBlock, text, tree, treeItem} = await openGenerator(page, 'en', choices);
    const selected = tree.getByRole('treeitem', {selected: true});
    await expect(selected).toHaveAttribute('tabindex', '0');
    await selected.focus();
    await page.keyboard.press('Home');
    await expect(tree.getByRole('treeitem').first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(tree.getByRole('treeitem').last()).toBeFocused();

    const folder = treeItem(/^\.husky\//);
    await folder.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    await expect(treeItem('pre-commit')).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(folder).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(treeItem('commit-msg')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(codeBlock('.husky/commit-msg')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(choices)}&file=\\.husky/commit-msg$`));
    await expect(
      page.getByRole('link', {name: text('generator.file.guide'), exact: true}),
    ).toHaveAttribute('href', /setting-commitlint\/#hook$/);

    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      button('generator.download.zip').click(),
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
      await treeItem(name.split('/').pop() ?? name)
        .first()
        .click();
      await expect(codeBlock(name)).toBeVisible();
      shown[name] = (await codeText(codeBlock(name))).trimEnd();
    }
    expect(shown).toEqual(unpacked);
    const files = await tree.locator('[role="treeitem"]:not([aria-expanded])').count();
    expect(files).toBe(Object.keys(unpacked).length);
  });

  test('bad values in the address give the defaults and no error', async ({page}) => {
    const {problems} = watchPage(page, origin);
    const {choice, codeBlock, radio} = await openGenerator(
      page,
      'en',
      '?pm=%3Cscript%3Ealert(1)%3C/script%3E&kind=&ts=9&without=,,,%22&pm=bun&file=../../etc/passwd',
    );
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(radio('npm')).toBeChecked();
    await expect(choice('generator.kind.vite')).toBeChecked();
    for (const box of await page.getByRole('checkbox').all()) {
      await expect(box).toBeChecked();
    }
    await expect(codeBlock('eslint.config.js')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe(sitePath('ko', route), () => {
  test('a shared link opens with its choices and its file, also after a reload; the copy buttons hand over its command and the link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const choices = '?pm=bun&kind=node&ts=7-beside-6&without=env&file=package.json';
    const ui = await openGenerator(page, 'ko', choices);
    for (const visit of ['opened', 'reloaded']) {
      await expect(ui.radio('Bun'), visit).toBeChecked();
      await expect(ui.choice('generator.kind.node'), visit).toBeChecked();
      await expect(ui.choice('generator.typescript.7'), visit).toBeChecked();
      await expect(ui.piece('env'), visit).not.toBeChecked();
      await expect(ui.piece('lighthouse'), visit).toBeDisabled();
      await expect(ui.commandLine, visit).toContainText(
        '--pm bun --kind node --typescript 7-beside-6 --without env',
      );
      await expect(ui.codeBlock('package.json'), visit).toContainText('@typescript/native');
      if (visit === 'opened') {
        await page.reload();
        await waitForHydration(page);
      }
    }
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    const said = (id: string) => page.getByRole('status').filter({hasText: ui.text(id)});
    await ui.button('generator.copy.command').click();
    await expect(said('generator.copied.command')).toBeVisible();
    expect(await clipboard()).toBe((await ui.commandLine.innerText()).trim());
    await ui.button('generator.copy.link').click();
    await expect(said('generator.copied.link')).toBeVisible();
    expect(new URL(await clipboard()).search).toBe(choices);
  });
});
