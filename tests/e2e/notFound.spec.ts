// A missing path gets status 404 and the not-found page of its locale, even
// though GitHub Pages only ever serves the English root 404.html. (Each
// locale's 404.html and its title are checked on the build: tests/build.) A
// missing page under the docs, answered by the docs layout, has that title too
// (src/theme/NotFound/Content). A Korean page typed in upper case opens in
// Korean: routing.spec.ts.
import {expect, test} from '@playwright/test';
import {locales, sitePath} from '../helpers/routes.ts';
import {uiText} from '../helpers/uiStrings.ts';
import {readBuildFile, textOf} from '../helpers/buildOutput.ts';
import {waitForHydration} from '../../scripts/lib/chromium.ts';

for (const locale of locales) {
  test(`an unknown path under /${locale.segment} shows the ${locale.key} not-found page`, async ({
    page,
  }) => {
    const path = `${sitePath(locale.key)}no-such-page/?q=1#part`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      uiText(locale.key, 'theme.NotFound.title'),
    );
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `${sitePath(locale.key)}no-such-page/?q=1`,
    );
  });
}

for (const locale of locales) {
  test(`a missing page under the ${locale.key} docs has the not-found title too`, async ({
    page,
  }) => {
    await page.goto(`${sitePath(locale.key)}docs/nothing-here/`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      uiText(locale.key, 'theme.NotFound.title'),
    );
    const notFoundPage = textOf(await readBuildFile(locale, '404.html'), 'title');
    await expect(page).toHaveTitle(notFoundPage ?? 'the 404 page has a <title>');
  });
}
