// Setup's config files as an existing project needs them: the folders its
// framework generates ignored, type-aware linting over its own source
// folders, and its own warning policy at commit time (real projects P9,
// P16; create-next-app).
import {parse} from 'jsonc-parser';
import {patched} from './files.ts';
import type {PackageJson} from './manifest.ts';

/** Folders a framework or a build writes, by the dependency that writes them. */
const generatedFolders: readonly [folder: string, dependency?: string][] = [
  ['.svelte-kit/', '@sveltejs/kit'],
  ['.next/', 'next'],
  ['.nuxt/', 'nuxt'],
  ['.output/', 'nuxt'],
  ['.astro/', 'astro'],
  ['.vercel/'],
  ['.turbo/', 'turbo'],
  ['build/'],
  ['out/'],
];

/** Files an install writes that are code, by the file that shows it: Yarn's Plug'n'Play map. */
const generatedFiles: readonly [file: string, shownBy: string][] = [
  ['.pnp.cjs', '.pnp.cjs'],
  ['.pnp.loader.mjs', '.pnp.cjs'],
];

/** What this project generates: its framework's folders, those that are there, and an install's code. */
export function generatedIn(data: PackageJson | undefined, names: readonly string[]): string[] {
  const dependencies = {...data?.dependencies, ...data?.devDependencies};
  return [
    ...generatedFolders
      .filter(
        ([folder, dependency]) =>
          (dependency !== undefined && dependency in dependencies) ||
          names.includes(folder.slice(0, -1)),
      )
      .map(([folder]) => folder),
    ...generatedFiles.filter(([, shownBy]) => names.includes(shownBy)).map(([file]) => file),
  ];
}

/** eslint.config.js with `folders` added to its globalIgnores. */
export function withIgnoredFolders(config: string, folders: readonly string[]): string {
  if (folders.length === 0) {
    return config;
  }
  return config.replace(
    /globalIgnores\(\[([^\]]*)\]\)/,
    (_, listed: string) =>
      `globalIgnores([${[listed, ...folders.map((folder) => `'${folder}'`)].join(', ')}])`,
  );
}

/** .prettierignore with `folders` added. */
export function withIgnoredLines(ignore: string, folders: readonly string[]): string {
  return folders.length === 0 ? ignore : `${ignore}${folders.join('\n')}\n`;
}

/** A path as a line of an ignore file that matches it alone, from the folder's top. */
function ignoreLine(file: string): string {
  return `/${file.replace(/[\\*?[\]]/g, '\\$&').replace(/ $/, '\\ ')}`;
}

/**
 * The .prettierignore with the files Prettier would still rewrite, so that
 * a commit touching one of them stays a small diff (lint-staged formats
 * what it stages): the reader formats them in a commit of their own.
 */
export function withUnformatted(ignore: string, files: readonly string[]): string {
  return files.length === 0
    ? ignore
    : `${ignore}\n# Not formatted yet (Setup): format each in a commit of its own, then remove it here.\n${files.map(ignoreLine).join('\n')}\n`;
}

/** VS Code's settings without the workspace TypeScript, for a project that installs none. */
export function withoutTypeScriptSdk(settings: string): string {
  const kept = Object.entries(JSON.parse(settings) as Record<string, unknown>).filter(
    ([key]) => !key.startsWith('js/ts.tsdk.'),
  );
  return `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`;
}

/**
 * The lint-staged config with ESLint's warning limit the project's own
 * lint script uses: none, when it sets none (Next's lint warns on a
 * config's anonymous default export; a commit must not be stricter).
 */
export function withWarningPolicy(config: string, lintScript: string | undefined): string {
  const limit = /--max-warnings[= ](\d+)/.exec(lintScript ?? '')?.[1];
  return config.replace(
    / --max-warnings=\d+/,
    limit === undefined ? '' : ` --max-warnings=${limit}`,
  );
}

/**
 * Where the project's tsconfig.json puts its TypeScript: the folders it
 * includes ("source" for ky's ["source"]); "all" where it includes the
 * whole folder (no include and no files, as Expo's, or a pattern from the
 * top such as "**\/*.ts": unseen projects P12); undefined where it names
 * something else (files one by one).
 */
export function sourceFolders(tsconfig: string): string[] | 'all' | undefined {
  const {include, files} = (parse(tsconfig) ?? {}) as {include?: unknown; files?: unknown};
  if (include === undefined && files === undefined) {
    return 'all';
  }
  if (!Array.isArray(include)) {
    return undefined;
  }
  const folders = include.map((entry) =>
    typeof entry === 'string' ? entry.replace(/^\.\//, '').split('/')[0] : undefined,
  );
  if (folders.some((folder) => folder?.startsWith('**'))) {
    return 'all';
  }
  return folders.every((folder) => folder !== undefined && /^[\w-]+$/.test(folder))
    ? [...new Set(folders as string[])]
    : undefined;
}

/**
 * Setup's ESLint config with type-aware linting over `folders` instead of
 * src/, or over every TypeScript file, the plain block then for JavaScript only.
 */
export function withSourceFolders(
  config: string,
  folders: readonly string[] | 'all' | undefined,
): string {
  const file = 'eslint.config.js';
  if (folders === 'all') {
    return patched(
      config,
      [
        '// Everything outside src/ (config files, scripts) runs in Node and is not',
        '    // part of the TypeScript project: plain rules, no type information.',
        "    files: ['**/*.{js,mjs,cjs,ts,mts,cts}'],",
        "    ignores: ['src/**/*.{ts,mts,cts}'],",
      ].join('\n'),
      [
        '// JavaScript (config files, scripts) is not part of the TypeScript project:',
        '    // plain rules, no type information.',
        "    files: ['**/*.{js,mjs,cjs}'],",
      ].join('\n'),
      file,
    );
  }
  if (!folders || (folders.length === 1 && folders[0] === 'src')) {
    return config;
  }
  const globs = folders.map((folder) => `'${folder}/**/*.{ts,mts,cts}'`).join(', ');
  const outside = folders.map((folder) => `${folder}/`).join(', ');
  return patched(
    patched(config, "ignores: ['src/**/*.{ts,mts,cts}']", `ignores: [${globs}]`, file),
    'Everything outside src/',
    `Everything outside ${outside}`,
    file,
  );
}

/**
 * commitlint's config as .commitlintrc.json: a project's own linters never
 * read JSON, where a .js config meets rules Setup cannot foresee (xo's
 * named default export, Next's and NestJS's typed lint, an ESLint 8 that
 * reads .mjs as a script).
 */
export function commitlintJson(config: string): string {
  const presets = [...(/extends: \[([^\]]*)\]/.exec(config)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
    (match) => JSON.stringify(match[1]),
  );
  return `{\n  "extends": [${presets.join(', ')}]\n}\n`;
}

/**
 * The format check that the project's own format script turns green: its
 * Prettier command with --check for --write, over the same files (unseen
 * projects P10: create-vue formats src/ only, and a "prettier --check ."
 * beside it stayed red after the advice "npm run format"). Undefined where
 * that script is not one Prettier run that writes.
 */
export function formatCheckFrom(format: string | undefined): string | undefined {
  const words = format?.trim().split(/\s+/) ?? [];
  const writes = words.filter((word) => word === '--write' || word === '-w');
  if (words[0] !== 'prettier' || writes.length !== 1 || /[;&|<>`$]/.test(format ?? '')) {
    return undefined;
  }
  return words.map((word) => (word === writes[0] ? '--check' : word)).join(' ');
}
