// Nothing a reader controls reaches the page as HTML: script payloads in the
// query string (including the theme's own docusaurus-theme parameter), the
// hash, the path (the not-found page and its Korean redirect), the search
// terms a result link asks the page to highlight, and the generator's
// choices. The DOM check catches injected markup even where the
// Content-Security-Policy would stop it from running; dialogs and "Refused"
// console messages catch anything that got further. (Search input: search.spec.ts.)
import {expect, test} from '@playwright/test';
import {locales, sitePath} from '../helpers/routes.ts';
import {origin} from '../helpers/server.ts';
import {openPage} from '../helpers/ui.ts';

const payload = `"'><img src=x onerror=alert(1)><svg onload=alert(2)><script>alert(3)</script>`;
const encoded = encodeURIComponent(payload);
const injected = 'img[src="x"], svg[onload], [onerror], script:has-text("alert(")';

for (const locale of locales) {
  const base = sitePath(locale.key);
  const targets = {
    'query string': `${base}docs/intro/?q=${encoded}&docusaurus-theme=${encoded}&docusaurus-data-x=${encoded}`,
    hash: `${base}docs/intro/#${encoded}`,
    path: `${base}docs/${encoded}/?from=${encoded}`,
    'search highlight terms': `${base}docs/intro/?highlight=${encoded}&_highlight=${encoded}`,
    'generator choices': `${base}docs/init/generator/?pm=${encoded}&kind=${encoded}&without=${encoded}`,
  };

  // The payloads share a tab, as in a reader's browser: assets come from the cache after the first.
  test(`script payloads in the URL under ${base} are shown as text or dropped`, async ({page}) => {
    const alarms: string[] = [];
    page.on('dialog', async (dialog) => {
      alarms.push(`dialog: ${dialog.message()}`);
      await dialog.dismiss();
    });
    page.on('console', (message) => {
      if (/Refused to|alert\(/.test(message.text())) {
        alarms.push(`console: ${message.text()}`);
      }
    });
    for (const [where, url] of Object.entries(targets)) {
      await openPage(page, url);
      await expect.soft(page.getByRole('heading', {level: 1}), where).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect
        .soft(await page.locator(injected).count(), `elements injected from the ${where}`)
        .toBe(0);
      expect.soft(alarms.splice(0), where).toEqual([]);
      expect.soft(new URL(page.url()).origin, `${where}: still on the site`).toBe(origin);
      await expect.soft(page.locator('html'), where).toHaveAttribute('lang', locale.htmlLang);
    }
  });
}
