// ESLint, with the example's flat config, passes on its sources and reports
// the unused variable that the ESLint page uses as its check.
import assert from 'node:assert/strict';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {copyExample, runInExample} from '../helpers/example.ts';

test('eslint . passes on the example project', () => {
  const result = runInExample('eslint', ['--max-warnings=0', '.']);
  assert.equal(result.status, 0, result.output);
});

test('eslint . fails on a planted unused variable', async () => {
  const copy = await copyExample();
  try {
    await writeFile(path.join(copy.dir, 'src/planted.ts'), 'const unused = 1;\n');
    const result = runInExample('eslint', ['.'], {cwd: copy.dir});
    assert.equal(result.status, 1, result.output);
    assert.match(result.output, /src\/planted\.ts/);
    assert.match(result.output, /'unused' is assigned a value but never used.*no-unused-vars/);
  } finally {
    await copy.remove();
  }
});

test('eslint-config-prettier finds no rule that fights Prettier', () => {
  const result = runInExample('eslint-config-prettier', ['src/main.ts']);
  assert.equal(result.status, 0, result.output);
  assert.match(
    result.output,
    /No rules that are unnecessary or conflict with Prettier were found\./,
  );
});
