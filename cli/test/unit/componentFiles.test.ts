// Component files reach the pre-commit hook through the hook's tools that
// read them (unseen projects P7), over configs and dependencies in memory.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {withComponentFiles} from '../../src/plan/componentFiles.ts';

const setups = {
  '*.{js,mjs,cjs,ts,tsx}': ['eslint --fix --max-warnings=0 --no-warn-ignored', 'prettier --write'],
  '*.{json,md,css,html,yml,yaml}': 'prettier --write',
};

test('Vue files join the code glob where ESLint has the Vue plugin (Prettier reads them itself)', () => {
  const {config, notes} = withComponentFiles(setups, {
    vue: '^3.5.0',
    'eslint-plugin-vue': '^10.0.0',
  });
  assert.deepEqual(Object.keys(config), [
    '*.{js,mjs,cjs,ts,tsx,vue}',
    '*.{json,md,css,html,yml,yaml}',
  ]);
  assert.deepEqual(notes, []);
  // oxlint, the project's own linter, reads .vue too (create-vue).
  const own = withComponentFiles({'*.{js,ts}': ['prettier --write', 'oxlint']}, {vue: '^3.5.0'});
  assert.deepEqual(Object.keys(own.config), ['*.{js,ts,vue}']);
});

test('a kind only some commands read gets a glob of its own with them; none: a note', () => {
  const eslintOnly = withComponentFiles(setups, {
    svelte: '^5.0.0',
    'eslint-plugin-svelte': '^3.0.0',
  });
  assert.deepEqual(
    eslintOnly.config['*.svelte'],
    'eslint --fix --max-warnings=0 --no-warn-ignored',
  );
  const none = withComponentFiles(setups, {svelte: '^5.0.0'});
  assert.deepEqual(none.config, setups);
  assert.deepEqual(none.notes, [
    {
      id: 'componentsUnchecked',
      extension: '.svelte',
      plugins: 'eslint-plugin-svelte, prettier-plugin-svelte',
    },
  ]);
});

test("Angular's templates move to the code glob with angular-eslint, never in two globs", () => {
  const linted = withComponentFiles(setups, {
    '@angular/core': '^22.0.0',
    'angular-eslint': '^22.0.0',
  });
  assert.deepEqual(Object.keys(linted.config), [
    '*.{js,mjs,cjs,ts,tsx,html}',
    '*.{json,md,css,yml,yaml}',
  ]);
  // Without it, Prettier in the data glob formats them, as before.
  assert.deepEqual(withComponentFiles(setups, {'@angular/core': '^22.0.0'}), {
    config: setups,
    notes: [],
  });
});

test('a project without component files keeps the config as it is', () => {
  assert.deepEqual(withComponentFiles(setups, {react: '^19.0.0'}), {config: setups, notes: []});
});
