import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './tests/helpers/chromium.ts';

import {port, variantBaseUrl, wrongBaseOrigin} from './tests/helpers/server.ts';

const launchOptions = {executablePath: chromiumPath, args: chromiumArgs};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A failing test runs once more with a trace recorded; recording one for
  // every test cost about 20% of the run. A test that passes only on the
  // retry still fails the run.
  retries: 1,
  failOnFlakyTests: true,
  // Tests that load a run of pages take up to 25 s here; CI machines have been
  // slower than this one, so each test gets more than twice that.
  timeout: 60_000,
  // Three workers fill the idle moments (network idle, animations) of two
  // cores: 10.4 against 11.6 minutes for the same suite with two (clean clone).
  workers: 3,
  reporter: [['list'], ['html', {open: 'never', outputFolder: 'playwright-report'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], launchOptions}},
    {name: 'mobile', use: {...devices['Pixel 7'], launchOptions}},
  ],
  webServer: [
    {
      command: `node tests/helpers/serveBuild.ts --port ${port} --site /setup/=build --site ${variantBaseUrl}=build-variant`,
      url: `http://127.0.0.1:${port}/setup/`,
      reuseExistingServer: false,
    },
    {
      // The same build at the domain root, where its /setup/ assets are missing.
      command: `node tests/helpers/serveBuild.ts --port ${new URL(wrongBaseOrigin).port} --site /=build`,
      url: `${wrongBaseOrigin}/`,
      reuseExistingServer: false,
    },
  ],
});
