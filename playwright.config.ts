import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './tests/helpers/chromium.ts';

const port = 4173;
// The same build served at the domain root, where /setup/ assets are missing:
// Docusaurus must show its wrong-base-URL banner there.
const wrongBasePort = 4174;

const launchOptions = {executablePath: chromiumPath, args: chromiumArgs};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['html', {open: 'never', outputFolder: 'playwright-report'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], launchOptions}},
    {name: 'mobile', use: {...devices['Pixel 7'], launchOptions}},
  ],
  webServer: [
    {
      command: `node tests/helpers/serveBuild.ts --port ${port}`,
      url: `http://127.0.0.1:${port}/setup/`,
      reuseExistingServer: false,
    },
    {
      command: `node tests/helpers/serveBuild.ts --port ${wrongBasePort} --mount /`,
      url: `http://127.0.0.1:${wrongBasePort}/`,
      reuseExistingServer: false,
    },
  ],
});
