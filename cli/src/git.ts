// The command's one way to ask Git something and wait for the answer. The
// steps of a run that the reader sees (git init, the commit) go through
// apply.ts's runner instead, which passes the reader's signals on.
import {spawnSync} from 'node:child_process';

export type GitResult = {status: number | null; stdout: string; stderr: string};

/** Git's whole result for `args` in `dir`; a missing Git is a status of null. */
export function gitResult(
  dir: string,
  args: readonly string[],
  options: {input?: string; env?: NodeJS.ProcessEnv} = {},
): GitResult {
  const result = spawnSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    input: options.input,
    env: options.env ?? process.env,
    maxBuffer: 256 * 1024 * 1024,
  });
  return {status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? ''};
}

/** Git's output for `args` without its last newline, or undefined when Git fails. */
export function gitOutput(dir: string, args: readonly string[]): string | undefined {
  const result = gitResult(dir, args);
  return result.status === 0 ? result.stdout.replace(/\n$/, '') : undefined;
}

/** The files Git lists for `args` (ls-files with -z), relative to `dir`; undefined outside a repository. */
function listed(dir: string, args: readonly string[]): string[] | undefined {
  const result = gitResult(dir, ['ls-files', '-z', ...args]);
  return result.status === 0 ? result.stdout.split('\0').filter(Boolean) : undefined;
}

/** The files Git tracks under `dir`; undefined outside a repository. */
export function trackedFiles(dir: string): string[] | undefined {
  return listed(dir, ['--', '.']);
}

/** The files Git tracks or would add under `dir` (not those it ignores). */
export function committableFiles(dir: string): string[] {
  return listed(dir, ['--cached', '--others', '--exclude-standard']) ?? [];
}

/** Of `paths` (relative to `dir`), those Git ignores. */
export function ignoredPaths(dir: string, paths: readonly string[]): Set<string> {
  if (paths.length === 0) {
    return new Set();
  }
  const result = gitResult(dir, ['check-ignore', '--stdin', '-z'], {input: paths.join('\0')});
  return new Set(result.status === 0 ? result.stdout.split('\0').filter(Boolean) : []);
}

/** The blob Git's index holds for each path (merged entries), relative to `dir`. */
export function indexBlobs(dir: string): Map<string, string> {
  const result = gitResult(dir, ['ls-files', '-z', '--stage']);
  const blobs = new Map<string, string>();
  for (const entry of result.status === 0 ? result.stdout.split('\0') : []) {
    const match = /^\d+ ([0-9a-f]+) 0\t(.+)$/s.exec(entry);
    if (match?.[1] && match[2]) {
      blobs.set(match[2], match[1]);
    }
  }
  return blobs;
}

/** A blob's bytes as Git stores them, or undefined where Git has none of that name. */
export function gitBlob(dir: string, name: string): Buffer | undefined {
  const result = spawnSync('git', ['cat-file', 'blob', name], {
    cwd: dir,
    maxBuffer: 1024 * 1024 * 1024,
  });
  return result.status === 0 ? result.stdout : undefined;
}
