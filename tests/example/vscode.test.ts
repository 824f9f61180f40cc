// The committed VS Code settings are valid JSON, hold the settings the editor
// page explains, and the page explains every one of them.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {examples, nodePackage, starter} from '../helpers/example.ts';
import {projectDir} from '../helpers/run.ts';

async function readJson(dir: string, file: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Record<string, unknown>;
}

const aliasSettings = [
  'js/ts.preferences.importModuleSpecifier',
  'js/ts.preferences.importModuleSpecifierEnding',
];

test(`${starter.name}: settings.json turns on alias imports`, async () => {
  const settings = await readJson(starter.dir, '.vscode/settings.json');
  assert.equal(settings['js/ts.preferences.importModuleSpecifier'], 'non-relative');
  assert.equal(settings['js/ts.preferences.importModuleSpecifierEnding'], 'minimal');
});

test(`${nodePackage.name}: settings.json is the starter’s without the alias import settings`, async () => {
  const expected = await readJson(starter.dir, '.vscode/settings.json');
  for (const key of aliasSettings) {
    delete expected[key];
  }
  assert.deepEqual(await readJson(nodePackage.dir, '.vscode/settings.json'), expected);
});

for (const {name, dir} of examples) {
  test(`${name}: settings.json turns on format on save and ESLint fixes on save`, async () => {
    const settings = await readJson(dir, '.vscode/settings.json');
    assert.equal(settings['editor.defaultFormatter'], 'esbenp.prettier-vscode');
    assert.equal(settings['editor.formatOnSave'], true);
    assert.deepEqual(settings['editor.codeActionsOnSave'], {'source.fixAll.eslint': 'explicit'});
  });

  test(`${name}: extensions.json recommends the ESLint and Prettier extensions`, async () => {
    const extensions = await readJson(dir, '.vscode/extensions.json');
    assert.deepEqual(extensions.recommendations, [
      'dbaeumer.vscode-eslint',
      'esbenp.prettier-vscode',
    ]);
  });

  for (const locale of ['docs', 'i18n/kr/docusaurus-plugin-content-docs/current']) {
    test(`${name}: the editor page in ${locale} explains every key of settings.json`, async () => {
      const page = await readFile(
        path.join(projectDir, locale, 'tutorial-basics/setting-vscode-autoprefix.mdx'),
        'utf8',
      );
      for (const key of Object.keys(await readJson(dir, '.vscode/settings.json'))) {
        assert.ok(page.includes(key), `the page mentions ${key}`);
      }
    });
  }
}
