// Installs each example project's locked dependencies when they are missing
// or older than its lockfile. Scripts are skipped: the tests run husky
// themselves, in a throwaway repository.
import {stat} from 'node:fs/promises';
import path from 'node:path';
import {examples} from './lib/examples.ts';
import {run} from './lib/run.ts';

async function modifiedAt(file: string): Promise<number> {
  return (await stat(file).catch(() => undefined))?.mtimeMs ?? 0;
}

for (const {name, dir} of examples) {
  const lockfile = await modifiedAt(path.join(dir, 'package-lock.json'));
  const installed = await modifiedAt(path.join(dir, 'node_modules/.package-lock.json'));
  if (installed < lockfile) {
    console.log(`Installing the example project (examples/${name})...`);
    const result = run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {cwd: dir});
    if (result.status !== 0) {
      console.error(result.output);
      process.exit(1);
    }
  }
}
