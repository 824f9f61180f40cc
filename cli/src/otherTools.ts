// The linter and the formatter a project already uses instead of ESLint and
// Prettier, from its package.json (keys and dependencies) and its files, at
// the package and at the workspace's top: Setup adds none beside them, and
// the pre-commit hook runs them instead (real-projects review P4, P6, P8).
import type {PackageJson} from './manifest.ts';

/**
 * What a folder holds that names its tools: its package.json, its file
 * names, and which of the tools' packages are installed (a preset such as
 * @typicode/eslint-config brings eslint-plugin-prettier without listing it).
 */
export type ToolSource = {
  data?: PackageJson;
  names: readonly string[];
  installed?: (name: string) => boolean;
};

/** A tool seen, and what the pre-commit hook runs of it on staged files. */
export type OtherTool = {
  tool: string;
  /** On staged code files (.js, .ts and kin). */
  code?: string;
  /** On staged data and docs (.json, .md and kin), where the tool formats them. */
  data?: string;
};

export type OtherTools = {linter?: OtherTool; formatter?: OtherTool};

type Sign = OtherTool & {
  dependencies?: readonly string[];
  key?: string;
  files?: readonly string[];
};

const biomeWrite = 'biome check --write --no-errors-on-unmatched --files-ignore-unknown=true';
const biome: Sign = {
  tool: 'Biome',
  dependencies: ['@biomejs/biome'],
  files: ['biome.json', 'biome.jsonc'],
  code: biomeWrite,
  data: biomeWrite,
};
const xo: Sign = {tool: 'xo', dependencies: ['xo'], key: 'xo', code: 'xo --fix'};
const standard: Sign = {
  tool: 'standard',
  dependencies: ['standard', 'semistandard', 'ts-standard'],
  key: 'standard',
  code: 'standard --fix',
};

/** Linters that do ESLint's job. */
const linters: readonly Sign[] = [
  biome,
  {tool: 'oxlint', dependencies: ['oxlint'], files: ['.oxlintrc.json'], code: 'oxlint'},
  xo,
  standard,
  {tool: 'deno lint', files: ['deno.json', 'deno.jsonc'], code: 'deno lint'},
];

/**
 * Formatters that do Prettier's job, and linters that format: xo and
 * standard enforce a style of their own, and an ESLint that runs Prettier
 * (eslint-plugin-prettier) or stylistic rules would fight a second one.
 */
const formatters: readonly Sign[] = [
  biome,
  {
    tool: 'oxfmt',
    dependencies: ['oxfmt'],
    files: ['.oxfmtrc.json', '.oxfmtrc.jsonc'],
    code: 'oxfmt',
  },
  {
    tool: 'dprint',
    dependencies: ['dprint'],
    files: ['dprint.json', 'dprint.jsonc', '.dprint.json', '.dprint.jsonc'],
    code: 'dprint fmt --allow-no-files',
    data: 'dprint fmt --allow-no-files',
  },
  {tool: 'deno fmt', files: ['deno.json', 'deno.jsonc'], code: 'deno fmt', data: 'deno fmt'},
  // Linters that format do it in the same run as they lint.
  {...xo, code: undefined},
  {...standard, code: undefined},
  // The project's own ESLint runs on staged files already, and formats there.
  {tool: 'ESLint with eslint-plugin-prettier', dependencies: ['eslint-plugin-prettier']},
  {
    tool: 'ESLint with stylistic rules',
    dependencies: ['@stylistic/eslint-plugin', '@antfu/eslint-config'],
  },
];

function seen(signs: readonly Sign[], {data, names, installed}: ToolSource): OtherTool | undefined {
  const dependencies = {...data?.dependencies, ...data?.devDependencies};
  const sign = signs.find(
    (candidate) =>
      candidate.dependencies?.some((name) => name in dependencies || installed?.(name) === true) ===
        true ||
      (candidate.key !== undefined && data !== undefined && candidate.key in data) ||
      candidate.files?.some((file) => names.includes(file)) === true,
  );
  return sign && {tool: sign.tool, code: sign.code, data: sign.data};
}

/** The tools of the package, or else of the workspace's top, if any. */
export function otherTools(own: ToolSource, top?: ToolSource): OtherTools {
  const sources = top ? [own, top] : [own];
  const first = (signs: readonly Sign[]) =>
    sources.map((source) => seen(signs, source)).find((tool) => tool !== undefined);
  return {linter: first(linters), formatter: first(formatters)};
}

/**
 * What the pre-commit hook runs of the project's own tools on staged code
 * and on staged data files, each command once.
 */
export function stagedCommands(tools: readonly (OtherTool | undefined)[]): {
  code: string[];
  data: string[];
} {
  const unique = (commands: (string | undefined)[]) => [
    ...new Set(commands.filter((command) => command !== undefined)),
  ];
  return {
    code: unique(tools.map((tool) => tool?.code)),
    data: unique(tools.map((tool) => tool?.data)),
  };
}
