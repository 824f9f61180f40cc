import js from '@eslint/js';
// #region prettier
import prettier from 'eslint-config-prettier/flat';
// #endregion prettier
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'coverage/']),
  js.configs.recommended,
  // #region typed
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      // #region parser-options
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      // #endregion parser-options
    },
  },
  // #endregion typed
  // #region config-files
  {
    // Everything outside src/ (config files, scripts) runs in Node and is not
    // part of the TypeScript project: plain rules, no type information.
    files: ['**/*.{js,mjs,cjs,ts,mts,cts}'],
    ignores: ['src/**/*.{ts,mts,cts}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  // #endregion config-files
  // #region prettier
  // Keep this last: it turns off every rule that would fight Prettier.
  prettier,
  // #endregion prettier
);
