// What a reader can choose, on the generator page and as the command's flags:
// the defaults the guides recommend and the rules between the choices. The
// query string and the command line hold only what differs from the
// defaults, so a shared link and the command stay short.
import {packageManagers, type PackageManager} from './packageManagers.ts';

export type Kind = 'vite' | 'node';
export type TypeScriptSetup = '6' | '7-beside-6';
export type Piece =
  | 'eslint'
  | 'typed-lint'
  | 'prettier'
  | 'husky'
  | 'commitlint'
  | 'gitmessage'
  | 'env'
  | 'vscode'
  | 'lighthouse'
  | 'node-version';

export type Options = {
  packageManager: PackageManager;
  kind: Kind;
  typescript: TypeScriptSetup;
  pieces: ReadonlySet<Piece>;
  /**
   * The pre-commit commands of an existing project's own linter and
   * formatter, where ESLint and Prettier are left out for them (the setup
   * command only; the generator page has none).
   */
  ownStaged?: {code: readonly string[]; data: readonly string[]};
  /**
   * The project's own hook manager, which runs the commit-msg hook in
   * husky's place (the setup command only).
   */
  hookRunner?: 'simple-git-hooks' | 'lefthook';
  /**
   * husky runs the commit rules even with nothing for lint-staged to run: at
   * a workspace's top whose packages check themselves (the setup command only).
   */
  commitRulesOnly?: true;
};

export const kinds: readonly Kind[] = ['vite', 'node'];
export const typescriptSetups: readonly TypeScriptSetup[] = ['6', '7-beside-6'];
export const pieces: readonly Piece[] = [
  'eslint',
  'typed-lint',
  'prettier',
  'husky',
  'commitlint',
  'gitmessage',
  'env',
  'vscode',
  'lighthouse',
  'node-version',
];

export const defaultOptions: Options = {
  packageManager: 'npm',
  kind: 'vite',
  typescript: '6',
  pieces: new Set(pieces),
};

/** Why a piece cannot be chosen with the other choices, or undefined when it can. */
export type Blocker = 'needsEslint' | 'needsLinter' | 'needsHusky' | 'viteOnly';

/** Whether lint-staged has anything to run on staged files: ESLint, Prettier or the project's own tools. */
export function stagedChecks(options: Options): boolean {
  const on = (other: Piece) => options.pieces.has(other);
  const own = (options.ownStaged?.code.length ?? 0) + (options.ownStaged?.data.length ?? 0);
  return on('eslint') || on('prettier') || own > 0;
}

export function blockerOf(piece: Piece, options: Options): Blocker | undefined {
  const on = (other: Piece) => options.pieces.has(other);
  switch (piece) {
    case 'typed-lint':
      return on('eslint') ? undefined : 'needsEslint';
    case 'husky':
      // lint-staged runs ESLint and Prettier, or the project's own tools:
      // without any, husky is there only for the commit rules, where asked to.
      return stagedChecks(options) || options.commitRulesOnly ? undefined : 'needsLinter';
    case 'commitlint':
      return (on('husky') && !blockerOf('husky', options)) || options.hookRunner
        ? undefined
        : 'needsHusky';
    case 'lighthouse':
      return options.kind === 'vite' ? undefined : 'viteOnly';
    default:
      return undefined;
  }
}

/** The pieces that are both chosen and possible with the other choices. */
export function effectivePieces(options: Options): Set<Piece> {
  return new Set([...options.pieces].filter((piece) => !blockerOf(piece, options)));
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

/**
 * Reads the choices from a query string. Unknown keys, unknown values and
 * repeated keys (the first one counts) fall back to the defaults, silently:
 * a hand-edited or truncated link still opens a working page.
 */
export function parseOptions(search: string): Options {
  const params = new URLSearchParams(search);
  const without = new Set((params.get('without') ?? '').split(','));
  return {
    packageManager: oneOf(
      packageManagers.map(({value}) => value),
      params.get('pm'),
      defaultOptions.packageManager,
    ),
    kind: oneOf(kinds, params.get('kind'), defaultOptions.kind),
    typescript: oneOf(typescriptSetups, params.get('ts'), defaultOptions.typescript),
    pieces: new Set(pieces.filter((piece) => !without.has(piece))),
  };
}

/** The query string for the choices: empty for the defaults. */
export function serializeOptions(options: Options): string {
  const params = new URLSearchParams();
  if (options.packageManager !== defaultOptions.packageManager) {
    params.set('pm', options.packageManager);
  }
  if (options.kind !== defaultOptions.kind) {
    params.set('kind', options.kind);
  }
  if (options.typescript !== defaultOptions.typescript) {
    params.set('ts', options.typescript);
  }
  const off = pieces.filter((piece) => !options.pieces.has(piece));
  if (off.length > 0) {
    params.set('without', off.join(','));
  }
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `?${query}` : '';
}
