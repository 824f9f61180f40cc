// What the bench's measures of commands share: a reader's shell with a Git
// identity of its own, a command timed to its end, and the median of runs.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {readerEnv} from '../lib/readerEnv.ts';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Runs `command` in `cwd`, throwing with its output when it fails; returns its wall time in ms. */
export function timed(
  env: NodeJS.ProcessEnv,
  cwd: string,
  command: string,
  args: readonly string[],
): number {
  const start = performance.now();
  const result = spawnSync(command, args, {cwd, env, encoding: 'utf8'});
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}${result.stderr}`,
    );
  }
  return performance.now() - start;
}

/** A reader's shell (readerEnv) with its home in `root`, and a Git identity that commits. */
export function benchEnv(root: string): Promise<NodeJS.ProcessEnv> {
  return readerEnv(path.join(root, 'home'), {
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Bench',
    GIT_AUTHOR_EMAIL: 'bench@example.com',
    GIT_COMMITTER_NAME: 'Bench',
    GIT_COMMITTER_EMAIL: 'bench@example.com',
  });
}
