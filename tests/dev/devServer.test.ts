// What a maintainer runs first: `docusaurus start`. The production build goes
// through other code paths (minified, hydrated, modules resolved in production
// mode), so a page that works there can still crash here, as the utils-common
// alias once did. This opens a guide on the dev server and checks that it
// renders with no error and its code highlighted.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {chromium, type Browser} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../../tools/chromium.ts';
import {projectDir} from '../../tools/run.ts';
import {baseUrl} from '../../tools/site.ts';

const port = 3199;
const origin = `http://127.0.0.1:${port}`;
const server = spawn(
  path.join(projectDir, 'node_modules/.bin/docusaurus'),
  ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
  {cwd: projectDir, detached: true, stdio: 'ignore'},
);
let browser: Browser;

async function waitForFirstPage(): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    const response = await fetch(`${origin}${baseUrl}`).catch(() => undefined);
    if (response?.ok && (await response.text()).includes('__docusaurus')) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('docusaurus start served no page within 180 s');
}

before(async () => {
  await waitForFirstPage();
  browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
});

after(async () => {
  await browser?.close();
  if (server.pid) {
    process.kill(-server.pid, 'SIGTERM');
  }
});

test('a guide renders on the dev server with no error and its code highlighted', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  await page.goto(`${origin}${baseUrl}docs/tutorial-basics/setting-eslint/`);
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
