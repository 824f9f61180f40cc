import {cp, mkdtemp, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {run, type RunResult} from '../../scripts/lib/run.ts';

export {
  examples,
  exampleDir,
  nodePackage,
  starter,
  type Example,
} from '../../scripts/lib/examples.ts';

/**
 * Runs a tool of an example project, from its own node_modules/.bin, in `dir`:
 * the example's folder or a copy of it.
 */
export function runInExample(
  dir: string,
  command: string,
  args: readonly string[],
  options: {input?: string; env?: NodeJS.ProcessEnv} = {},
): RunResult {
  return run(command, args, {
    ...options,
    cwd: dir,
    env: {
      PATH: `${path.join(dir, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      ...options.env,
    },
  });
}

export type ExampleCopy = {dir: string; remove: () => Promise<void>};

/**
 * A throwaway copy of an example project (sharing its installed node_modules),
 * so a test can plant files, build or make commits without touching the real one.
 */
export async function copyExample(original: string): Promise<ExampleCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), `setup-${path.basename(original)}-`));
  await cp(original, dir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist|\.lighthouse)$/.test(source),
  });
  await symlink(path.join(original, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
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
