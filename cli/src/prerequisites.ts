// What must be true of the reader's machine before anything is written:
// Node, Git and the package manager found and recent enough, installs that
// will install dev dependencies, and the project's own devEngines honoured.
import crossSpawn from 'cross-spawn';
import semver from 'semver';
import type {DevEngine, PackageJson} from './detect.ts';
import {existingProjectManagerMinimum, packageManagerMinimum} from './files.ts';
import type {PackageManager} from './packageManagers.ts';

export type Problem =
  | {id: 'nodeOld'; found: string; need: string}
  | {id: 'gitMissing'}
  | {id: 'gitOld'; found: string}
  | {
      id: 'managerMissing';
      manager: PackageManager;
      /** The project's file that names it. */ from?: string;
    }
  | {id: 'managerOld'; manager: PackageManager; found: string; need: string}
  | {id: 'nodeEnvProduction'}
  | {
      id: 'devEngines';
      what: 'runtime' | 'packageManager';
      name: string;
      want: string;
      found: string;
    };

export const minimumNode = '22.22.1';
const minimumGit = '2.32.0';

/** The version a command prints for --version, or undefined when it is not on the PATH. */
export function versionOf(command: string): string | undefined {
  // npm, pnpm and yarn are .cmd shims on Windows, which cross-spawn runs safely.
  const result = crossSpawn.sync(command, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return result.status === 0 ? semver.coerce(result.stdout)?.version : undefined;
}

function enginesOf(value: DevEngine | DevEngine[] | undefined): DevEngine[] {
  return value === undefined ? [] : [value].flat();
}

/** Problems with the machine, for a package manager and the project's package.json. */
export function findProblems(
  manager: PackageManager,
  data: PackageJson | undefined,
  environment: {
    node: string;
    git?: string;
    manager?: string;
    managerFrom?: string | undefined;
    nodeEnv?: string | undefined;
  },
  existing = false,
): Problem[] {
  const managerMinimum = (existing ? existingProjectManagerMinimum : packageManagerMinimum)[
    manager
  ];
  const problems: Problem[] = [];
  if (semver.lt(environment.node, minimumNode)) {
    problems.push({id: 'nodeOld', found: environment.node, need: minimumNode});
  }
  if (!environment.git) {
    problems.push({id: 'gitMissing'});
  } else if (semver.lt(environment.git, minimumGit)) {
    problems.push({id: 'gitOld', found: environment.git});
  }
  if (!environment.manager) {
    const {managerFrom: from} = environment;
    problems.push({id: 'managerMissing', manager, ...(from ? {from} : {})});
  } else if (!semver.satisfies(environment.manager, managerMinimum)) {
    problems.push({id: 'managerOld', manager, found: environment.manager, need: managerMinimum});
  }
  if (environment.nodeEnv === 'production') {
    problems.push({id: 'nodeEnvProduction'});
  }
  // packageManager may hold anything in a hand-written package.json (reliability F22).
  const field = typeof data?.packageManager === 'string' ? data.packageManager : '';
  const declared = /^(?:npm|pnpm|yarn|bun)@(\d[^+]*)/.exec(field)?.[1];
  if (declared && environment.manager && field.startsWith(`${manager}@`)) {
    if (semver.valid(declared) && semver.lt(environment.manager, declared)) {
      problems.push({id: 'managerOld', manager, found: environment.manager, need: declared});
    }
  }
  const found = {
    runtime: {node: environment.node},
    packageManager: {[manager]: environment.manager},
  };
  for (const what of ['runtime', 'packageManager'] as const) {
    for (const engine of enginesOf(data?.devEngines?.[what])) {
      // npm stops at an entry without onFail too (the field's default is
      // "error"), and at "download", which it cannot do; "warn" and "ignore"
      // let it through. A name that is no string ({"name": 5}) names nothing
      // to compare (reliability N-M).
      const passes = engine.onFail === 'warn' || engine.onFail === 'ignore';
      if (passes || typeof engine.name !== 'string' || engine.name === '') {
        continue;
      }
      const have = (found[what] as Record<string, string | undefined>)[engine.name];
      const matches =
        have !== undefined && (!engine.version || semver.satisfies(have, engine.version));
      if (!matches) {
        problems.push({
          id: 'devEngines',
          what,
          name: engine.name,
          want: typeof engine.version === 'string' ? engine.version : '',
          found: have ? `${engine.name} ${have}` : `no ${engine.name}`,
        });
      }
    }
  }
  return problems;
}
