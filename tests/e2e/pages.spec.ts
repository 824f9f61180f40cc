// Every page of both sitemaps, and the search page, loads cleanly at desktop
// width: status 200, hydrated, in its language, with a main landmark and a heading, no console
// error or warning, no failed request and no request to another host; and
// axe-core finds no violation on it in light mode, nor a colour violation
// once the reader switches to dark mode. (On a phone, accessibility.spec.ts.)
import {expect, test} from '@playwright/test';
import {axeViolations, colourRules, waitForTransitions} from '../helpers/axe.ts';
import {waitForHydration, watchPage} from '../helpers/pageWatch.ts';
import {origin} from '../helpers/server.ts';
import {sitemapPaths} from '../helpers/sitemap.ts';
import {colorModeToggle} from '../helpers/ui.ts';

test.skip(({isMobile}) => isMobile, 'the sweep runs once, at desktop width');

for (const path of sitemapPaths()) {
  test(`${path} loads cleanly and passes axe in both colour modes`, async ({page}) => {
    const watch = watchPage(page, origin);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', path.includes('/kr/') ? 'ko' : 'en');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(watch.problems).toEqual([]);

    expect(await axeViolations(page), 'light mode').toEqual([]);
    await colorModeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await waitForTransitions(page);
    expect(await axeViolations(page, colourRules), 'dark mode').toEqual([]);
  });
}
