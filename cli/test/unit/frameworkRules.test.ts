// A framework's lint rules join Setup's new ESLint config where the project
// installs the framework's ESLint package (unseen projects P12), over the
// examples' config text in memory. corpusInstalls.test.ts runs the result.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {exampleSources} from '../../src/generated.ts';
import {frameworksIn, withFrameworkRules} from '../../src/plan/frameworkRules.ts';

const config = exampleSources.vite['eslint.config.js'] ?? '';

test('angular-eslint installed: its import, then its entries before Prettier’s last one', () => {
  const fitted = withFrameworkRules(config, frameworksIn({'angular-eslint': '^22.5.0'}));
  const imports = fitted.split('\n').filter((line) => line.startsWith('import '));
  assert.equal(imports.at(-1), "import angular from 'angular-eslint';");
  const angularAt = fitted.indexOf('angular.configs.tsRecommended');
  assert.ok(angularAt > fitted.indexOf('tseslint.configs.recommendedTypeChecked'));
  assert.ok(angularAt < fitted.indexOf('// Keep this last'));
  // Type-aware rules cannot read a template.
  assert.match(
    fitted,
    /files: \['\*\*\/\*\.html'\],\n {4}extends: \[tseslint\.configs\.disableTypeChecked\]/,
  );
});

test('an untyped config gets the template rules without turning type-aware ones off', () => {
  const untyped = config.replace(/ *\/\/ #region typed[\s\S]*?\/\/ #endregion typed\n/, '');
  assert.doesNotMatch(untyped, /projectService/);
  const fitted = withFrameworkRules(untyped, frameworksIn({'angular-eslint': '^22.5.0'}));
  assert.match(fitted, /angular\.configs\.templateRecommended/);
  assert.equal(fitted.split("files: ['**/*.html']").length - 1, 1);
});

test('no framework package: the config as it is', () => {
  assert.deepEqual(frameworksIn({'@angular/core': '^22.2.0', eslint: '^10.0.0'}), []);
  assert.equal(withFrameworkRules(config, []), config);
});
