// The pre-commit hook's ESLint (.lintstagedrc.json): every rule of
// eslint.config.js but the type-aware ones, which build the whole TypeScript
// program at each commit. The lint script and CI run them all.
import tseslint from 'typescript-eslint';
import config from './eslint.config.js';

export default [...config, tseslint.configs.disableTypeChecked];
