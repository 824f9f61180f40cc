import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';
import {switchToDarkMode} from './ui.ts';

/** The axe rules whose result depends on colours, the only thing a colour mode changes. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** axe-core's violations on the page as it is now, one line each. */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of opening a helper page
  // per run (only needed for cross-origin frames, which this site has none of),
  // and only violations are reported in detail: together about 3 times faster.
  let builder = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
  if (rules) {
    builder = builder.withRules([...rules]);
  }
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? ''}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** Waits until no CSS transition is running, so that axe reads final colours. */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * No axe violation with a widget shown, in light mode and then in dark mode
 * (there only the colour rules: the structure is the same in both modes).
 * `hide` closes the widget, so that the colour mode toggle can be reached.
 */
export async function expectNoAxeViolationsInBothModes(
  page: Page,
  show: () => Promise<void>,
  hide: () => Promise<void>,
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await show();
  await waitForTransitions(page);
  expect(await axeViolations(page), 'light mode').toEqual([]);
  await hide();
  await switchToDarkMode(page);
  await show();
  await waitForTransitions(page);
  expect(await axeViolations(page, colourRules), 'dark mode').toEqual([]);
}
