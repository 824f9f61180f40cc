// The pre-commit hook's ESLint config (eslint.staged.config.*) against the
// full one, in each example and in this repository (issue 52): for a source
// file, every rule the hook turns off is a type-aware rule the full lint
// runs, every other rule is the same, and the hook builds no TypeScript
// program. A rule dropped from the hook by mistake fails here.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import type {ESLint as ESLintType, Linter, Rule} from 'eslint';
import {projectDir} from '../../scripts/lib/run.ts';
import {examples} from '../helpers/example.ts';

type Severity = 'off' | 'warn' | 'error';

const severities: Record<string, Severity> = {0: 'off', 1: 'warn', 2: 'error'};

/** A rule's severity, as a word, from any of the forms a config gives it. */
function severity(entry: Linter.RuleEntry | undefined): Severity {
  const level = Array.isArray(entry) ? entry[0] : entry;
  return severities[String(level)] ?? (level as Severity | undefined) ?? 'off';
}

const places = [
  ...examples.map(({name, dir, entry}) => ({
    name,
    dir,
    file: entry,
    staged: 'eslint.staged.config.js',
  })),
  {
    name: 'this repository',
    dir: projectDir,
    file: 'cli/src/names.ts',
    staged: 'eslint.staged.config.ts',
  },
];

for (const {name, dir, file, staged} of places) {
  test(`${name}: the hook's ESLint leaves out only type-aware rules, which the full lint runs`, async () => {
    const {ESLint} = createRequire(path.join(dir, 'package.json'))('eslint') as {
      ESLint: typeof ESLintType;
    };
    const full = (await new ESLint({cwd: dir}).calculateConfigForFile(file)) as Linter.Config;
    const hook = (await new ESLint({cwd: dir, overrideConfigFile: staged}).calculateConfigForFile(
      file,
    )) as Linter.Config;
    const typeAware = (id: string) => {
      const [plugin, rule] = id.includes('/')
        ? [id.slice(0, id.lastIndexOf('/')), id.slice(id.lastIndexOf('/') + 1)]
        : ['', id];
      const meta = (full.plugins?.[plugin]?.rules?.[rule] as Rule.RuleModule | undefined)?.meta;
      return (
        (meta?.docs as {requiresTypeChecking?: boolean} | undefined)?.requiresTypeChecking === true
      );
    };
    const ids = new Set([...Object.keys(full.rules ?? {}), ...Object.keys(hook.rules ?? {})]);
    const differing = [...ids].filter(
      (id) => severity(full.rules?.[id]) !== severity(hook.rules?.[id]),
    );
    const offInHook = differing.filter((id) => severity(hook.rules?.[id]) === 'off');
    assert.deepEqual(differing, offInHook, 'the hook turns no rule on or to another severity');
    assert.deepEqual(
      offInHook.filter((id) => !typeAware(id)),
      [],
      'only type-aware rules are off',
    );
    assert.ok(offInHook.length > 0, 'the full lint of this file has type-aware rules');
    const options = hook.languageOptions?.parserOptions as {projectService?: unknown} | undefined;
    assert.ok(!options?.projectService, 'the hook builds no TypeScript program');
  });
}
