// The pre-commit hook's ESLint (.lintstagedrc.json): every rule of
// eslint.config.ts but the type-aware ones, which build the whole TypeScript
// program at each commit. `npm run lint` (in npm test) and CI run them all.
import tseslint from 'typescript-eslint';
import config from './eslint.config.ts';

export default [...config, tseslint.configs.disableTypeChecked];
