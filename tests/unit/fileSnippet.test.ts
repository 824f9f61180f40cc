// How a docs page cuts what it shows out of a real file of the example
// project (cli/src/regions.ts), and how the generator
// drops a marked part of one. The sample is shaped like
// examples/starter/eslint.config.js: nested regions, and one region name used
// twice.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  extractJsonKeys,
  extractRegion,
  guessLanguage,
  wholeFile,
  withoutRegion,
} from '../../cli/src/regions.ts';

const eslintConfig = [
  "import js from '@eslint/js';",
  '// #region prettier',
  "import prettier from 'eslint-config-prettier/flat';",
  '// #endregion prettier',
  "import {defineConfig} from 'eslint/config';",
  '',
  'export default defineConfig(',
  '  js.configs.recommended,',
  '  // #region typed',
  '  tseslint.configs.recommendedTypeChecked,',
  '  {',
  '    languageOptions: {',
  '      // #region parser-options',
  '      parserOptions: {projectService: true},',
  '      // #endregion parser-options',
  '    },',
  '  },',
  '  // #endregion typed',
  '  // #region prettier',
  '  prettier,',
  '  // #endregion prettier',
  ');',
  '',
].join('\n');

describe('extractRegion', () => {
  test('shows the lines between the markers, dedented, without the nested markers', () => {
    assert.equal(
      extractRegion(eslintConfig, 'typed', 'eslint.config.js'),
      [
        'tseslint.configs.recommendedTypeChecked,',
        '{',
        '  languageOptions: {',
        '    parserOptions: {projectService: true},',
        '  },',
        '},',
      ].join('\n'),
    );
  });

  test('shows a nested region on its own, keeps blank lines and relative indents, by exact name', () => {
    const source = [
      '// #region config-files',
      'files: ["*.config.js"],',
      '// #endregion config-files',
      '  # #region config',
      '    build:',
      '',
      '      runs-on: ubuntu',
      '  # #endregion config',
    ].join('\n');
    for (const [from, region, shown] of [
      [eslintConfig, 'parser-options', 'parserOptions: {projectService: true},'],
      [source, 'config', 'build:\n\n  runs-on: ubuntu'],
      [source, 'config-files', 'files: ["*.config.js"],'],
    ] as const) {
      assert.equal(extractRegion(from, region, 'ci.yml'), shown, region);
    }
  });

  test('reads a file checked out with CRLF line ends like one with LF', () => {
    assert.equal(
      extractRegion(eslintConfig.replaceAll('\n', '\r\n'), 'typed', 'eslint.config.js'),
      extractRegion(eslintConfig, 'typed', 'eslint.config.js'),
    );
  });

  test('fails naming the file and the region when the region is missing or not closed', () => {
    for (const [source, region] of [
      [eslintConfig, 'strict'],
      [eslintConfig, 'parser'], // only the start of "parser-options"
      ['// #region axb\nx\n// #endregion axb', 'a.b'], // a name, not a pattern
      ['// #region alias\n"paths": {}', 'alias'],
      ['// #endregion alias\n"paths": {}\n// #region alias', 'alias'],
    ] as const) {
      assert.throws(
        () => extractRegion(source, region, 'tsconfig.json'),
        new RegExp(`^Error: tsconfig\\.json has no region "${region}"`),
        region,
      );
    }
  });
});

test('wholeFile drops every marker line, whatever its comment syntax or line ends, and the final newline', () => {
  for (const [source, shown] of [
    [
      '<!-- #region head -->\n<title>App</title>\n<!-- #endregion head -->\n# #region env\nA=1\n# #endregion env\n',
      '<title>App</title>\nA=1',
    ],
    ['a\r\n// #region x\r\nb\r\n// #endregion x\r\n', 'a\nb'],
    ["const marker = '// #region';\n", "const marker = '// #region';"], // code, not a marker
  ] as const) {
    assert.equal(wholeFile(source), shown);
  }
});

describe('withoutRegion', () => {
  test('drops every block of that name with its markers, nested regions included', () => {
    const withoutPrettier = withoutRegion(eslintConfig, 'prettier');
    assert.ok(!withoutPrettier.includes('prettier'), withoutPrettier);
    const withoutTyped = withoutRegion(eslintConfig, 'typed');
    assert.ok(!withoutTyped.includes('parserOptions'), withoutTyped);
    assert.ok(!withoutTyped.includes('#region parser-options'), withoutTyped);
    assert.ok(
      withoutTyped.includes('  js.configs.recommended,\n  // #region prettier'),
      withoutTyped,
    );
  });

  test('leaves the other regions’ markers for wholeFile to drop', () => {
    assert.equal(
      wholeFile(withoutRegion(withoutRegion(eslintConfig, 'parser-options'), 'prettier')),
      [
        "import js from '@eslint/js';",
        "import {defineConfig} from 'eslint/config';",
        '',
        'export default defineConfig(',
        '  js.configs.recommended,',
        '  tseslint.configs.recommendedTypeChecked,',
        '  {',
        '    languageOptions: {',
        '    },',
        '  },',
        ');',
      ].join('\n'),
    );
  });

  test('leaves a source without that region unchanged, one whose name starts with it too', () => {
    assert.equal(withoutRegion(eslintConfig, 'strict'), eslintConfig);
    assert.equal(withoutRegion(eslintConfig, 'parser'), eslintConfig);
  });

  test('fails instead of silently cutting the rest of the file when markers do not pair', () => {
    assert.throws(
      () => withoutRegion('a\n// #region x\nb', 'x'),
      /"#region x" has no "#endregion x"/,
    );
    assert.throws(
      () => withoutRegion('a\n// #endregion x\nb\n// #region x\nc', 'x'),
      /"#endregion x" comes before/,
    );
  });
});

describe('extractJsonKeys', () => {
  const packageJson = JSON.stringify({
    name: 'starter',
    scripts: {lint: 'eslint .'},
    engines: {node: '>=24'},
  });

  test('shows only the asked top-level keys, in the asked order, as formatted JSON', () => {
    assert.equal(
      extractJsonKeys(packageJson, ['engines', 'name'], 'package.json'),
      '{\n  "engines": {\n    "node": ">=24"\n  },\n  "name": "starter"\n}',
    );
  });

  test('fails naming the file and the key when a key is missing', () => {
    assert.throws(
      () => extractJsonKeys(packageJson, ['engines', 'devDependencies'], 'package.json'),
      /package\.json has no top-level key "devDependencies"/,
    );
  });

  test('fails on a file that is not JSON', () => {
    assert.throws(() => extractJsonKeys('{"name": ', ['name'], 'package.json'), SyntaxError);
  });
});

test('guessLanguage picks the Prism language from the name: JSON files without .json, bash for the rest', () => {
  for (const [file, language] of [
    ['eslint.config.js', 'js'],
    ['commitlint.config.mjs', 'js'],
    ['lint-staged.config.cjs', 'js'],
    ['src/main.ts', 'ts'],
    ['package.json', 'json'],
    ['.prettierrc', 'json'],
    ['index.html', 'html'],
    ['.github/workflows/ci.yml', 'yaml'],
    ['pnpm-workspace.yaml', 'yaml'],
    ['.husky/pre-commit', 'bash'],
    ['.env', 'bash'],
  ] as const) {
    assert.equal(guessLanguage(file), language, file);
  }
});
