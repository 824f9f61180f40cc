// The linter and the formatter a project already uses instead of ESLint and
// Prettier, from its package.json (keys and dependencies) and its files, at
// the package and at the workspace's top: Setup adds none beside them
// (real-projects review P4, P6, P8).
import type {PackageJson} from './detect.ts';

/** What a folder holds that names its tools: its package.json and its file names. */
export type ToolSource = {data?: PackageJson; names: readonly string[]};

export type OtherTools = {linter?: string; formatter?: string};

type Sign = {
  tool: string;
  dependencies?: readonly string[];
  key?: string;
  files?: readonly string[];
};

/** Linters that do ESLint's job. */
const linters: readonly Sign[] = [
  {tool: 'Biome', dependencies: ['@biomejs/biome'], files: ['biome.json', 'biome.jsonc']},
  {tool: 'oxlint', dependencies: ['oxlint'], files: ['.oxlintrc.json']},
  {tool: 'xo', dependencies: ['xo'], key: 'xo'},
  {tool: 'standard', dependencies: ['standard', 'semistandard', 'ts-standard'], key: 'standard'},
  {tool: 'deno lint', files: ['deno.json', 'deno.jsonc']},
];

/**
 * Formatters that do Prettier's job, and linters that format: xo and
 * standard enforce a style of their own, and an ESLint that runs Prettier
 * (eslint-plugin-prettier) or stylistic rules would fight a second one.
 */
const formatters: readonly Sign[] = [
  {tool: 'Biome', dependencies: ['@biomejs/biome'], files: ['biome.json', 'biome.jsonc']},
  {tool: 'oxfmt', dependencies: ['oxfmt'], files: ['.oxfmtrc.json', '.oxfmtrc.jsonc']},
  {
    tool: 'dprint',
    dependencies: ['dprint'],
    files: ['dprint.json', 'dprint.jsonc', '.dprint.json', '.dprint.jsonc'],
  },
  {tool: 'deno fmt', files: ['deno.json', 'deno.jsonc']},
  {tool: 'xo', dependencies: ['xo'], key: 'xo'},
  {tool: 'standard', dependencies: ['standard', 'semistandard', 'ts-standard'], key: 'standard'},
  {tool: 'ESLint with eslint-plugin-prettier', dependencies: ['eslint-plugin-prettier']},
  {
    tool: 'ESLint with stylistic rules',
    dependencies: ['@stylistic/eslint-plugin', '@antfu/eslint-config'],
  },
];

function seen(signs: readonly Sign[], {data, names}: ToolSource): string | undefined {
  const dependencies = {...data?.dependencies, ...data?.devDependencies};
  return signs.find(
    (sign) =>
      sign.dependencies?.some((name) => name in dependencies) === true ||
      (sign.key !== undefined && data !== undefined && sign.key in data) ||
      sign.files?.some((file) => names.includes(file)) === true,
  )?.tool;
}

/** The tools of the package, or else of the workspace's top, if any. */
export function otherTools(own: ToolSource, top?: ToolSource): OtherTools {
  const sources = top ? [own, top] : [own];
  const first = (signs: readonly Sign[]) =>
    sources.map((source) => seen(signs, source)).find((tool) => tool !== undefined);
  return {linter: first(linters), formatter: first(formatters)};
}
