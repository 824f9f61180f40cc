// Prints the command's dry run (plan and diff) in every shape of the CLI's
// corpus, in English and Korean: run it before and after a change to the
// planner and diff the two outputs, which a change meant to keep behaviour
// must leave byte for byte (CONTRIBUTING.md, "How to add a rule").
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {shapes} from '../cli/test/corpus.ts';
import {cliPath, committedRepository, isolateGit} from '../cli/test/layouts.ts';

// A fixed folder, so that the paths the plans print are the same each time.
const root = path.join(tmpdir(), 'setup-corpus-dry-runs');
rmSync(root, {recursive: true, force: true});
isolateGit(path.join(root, 'home'));

for (const [index, shape] of shapes.entries()) {
  const top = committedRepository(path.join(root, String(index)), shape.layout);
  const dir = shape.at ? path.join(top, shape.at) : top;
  for (const language of ['en', 'ko']) {
    const result = spawnSync(process.execPath, [cliPath, '--dry-run', '--lang', language], {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, NO_COLOR: '1'},
    });
    process.stdout.write(`\n### ${shape.name} (${language}): exit ${result.status}\n`);
    process.stdout.write(result.stdout + result.stderr);
  }
}
rmSync(root, {recursive: true, force: true});
