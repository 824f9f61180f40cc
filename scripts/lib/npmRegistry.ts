// Questions to the npm registry, asked through the npm CLI so that the
// registry, proxy and auth settings of .npmrc apply exactly as they do to
// npm install.
import {runAsync, type RunResult} from './run.ts';

/**
 * npm retries a failed request for about a minute by default; one retry after
 * a couple of seconds tells "the registry cannot be reached" much sooner.
 */
export const quickFailFlags = [
  '--fetch-retries=1',
  '--fetch-retry-mintimeout=2000',
  '--fetch-retry-maxtimeout=5000',
  '--fetch-timeout=30000',
] as const;

/** Thrown when npm could not reach the registry at all (as opposed to an answer it did not like). */
export class RegistryUnreachableError extends Error {
  override name = 'RegistryUnreachableError';
}

/** npm's error code when it did not reach the registry (ENOTCACHED: offline, and not in the cache). */
export function networkErrorCode(output: string): string | undefined {
  return /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|ENOTCACHED)\b/.exec(
    output,
  )?.[1];
}

async function registryUrl(): Promise<string> {
  const {status, stdout} = await runAsync('npm', ['config', 'get', 'registry']);
  return status === 0 ? stdout.trim() : 'the configured registry';
}

/** The error to throw for a failed npm command: RegistryUnreachableError when it was the network. */
export async function npmFailure(command: string, output: string): Promise<Error> {
  const code = networkErrorCode(output);
  if (code) {
    return new RegistryUnreachableError(
      `npm could not reach the registry at ${await registryUrl()} (${code}). ` +
        'Check the network connection, or the registry and proxy settings in .npmrc.',
    );
  }
  return new Error(`${command} failed:\n${output.trim()}`);
}

function view(spec: string, fields: readonly string[]): Promise<RunResult> {
  return runAsync('npm', ['view', spec, ...fields, '--json', ...quickFailFlags]);
}

/**
 * `npm view <spec> <fields...> --json`, parsed. With one field npm prints its
 * value; with several, an object of those the package has, or just the value
 * when it has only one of them.
 */
export async function npmView(spec: string, fields: readonly string[]): Promise<unknown> {
  const {status, stdout, output} = await view(spec, fields);
  if (status !== 0) {
    throw await npmFailure(`npm view ${spec} ${fields.join(' ')}`, output);
  }
  return JSON.parse(stdout) as unknown;
}

/** A package's release times, by version (and `created`, `modified`). */
export async function releaseTimes(name: string): Promise<Record<string, string>> {
  const times = await npmView(name, ['time']);
  if (typeof times !== 'object' || times === null) {
    throw new Error(`npm view ${name} time printed ${JSON.stringify(times)}`);
  }
  return times as Record<string, string>;
}

/** The version the registry's `latest` tag points at, and when it was published. */
export async function latestRelease(name: string): Promise<{version: string; published: string}> {
  const found = (await npmView(name, ['version', 'time'])) as {version?: unknown; time?: unknown};
  const version = found.version;
  const published =
    typeof version === 'string' && typeof found.time === 'object' && found.time !== null
      ? (found.time as Record<string, unknown>)[version]
      : undefined;
  if (typeof version !== 'string' || typeof published !== 'string') {
    throw new Error(`npm view ${name} version time printed no version with its time`);
  }
  return {version, published};
}

/** Every published version of `name` that satisfies `range` (none: an empty list). */
export async function versionsInRange(name: string, range: string): Promise<string[]> {
  const {status, stdout, output} = await view(`${name}@${range}`, ['version']);
  if (status !== 0) {
    if (/\bE404\b/.test(output) && !networkErrorCode(output)) {
      return [];
    }
    throw await npmFailure(`npm view ${name}@${range} version`, output);
  }
  const found = JSON.parse(stdout) as unknown;
  return (Array.isArray(found) ? found : [found]).filter((v) => typeof v === 'string');
}
