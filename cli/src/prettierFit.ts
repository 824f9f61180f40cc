// Prettier's options for a project that has no formatter yet, measured on
// the project's own files with the Prettier version Setup installs (issue
// "Setup fits the project", real projects P8): starting from the style its
// code reads as, each option takes the value that changes the fewest lines,
// and the files Prettier would still rewrite are counted, so that the plan
// can keep them out of commit-time formatting and say so.
import {lockfiles} from './files.ts';
import {trackedFiles} from './git.ts';
import {generatedFolders} from './names.ts';
import {readRegularFile} from './regularFile.ts';
import path from 'node:path';
import type {CodeStyle} from './codeStyle.ts';

export type PrettierOptions = Record<string, string | number | boolean>;

export type PrettierFit = {
  /** The .prettierrc's options. */
  options: PrettierOptions;
  /** The files Prettier would still change with them, relative to the folder. */
  changed: string[];
  /** How many of the project's files Prettier reads. */
  total: number;
  /** Whether `changed` and `total` count a sample of the files only. */
  sampled: boolean;
  /** Measured with the project's own config, which Setup keeps (no options to write). */
  own?: true;
};

/** The values tried for each option, in the order they are tried. */
const choices: readonly (readonly PrettierOptions[])[] = [
  [{useTabs: true}, {tabWidth: 2}, {tabWidth: 4}],
  [{singleQuote: true}, {singleQuote: false}],
  [{semi: true}, {semi: false}],
  [{trailingComma: 'all'}, {trailingComma: 'es5'}, {trailingComma: 'none'}],
  [{printWidth: 100}, {printWidth: 80}, {printWidth: 120}],
  [{bracketSpacing: true}, {bracketSpacing: false}],
  [{arrowParens: 'always'}, {arrowParens: 'avoid'}],
];

/** Prettier's own defaults: an option at its default is not written. */
const defaults: PrettierOptions = {
  useTabs: false,
  tabWidth: 2,
  semi: true,
  bracketSpacing: true,
  arrowParens: 'always',
};

const lockfileNames = new Set(Object.values(lockfiles));
const codeFile = /\.(?:[cm]?[jt]sx?)$/;
/** Files larger than this are generated or vendored, not written by hand. */
const largest = 64 * 1024;
const sampleSize = 12;
/** Beyond this share of the files, Prettier would rewrite the project rather than keep it... */
const rewriteShare = 0.25;
/** ...unless they are this few, which .prettierignore lists. */
const listedAtMost = 5;

type Source = {file: string; text: string};

/** Prettier, loaded only where a plan adds it: the command starts without it. */
const loadPrettier = () => import('prettier');

async function supportedFiles(dir: string): Promise<Source[] | undefined> {
  const tracked = trackedFiles(dir);
  if (tracked === undefined) {
    return undefined;
  }
  const info = await (await loadPrettier()).getSupportInfo();
  const extensions = new Set(info.languages.flatMap((language) => language.extensions ?? []));
  const names = new Set(info.languages.flatMap((language) => language.filenames ?? []));
  const sources: Source[] = [];
  for (const file of tracked) {
    const parts = file.split('/');
    const name = parts.at(-1) ?? '';
    if (
      file === '' ||
      parts.some((part) => generatedFolders.has(part)) ||
      lockfileNames.has(name) ||
      name.includes('.min.') ||
      !(extensions.has(path.extname(name)) || names.has(name))
    ) {
      continue;
    }
    // A tracked link, a device, a file deleted but still tracked: nothing to measure.
    const bytes = readRegularFile(path.join(dir, file), largest);
    if (bytes) {
      sources.push({file, text: bytes.toString('utf8')});
    }
  }
  return sources;
}

/**
 * The lines of `after` that `before` lacks, counted as a multiset: a
 * cheap measure of a rewrite (a line diff of a whole rewritten file is slow).
 */
function linesNotIn(after: string, before: string): number {
  const counts = new Map<string, number>();
  for (const line of before.split('\n')) {
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  let missing = 0;
  for (const line of after.split('\n')) {
    const left = counts.get(line) ?? 0;
    if (left > 0) {
      counts.set(line, left - 1);
    } else {
      missing += 1;
    }
  }
  return missing;
}

/** The lines Prettier changes in `source`, or undefined where it cannot parse it. */
async function changedLines(source: Source, options: PrettierOptions): Promise<number | undefined> {
  try {
    const prettier = await loadPrettier();
    const formatted = await prettier.format(source.text, {...options, filepath: source.file});
    if (formatted === source.text) {
      return 0;
    }
    return linesNotIn(formatted, source.text);
  } catch {
    return undefined;
  }
}

/** The lines Prettier changes in the sample, counted up to `limit` (no further than the best so far). */
async function score(
  sample: readonly Source[],
  options: PrettierOptions,
  limit = Infinity,
): Promise<number> {
  let sum = 0;
  for (const source of sample) {
    sum += (await changedLines(source, options)) ?? 0;
    if (sum >= limit) {
      break;
    }
  }
  return sum;
}

/** `count` files spread evenly over `sources`. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) {
    return [...items];
  }
  return Array.from(
    {length: count},
    (_, index) => items[Math.floor((index * items.length) / count)] as T,
  );
}

/**
 * The options for Setup's .prettierrc (`base`, its own) that fit the code in
 * `dir`, starting from the style read from it; undefined without Git (no
 * tracked files to read).
 */
export async function fitPrettier(
  dir: string,
  base: PrettierOptions,
  style: CodeStyle | undefined,
): Promise<PrettierFit | undefined> {
  const sources = await supportedFiles(dir);
  if (!sources) {
    return undefined;
  }
  let options: PrettierOptions = {
    ...base,
    ...(style && {
      singleQuote: style.singleQuote,
      semi: style.semi,
      trailingComma: style.trailingComma,
      ...(style.useTabs ? {useTabs: true} : {tabWidth: style.tabWidth}),
    }),
  };
  const code = sources.filter((source) => codeFile.test(source.file));
  // Smaller files format faster and tell the style as well.
  const small = code.filter((source) => source.text.length <= largest / 2);
  const sample = spread(small.length > 0 ? small : code, sampleSize);
  if (sample.length > 0) {
    let best = await score(sample, options);
    for (const values of choices) {
      for (const value of values) {
        const candidate = {...options, ...value};
        if (value.tabWidth !== undefined) {
          delete candidate.useTabs;
        }
        const candidateScore = best === 0 ? best : await score(sample, candidate, best);
        if (candidateScore < best) {
          best = candidateScore;
          options = candidate;
        }
      }
    }
  }
  // Where Prettier would rewrite much of the sample, it would rewrite much
  // of the project: the sample tells enough, and the whole count is skipped.
  const sampleChanged = await changedFiles(sample, options);
  const sampled = {
    options: written(options),
    changed: sampleChanged,
    total: sample.length,
    sampled: true,
  };
  if (rewritesMuch(sampled)) {
    return sampled;
  }

  return {
    options: written(options),
    changed: await changedFiles(sources, options),
    total: sources.length,
    sampled: false,
  };
}

async function changedFiles(
  sources: readonly Source[],
  options: PrettierOptions,
): Promise<string[]> {
  const changed: string[] = [];
  for (const source of sources) {
    const lines = await changedLines(source, options);
    if (lines !== undefined && lines > 0) {
      changed.push(source.file);
    }
  }
  return changed;
}

/** Prettier's config files that are data, which reading runs no code of the project's. */
const dataConfig = /^\.prettierrc(\.(json|json5|ya?ml|toml))?$/;

/**
 * How much of the project its own Prettier config would rewrite, as a
 * commit-time `prettier --write` would (unseen projects P6: Angular and
 * create-vue ship a config their own files do not follow, and a one-word
 * edit committed as 81 lines). Undefined where reading the config would run
 * code (a .js config, plugins) or there are no tracked files.
 */
export async function fitOwnPrettier(dir: string): Promise<PrettierFit | undefined> {
  const sources = await supportedFiles(dir);
  if (!sources) {
    return undefined;
  }
  const prettier = await loadPrettier();
  const ignorePath = path.join(dir, '.prettierignore');
  const changed: string[] = [];
  let total = 0;
  for (const source of sources) {
    const file = path.join(dir, source.file);
    if ((await prettier.getFileInfo(file, {ignorePath})).ignored) {
      continue;
    }
    // The config each file finds, read only where it is data.
    const configFile = await prettier.resolveConfigFile(file);
    if (configFile !== null && !dataConfig.test(path.basename(configFile))) {
      return undefined;
    }
    const options = await prettier.resolveConfig(file, {editorconfig: true});
    if (options?.plugins && options.plugins.length > 0) {
      return undefined;
    }
    total += 1;
    if (((await changedLines(source, {...options} as PrettierOptions)) ?? 0) > 0) {
      changed.push(source.file);
    }
  }
  return {options: {}, changed, total, sampled: false, own: true};
}

/** Whether Prettier would rewrite so much of the project that it is better left out. */
export function rewritesMuch(fit: PrettierFit): boolean {
  return fit.changed.length > Math.max(listedAtMost, fit.total * rewriteShare);
}

/**
 * Setup's new files as the project's Prettier formats them, so that its
 * format check passes on them (a project with tabs gets tab-indented
 * JSON): each file Prettier reads, formatted with `options`.
 */
export async function formattedAsProject<T extends {path: string; text: string}>(
  files: readonly T[],
  options: PrettierOptions,
): Promise<T[]> {
  return Promise.all(
    files.map(async (file) => {
      const prettier = await loadPrettier();
      const {inferredParser} = await prettier.getFileInfo(file.path);
      return inferredParser
        ? {...file, text: await prettier.format(file.text, {...options, filepath: file.path})}
        : file;
    }),
  );
}

/** The options as a .prettierrc holds them: Setup's own keys first, defaults left out. */
function written(options: PrettierOptions): PrettierOptions {
  return Object.fromEntries(
    Object.entries(options).filter(([key, value]) => defaults[key] !== value),
  );
}
