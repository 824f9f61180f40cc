// The environment of a reader's shell, for the tests that run package managers
// and a project's tools the way a reader does:
// - none of the caller's npm settings but where the registry, the cache and
//   the user's .npmrc are: `npm run --silent test:guides` passes
//   npm_config_loglevel=silent (and the rest of its config, the project's
//   engine-strict among it) to every npm the steps run, which changes what
//   they print;
// - no node_modules/.bin of this repository on PATH;
// - the registry as it stood at stackCheckedAt, so that a tool's new release
//   does not change what a range such as ^8.73.0 installs. npm takes a date
//   (`before`); pnpm takes an age in minutes (`minimum-release-age`), which it
//   reads from its own config file only (npm warns about it in the
//   environment). The weekly latest-tools workflow moves stackCheckedAt to
//   the moment it runs.
import {mkdir, writeFile} from 'node:fs/promises';
import {homedir} from 'node:os';
import path from 'node:path';
import {stackCheckedAt} from '../../src/data/stack.ts';

/** The npm settings a reader's shell keeps: how to reach the registry, and the machine's files. */
const kept =
  /^npm_config_(registry|@[^:]+:registry|proxy|https_proxy|noproxy|cafile|strict_ssl|cache|userconfig)$/i;

/** True for a variable npm sets for the scripts it runs, or reads as its own setting. */
function isCallersNpmVariable(name: string): boolean {
  return (/^npm_/i.test(name) || name === 'INIT_CWD') && !kept.test(name);
}

/** Whole minutes from `moment` to now: what pnpm needs for releases after it to be too young. */
export function minutesSince(moment: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((now - Date.parse(moment)) / 60_000));
}

/**
 * The caller's environment as a reader's shell would have it, with `home` (a
 * test's own folder) as HOME and `extra` on top; writes pnpm's config file
 * there. The caller's npm variables are present with the value undefined, so
 * that the result also clears them when merged over process.env (spawn leaves
 * out undefined values).
 */
export async function readerEnv(
  home: string,
  extra: NodeJS.ProcessEnv = {},
): Promise<NodeJS.ProcessEnv> {
  const configHome = path.join(home, '.config');
  await mkdir(path.join(configHome, 'pnpm'), {recursive: true});
  await writeFile(
    path.join(configHome, 'pnpm/rc'),
    `minimum-release-age=${minutesSince(stackCheckedAt)}\n`,
  );
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    env[name] = isCallersNpmVariable(name) ? undefined : value;
  }
  return {
    ...env,
    PATH: (process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((entry) => !entry.endsWith(path.join('node_modules', '.bin')))
      .join(path.delimiter),
    // The machine's cache and .npmrc, also when a test gives HOME a folder of its own.
    npm_config_cache: process.env.npm_config_cache ?? path.join(homedir(), '.npm'),
    npm_config_userconfig: process.env.npm_config_userconfig ?? path.join(homedir(), '.npmrc'),
    HOME: home,
    XDG_CONFIG_HOME: configHome,
    npm_config_before: stackCheckedAt,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    ...extra,
  };
}
