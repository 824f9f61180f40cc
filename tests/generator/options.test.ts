// The generator's module without a browser: reading choices from a link, the
// rules between choices, and files that are the tested examples' own.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {
  readExampleSources,
  exampleFolders,
  trackedExampleFiles,
} from '../../plugins/exampleSources.ts';
import {wholeFile} from '../../cli/src/regions.ts';
import {generateFiles, packageFields, typescriptBeside7} from '../../cli/src/files.ts';
import {
  blockerOf,
  defaultOptions,
  effectivePieces,
  parseOptions,
  pieces,
  serializeOptions,
  type Options,
  type Piece,
} from '../../cli/src/choices.ts';
import {projectDir} from '../../scripts/lib/run.ts';

const sources = await readExampleSources(projectDir);

function without(...off: Piece[]): Options {
  return {...defaultOptions, pieces: new Set(pieces.filter((piece) => !off.includes(piece)))};
}

describe('choices from a link', () => {
  test('no query string gives the defaults: npm, the Vite app, TypeScript 6.0, every piece', () => {
    assert.deepEqual(parseOptions(''), defaultOptions);
    assert.equal(serializeOptions(defaultOptions), '');
  });

  test('every choice survives a round trip through the address', () => {
    const options: Options = {
      packageManager: 'yarn',
      kind: 'node',
      typescript: '7-beside-6',
      pieces: new Set(['eslint', 'prettier', 'vscode']),
    };
    const query = serializeOptions(options);
    assert.match(query, /^\?pm=yarn&kind=node&ts=7-beside-6&without=[a-z,-]+$/);
    assert.deepEqual(parseOptions(query), options);
  });

  test('unknown values fall back to the defaults', () => {
    assert.deepEqual(
      parseOptions('?pm=cargo&kind=%3Cscript%3Ealert(1)%3C/script%3E&ts=8&without=nothing,%00'),
      defaultOptions,
    );
  });

  test('unknown keys are ignored, and a repeated key counts once, the first time', () => {
    const options = parseOptions('?pm=pnpm&pm=bun&colour=red&kind=node&kind=vite&_highlight=x');
    assert.equal(options.packageManager, 'pnpm');
    assert.equal(options.kind, 'node');
  });
});

describe('rules between the choices', () => {
  test('type-aware rules need ESLint', () => {
    assert.equal(blockerOf('typed-lint', without('eslint')), 'needsEslint');
  });

  test('lint-staged needs ESLint or Prettier, and commitlint needs husky', () => {
    assert.equal(blockerOf('husky', without('prettier')), undefined);
    assert.equal(blockerOf('husky', without('eslint', 'prettier')), 'needsLinter');
    assert.equal(blockerOf('commitlint', without('eslint', 'prettier')), 'needsHusky');
    assert.equal(blockerOf('commitlint', without('husky')), 'needsHusky');
  });

  test('the Lighthouse script is for the Vite app only', () => {
    assert.equal(blockerOf('lighthouse', {...defaultOptions, kind: 'node'}), 'viteOnly');
    assert.ok(!effectivePieces({...defaultOptions, kind: 'node'}).has('lighthouse'));
  });
});

for (const kind of ['vite', 'node'] as const) {
  const folder = exampleFolders[kind];
  describe(`the defaults for the ${kind} kind are ${folder}`, () => {
    const options: Options = {...defaultOptions, kind};

    test('every file, byte for byte (region markers aside)', async () => {
      const files = generateFiles(sources, options).filter((file) => file.path !== 'package.json');
      const expected = trackedExampleFiles(projectDir, folder).filter(
        (file) => file !== 'package.json',
      );
      assert.deepEqual(files.map((file) => file.path).sort(), expected.sort());
      for (const file of files) {
        const example = await readFile(path.join(projectDir, folder, file.path), 'utf8');
        assert.equal(file.text, `${wholeFile(example)}\n`, file.path);
      }
    });

    test("package.json's scripts, engines, devEngines and dev dependencies", async () => {
      const example = JSON.parse(
        await readFile(path.join(projectDir, folder, 'package.json'), 'utf8'),
      ) as Record<string, unknown>;
      const fields = packageFields(sources, options);
      for (const key of ['type', 'engines', 'devEngines', 'scripts', 'devDependencies'] as const) {
        assert.deepEqual(fields[key], example[key], key);
      }
    });
  });
}

describe('each piece brings exactly its files and dependencies', () => {
  const brings: Record<Piece, {files: string[]; dependencies: string[]; scripts: string[]}> = {
    eslint: {
      files: ['eslint.config.js', 'eslint.staged.config.js'],
      dependencies: [
        'eslint',
        '@eslint/js',
        'typescript-eslint',
        'globals',
        'eslint-config-prettier',
      ],
      scripts: ['lint'],
    },
    'typed-lint': {files: [], dependencies: [], scripts: []},
    prettier: {
      files: ['.prettierrc', '.prettierignore'],
      dependencies: ['prettier', 'eslint-config-prettier'],
      scripts: ['format', 'format:check'],
    },
    husky: {
      files: [
        '.husky/install.mjs',
        '.husky/post-checkout',
        '.husky/pre-commit',
        '.lintstagedrc.json',
        '.husky/commit-msg',
        'commitlint.config.js',
      ],
      dependencies: ['husky', 'lint-staged', '@commitlint/cli', '@commitlint/config-conventional'],
      scripts: [],
    },
    commitlint: {
      files: ['.husky/commit-msg', 'commitlint.config.js'],
      dependencies: ['@commitlint/cli', '@commitlint/config-conventional'],
      scripts: [],
    },
    gitmessage: {files: ['.gitmessage'], dependencies: [], scripts: []},
    env: {files: ['.env.example'], dependencies: [], scripts: []},
    vscode: {
      files: ['.vscode/extensions.json', '.vscode/settings.json'],
      dependencies: [],
      scripts: [],
    },
    lighthouse: {files: [], dependencies: ['lighthouse'], scripts: ['lighthouse']},
    'node-version': {files: ['.nvmrc'], dependencies: [], scripts: []},
  };
  const all = generateFiles(sources, defaultOptions);
  const allFields = packageFields(sources, defaultOptions);

  for (const piece of pieces) {
    test(piece, () => {
      const options = without(piece);
      const removed = (before: string[], after: string[]) =>
        before.filter((item) => !after.includes(item)).sort();
      const files = generateFiles(sources, options).map((file) => file.path);
      const fields = packageFields(sources, options);
      assert.deepEqual(
        removed(
          all.map((file) => file.path),
          files,
        ),
        brings[piece].files.sort(),
      );
      assert.deepEqual(
        removed(Object.keys(allFields.devDependencies), Object.keys(fields.devDependencies)),
        brings[piece].dependencies.sort(),
      );
      assert.deepEqual(
        removed(Object.keys(allFields.scripts), Object.keys(fields.scripts)),
        brings[piece].scripts.sort(),
      );
    });
  }

  test('without husky and the template there is no prepare script; with one of them, its half', () => {
    assert.equal(packageFields(sources, without('husky', 'gitmessage')).scripts.prepare, undefined);
    assert.equal(
      packageFields(sources, without('husky')).scripts.prepare,
      `node -e "process.env.HUSKY==='0'||require('child_process').spawnSync('git',['config','commit.template','.gitmessage'])"`,
    );
    assert.equal(
      packageFields(sources, without('gitmessage')).scripts.prepare,
      'node .husky/install.mjs',
    );
    const script = (options: Options) =>
      generateFiles(sources, options).find((file) => file.path === '.husky/install.mjs')?.text;
    assert.match(script(defaultOptions) ?? '', /'commit\.template'/);
    assert.doesNotMatch(script(without('gitmessage')) ?? '', /commit\.template|#region/);
  });

  test('without the Node version pins there is no engines or devEngines', () => {
    const fields = packageFields(sources, without('node-version'));
    assert.equal(fields.engines, undefined);
    assert.equal(fields.devEngines, undefined);
  });

  test('without type-aware rules the ESLint config has no project service', () => {
    const config = generateFiles(sources, without('typed-lint')).find(
      (file) => file.path === 'eslint.config.js',
    );
    assert.ok(config);
    assert.doesNotMatch(
      config.text,
      /projectService|recommendedTypeChecked|disableTypeChecked|#region/,
    );
    assert.match(config.text, /tseslint\.configs\.recommended,/);
  });
});

describe('package managers and TypeScript 7', () => {
  test('hooks run the installed binary, else the package manager runs it', () => {
    const hooks = (packageManager: Options['packageManager']) =>
      generateFiles(sources, {...defaultOptions, packageManager})
        .filter((file) => /^\.husky\/(pre-commit|commit-msg)$/.test(file.path))
        .map((file) => file.text);
    const both = (commitMsg: string, preCommit: string) => [
      `if [ -x node_modules/.bin/commitlint ]; then\n  node_modules/.bin/commitlint --edit "$1"\nelse\n  ${commitMsg}\nfi\n`,
      `if [ -x node_modules/.bin/lint-staged ]; then\n  node_modules/.bin/lint-staged\nelse\n  ${preCommit}\nfi\n`,
    ];
    assert.deepEqual(
      hooks('npm'),
      both('npx --no -- commitlint --edit "$1"', 'npx --no -- lint-staged'),
    );
    assert.deepEqual(
      hooks('pnpm'),
      both('pnpm exec commitlint --edit "$1"', 'pnpm exec lint-staged'),
    );
    assert.deepEqual(hooks('yarn'), both('yarn commitlint --edit "$1"', 'yarn lint-staged'));
    // bunx would download a missing package; bun run only runs the installed one.
    assert.deepEqual(hooks('bun'), both('bun run commitlint --edit "$1"', 'bun run lint-staged'));
  });

  test('Yarn gets postinstall instead of prepare, and keeps node_modules', () => {
    const options: Options = {...defaultOptions, packageManager: 'yarn'};
    const {scripts} = packageFields(sources, options);
    assert.equal(scripts.prepare, undefined);
    assert.equal(scripts.postinstall, 'node .husky/install.mjs');
    assert.ok(generateFiles(sources, options).some((file) => file.path === '.yarnrc.yml'));
  });

  test("TypeScript 7 beside 6 installs what the TypeScript guide's Option 2 installs", async () => {
    const guide = await readFile(
      path.join(projectDir, 'docs/tutorial-basics/setting-typescript.mdx'),
      'utf8',
    );
    const add = /#side-by-side[\s\S]*?<PackageManagerTabs\s+add="([^"]+)"/.exec(guide)?.[1] ?? '';
    const fromGuide = Object.fromEntries(
      add.split(/\s+/).map((spec) => {
        const at = spec.indexOf('@', 1);
        return [spec.slice(0, at), spec.slice(at + 1)];
      }),
    );
    assert.deepEqual(fromGuide, typescriptBeside7);
    const {devDependencies} = packageFields(sources, {...defaultOptions, typescript: '7-beside-6'});
    assert.equal(devDependencies.typescript, typescriptBeside7.typescript);
    assert.equal(devDependencies['@typescript/native'], typescriptBeside7['@typescript/native']);
  });

  test("beside 7, VS Code's TypeScript is the 6.0 the VS Code guide names (content review W5)", async () => {
    const guide = await readFile(
      path.join(projectDir, 'docs/tutorial-basics/setting-vscode-autoprefix.mdx'),
      'utf8',
    );
    const named = /Set `js\/ts\.tsdk\.path` to `([^`]+)` in that setup/.exec(guide)?.[1];
    const settings = generateFiles(sources, {...defaultOptions, typescript: '7-beside-6'}).find(
      (file) => file.path === '.vscode/settings.json',
    );
    const parsed = JSON.parse(settings?.text ?? '{}') as Record<string, unknown>;
    assert.equal(parsed['js/ts.tsdk.path'], named);
  });
});
