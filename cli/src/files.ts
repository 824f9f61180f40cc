// The files a set of choices produces. Every file comes from one of the two
// tested example projects (examples/starter for the Vite app,
// examples/node-package for the Node package), unchanged for the default
// choices, and otherwise narrowed by dropping a marked region, a script or a
// dependency: nothing here is a second copy of a config file.
import {wholeFile, withoutRegion} from './regions.ts';
import {commandsFor, type PackageManager} from './packageManagers.ts';
import {effectivePieces, stagedChecks, type Kind, type Options, type Piece} from './choices.ts';
import type {Language} from './guides.ts';

/** The text of each file of an example project, by its path, as on disk. */
export type ExampleSources = Record<Kind, Readonly<Record<string, string>>>;

export type GeneratedFile = {
  path: string;
  text: string;
  /** Written only in an empty folder: the example's own app code and its settings. */
  source: boolean;
  /** The piece that brings it; none for the files every setup has. */
  piece?: Piece;
};

type Manifest = {
  engines: Record<string, string>;
  devEngines: {runtime: Record<string, string>; packageManager: Record<string, string>};
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
  bin?: Record<string, string>;
};

/** The fields of a new project's package.json, in this order. */
export type PackageFields = {
  type: 'module';
  private: true;
  bin?: Record<string, string>;
  engines?: Record<string, string>;
  devEngines?: Manifest['devEngines'];
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};

const sourceFile = /^(src\/|index\.html$|vite\.config\.ts$|\.env\.example$)/;

/**
 * The pre-commit hook's ESLint config: eslint.config.js without its
 * type-aware rules, which only the lint script and CI run (issue 52). It
 * comes with every ESLint config of Setup's, typed or not, so that the hook's
 * command is the same in both.
 */
export const stagedEslintConfig = 'eslint.staged.config.js';

/** Which piece brings each file; a file not listed here comes with every setup. */
const filePieces: Record<string, Piece> = {
  '.nvmrc': 'node-version',
  'eslint.config.js': 'eslint',
  [stagedEslintConfig]: 'eslint',
  '.prettierrc': 'prettier',
  '.prettierignore': 'prettier',
  '.lintstagedrc.json': 'husky',
  '.husky/pre-commit': 'husky',
  '.husky/commit-msg': 'commitlint',
  '.husky/install.mjs': 'husky',
  '.husky/post-checkout': 'husky',
  'commitlint.config.js': 'commitlint',
  '.gitmessage': 'gitmessage',
  '.env.example': 'env',
  '.vscode/settings.json': 'vscode',
  '.vscode/extensions.json': 'vscode',
};

/** The files that run lint-staged, which husky for the commit rules alone leaves out. */
const lintStagedFiles = new Set(['.lintstagedrc.json', '.husky/pre-commit']);

const scriptPieces: Record<string, Piece> = {
  lint: 'eslint',
  format: 'prettier',
  'format:check': 'prettier',
  lighthouse: 'lighthouse',
};

const dependencyPieces: Record<string, Piece[]> = {
  eslint: ['eslint'],
  '@eslint/js': ['eslint'],
  'typescript-eslint': ['eslint'],
  globals: ['eslint'],
  'eslint-config-prettier': ['eslint', 'prettier'],
  prettier: ['prettier'],
  husky: ['husky'],
  'lint-staged': ['husky'],
  '@commitlint/cli': ['commitlint'],
  '@commitlint/config-conventional': ['commitlint'],
  lighthouse: ['lighthouse'],
};

/**
 * TypeScript 7 beside 6, as the TypeScript guide's "Option 2" installs them:
 * `typescript` stays the 6.0 API for typescript-eslint, `tsc` is the native 7.
 */
export const typescriptBeside7: Readonly<Record<string, string>> = {
  typescript: 'npm:@typescript/typescript6@^6.0.2',
  '@typescript/native': 'npm:typescript@^7.0.2',
};

/** The oldest release of each package manager that reads devEngines and the guides' commands. */
export const packageManagerMinimum: Record<PackageManager, string> = {
  npm: '>=11.0.0',
  pnpm: '>=10.0.0',
  yarn: '>=4.0.0',
  bun: '>=1.2.0',
};

/**
 * The oldest release each package manager may be for an existing project,
 * which keeps the one it uses (pnpm 8, npm 10, Yarn 1): the commands Setup runs
 * there (install, run, the frozen install) all exist in these.
 */
export const existingProjectManagerMinimum: Record<PackageManager, string> = {
  npm: '>=10.0.0',
  pnpm: '>=8.0.0',
  yarn: '^1.22.0 || >=4.0.0',
  bun: '>=1.0.0',
};

function manifestOf(sources: ExampleSources, kind: Kind): Manifest {
  return JSON.parse(sources[kind]['package.json'] ?? '{}') as Manifest;
}

/** The install script that turns on a clone's hooks and template, and never fails an install. */
export const installScriptPath = '.husky/install.mjs';

/** The hook that gives a new worktree husky's files: the same text wherever it is. */
export const worktreeHookPath = '.husky/post-checkout';

/** The script that runs it, the examples' "prepare". */
export const installCommand = `node ${installScriptPath}`;

/**
 * The install script's text: the example's, without the commit template
 * where Setup leaves commit.template alone.
 */
export function installScript(example: string, template: boolean): string {
  return `${wholeFile(template ? example : cut(example, 'gitmessage', installScriptPath))}\n`;
}

/**
 * An example file with its region `name` cut out. The patches of the
 * examples' files throw where their anchor is gone, so that an edit of an
 * example never makes the command write something else in silence.
 */
function cut(text: string, name: string, file: string): string {
  if (!new RegExp(`#region ${name}(?![\\w-])`).test(text)) {
    throw new Error(`${file} of the examples has no "#region ${name}"`);
  }
  return withoutRegion(text, name);
}

/** `text` with `anchor` replaced, which must be there (see cut). */
export function patched(
  text: string,
  anchor: string | RegExp,
  replacement: string,
  file: string,
): string {
  if (!(typeof anchor === 'string' ? text.includes(anchor) : anchor.test(text))) {
    throw new Error(`${file} of the examples no longer holds ${String(anchor)}`);
  }
  return text.replace(anchor, replacement);
}

/**
 * The install command that sets commit.template where Setup installs no
 * hooks: one line for every shell (sh, cmd.exe, Yarn's and Bun's), which
 * exits 0 wherever Git or a repository is missing, and like the install
 * script does nothing with HUSKY=0. `file` is relative to the repository's top.
 */
export function templateCommand(file: string): string {
  const literal = `'${file.replaceAll("'", String.raw`\x27`)}'`;
  return `node -e "process.env.HUSKY==='0'||require('child_process').spawnSync('git',['config','commit.template',${literal}])"`;
}

/** The install script for the pieces on: the example's, or the template's line alone. */
function prepareScript(example: string, on: ReadonlySet<Piece>): string | undefined {
  if (example !== installCommand) {
    throw new Error(`the examples' prepare script is "${example}", not "${installCommand}"`);
  }
  if (on.has('husky')) {
    return example;
  }
  return on.has('gitmessage') ? templateCommand('.gitmessage') : undefined;
}

/** The package.json fields for the choices, taken from the kind's example. */
export function packageFields(sources: ExampleSources, options: Options): PackageFields {
  const on = effectivePieces(options);
  const example = manifestOf(sources, options.kind);
  const scripts: Record<string, string> = {};
  for (const [name, command] of Object.entries(example.scripts)) {
    const piece = scriptPieces[name];
    if (name === 'prepare') {
      const prepare = prepareScript(command, on);
      // Yarn 2 and later never run "prepare"; both Yarns run "postinstall".
      if (prepare) {
        scripts[options.packageManager === 'yarn' ? 'postinstall' : 'prepare'] = prepare;
      }
    } else if (!piece || on.has(piece)) {
      scripts[name] = command;
    }
  }
  const devDependencies: Record<string, string> = {};
  for (const [name, range] of Object.entries(example.devDependencies)) {
    if (name === 'lint-staged' && !stagedChecks(options)) {
      continue;
    }
    if ((dependencyPieces[name] ?? []).every((piece) => on.has(piece))) {
      devDependencies[name] = range;
    }
  }
  if (options.typescript === '7-beside-6') {
    Object.assign(devDependencies, typescriptBeside7);
  }
  const fields: Omit<PackageFields, 'scripts' | 'devDependencies'> = {
    type: 'module',
    private: true,
  };
  if (example.bin) {
    fields.bin = example.bin;
  }
  if (on.has('node-version')) {
    fields.engines = example.engines;
    fields.devEngines = {
      runtime: example.devEngines.runtime,
      packageManager: {
        name: options.packageManager,
        version: packageManagerMinimum[options.packageManager],
        onFail: example.devEngines.packageManager.onFail ?? 'warn',
      },
    };
  }
  return {...fields, scripts, devDependencies: sortedKeys(devDependencies)};
}

function sortedKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b, 'en')));
}

function eslintConfig(text: string, on: ReadonlySet<Piece>): string {
  let config = text;
  if (!on.has('typed-lint')) {
    const file = 'eslint.config.js';
    config = patched(
      cut(cut(config, 'parser-options', file), 'config-files', file),
      'recommendedTypeChecked',
      'recommended',
      file,
    );
  }
  // No Lighthouse reports to ignore where Lighthouse is off (the node package has none).
  if (!on.has('lighthouse')) {
    config = config.replace(", '.lighthouse/'", '');
  }
  return on.has('prettier') ? config : cut(config, 'prettier', 'eslint.config.js');
}

/**
 * Setup's lint-staged config for the pieces on: ESLint and Prettier where
 * they are on, and the project's own tools' commands where they stand in.
 */
function lintStagedConfig(text: string, on: ReadonlySet<Piece>, own: Options['ownStaged']): string {
  if (on.has('eslint') && on.has('prettier') && !own) {
    return text;
  }
  const config: Record<string, string | string[]> = {};
  const globs = Object.entries(JSON.parse(text) as Record<string, string | string[]>);
  for (const [index, [glob, value]] of globs.entries()) {
    const commands = [
      ...[value]
        .flat()
        .filter((command) => on.has(command.startsWith('eslint') ? 'eslint' : 'prettier')),
      // The first glob is the code's, the second the data's.
      ...((index === 0 ? own?.code : own?.data) ?? []),
    ];
    if (commands.length > 0) {
      config[glob] = commands.length === 1 ? (commands[0] ?? '') : commands;
    }
  }
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** The runner line of an example hook: "npx --no -- lint-staged" gives "lint-staged". */
const runnerLine = /^(\s*)npx --no -- (.+)$/m;

/**
 * A command ("lint-staged") as the package manager runs a project's binary:
 * npx --no, pnpm exec, yarn or bun run. Bun runs the installed binary with
 * "bun run": bunx would download a missing one.
 */
export function hookCommand(command: string, manager: PackageManager): string {
  if (manager === 'npm') {
    return `npx --no -- ${command}`;
  }
  return manager === 'bun' ? `bun run ${command}` : commandsFor(manager, {exec: command});
}

/**
 * An example's hook for the package manager. It runs the binary in the
 * folder's node_modules/.bin directly, which saves the runner's start (about
 * a quarter of a second per hook). A folder without one (a worktree inside
 * the project, Plug'n'Play) goes through the package manager, which finds
 * the project's binaries from there.
 */
export function hookLine(hook: string, manager: PackageManager): string {
  return hook.replace(
    runnerLine,
    (_line, indent: string, command: string) => indent + hookCommand(command, manager),
  );
}

/**
 * The editor's settings and extensions for the tools that are on: none for
 * a tool left out, and no extensions file that recommends nothing.
 */
function vscodeFor(path: string, text: string, on: ReadonlySet<Piece>): string | undefined {
  if (on.has('eslint') && on.has('prettier')) {
    return text;
  }
  const wanted = (id: string) =>
    id.includes('prettier') ? on.has('prettier') : id.includes('eslint') ? on.has('eslint') : true;
  if (path.endsWith('extensions.json')) {
    const {recommendations} = JSON.parse(text) as {recommendations: string[]};
    const kept = recommendations.filter(wanted).map((id) => JSON.stringify(id));
    return kept.length === 0 ? undefined : `{\n  "recommendations": [${kept.join(', ')}]\n}\n`;
  }
  const settings = JSON.parse(text) as Record<string, unknown>;
  const actions = {...(settings['editor.codeActionsOnSave'] as Record<string, string>)};
  for (const key of Object.keys(actions).filter((key) => !wanted(key))) {
    delete actions[key];
  }
  const kept = Object.fromEntries(
    Object.entries({...settings, 'editor.codeActionsOnSave': actions}).filter(
      ([key, value]) =>
        !(key.startsWith('editor.') && key !== 'editor.codeActionsOnSave' && !on.has('prettier')) &&
        !(typeof value === 'object' && value !== null && Object.keys(value).length === 0),
    ),
  );
  return `${JSON.stringify(kept, null, 2)}\n`;
}

/** The example's .gitignore without the Lighthouse reports where Lighthouse is off, and with Yarn's state. */
function gitignoreFor(text: string, on: ReadonlySet<Piece>, manager: PackageManager): string {
  // The node package's .gitignore has no Lighthouse reports to leave out.
  let result = on.has('lighthouse') ? text : text.replace(/# Lighthouse reports\n(\S.*\n)+\n/, '');
  if (manager === 'yarn') {
    // Yarn's install state is local to each clone.
    result = `${result.trimEnd()}\n\n# Yarn\n.yarn/install-state.gz\n`;
  }
  return result;
}

export const lockfiles: Record<PackageManager, string> = {
  npm: 'package-lock.json',
  pnpm: 'pnpm-lock.yaml',
  yarn: 'yarn.lock',
  bun: 'bun.lock',
};

/**
 * The commit template in the reader's language: English alone for English,
 * the example's English with Korean beside it otherwise (the types stay
 * English words, which commitlint reads).
 */
function gitmessageFor(text: string, language: Language | undefined): string {
  if (language !== 'en') {
    return text;
  }
  // A Korean line goes; a line with its Korean after " / " keeps its English.
  const korean = /\p{Script=Hangul}/u;
  return text
    .split('\n')
    .flatMap((line) =>
      !korean.test(line) ? [line] : line.includes(' / ') ? [line.replace(/ \/ [^/]*$/, '')] : [],
    )
    .join('\n');
}

/**
 * Every file the choices produce, sorted by path; package.json as a new
 * project gets it. The commit template follows `language` where it is given.
 */
export function generateFiles(
  sources: ExampleSources,
  options: Options,
  language?: Language,
): GeneratedFile[] {
  const on = effectivePieces(options);
  const files: GeneratedFile[] = [];
  for (const [path, raw] of Object.entries(sources[options.kind])) {
    const piece = filePieces[path];
    if (path === 'package.json' || (piece && !on.has(piece))) {
      continue;
    }
    // husky for the commit rules alone: no pre-commit hook, nothing to stage-check.
    if (lintStagedFiles.has(path) && !stagedChecks(options)) {
      continue;
    }
    // Regions are cut before the remaining markers are dropped.
    let text = raw;
    if (path === 'eslint.config.js') {
      text = eslintConfig(text, on);
    } else if (path === '.lintstagedrc.json') {
      text = lintStagedConfig(text, on, options.ownStaged);
    } else if (path === installScriptPath) {
      text = installScript(text, on.has('gitmessage'));
    } else if (path.startsWith('.husky/') && path !== worktreeHookPath) {
      text = hookLine(text, options.packageManager);
    } else if (path === '.prettierignore') {
      text = patched(text, lockfiles.npm, lockfiles[options.packageManager], path);
      // No Lighthouse reports to leave out where Lighthouse is off (unseen projects P13).
      text = on.has('lighthouse') ? text : text.replace(/^\.lighthouse\/\n/m, '');
    } else if (path === '.gitmessage') {
      text = gitmessageFor(text, language);
    } else if (path === '.gitignore') {
      text = gitignoreFor(text, on, options.packageManager);
    } else if (path.startsWith('.vscode/')) {
      const fitted = vscodeFor(path, text, on);
      if (fitted === undefined) {
        continue;
      }
      // Beside 7, node_modules/typescript is a wrapper without tsserver.js;
      // the 6.0 the editor needs is its dependency @typescript/old.
      text =
        options.typescript === '7-beside-6' && path.endsWith('settings.json')
          ? patched(fitted, 'node_modules/typescript/lib', 'node_modules/@typescript/old/lib', path)
          : fitted;
    }
    files.push({path, text: `${wholeFile(text)}\n`, source: sourceFile.test(path), piece});
  }
  if (options.packageManager === 'yarn') {
    // Keep node_modules: the tools' configs and editors expect it, Plug'n'Play does not provide it.
    files.push({path: '.yarnrc.yml', text: 'nodeLinker: node-modules\n', source: false});
  }
  const manifest = {name: 'my-app', version: '0.1.0', ...packageFields(sources, options)};
  files.push({path: 'package.json', text: `${JSON.stringify(manifest, null, 2)}\n`, source: false});
  return files.sort((a, b) => a.path.localeCompare(b.path, 'en'));
}
