// TypeScript checks each example. The starter resolves the @/ alias in tsc and
// in Vite; the node package resolves relative imports the way Node does, so
// they need their .js extension.
import assert from 'node:assert/strict';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {copyExample, examples, nodePackage, runInExample, starter} from '../helpers/example.ts';

for (const {name, dir} of examples) {
  test(`${name}: tsc --noEmit passes`, () => {
    const result = runInExample(dir, 'tsc', ['--noEmit']);
    assert.equal(result.status, 0, result.output);
  });
}

test(`${starter.name}: the sources import through the @/ alias`, async () => {
  const main = await readFile(path.join(starter.dir, 'src/main.ts'), 'utf8');
  assert.match(main, /from '@\/lib\//);
});

test(`${starter.name}: tsc resolves @/ to src/: a wrong call through the alias is a type error, not a missing module`, async () => {
  const copy = await copyExample(starter.dir);
  try {
    await writeFile(
      path.join(copy.dir, 'src/planted.ts'),
      "import { greeting } from '@/lib/greeting';\n\nexport const wrong = greeting(42);\n",
    );
    const result = runInExample(copy.dir, 'tsc', ['--noEmit']);
    assert.equal(result.status, 2, result.output);
    assert.match(result.output, /src\/planted\.ts.*error TS2345/);
    assert.doesNotMatch(result.output, /TS2307/);
  } finally {
    await copy.remove();
  }
});

test(`${starter.name}: vite build bundles the app through the same alias`, async () => {
  const copy = await copyExample(starter.dir);
  try {
    const result = runInExample(copy.dir, 'vite', ['build', '--logLevel', 'error']);
    assert.equal(result.status, 0, result.output);
  } finally {
    await copy.remove();
  }
});

test(`${nodePackage.name}: the sources import relative paths with their .js extension`, async () => {
  const cli = await readFile(path.join(nodePackage.dir, 'src/cli.ts'), 'utf8');
  const specifiers = [...cli.matchAll(/from '(\.[^']*)'/g)].map(([, specifier]) => specifier);
  assert.ok(specifiers.length > 0, 'src/cli.ts has relative imports');
  for (const specifier of specifiers) {
    assert.match(specifier ?? '', /\.js$/);
  }
});

test(`${nodePackage.name}: tsc rejects a relative import without .js and type-checks one with it`, async () => {
  const copy = await copyExample(nodePackage.dir);
  try {
    await writeFile(
      path.join(copy.dir, 'src/extensionless.ts'),
      "import { greeting } from './lib/greeting';\n\nexport const text = greeting('x');\n",
    );
    await writeFile(
      path.join(copy.dir, 'src/planted.ts'),
      "import { greeting } from './lib/greeting.js';\n\nexport const wrong = greeting(42);\n",
    );
    const result = runInExample(copy.dir, 'tsc', ['--noEmit']);
    assert.equal(result.status, 2, result.output);
    assert.match(result.output, /src\/extensionless\.ts.*error TS2835/);
    assert.match(result.output, /src\/planted\.ts.*error TS2345/);
    assert.doesNotMatch(result.output, /TS2307/);
  } finally {
    await copy.remove();
  }
});
