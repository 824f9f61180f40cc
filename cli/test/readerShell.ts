// A reader's shell for the tests that run the command for real
// (scripts/lib/readerEnv.ts): their own Git identity, no site binaries on
// the PATH but pnpm, which a pnpm user has installed, and a way to run a
// program there without blocking the other tests of the file.
import {spawn} from 'node:child_process';
import {mkdir, mkdtemp, realpath, rm, writeFile} from 'node:fs/promises';
import {homedir, tmpdir} from 'node:os';
import path from 'node:path';
import {after} from 'node:test';
import {stripVTControlCharacters} from 'node:util';
import {readerEnv} from '../../scripts/lib/readerEnv.ts';

const cliDir = path.resolve(import.meta.dirname, '..');
const siteBin = path.resolve(cliDir, '../node_modules/.bin');
export const command = path.join(cliDir, 'src/cli.ts');

export type Result = {status: number | null; output: string};

export type ReaderShell = {
  /** The test file's own temp folder, removed after its tests. */
  root: string;
  env: NodeJS.ProcessEnv;
  run: (
    dir: string,
    file: string,
    args: readonly string[],
    extra?: NodeJS.ProcessEnv,
  ) => Promise<Result>;
};

export async function readerShell(prefix: string): Promise<ReaderShell> {
  const root = await realpath(await mkdtemp(path.join(tmpdir(), prefix)));
  after(() => rm(root, {recursive: true, force: true}));
  await mkdir(path.join(root, 'bin'));
  await writeFile(
    path.join(root, 'bin/pnpm'),
    `#!/bin/sh\nexec "${path.join(siteBin, 'pnpm')}" "$@"\n`,
    {mode: 0o755},
  );
  const home = path.join(root, 'home');
  const env = await readerEnv(home, {
    GIT_CONFIG_NOSYSTEM: '1',
    npm_config_store_dir: path.join(homedir(), '.cache/setup-docs/pnpm-store'),
    LANG: 'C.UTF-8',
  });
  env.PATH = [path.join(root, 'bin'), env.PATH].join(path.delimiter);
  await writeFile(
    path.join(home, '.gitconfig'),
    '[user]\n\tname = Reader\n\temail = reader@example.com\n',
  );
  const run: ReaderShell['run'] = (dir, file, args, extra = {}) =>
    new Promise((resolve) => {
      const child = spawn(file, args, {
        cwd: dir,
        env: {...env, ...extra},
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (status) => resolve({status, output: stripVTControlCharacters(output)}));
    });
  return {root, env, run};
}
