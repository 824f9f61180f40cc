// What a maintainer runs first: `docusaurus start`. The production build goes
// through other code paths (minified, hydrated, modules resolved in production
// mode), so a page that works there can still crash here, as the utils-common
// alias once did. This opens a guide on the dev server and checks that it
// renders with no error and its code highlighted.
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';
import {chromium, type Browser} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../../scripts/lib/chromium.ts';
import {startDevServer, type DevServer} from '../../scripts/lib/devServer.ts';
import {projectDir} from '../../scripts/lib/run.ts';
import {baseUrl} from '../../scripts/lib/site.ts';

let server: DevServer | undefined;
let browser: Browser | undefined;

before(async () => {
  server = await startDevServer(projectDir, baseUrl, 3199);
  browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
});

after(async () => {
  await browser?.close();
  server?.stop();
});

test('a guide renders on the dev server with no error and its code highlighted', async () => {
  assert.ok(server && browser);
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  await page.goto(`${server.origin}${baseUrl}docs/tutorial-basics/setting-eslint/`);
  const highlighted = await page
    .locator('main pre .token')
    .first()
    .waitFor({timeout: 60_000})
    .then(
      () => true,
      () => false,
    );
  assert.deepEqual(errors, []);
  assert.ok(highlighted, 'the guide shows its code highlighted');
  assert.equal(await page.locator('article h1').textContent(), 'ESLint');
});
