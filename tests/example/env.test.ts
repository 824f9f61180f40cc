// .env.example is a valid env file for Node, lists every variable the code
// reads, and git keeps it while ignoring real .env files.
import assert from 'node:assert/strict';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {copyExample, exampleDir, initGitRepo} from '../helpers/example.ts';
import {run} from '../helpers/run.ts';

async function keysReadByCode(): Promise<string[]> {
  const files = await readdir(path.join(exampleDir, 'src'), {recursive: true});
  const keys = new Set<string>();
  for (const file of files.filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))) {
    const source = await readFile(path.join(exampleDir, 'src', file), 'utf8');
    for (const [, key] of source.matchAll(/\benv\.(VITE_[A-Z0-9_]+)/g)) {
      keys.add(key ?? '');
    }
  }
  return [...keys].sort();
}

test('node --env-file parses .env.example and finds every key the code reads', async () => {
  const result = run(
    process.execPath,
    [
      '--env-file=.env.example',
      '-e',
      'console.log(JSON.stringify(Object.keys(process.env).filter((k) => k.startsWith("VITE_")).sort()))',
    ],
    {cwd: exampleDir},
  );
  assert.equal(result.status, 0, result.output);
  const keys = await keysReadByCode();
  assert.ok(keys.length > 0, 'the code reads at least one variable');
  assert.deepEqual(JSON.parse(result.output) as string[], keys);
});

test('every key the code reads is typed in ImportMetaEnv', async () => {
  const types = await readFile(path.join(exampleDir, 'src/vite-env.d.ts'), 'utf8');
  const declared = [...types.matchAll(/readonly (VITE_[A-Z0-9_]+)/g)].map(([, key]) => key).sort();
  assert.deepEqual(declared, await keysReadByCode());
});

test('git ignores .env and .env.local but keeps .env.example', async () => {
  const copy = await copyExample();
  try {
    await initGitRepo(copy.dir);
    const ignored = run('git', ['check-ignore', '-v', '.env', '.env.local'], {cwd: copy.dir});
    assert.equal(ignored.status, 0, ignored.output);
    assert.match(ignored.output, /\.gitignore:\d+:\.env\s+\.env$/m);
    const kept = run('git', ['check-ignore', '.env.example'], {cwd: copy.dir});
    assert.equal(kept.status, 1, `.env.example must not be ignored: ${kept.output}`);
  } finally {
    await copy.remove();
  }
});
