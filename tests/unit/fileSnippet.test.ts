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

  test('shows a region nested in another on its own', () => {
    assert.equal(
      extractRegion(eslintConfig, 'parser-options', 'eslint.config.js'),
      'parserOptions: {projectService: true},',
    );
  });

  test('keeps blank lines and the indentation of lines relative to each other', () => {
    const source = [
      '  # #region jobs',
      '    build:',
      '',
      '      runs-on: ubuntu',
      '  # #endregion jobs',
    ];
    assert.equal(extractRegion(source.join('\n'), 'jobs', 'ci.yml'), 'build:\n\n  runs-on: ubuntu');
  });

  test('takes the region of exactly that name, not one whose name starts with it', () => {
    const source = [
      '// #region config-files',
      'files: ["*.config.js"],',
      '// #endregion config-files',
      '// #region config',
      'rules: {},',
      '// #endregion config',
    ].join('\n');
    assert.equal(extractRegion(source, 'config', 'eslint.config.js'), 'rules: {},');
    assert.equal(
      extractRegion(source, 'config-files', 'eslint.config.js'),
      'files: ["*.config.js"],',
    );
    assert.throws(
      () => extractRegion(eslintConfig, 'parser', 'eslint.config.js'),
      /no region "parser"/,
    );
    // The name is text, not a pattern: "a.b" does not match "axb".
    assert.throws(() => extractRegion('// #region axb\nx\n// #endregion axb', 'a.b', 'f.js'));
  });

  test('reads a file checked out with CRLF line ends like one with LF', () => {
    assert.equal(
      extractRegion(eslintConfig.replaceAll('\n', '\r\n'), 'typed', 'eslint.config.js'),
      extractRegion(eslintConfig, 'typed', 'eslint.config.js'),
    );
  });

  test('fails naming the file and the region when the region is missing or not closed', () => {
    assert.throws(
      () => extractRegion(eslintConfig, 'strict', 'eslint.config.js'),
      /eslint\.config\.js has no region "strict"/,
    );
    assert.throws(
      () => extractRegion('// #region alias\n"paths": {}', 'alias', 'tsconfig.json'),
      /tsconfig\.json has no region "alias"/,
    );
    assert.throws(
      () =>
        extractRegion(
          '// #endregion alias\n"paths": {}\n// #region alias',
          'alias',
          'tsconfig.json',
        ),
      /tsconfig\.json has no region "alias"/,
    );
  });
});

describe('wholeFile', () => {
  test('drops every marker line, whatever the comment syntax, and the final newline', () => {
    const source = [
      '<!-- #region head -->',
      '<title>App</title>',
      '<!-- #endregion head -->',
      '# #region env',
      'VITE_API_URL=http://localhost',
      '# #endregion env',
      '',
    ].join('\n');
    assert.equal(wholeFile(source), '<title>App</title>\nVITE_API_URL=http://localhost');
  });

  test('keeps code that only mentions #region', () => {
    const source = "const marker = '// #region';\n";
    assert.equal(wholeFile(source), "const marker = '// #region';");
  });

  test('drops marker lines of a CRLF file too', () => {
    assert.equal(wholeFile('a\r\n// #region x\r\nb\r\n// #endregion x\r\n'), 'a\nb');
  });
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

  test('does not drop a region whose name only starts with the given one', () => {
    assert.equal(withoutRegion(eslintConfig, 'parser'), eslintConfig);
  });

  test('leaves a source without that region unchanged', () => {
    assert.equal(withoutRegion(eslintConfig, 'strict'), eslintConfig);
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

describe('guessLanguage', () => {
  test('picks the Prism language from the extension', () => {
    assert.equal(guessLanguage('eslint.config.js'), 'js');
    assert.equal(guessLanguage('commitlint.config.mjs'), 'js');
    assert.equal(guessLanguage('lint-staged.config.cjs'), 'js');
    assert.equal(guessLanguage('src/main.ts'), 'ts');
    assert.equal(guessLanguage('package.json'), 'json');
    assert.equal(guessLanguage('index.html'), 'html');
    assert.equal(guessLanguage('.github/workflows/ci.yml'), 'yaml');
    assert.equal(guessLanguage('pnpm-workspace.yaml'), 'yaml');
  });

  test('reads the JSON files without a .json extension as JSON', () => {
    assert.equal(guessLanguage('.prettierrc'), 'json');
    assert.equal(guessLanguage('tsconfig.json'), 'json');
    assert.equal(guessLanguage('.vscode/settings.json'), 'json');
  });

  test('shows shell hooks and other files without a known extension as bash', () => {
    assert.equal(guessLanguage('.husky/pre-commit'), 'bash');
    assert.equal(guessLanguage('.env'), 'bash');
  });
});
