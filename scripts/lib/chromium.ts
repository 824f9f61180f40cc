import {accessSync, constants} from 'node:fs';
import type {Page} from '@playwright/test';

/** Debian's Chromium, unless CHROME_PATH names another Chrome or Chromium. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for a headless run on a machine with no network and no GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumIsInstalled(): boolean {
  try {
    accessSync(chromiumPath, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const installHint = `Chromium was not found at ${chromiumPath}.
The browser tests drive a locally installed Chromium. Install one:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium
  other systems:  install Chrome or Chromium, then set CHROME_PATH=/path/to/chrome`;

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
