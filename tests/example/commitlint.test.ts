// commitlint, with each example's config, accepts conventional headers in
// English and Korean and rejects bad ones with the rule names the docs quote;
// the commit template lists exactly the types commitlint allows.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {commitTypes} from '../../src/data/commitTypes.ts';
import {examples, runInExample} from '../helpers/example.ts';

for (const {name, dir} of examples) {
  const lint = (message: string) =>
    runInExample(dir, 'commitlint', ['--verbose'], {input: message});

  for (const message of ['feat(auth): add login page', 'feat(auth): 로그인 페이지 추가']) {
    test(`${name}: commitlint accepts "${message}"`, () => {
      const result = lint(message);
      assert.equal(result.status, 0, result.output);
      assert.match(result.output, /found 0 problems, 0 warnings/);
    });
  }

  test(`${name}: commitlint rejects "foo: bad" with type-enum`, () => {
    const result = lint('foo: bad');
    assert.equal(result.status, 1);
    assert.match(result.output, /type must be one of \[build, chore, .*\] \[type-enum\]/);
  });

  test(`${name}: commitlint rejects "Feat: Add login." with subject-case, subject-full-stop, type-case and type-enum`, () => {
    const result = lint('Feat: Add login.');
    assert.equal(result.status, 1);
    const rules = [...result.output.matchAll(/✖ .* \[([a-z-]+)\]$/gm)]
      .map(([, rule]) => rule)
      .sort();
    assert.deepEqual(rules, ['subject-case', 'subject-full-stop', 'type-case', 'type-enum']);
  });

  const allowedTypes = async (): Promise<string[]> => {
    const result = runInExample(dir, 'commitlint', ['--print-config', 'json']);
    assert.equal(result.status, 0, result.output);
    const config = JSON.parse(result.output) as {
      rules: Record<string, [number, string, string[]]>;
    };
    const typeEnum = config.rules['type-enum'];
    assert.ok(typeEnum, 'type-enum is configured');
    return [...typeEnum[2]].sort();
  };

  test(`${name}: .gitmessage lists exactly the types commitlint allows`, async () => {
    const template = await readFile(path.join(dir, '.gitmessage'), 'utf8');
    const listed = [...template.matchAll(/^#\s+([a-z]+)\s{2,}/gm)].map(([, type]) => type).sort();
    assert.deepEqual(listed, await allowedTypes());
  });

  test(`${name}: the site’s commit header checker knows the same types`, async () => {
    assert.deepEqual([...commitTypes].sort(), await allowedTypes());
  });
}
