// TypeScript compiles the example and resolves the @/ alias; Vite resolves
// the same alias when it bundles.
import assert from 'node:assert/strict';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {copyExample, exampleDir, runInExample} from '../helpers/example.ts';

test('tsc --noEmit passes', () => {
  const result = runInExample('tsc', ['--noEmit']);
  assert.equal(result.status, 0, result.output);
});

test('the sources import through the @/ alias', async () => {
  const main = await readFile(path.join(exampleDir, 'src/main.ts'), 'utf8');
  assert.match(main, /from '@\/lib\//);
});

test('tsc resolves @/ to src/: a wrong call through the alias is a type error, not a missing module', async () => {
  const copy = await copyExample();
  try {
    await writeFile(
      path.join(copy.dir, 'src/planted.ts'),
      "import { greeting } from '@/lib/greeting';\n\nexport const wrong = greeting(42);\n",
    );
    const result = runInExample('tsc', ['--noEmit'], {cwd: copy.dir});
    assert.equal(result.status, 2, result.output);
    assert.match(result.output, /src\/planted\.ts.*error TS2345/);
    assert.doesNotMatch(result.output, /TS2307/);
  } finally {
    await copy.remove();
  }
});

test('vite build bundles the app through the same alias', async () => {
  const copy = await copyExample();
  try {
    const result = runInExample('vite', ['build', '--logLevel', 'error'], {cwd: copy.dir});
    assert.equal(result.status, 0, result.output);
  } finally {
    await copy.remove();
  }
});
