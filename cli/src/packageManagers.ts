export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';

export const packageManagers: readonly {value: PackageManager; label: string}[] = [
  {value: 'npm', label: 'npm'},
  {value: 'pnpm', label: 'pnpm'},
  {value: 'yarn', label: 'Yarn'},
  {value: 'bun', label: 'Bun'},
];

export type CommandRequest = {
  /** Packages to add, separated by spaces. */
  add?: string;
  /** Add them as dev dependencies. */
  dev?: boolean;
  /** Pin the exact version instead of a range. */
  exact?: boolean;
  /** A binary of the project (with its arguments) to run after installing. */
  exec?: string;
  /** A script of package.json to run. */
  run?: string;
  /** Install what package.json and the lockfile list. */
  install?: boolean;
};

const addCommand: Record<PackageManager, {add: string; dev: string; exact: string}> = {
  npm: {add: 'npm i', dev: '-D', exact: '--save-exact'},
  pnpm: {add: 'pnpm add', dev: '-D', exact: '--save-exact'},
  yarn: {add: 'yarn add', dev: '-D', exact: '--exact'},
  bun: {add: 'bun add', dev: '-d', exact: '--exact'},
};

const execPrefix: Record<PackageManager, string> = {
  npm: 'npx',
  pnpm: 'pnpm exec',
  yarn: 'yarn',
  bun: 'bunx',
};

const runPrefix: Record<PackageManager, string> = {
  npm: 'npm run',
  pnpm: 'pnpm',
  yarn: 'yarn',
  bun: 'bun run',
};

/** The shell lines that do the request with one package manager. */
export function commandsFor(manager: PackageManager, request: CommandRequest): string {
  const lines: string[] = [];
  if (request.install) {
    lines.push(`${manager} install`);
  }
  if (request.add) {
    const {add, dev, exact} = addCommand[manager];
    lines.push(
      [add, request.dev ? dev : '', request.exact ? exact : '', request.add]
        .filter(Boolean)
        .join(' '),
    );
  }
  if (request.exec) {
    lines.push(`${execPrefix[manager]} ${request.exec}`);
  }
  if (request.run) {
    lines.push(`${runPrefix[manager]} ${request.run}`);
  }
  return lines.join('\n');
}

/**
 * The install a CI runs, which fails when the lockfile and package.json
 * disagree; here it changes nothing (npm, pnpm and Bun write no
 * node_modules, Yarn 4 links the one it has and builds nothing). Yarn 1
 * has none that leaves node_modules alone.
 */
export const frozenInstall: Record<PackageManager, string> = {
  npm: 'npm ci --dry-run --ignore-scripts --no-audit --no-fund',
  pnpm: 'pnpm install --frozen-lockfile --lockfile-only',
  yarn: 'yarn install --immutable --mode=skip-build',
  bun: 'bun install --frozen-lockfile --dry-run',
};
