import {cp, mkdtemp, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {projectDir, run, type RunResult} from './run.ts';

export const exampleDir = path.join(projectDir, 'examples/starter');

/** Runs a tool of the example project, from its own node_modules/.bin. */
export function runInExample(
  command: string,
  args: readonly string[],
  options: {cwd?: string; input?: string; env?: NodeJS.ProcessEnv} = {},
): RunResult {
  const cwd = options.cwd ?? exampleDir;
  return run(command, args, {
    ...options,
    cwd,
    env: {
      PATH: `${path.join(exampleDir, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      ...options.env,
    },
  });
}

export type ExampleCopy = {dir: string; remove: () => Promise<void>};

/**
 * A throwaway copy of the example project (sharing its installed
 * node_modules), so a test can plant files or make commits without touching
 * the real one.
 */
export async function copyExample(): Promise<ExampleCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'setup-starter-'));
  await cp(exampleDir, dir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist|\.lighthouse)$/.test(source),
  });
  await symlink(path.join(exampleDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {dir, remove: () => rm(dir, {recursive: true, force: true})};
}

/** Makes the copy a git repository with a committer, ignoring the node_modules link. */
export async function initGitRepo(dir: string): Promise<void> {
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['config', 'user.name', 'Setup Tests'],
    ['config', 'user.email', 'tests@example.com'],
    ['config', 'commit.gpgsign', 'false'],
  ]) {
    const result = run('git', args, {cwd: dir});
    if (result.status !== 0) {
      throw new Error(`git ${args.join(' ')} failed: ${result.output}`);
    }
  }
  // The symlink is not a folder to git, so the project's "node_modules/" rule misses it.
  await writeFile(path.join(dir, '.git/info/exclude'), 'node_modules\n');
}
