import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import type {ESLint} from 'eslint';
import {defineConfig, globalIgnores} from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// @docusaurus/eslint-plugin is typed with @typescript-eslint/utils 5, whose rule
// types predate ESLint 10's; the rules themselves run fine on ESLint 10.
const docusaurusPlugin = {rules: docusaurus.rules} as unknown as ESLint.Plugin;

export default defineConfig(
  globalIgnores([
    'build/',
    'build-stock/',
    'screenshots/',
    '**/.docusaurus/',
    'examples/',
    'test-results/',
    'playwright-report/',
    'bench-results/',
    'cli/dist/',
    'cli/src/generated.ts',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {globals: {...globals.node}},
  },
  {
    // Type-aware rules for the site's own code only. projectService builds a
    // TypeScript program, which is slow, so tests/, scripts/ and the
    // config files at the root other than these stay on the untyped rules.
    files: [
      'src/**/*.{ts,tsx}',
      'cli/src/**/*.ts',
      'config/**/*.ts',
      'plugins/**/*.ts',
      'sidebars.ts',
      'docusaurus.config.ts',
    ],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
  },
  {
    // Plain CommonJS that must run on any old Node (scripts/checkNode.cjs).
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {...globals.node}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
    plugins: {'@docusaurus': docusaurusPlugin},
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['Setup', '·', '—', '-', '(', ')', ':', '›']},
      ],
    },
  },
  {files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended},
  prettier,
);
