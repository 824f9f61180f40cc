import {spawn, spawnSync} from 'node:child_process';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

export const projectDir = path.resolve(import.meta.dirname, '../..');

export type RunResult = {
  status: number | null;
  /** Standard output and error, in that order. */
  output: string;
  stdout: string;
};

/** The environment a command runs in: the project's node_modules/.bin first on PATH. */
function commandEnv(env: NodeJS.ProcessEnv | undefined): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${path.join(projectDir, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    ...env,
  };
}

/** A finished command's result, without colour codes (CI may force colour on). */
function runResult(status: number | null, stdout: string, stderr: string): RunResult {
  return {
    status,
    output: stripVTControlCharacters(`${stdout}${stderr}`),
    stdout: stripVTControlCharacters(stdout),
  };
}

/**
 * Runs a command from node_modules/.bin (or PATH) and returns its exit code and
 * output.
 */
export function run(
  command: string,
  args: readonly string[],
  options: {cwd?: string; env?: NodeJS.ProcessEnv; input?: string} = {},
): RunResult {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? projectDir,
    env: commandEnv(options.env),
    input: options.input,
    encoding: 'utf8',
  });
  if (result.error) {
    throw result.error;
  }
  return runResult(result.status, result.stdout, result.stderr);
}

/**
 * Like run, without blocking this process: for a command that talks to a
 * server running in this same process (the pages server, say).
 */
export function runAsync(
  command: string,
  args: readonly string[],
  options: {cwd?: string; env?: NodeJS.ProcessEnv} = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? projectDir,
      env: commandEnv(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve(runResult(status, stdout, stderr)));
  });
}
