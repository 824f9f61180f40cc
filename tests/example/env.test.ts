// Each example's .env.example is a valid env file for Node, lists every
// variable the code reads, and git keeps it while ignoring real .env files.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {copyExample, examples, initGitRepo, starter} from '../helpers/example.ts';
import {run} from '../../scripts/lib/run.ts';

/** The keys the sources read as `env.KEY` (import.meta.env or process.env). */
async function keysReadByCode(dir: string): Promise<string[]> {
  const files = await readdir(path.join(dir, 'src'), {recursive: true});
  const keys = new Set<string>();
  for (const file of files.filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))) {
    const source = await readFile(path.join(dir, 'src', file), 'utf8');
    for (const [, key] of source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)) {
      keys.add(key ?? '');
    }
  }
  return [...keys].sort();
}

for (const {name, dir} of examples) {
  test(`${name}: node --env-file parses .env.example and finds every key the code reads`, async () => {
    // An empty environment, so that every variable the child sees comes from the file.
    const result = spawnSync(
      process.execPath,
      [
        '--env-file=.env.example',
        '-e',
        'console.log(JSON.stringify(Object.keys(process.env).sort()))',
      ],
      {cwd: dir, env: {}, encoding: 'utf8'},
    );
    assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
    const keys = await keysReadByCode(dir);
    assert.ok(keys.length > 0, 'the code reads at least one variable');
    assert.deepEqual(JSON.parse(result.stdout) as string[], keys);
  });

  test(`${name}: git ignores .env and .env.local but keeps .env.example`, async () => {
    const copy = await copyExample(dir);
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
}

test(`${starter.name}: every key the code reads is typed in ImportMetaEnv`, async () => {
  const types = await readFile(path.join(starter.dir, 'src/vite-env.d.ts'), 'utf8');
  const declared = [...types.matchAll(/readonly (VITE_[A-Z0-9_]+)/g)].map(([, key]) => key).sort();
  assert.deepEqual(declared, await keysReadByCode(starter.dir));
});
