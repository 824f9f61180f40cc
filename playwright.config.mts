import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './scripts/lib/chromium.ts';

import {origin, port, portVariable, wrongBasePort} from './tests/helpers/server.ts';
import {baseUrl} from './scripts/lib/site.ts';
import {stockBundle} from './config/stockBundle.ts';

/** The build under test: without the performance layer, npm run test:stock's. */
const buildFolder = stockBundle ? 'build-stock' : 'build';

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
  // A test gets a minute; the sweeps and the routing checks, which visit a
  // run of pages in one tab, set their own limit from the number of pages.
  timeout: 60_000,
  // One worker per core. The page sweep no longer idles waiting for network
  // quiet, so the tests keep the cores busy, and a third worker on two cores
  // only made each test slower: measured during the suite's reorganisation,
  // 7.0 to 7.4 minutes of wall time with two workers and 7.1 with three, but
  // 13 to 14 minutes of summed test time against 20 (2026-11-23).
  workers: '100%',
  reporter: [['list'], ['html', {open: 'never', outputFolder: 'playwright-report'}]],
  use: {
    baseURL: origin,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // Every test runs at desktop width. A test whose outcome depends on the
  // viewport is tagged @phone and runs on a phone too; one that only makes
  // sense on a phone (the menu button, taps) is tagged @phone-only.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: {...devices['Desktop Chrome'], launchOptions},
    },
    {name: 'mobile', grep: /@phone/, use: {...devices['Pixel 7'], launchOptions}},
  ],
  // The ports come from SETUP_TEST_PORT (tests/helpers/server.ts). The
  // servers are not looked for at a URL first: each binds its port itself, so
  // a port that is taken, whatever listens there, stops the run with
  // serveBuild's message naming the port and the variable, and a server is
  // ready once it says where it serves.
  webServer: [
    {
      command: `node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON scripts/serveBuild.ts --port ${port} --port-variable ${portVariable} --site ${baseUrl}=${buildFolder}`,
      wait: {stdout: new RegExp(`Serving .* at http://127\\.0\\.0\\.1:${port}/`)},
    },
    {
      // The same build at the domain root, where its assets (under baseUrl) are missing.
      command: `node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON scripts/serveBuild.ts --port ${wrongBasePort} --port-variable ${portVariable} --site /=${buildFolder}`,
      wait: {stdout: new RegExp(`Serving .* at http://127\\.0\\.0\\.1:${wrongBasePort}/`)},
    },
  ],
});
