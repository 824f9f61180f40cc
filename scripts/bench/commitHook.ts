// A one-file commit through the hooks (issue 52), beside Prettier's check of
// the same file, run in turn so that both meet the same load: in a clone of
// this repository and in a project the setup command makes. Each round
// appends one line to the file, stages it, checks it with Prettier, then
// commits it through the pre-commit and commit-msg hooks.
import {spawnSync} from 'node:child_process';
import {appendFile, mkdir, mkdtemp, rm, symlink} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {benchEnv, median, timed} from './timedRun.ts';

export type CommitFigures = {
  /** The file committed, relative to the project. */
  file: string;
  runs: number;
  commitMs: number;
  prettierCheckMs: number;
  /** commitMs over prettierCheckMs. */
  ratio: number;
};

/** `runs` one-line commits of `file` in the Git repository `dir`, whose hooks are on. */
function timeCommits(
  env: NodeJS.ProcessEnv,
  dir: string,
  file: string,
  runs: number,
): CommitFigures {
  const commits: number[] = [];
  const checks: number[] = [];
  for (let round = 1; round <= runs; round += 1) {
    spawnSync(
      'sh',
      ['-c', `printf 'export const benchLine${round} = ${round};\\n' >> "$0"`, file],
      {
        cwd: dir,
      },
    );
    timed(env, dir, 'git', ['add', '--', file]);
    checks.push(timed(env, dir, 'npx', ['prettier', '--check', file]));
    commits.push(timed(env, dir, 'git', ['commit', '-q', '-m', `chore: add bench line ${round}`]));
  }
  const commitMs = median(commits);
  const prettierCheckMs = median(checks);
  return {file, runs, commitMs, prettierCheckMs, ratio: commitMs / prettierCheckMs};
}

/** A clone of the repository at `source` in `dir`, on its installed node_modules, hooks on. */
async function cloneWithHooks(env: NodeJS.ProcessEnv, source: string, dir: string): Promise<void> {
  await mkdir(path.dirname(dir), {recursive: true});
  timed(env, path.dirname(dir), 'git', ['clone', '-q', source, dir]);
  await symlink(path.join(source, 'node_modules'), path.join(dir, 'node_modules'));
  // The repository's own prepare script: core.hooksPath and the commit template.
  timed(env, dir, process.execPath, ['.husky/install.mjs']);
  await appendFile(path.join(dir, '.git/info/exclude'), 'node_modules\n');
}

export type CommitHookFigures = {repository: CommitFigures; madeProject: CommitFigures};

/** Both measures: this repository (`projectDir`) and a Vite app the command at `command` makes. */
export async function measureCommitHook(
  projectDir: string,
  command: string,
  runs: number,
): Promise<CommitHookFigures> {
  const root = await mkdtemp(path.join(tmpdir(), 'bench-commit-'));
  const env = await benchEnv(root);
  try {
    const repository = path.join(root, 'repository');
    await cloneWithHooks(env, projectDir, repository);
    const made = path.join(root, 'made');
    await mkdir(made);
    timed(env, made, process.execPath, [command, '--yes', '--without', 'lighthouse']);
    return {
      repository: timeCommits(env, repository, 'cli/src/names.ts', runs),
      madeProject: timeCommits(env, made, 'src/main.ts', runs),
    };
  } finally {
    await rm(root, {recursive: true, force: true});
  }
}
