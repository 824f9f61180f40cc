// The committed VS Code settings are valid JSON, hold the settings the editor
// page explains, and the page explains every one of them.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {exampleDir} from '../helpers/example.ts';
import {projectDir} from '../helpers/run.ts';

async function readJson(file: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(path.join(exampleDir, file), 'utf8')) as Record<string, unknown>;
}

test('settings.json turns on alias imports, format on save and ESLint fixes on save', async () => {
  const settings = await readJson('.vscode/settings.json');
  assert.equal(settings['js/ts.preferences.importModuleSpecifier'], 'non-relative');
  assert.equal(settings['editor.defaultFormatter'], 'esbenp.prettier-vscode');
  assert.equal(settings['editor.formatOnSave'], true);
  assert.deepEqual(settings['editor.codeActionsOnSave'], {'source.fixAll.eslint': 'explicit'});
});

test('extensions.json recommends the ESLint and Prettier extensions', async () => {
  const extensions = await readJson('.vscode/extensions.json');
  assert.deepEqual(extensions.recommendations, [
    'dbaeumer.vscode-eslint',
    'esbenp.prettier-vscode',
  ]);
});

for (const locale of ['docs', 'i18n/kr/docusaurus-plugin-content-docs/current']) {
  test(`the editor page in ${locale} explains every key of settings.json`, async () => {
    const page = await readFile(
      path.join(projectDir, locale, 'tutorial-basics/setting-vscode-autoprefix.mdx'),
      'utf8',
    );
    for (const key of Object.keys(await readJson('.vscode/settings.json'))) {
      assert.ok(page.includes(key), `the page mentions ${key}`);
    }
  });
}
