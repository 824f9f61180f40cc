// The node package is the starter made for Node: the files that do not depend
// on the kind of project are the starter's, byte for byte, and the others
// differ from it only where Vite, the browser or Lighthouse come in.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {wholeFile} from '../../cli/src/regions.ts';
import {projectDir} from '../../scripts/lib/run.ts';
import {nodePackage, starter} from '../helpers/example.ts';

const {name} = nodePackage;

function read(dir: string, file: string): Promise<string> {
  return readFile(path.join(dir, file), 'utf8');
}

type Manifest = {
  engines: unknown;
  devEngines: unknown;
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};

async function manifest(dir: string): Promise<Manifest> {
  return JSON.parse(await read(dir, 'package.json')) as Manifest;
}

/** tsconfig.json without its comment lines (the starter marks regions in it). */
async function compilerOptions(dir: string): Promise<Record<string, unknown>> {
  const text = (await read(dir, 'tsconfig.json')).replace(/^\s*\/\/.*\n/gm, '');
  return (JSON.parse(text) as {compilerOptions: Record<string, unknown>}).compilerOptions;
}

const identical = [
  '.prettierrc',
  '.gitmessage',
  '.lintstagedrc.json',
  '.husky/pre-commit',
  '.husky/commit-msg',
  '.husky/install.mjs',
  '.husky/post-checkout',
  'commitlint.config.js',
  '.nvmrc',
  '.vscode/extensions.json',
  'src/lib/greeting.ts',
];

for (const file of identical) {
  test(`${name}: ${file} is the starter’s`, async () => {
    assert.equal(await read(nodePackage.dir, file), await read(starter.dir, file));
  });
}

test(`${name}: eslint.config.js is the starter’s with Node globals and no Lighthouse folder`, async () => {
  const expected = (await read(starter.dir, 'eslint.config.js'))
    .replace(
      "globalIgnores(['dist/', 'coverage/', '.lighthouse/'])",
      "globalIgnores(['dist/', 'coverage/'])",
    )
    .replace('globals: globals.browser,', 'globals: globals.node,');
  assert.equal(await read(nodePackage.dir, 'eslint.config.js'), expected);
});

test(`${name}: src/lib/config.ts is the starter’s, reading process.env`, async () => {
  const expected = (await read(starter.dir, 'src/lib/config.ts'))
    .replace('env: ImportMetaEnv = import.meta.env', 'env: NodeJS.ProcessEnv = process.env')
    .replaceAll('VITE_', '');
  assert.equal(await read(nodePackage.dir, 'src/lib/config.ts'), expected);
});

test(`${name}: .gitignore and .prettierignore are the starter’s without the Lighthouse entries`, async () => {
  const gitignore = (await read(starter.dir, '.gitignore')).replace(
    /# Lighthouse reports\n(?:\.lighthouse.*\n)+\n/,
    '',
  );
  assert.equal(await read(nodePackage.dir, '.gitignore'), gitignore);
  const prettierignore = (await read(starter.dir, '.prettierignore')).replace('.lighthouse/\n', '');
  assert.equal(await read(nodePackage.dir, '.prettierignore'), prettierignore);
});

test(`${name}: package.json has the starter’s engines, devEngines, shared scripts and tools without Vite and Lighthouse`, async () => {
  const [ours, theirs] = [await manifest(nodePackage.dir), await manifest(starter.dir)];
  assert.deepEqual(ours.engines, theirs.engines);
  assert.deepEqual(ours.devEngines, theirs.devEngines);
  for (const [script, command] of Object.entries(ours.scripts)) {
    if (script !== 'build' && script in theirs.scripts) {
      assert.equal(command, theirs.scripts[script], `the "${script}" script`);
    }
  }
  const {vite, lighthouse, ...tools} = theirs.devDependencies;
  assert.ok(vite && lighthouse, 'the starter lists vite and lighthouse');
  assert.deepEqual(ours.devDependencies, tools);
});

test(`${name}: tsconfig.json keeps the starter’s target and strictness options`, async () => {
  const [ours, theirs] = [
    await compilerOptions(nodePackage.dir),
    await compilerOptions(starter.dir),
  ];
  for (const option of [
    'target',
    'strict',
    'noUncheckedIndexedAccess',
    'noImplicitOverride',
    'noFallthroughCasesInSwitch',
    'verbatimModuleSyntax',
    'isolatedModules',
    'skipLibCheck',
  ]) {
    assert.equal(ours[option], theirs[option], option);
  }
  assert.equal(ours.module, 'nodenext');
  assert.equal(ours.paths, undefined, 'no @/ alias: Node would not resolve it');
});

test(`${name}: .vscode/settings.json is the starter’s without the alias import settings`, async () => {
  const settings = async (dir: string) =>
    JSON.parse(await read(dir, '.vscode/settings.json')) as Record<string, unknown>;
  const {
    'js/ts.preferences.importModuleSpecifier': specifier,
    'js/ts.preferences.importModuleSpecifierEnding': ending,
    ...expected
  } = await settings(starter.dir);
  assert.ok(specifier && ending, 'the starter turns on alias imports');
  assert.deepEqual(await settings(nodePackage.dir), expected);
});

test('this repository installs its hooks with the starter’s install script, formatted its own way', async () => {
  // The repository's copy sits in its own .husky/ (the script finds its
  // project from its own place), formatted by the repository's Prettier.
  const statements = (text: string) => wholeFile(text).replace(/\s+/g, '');
  const ours = await read(projectDir, '.husky/install.mjs');
  assert.equal(statements(ours), statements(await read(starter.dir, '.husky/install.mjs')));
  const {scripts} = await manifest(projectDir);
  assert.equal(scripts.prepare, (await manifest(starter.dir)).scripts.prepare);
});
