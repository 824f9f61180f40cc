// A missing path gets the not-found page of its locale, keeping its query,
// even though GitHub Pages only ever serves the English root 404.html. (Each
// locale's 404.html and its title are checked on the build: tests/build; the
// status 404 and the language of each locale's not-found page, in the page
// sweep: pages.spec.ts.) A missing page under the docs, answered by the docs
// layout, has that title too (src/theme/NotFound/Content). A Korean page typed
// in upper case opens in Korean: routing.spec.ts.
import {expect, test} from '@playwright/test';
import {locales, sitePath} from '../helpers/routes.ts';
import {uiText} from '../helpers/uiStrings.ts';
import {readBuildFile, textOf} from '../helpers/buildOutput.ts';
import {openPage} from '../helpers/ui.ts';

for (const locale of locales) {
  const base = sitePath(locale.key);
  test(`an unknown path under ${base} shows the ${locale.key} not-found page; so does a missing page under its docs, with the not-found title`, async ({
    page,
  }) => {
    const heading = page.getByRole('heading', {level: 1});
    await openPage(page, `${base}no-such-page/?q=1#part`);
    await expect(heading).toHaveText(uiText(locale.key, 'theme.NotFound.title'));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `${base}no-such-page/?q=1`,
    );
    await openPage(page, `${base}docs/nothing-here/`);
    await expect(heading).toHaveText(uiText(locale.key, 'theme.NotFound.title'));
    const notFoundPage = textOf(await readBuildFile(locale, '404.html'), 'title');
    await expect(page).toHaveTitle(notFoundPage ?? 'the 404 page has a <title>');
  });
}
