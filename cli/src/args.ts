// Reads the command line into a request (args.ts is Node-only; flags.ts,
// which writes the flags, also runs in the browser).
import {parseArgs} from 'node:util';
import {kinds, pieces, typescriptSetups, type Piece} from './choices.ts';
import type {Language} from './guides.ts';
import {packageManagers, type PackageManager} from './packageManagers.ts';
import type {Request} from './plan.ts';

export type Invocation = {
  /** setup (the default), or check: verify a set-up project and change nothing. */
  command: 'setup' | 'check';
  request: Request;
  dryRun: boolean;
  yes: boolean;
  language: Language;
  help: boolean;
  version: boolean;
};

/** What is wrong with the command line, for a message in the reader's language. */
export type UsageProblem =
  | {id: 'unknownOption'; option: string}
  | {id: 'missingValue'; option: string}
  | {id: 'unwantedValue'; option: string}
  | {id: 'positional'; argument: string}
  | {id: 'notOneOf'; flag: string; allowed: readonly string[]; value: string}
  | {id: 'notForCheck'; option: string}
  | {id: 'withAndWithout'; piece: string};

export class UsageError extends Error {
  readonly problem: UsageProblem;
  constructor(problem: UsageProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

/** Node's parseArgs error as a UsageProblem: the option or argument it quotes. */
function parseArgsProblem(error: unknown): UsageProblem {
  const message = error instanceof Error ? error.message : String(error);
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  const code = (error as {code?: string}).code;
  return code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
    ? {id: 'positional', argument: quoted}
    : code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
      ? {
          id: /does not take an argument/.test(message) ? 'unwantedValue' : 'missingValue',
          option: quoted.split(' ')[0] ?? quoted,
        }
      : {id: 'unknownOption', option: quoted};
}

/** The language a command line asks for with --lang, when it names one: the last, as the run takes it. */
export function languageAskedFor(argv: readonly string[]): Language | undefined {
  let asked: Language | undefined;
  for (const [index, arg] of argv.entries()) {
    const value = arg === '--lang' ? argv[index + 1] : /^--lang=(.*)$/.exec(arg)?.[1];
    if (value === 'en' || value === 'ko') {
      asked = value;
    }
  }
  return asked;
}

function oneOf<T extends string>(
  flag: string,
  allowed: readonly T[],
  value: string | undefined,
): T | undefined {
  if (value === undefined) {
    return undefined;
  }
  const found = allowed.find((item) => item === value);
  if (!found) {
    throw new UsageError(
      {id: 'notOneOf', flag, allowed, value},
      `--${flag} takes one of ${allowed.join(', ')} (got "${value}")`,
    );
  }
  return found;
}

function pieceList(flag: string, value: string | undefined): Set<Piece> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return new Set(names.map((name) => oneOf(flag, pieces, name) as Piece));
}

/** The language of LANG, LC_ALL or LC_MESSAGES: Korean for ko*, else English. */
export function languageOf(env: NodeJS.ProcessEnv): Language {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return locale.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

export function parseInvocation(argv: readonly string[], env: NodeJS.ProcessEnv): Invocation {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: true,
      options: {
        pm: {type: 'string'},
        kind: {type: 'string'},
        typescript: {type: 'string'},
        without: {type: 'string'},
        with: {type: 'string'},
        'dry-run': {type: 'boolean', default: false},
        yes: {type: 'boolean', short: 'y', default: false},
        lang: {type: 'string'},
        verify: {type: 'string'},
        help: {type: 'boolean', short: 'h', default: false},
        version: {type: 'boolean', short: 'v', default: false},
      },
    });
  } catch (error) {
    throw new UsageError(
      parseArgsProblem(error),
      error instanceof Error ? error.message : String(error),
    );
  }
  const {values, positionals} = parsed;
  const [first, ...rest] = positionals;
  const stray = first !== undefined && first !== 'check' ? first : rest[0];
  if (stray !== undefined) {
    throw new UsageError({id: 'positional', argument: stray}, `Unexpected argument '${stray}'`);
  }
  const forCheck = new Set(['lang', 'help', 'version']);
  const given = Object.entries(values).find(
    ([name, value]) => !forCheck.has(name) && value !== undefined && value !== false,
  );
  if (first === 'check' && given) {
    throw new UsageError(
      {id: 'notForCheck', option: `--${given[0]}`},
      `--${given[0]} does not apply to "check"`,
    );
  }
  const managers = packageManagers.map(({value}) => value);
  const language = oneOf<Language>('lang', ['en', 'ko'], values.lang) ?? languageOf(env);
  const without = pieceList('without', values.without);
  const both = [...pieceList('with', values.with)].find((piece) => without.has(piece));
  if (both) {
    throw new UsageError(
      {id: 'withAndWithout', piece: both},
      `--with and --without both name ${both}`,
    );
  }
  return {
    command: first === 'check' ? 'check' : 'setup',
    request: {
      packageManager: oneOf<PackageManager>('pm', managers, values.pm),
      kind: oneOf('kind', kinds, values.kind),
      typescript: oneOf('typescript', typescriptSetups, values.typescript),
      without,
      with: pieceList('with', values.with),
      language,
      verify: oneOf('verify', ['checks', 'all'] as const, values.verify) ?? 'checks',
    },
    dryRun: values['dry-run'],
    yes: values.yes,
    language,
    help: values.help,
    version: values.version,
  };
}
