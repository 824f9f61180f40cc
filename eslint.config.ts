import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import {defineConfig, globalIgnores} from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'build/',
    '.docusaurus/',
    'examples/',
    'test-results/',
    'playwright-report/',
    'bench-results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {globals: {...globals.node}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
    plugins: {'@docusaurus': docusaurus, 'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['Setup', '·', '—', '(', ')', ':']},
      ],
    },
  },
  prettier,
);
