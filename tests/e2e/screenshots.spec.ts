// Screenshots of key pages in both locales and colour modes, kept in
// screenshots/ (git-ignored) for people to look at. Each shot first checks
// that the page shows what it should, so a blank page never passes. Shots
// hold the first screen only: full-page shots of long pages tripled the
// time of this spec for pixels nobody looked at. Phones get the home page
// and the open menu; the other pages are shot at desktop width.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../helpers/pageWatch.ts';
import {menuButton} from '../helpers/ui.ts';

const shots = [
  {name: 'home', path: '', ready: (page: Page) => page.getByRole('heading', {level: 1})},
  {
    name: 'feature-doc',
    path: 'docs/tutorial-basics/setting-husky/',
    ready: (page: Page) => page.locator('article .theme-code-block').first(),
  },
  {name: 'blog-list', path: 'blog/', ready: (page: Page) => page.locator('main article').first()},
  {
    name: 'not-found',
    path: 'no-such-page/',
    ready: (page: Page) => page.getByRole('heading', {level: 1}),
  },
];

for (const segment of ['', 'kr/']) {
  for (const mode of ['light', 'dark']) {
    const prefix = `${segment ? 'kr' : 'en'}-${mode}`;
    test.describe(prefix, () => {
      test.beforeEach(async ({page}) => {
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      });

      for (const shot of shots) {
        test(`${shot.name}`, async ({page, isMobile}, testInfo) => {
          test.skip(isMobile && shot.name !== 'home', 'on a phone, the home page and the menu');
          await page.goto(`/setup/${segment}${shot.path}`);
          await waitForHydration(page);
          await expect(shot.ready(page)).toBeVisible();
          await page.screenshot({
            path: `screenshots/${testInfo.project.name}/${prefix}-${shot.name}.png`,
          });
        });
      }

      test('mobile-menu', async ({page, isMobile}, testInfo) => {
        test.skip(!isMobile, 'the menu button is a phone control');
        await page.goto(`/setup/${segment}docs/intro/`);
        await waitForHydration(page);
        await menuButton(page).click();
        await expect(page.locator('.navbar-sidebar')).toBeVisible();
        await page.screenshot({
          path: `screenshots/${testInfo.project.name}/${prefix}-mobile-menu.png`,
        });
      });
    });
  }
}
