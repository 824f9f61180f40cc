// From what the folder holds and what the reader asked for, the plan: every
// file to create or change (with its new text), every file and script kept,
// and the Git and install steps. Pure: it reads nothing and writes nothing,
// so --dry-run and the tests see exactly what a real run would do.
import {
  blockerOf,
  defaultOptions,
  effectivePieces,
  pieces,
  type Kind,
  type Options,
  type Piece,
  type TypeScriptSetup,
} from './choices.ts';
import semver from 'semver';
import {configFamilies} from './configNames.ts';
import type {PackageJson, PackageJsonProblem, Project} from './detect.ts';
import {allDependencies} from './detect.ts';
import {
  generateFiles,
  installCommand,
  installScript,
  installScriptPath,
  packageFields,
  templateCommand,
  type ExampleSources,
} from './files.ts';
import {prettierrcFor, prettierrcText} from './codeStyle.ts';
import {rewritesMuch, type PrettierFit} from './prettierFit.ts';
import {releaseFor} from './toolReleases.ts';
import {commitMsgCommand, withLefthookCommitMsg} from './hookManagers.ts';
import {stagedCommands} from './otherTools.ts';
import {
  generatedIn,
  sourceFolders,
  withIgnoredFolders,
  withIgnoredLines,
  withUnformatted,
  withoutTypeScriptSdk,
  commitlintJson,
  withSourceFolders,
  withWarningPolicy,
} from './projectFit.ts';
import {editPackageJson} from './packageJsonEdit.ts';
import {
  existingConfig,
  frameworkFiles,
  huskyFolderOf,
  majorOf,
  nodeRange,
  projectNodeMajor,
} from './rules/facts.ts';
import {decidePieces} from './rules/index.ts';
import {quoted, shellLive} from './names.ts';
import type {Language} from './guides.ts';
import {commandsFor, frozenInstall, type PackageManager} from './packageManagers.ts';

/** What the reader asked for on the command line; unset values are detected. */
export type Request = {
  packageManager?: PackageManager;
  kind?: Kind;
  typescript?: TypeScriptSetup;
  without: ReadonlySet<Piece>;
  /** Pieces to add even where the project's own tools would otherwise keep them out. */
  with: ReadonlySet<Piece>;
  /** The reader's language, which the commit template follows; both languages when unset. */
  language?: Language;
};

/** A fact the plan reports: translated and printed by messages.ts. */
export type Note =
  | {id: 'keptConfig'; path: string; tool: string; piece?: Piece}
  | {id: 'keptFile'; path: string; piece?: Piece}
  | {id: 'keptScript'; name: string; command: string}
  | {id: 'keptDependency'; name: string; range: string}
  | {id: 'legacyEslint'; path: string}
  | {id: 'otherTool'; tool: string; piece: 'eslint' | 'prettier'}
  | {id: 'noTypeScript'}
  | {id: 'untypedForComponents'; extension: string}
  | {id: 'typescript7Eslint'}
  | {id: 'projectReferences'}
  | {id: 'hooksPath'; hooksPath: string}
  | {id: 'huskyElsewhere'; hooksPath: string}
  | {id: 'hooksAtTop'; prefix: string}
  | {id: 'toolInPackages'; tool: string; piece: Piece}
  | {id: 'ownHooks'; hooks: readonly string[]}
  | {id: 'templateKept'; template: string}
  | {id: 'templateWorktree'; template: string}
  | {id: 'nodeRangeKept'; range?: string}
  | {id: 'nodeVersionAtTop'}
  | {id: 'optIn'; piece: Piece}
  | {id: 'lighthouseNoPreview'}
  | {id: 'publishedPinst'}
  | {id: 'ignoredPaths'; paths: readonly string[]}
  | {id: 'notUtf8'; path: string}
  | {id: 'huskyOld'; version: string}
  | {id: 'hookManager'; tool: string; config: string; commitMsg: 'added' | 'own' | 'manual'}
  | {id: 'scriptExtended'; name: string; command: string}
  | {id: 'frameworkFiles'; extension: string; plugins: string}
  | {id: 'prettierDefaults'}
  | {id: 'prettierReach'; changed: number; total: number}
  | {id: 'nothingToRun'; piece: Piece}
  | {id: 'nodeTooOld'; piece: Piece; major: number}
  | {id: 'olderReleases'; major: number; releases: readonly string[]}
  | {id: 'scriptsOff'; file: string; command: string}
  | {id: 'prettierRewrites'; changed: number; total: number; sampled: boolean}
  | {id: 'symlink'; path: string}
  | {id: 'moduleRename'; from: string; to: string}
  | {id: 'subfolder'; prefix: string}
  | {id: 'detected'; what: 'packageManager' | 'kind' | 'typescript'; value: string; from: string};

export type Refusal =
  | {id: 'home'; dir: string}
  | {id: 'notAProject'; names: readonly string[]}
  | {id: 'badPackageJson'; problem: PackageJsonProblem}
  | {id: 'packageManagerMismatch'; asked: string; found: string; from: string}
  | {id: 'blockedPath'; path: string; reason: 'notAFolder' | 'notAFile' | 'symlinkedFolder'}
  | {id: 'unsafeFolderName'; prefix: string; characters: string}
  | {id: 'unreadableFolder'; reason: string}
  | {id: 'gitVariable'; variable: string}
  | {id: 'gitRefused'; message: string}
  | {id: 'notWritable'; path: string};

export type FileChange =
  | {path: string; action: 'create'; text: string; piece?: Piece}
  | {path: string; action: 'update'; before: string; text: string; piece?: Piece}
  | {path: string; action: 'same'; piece?: Piece};

export type Plan = {
  /** A new project in an empty folder, or additions to an existing one. */
  mode: 'new' | 'existing';
  options: Options;
  pieces: ReadonlySet<Piece>;
  changes: FileChange[];
  notes: Note[];
  /** The folder's new packages, by name; installed with the package manager. */
  dependencies: Record<string, string>;
  git: {
    init: boolean;
    /** Make the first commit: only in a new repository (never in one with the reader's history). */
    commit: boolean;
    /** The husky command's folder argument, relative to the repository top; undefined: no hooks. */
    hooks?: string;
    /** The project's own hook manager's install command, run after its config gained a hook. */
    runner?: readonly string[];
    /** commit.template's value, relative to the repository top; undefined: keep as it is. */
    template?: string;
  };
  /** Scripts to run as checks: they must pass in a new project and are advice in an existing one. */
  checks: string[];
  /** The install a CI runs on the committed lockfile, checked before and after (an existing project). */
  lockfileCheck?: string;
  /** Copy .env.example to .env when there is none (a new project with the env piece). */
  createEnv: boolean;
};

export type PlanResult = {plan: Plan; refusal?: undefined} | {refusal: Refusal; plan?: undefined};

/** pinst, which keeps a published Yarn Berry package's postinstall out of its tarball. */
const pinstRange = '^3.0.0';

/** What an empty folder may hold: a fresh repository. */
const emptyFolderNames = new Set(['.git']);

const toolDependencies: Record<string, Piece> = {
  eslint: 'eslint',
  prettier: 'prettier',
  husky: 'husky',
  'lint-staged': 'husky',
  '@commitlint/cli': 'commitlint',
  '@commitlint/config-conventional': 'commitlint',
  lighthouse: 'lighthouse',
};

/** An npm package name from a folder name: lower case, safe characters, never empty. */
export function packageNameOf(folder: string): string {
  const name = folder
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-._~]+|[-._~]+$/g, '');
  return name.slice(0, 214) || 'my-app';
}

function detectPackageManager(project: Project): {value: PackageManager; from: string} | undefined {
  const field = project.packageJson?.data.packageManager;
  const named = typeof field === 'string' ? /^(npm|pnpm|yarn|bun)@/.exec(field)?.[1] : undefined;
  if (named) {
    return {value: named as PackageManager, from: 'packageManager'};
  }
  return project.lockfile && {value: project.lockfile.manager, from: project.lockfile.file};
}

type Resolved = {options: Options; notes: Note[]} | {refusal: Refusal};

function resolveOptions(
  project: Project,
  request: Request,
  existing: boolean,
  prettierFit: PrettierFit | undefined,
): Resolved {
  const notes: Note[] = [];
  const detected = existing ? detectPackageManager(project) : undefined;
  if (request.packageManager && detected && request.packageManager !== detected.value) {
    return {
      refusal: {
        id: 'packageManagerMismatch',
        asked: request.packageManager,
        found: detected.value,
        from: detected.from,
      },
    };
  }
  if (!request.packageManager && detected) {
    notes.push({
      id: 'detected',
      what: 'packageManager',
      value: detected.value,
      from: detected.from,
    });
  }
  const dependencies = allDependencies(project.packageJson?.data);
  const viteApp = 'vite' in dependencies;
  if (existing && !request.kind) {
    notes.push({
      id: 'detected',
      what: 'kind',
      value: viteApp ? 'vite' : 'node',
      from: viteApp ? 'vite' : 'package.json',
    });
  }
  const typescript7 = majorOf(project.typescript) >= 7;
  if (typescript7 && !request.typescript) {
    notes.push({
      id: 'detected',
      what: 'typescript',
      value: '7-beside-6',
      from: `typescript@${project.typescript ?? ''}`,
    });
  }
  const decided = decidePieces(
    {project, request, existing, prettierFit, dependencies, typescript7},
    new Set(pieces.filter((piece) => !request.without.has(piece))),
  );
  const {chosen, standIns, hookRunner} = decided;
  notes.push(...decided.notes);
  const staged = stagedCommands(standIns);
  const options: Options = {
    packageManager: request.packageManager ?? detected?.value ?? defaultOptions.packageManager,
    kind: request.kind ?? (existing && !viteApp ? 'node' : defaultOptions.kind),
    typescript: request.typescript ?? (typescript7 ? '7-beside-6' : defaultOptions.typescript),
    pieces: chosen,
    ...(staged.code.length + staged.data.length > 0 ? {ownStaged: staged} : {}),
    ...(hookRunner ? {hookRunner} : {}),
  };
  // A piece the others leave nothing to do (husky with no linter or
  // formatter to run, and commitlint with it) is said, never dropped silently.
  if (existing) {
    for (const piece of chosen) {
      const blocker = blockerOf(piece, options);
      // (The notes of a hook manager or an older husky already speak of commitlint.)
      const explained = notes.some((note) => note.id === 'hookManager' || note.id === 'huskyOld');
      if (blocker === 'needsLinter' || (blocker === 'needsHusky' && !explained)) {
        notes.push({id: 'nothingToRun', piece});
      }
    }
  }
  return {options, notes};
}

/** Appends the lines of `wanted` that `text` lacks, in the file's own line ends. */
export function withMissingLines(text: string, wanted: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  // "dist" and "/dist/" ignore what "dist/" does, for a folder at the top.
  const pattern = (line: string) => line.trim().replace(/^\//, '').replace(/\/$/, '');
  const have = new Set(text.split(/\r?\n/).map(pattern));
  const missing = wanted
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#') && !have.has(pattern(line)));
  if (missing.length === 0) {
    return text;
  }
  const base = text === '' || text.endsWith('\n') ? text : `${text}${eol}`;
  return `${base}${eol}# Added by Setup${eol}${missing.join(eol)}${eol}`;
}

/** Scripts of the examples that run the example's own app. */
const exampleAppScripts = ['dev', 'build', 'preview', 'start'];

/**
 * The install script for the hooks and the template, run in the project's
 * folder: with husky, the example's script, which finds that folder in the
 * repository itself; the template alone is one line. `template` is false
 * where Setup leaves commit.template alone.
 */
function hooksInstallScript(
  on: ReadonlySet<Piece>,
  prefix: string,
  template: boolean,
): string | undefined {
  if (on.has('husky')) {
    return installCommand;
  }
  return template
    ? templateCommand(prefix === '' ? '.gitmessage' : `${prefix}/.gitmessage`)
    : undefined;
}

/**
 * A hook that runs from the repository top, moved into the package's folder.
 * The folder is found at run time from the hook's own path ($0 is
 * <prefix>/.husky/<hook> under husky), so its name never becomes shell text.
 */
function hookInFolder(text: string, prefix: string): string {
  if (prefix === '') {
    return text;
  }
  // The commit message file Git passes is relative to the top; a commit
  // that leaves this package alone is not its rules' to check (real
  // projects P12).
  const commitMessage = text.includes('"$1"');
  const message = commitMessage ? 'message="$PWD/$1"\n' : '';
  const ownCommits = commitMessage ? 'git diff --cached --quiet -- . && exit 0\n' : '';
  return `${message}cd "$(dirname "$0")/.."\n${ownCommits}${text.replace('"$1"', '"$message"')}`;
}

/**
 * A package's hook in the repository's hooks at the top: it runs in the
 * package's folder, and only for a commit that touches it, so that another
 * package's commits are never held to its rules (real projects P12).
 */
function hookForPackage(text: string, prefix: string): string {
  const folder = quoted(prefix);
  const message = text.includes('"$1"') ? 'message="$PWD/$1" && ' : '';
  const command = text.trim().replace('"$1"', '"$message"');
  return [
    `# ${prefix}: its checks, for a commit that touches it (Setup)`,
    `if ! git diff --cached --quiet -- ${folder}; then`,
    `  (${message}cd ${folder} && ${command}) || exit 1`,
    'fi',
    '',
  ].join('\n');
}

/** The change that adds a package's hook to the hook file at the repository's top. */
function topHookChange(
  project: Project,
  path: string,
  block: string,
  piece?: Piece,
): FileChange | undefined {
  const entry = project.entry(path);
  if (entry.type === 'missing') {
    return {path, action: 'create', text: block, piece};
  }
  if (entry.type !== 'file') {
    return undefined;
  }
  if (entry.text.includes(block)) {
    return {path, action: 'same', piece};
  }
  const base = entry.text === '' || entry.text.endsWith('\n') ? entry.text : `${entry.text}\n`;
  return {path, action: 'update', before: entry.text, text: `${base}${block}`, piece};
}

/**
 * The repository's top's package.json with husky in it and its install
 * script running husky, where it has neither yet: the hooks of every
 * package run from there.
 */
function topPackageJsonChange(
  top: {text: string; data: PackageJson},
  path: string,
  wanted: {script: string; husky: string},
): FileChange {
  const {data} = top;
  const merged: PackageJson = {...data};
  const runsHusky = [data.scripts?.prepare, data.scripts?.postinstall].some(
    (script) => typeof script === 'string' && /\bhusky\b/.test(script),
  );
  if (!runsHusky) {
    const have = data.scripts?.[wanted.script];
    merged.scripts = {
      ...data.scripts,
      [wanted.script]: have ? `${have} && ${installCommand}` : installCommand,
    };
  }
  if (!('husky' in allDependencies(data))) {
    merged.devDependencies = {...data.devDependencies, husky: wanted.husky};
  }
  const text = editPackageJson(top.text, data, merged);
  return text === top.text
    ? {path, action: 'same', piece: 'husky'}
    : {path, action: 'update', before: top.text, text, piece: 'husky'};
}

function mergePackageJson(
  data: PackageJson,
  fields: ReturnType<typeof packageFields>,
  wanted: {scripts: Record<string, string>; dependencies: Record<string, string>},
  notes: Note[],
  manager: {field?: string},
): PackageJson {
  const merged: PackageJson = {...data};
  const scripts = {...data.scripts};
  for (const [name, command] of Object.entries(wanted.scripts)) {
    const have = scripts[name];
    if (have === undefined) {
      scripts[name] = command;
    } else if (
      ['prepare', 'postinstall', 'prepack', 'postpack'].includes(name) &&
      !(['prepare', 'postinstall'].includes(name) && /\bhusky\b/.test(have)) &&
      !have.includes(command)
    ) {
      // The hooks' install script runs after the project's own, so that a
      // fresh clone gets the hooks too (real projects P13: SvelteKit), and
      // pinst after a build that packing runs (reselect's prepack).
      scripts[name] = `${have} && ${command}`;
      notes.push({id: 'scriptExtended', name, command: scripts[name]});
    } else if (!have.includes(command)) {
      notes.push({id: 'keptScript', name, command: have});
    }
  }
  merged.scripts = scripts;
  const present = allDependencies(data);
  const devDependencies = {...data.devDependencies};
  for (const [name, range] of Object.entries(wanted.dependencies)) {
    if (!(name in present)) {
      devDependencies[name] = range;
    }
  }
  if (Object.keys(devDependencies).length > 0) {
    merged.devDependencies = devDependencies;
  }
  // The project's Node range stays its own (real projects P1, P2): no
  // engines (a published package's consumers would inherit it), and a
  // devEngines runtime, which fails a contributor's install, only where
  // every Node the project supports meets it.
  if (
    fields.devEngines &&
    !data.devEngines &&
    supportsOnly(data, fields.devEngines.runtime.version ?? '')
  ) {
    merged.devEngines = fields.devEngines;
  }
  if (!supportsOnly(data, fields.engines?.node ?? '')) {
    notes.push({id: 'nodeRangeKept', range: nodeRange(data)});
  }
  if (manager.field && !data.packageManager) {
    merged.packageManager = manager.field;
  }
  return merged;
}

/** Whether every Node version the project supports is in `range`. */
function supportsOnly(data: PackageJson, range: string): boolean {
  const own = nodeRange(data);
  return own !== undefined && semver.validRange(own) !== null && semver.subset(own, range);
}

/** ESLint settings for a CommonJS package's .js files, before the config's last entry. */
function withCommonJsFiles(config: string): string {
  const block = [
    '  {',
    '    // A CommonJS package: its .js files use require() and module.exports.',
    "    files: ['**/*.{js,cjs}'],",
    "    languageOptions: { sourceType: 'commonjs' },",
    "    rules: { '@typescript-eslint/no-require-imports': 'off' },",
    '  },',
    '',
  ].join('\n');
  const last = config.indexOf('  // Keep this last');
  const at = last === -1 ? config.lastIndexOf(');') : last;
  return `${config.slice(0, at)}${block}${config.slice(at)}`;
}

function parentProblem(project: Project, file: string): Refusal | undefined {
  const parts = file.split('/');
  for (let depth = 1; depth < parts.length; depth += 1) {
    const folder = parts.slice(0, depth).join('/');
    const entry = project.entry(folder);
    if (entry.type === 'symlink') {
      return {id: 'blockedPath', path: folder, reason: 'symlinkedFolder'};
    }
    if (entry.type !== 'missing' && entry.type !== 'directory') {
      return {id: 'blockedPath', path: folder, reason: 'notAFolder'};
    }
  }
  return undefined;
}

/**
 * The plan for a folder. `packageManagerVersion` is the version of the package
 * manager found on the PATH, for the packageManager field of pnpm and Yarn;
 * `prettierFit`, Prettier's options measured on the project's files, where
 * the plan adds Prettier to an existing project.
 */
export function makePlan(
  project: Project,
  request: Request,
  sources: ExampleSources,
  packageManagerVersion?: string,
  prettierFit?: PrettierFit,
): PlanResult {
  if (project.isHome) {
    return {refusal: {id: 'home', dir: project.dir}};
  }
  if (project.gitVariable) {
    return {refusal: {id: 'gitVariable', variable: project.gitVariable}};
  }
  if (project.gitError) {
    return {refusal: {id: 'gitRefused', message: project.gitError}};
  }
  if (project.packageJsonError) {
    return {refusal: {id: 'badPackageJson', problem: project.packageJsonError}};
  }
  // Fields Setup adds to must be objects, or its additions would rewrite them (F26).
  const notAnObject = ['scripts', 'devDependencies', 'engines', 'devEngines'].find((field) => {
    const value = project.packageJson?.data[field];
    return (
      value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))
    );
  });
  if (notAnObject) {
    return {
      refusal: {id: 'badPackageJson', problem: {kind: 'fieldNotAnObject', field: notAnObject}},
    };
  }
  const existing = project.packageJson !== undefined && !project.git?.unfinished;
  const strays = project.names.filter((name) => !emptyFolderNames.has(name));
  const hasCommits = project.git?.hasCommits ?? false;
  // An empty folder is a new project, also a new package in a repository with history.
  const empty = strays.length === 0 && (!hasCommits || (project.git?.prefix ?? '') !== '');
  if (!existing && !empty && !project.git?.unfinished) {
    return {refusal: {id: 'notAProject', names: project.names.filter((name) => name !== '.git')}};
  }
  const resolved = resolveOptions(project, request, existing, prettierFit);
  if ('refusal' in resolved) {
    return resolved;
  }
  const {options, notes} = resolved;
  const on = effectivePieces(options);
  // Yarn 1 runs prepare on install, reads no .yarnrc.yml and keeps no install state.
  const yarnClassic =
    options.packageManager === 'yarn' &&
    (packageManagerVersion
      ? majorOf(packageManagerVersion) === 1
      : /^# yarn lockfile v1$/m.test(textOf(project, 'yarn.lock')));
  const prefix = project.git?.prefix ?? '';
  if (prefix !== '') {
    const live = [...new Set(prefix.match(shellLive) ?? [])];
    if (live.length > 0 && (on.has('husky') || on.has('gitmessage'))) {
      return {
        refusal: {
          id: 'unsafeFolderName',
          prefix,
          characters: live.map((character) => JSON.stringify(character)).join(' '),
        },
      };
    }
    notes.push({id: 'subfolder', prefix});
  }
  // The folder of the repository's top, from the package ("../.."), and
  // whether this package's hooks join the repository's there.
  const up = prefix
    .split('/')
    .map(() => '..')
    .join('/');
  const hooksAtTop = prefix !== '' && project.workspaceTop !== undefined && on.has('husky');
  if (hooksAtTop) {
    notes.push({id: 'hooksAtTop', prefix});
  }
  const templateOwn =
    project.git?.template &&
    project.git.template !== (prefix ? `${prefix}/.gitmessage` : '.gitmessage')
      ? project.git.template
      : undefined;
  if (templateOwn && on.has('gitmessage')) {
    notes.push({id: 'templateKept', template: templateOwn});
  }
  // A template Git cannot read breaks every commit made in an editor (F17).
  const message = project.entry('.gitmessage');
  const messageReadable = message.type !== 'symlink' || message.resolves;
  // Git's config is shared by every worktree, and the others have no
  // .gitmessage until this branch is merged: their editor commits would fail.
  const worktree = project.git?.linkedWorktree === true;
  const template = on.has('gitmessage') && !templateOwn && messageReadable && !worktree;

  let changes: FileChange[] = [];
  // Setup's configs as this project needs them: its generated folders
  // ignored, its own warning policy at commit time, its code's style.
  const generated = generatedIn(project.packageJson?.data, project.names);
  const typedFolders =
    project.entry('tsconfig.json').type === 'file'
      ? sourceFolders(textOf(project, 'tsconfig.json'))
      : undefined;
  const fitters: Record<string, (text: string) => string> = {
    'eslint.config.js': (text) =>
      withSourceFolders(withIgnoredFolders(text, generated), typedFolders),
    '.prettierignore': (text) =>
      withUnformatted(
        withIgnoredLines(text, generated),
        prettierFit && !rewritesMuch(prettierFit) ? prettierFit.changed : [],
      ),
    '.lintstagedrc.json': (text) =>
      withWarningPolicy(text, project.packageJson?.data.scripts?.lint),
    '.prettierrc': (text) =>
      prettierFit ? prettierrcText(prettierFit.options) : prettierrcFor(text, project.codeStyle()),
    // VS Code's TypeScript from node_modules, where the project has one.
    '.vscode/settings.json': (text) =>
      project.typescript === undefined ? withoutTypeScriptSdk(text) : text,
  };
  for (const file of generateFiles(sources, options, request.language)) {
    if (file.path === 'package.json' || (existing && file.source)) {
      continue;
    }
    if (
      (existing && file.path === 'tsconfig.json') ||
      (yarnClassic && file.path === '.yarnrc.yml')
    ) {
      continue;
    }
    // The commit-msg hook of a project whose own hook manager runs it.
    if (file.path.startsWith('.husky/') && !on.has('husky')) {
      continue;
    }
    if (hooksAtTop && file.path === installScriptPath) {
      // The top's own install script runs husky there (topPackageJsonChange).
      continue;
    }
    if (hooksAtTop && file.path.startsWith('.husky/')) {
      const path = `${up}/${file.path}`;
      const change = topHookChange(project, path, hookForPackage(file.text, prefix), file.piece);
      if (!change) {
        return {refusal: {id: 'blockedPath', path, reason: 'notAFile'}};
      }
      changes.push(change);
      continue;
    }
    // Prettier already in the project without a config formats with its
    // defaults (lowdb, through eslint-plugin-prettier): a .prettierrc of
    // Setup's would change them.
    if (
      existing &&
      file.path === '.prettierrc' &&
      'prettier' in allDependencies(project.packageJson?.data) &&
      !existingConfig(project, '.prettierrc')
    ) {
      notes.push({id: 'prettierDefaults'});
      continue;
    }
    if (existing && file.path === '.nvmrc') {
      // Pins stay at the repository's top, and within the project's range.
      const pin = configFamilies.find((family) => family.ours === '.nvmrc')?.names ?? [];
      if (prefix !== '' || pin.some((name) => project.topNames?.includes(name))) {
        notes.push({id: 'nodeVersionAtTop'});
        continue;
      }
      const range = nodeRange(project.packageJson?.data ?? {});
      if (
        range &&
        semver.validRange(range) &&
        !semver.satisfies(`${file.text.trim()}.0.0`, range)
      ) {
        continue;
      }
    }
    // An ES module config in a CommonJS package is written as .mjs.
    const renamed = existing && !project.esm && file.path === 'eslint.config.js';
    const commitlintRc = existing && file.path === 'commitlint.config.js';
    const path = commitlintRc
      ? '.commitlintrc.json'
      : renamed
        ? file.path.replace(/\.js$/, '.mjs')
        : file.path;
    // Any config of the tool's other than the very file Setup writes is kept,
    // and nothing is written beside it (not even the .mjs of a CommonJS package).
    const otherConfig = existing ? existingConfig(project, file.path) : undefined;
    if (otherConfig && otherConfig !== path) {
      notes.push({id: 'keptConfig', path: otherConfig, tool: path, piece: file.piece});
      continue;
    }
    let text =
      path === installScriptPath
        ? installScript(sources[options.kind][installScriptPath] ?? '', template)
        : path.startsWith('.husky/')
          ? hookInFolder(file.text, prefix)
          : file.text;
    if (yarnClassic && path === '.gitignore') {
      text = text.replace('\n# Yarn\n.yarn/install-state.gz\n', '\n');
    }
    if (renamed) {
      text = withCommonJsFiles(text);
    } else if (commitlintRc) {
      text = commitlintJson(text);
    }
    if (existing) {
      text = fitters[file.path]?.(text) ?? text;
    }
    const blocked = parentProblem(project, path);
    if (blocked) {
      return {refusal: blocked};
    }
    const entry = project.entry(path);
    if (entry.type === 'missing') {
      if (renamed) {
        notes.push({id: 'moduleRename', from: file.path, to: path});
      }
      changes.push({path, action: 'create', text, piece: file.piece});
    } else if (entry.type === 'symlink') {
      notes.push({id: 'symlink', path});
    } else if (entry.type !== 'file') {
      return {refusal: {id: 'blockedPath', path, reason: 'notAFile'}};
    } else if (entry.text === text) {
      changes.push({path, action: 'same', piece: file.piece});
    } else if (path === '.gitignore' && entry.text.includes('\uFFFD')) {
      // Bytes that are not UTF-8 (a Latin-1 "café"): written back as text,
      // they would change, and a rule would stop matching.
      notes.push({id: 'notUtf8', path});
    } else if (path === '.gitignore') {
      const merged = withMissingLines(entry.text, text);
      changes.push(
        merged === entry.text
          ? {path, action: 'same'}
          : {path, action: 'update', before: entry.text, text: merged},
      );
    } else {
      notes.push({id: 'keptFile', path, piece: file.piece});
    }
  }

  const runner = on.has('commitlint') ? options.hookRunner : undefined;
  const managerConfig = project.hookManager?.config ?? '';
  if (runner === 'lefthook') {
    const before = textOf(project, managerConfig);
    changes.push({
      path: managerConfig,
      action: 'update',
      before,
      text: withLefthookCommitMsg(before),
      piece: 'commitlint',
    });
  }

  const fields = packageFields(sources, options);
  const managerField =
    ['pnpm', 'yarn'].includes(options.packageManager) && packageManagerVersion
      ? `${options.packageManager}@${packageManagerVersion}`
      : undefined;
  if (on.has('gitmessage') && !templateOwn && worktree) {
    notes.push({
      id: 'templateWorktree',
      template: prefix ? `${prefix}/.gitmessage` : '.gitmessage',
    });
  }
  const prepare = hooksInstallScript(
    hooksAtTop ? new Set([...on].filter((piece) => piece !== 'husky')) : on,
    prefix,
    template,
  );
  const prepareName = options.packageManager === 'yarn' && !yarnClassic ? 'postinstall' : 'prepare';
  const scripts = Object.fromEntries(
    Object.entries(fields.scripts).filter(([name]) => !['prepare', 'postinstall'].includes(name)),
  );
  // Yarn Berry runs no prepare on install, but a postinstall also runs on
  // every install of a published package by its users (real projects P1).
  const published = existing && project.packageJson?.data.private !== true;
  // An install that runs no scripts (express's ignore-scripts) never runs
  // prepare: a fresh clone activates its hooks by hand.
  if (prepare && existing && project.scriptsOff) {
    notes.push({
      id: 'scriptsOff',
      file: project.scriptsOff,
      command: commandsFor(options.packageManager, {run: prepareName}),
    });
  }
  if (prepare) {
    scripts[prepareName] = prepare;
  }
  // husky's way for a published Yarn Berry package: pinst takes the
  // postinstall out of the package while it is packed, so its users' installs
  // never run it, and puts it back after.
  const withPinst = prepare !== undefined && prepareName === 'postinstall' && published;
  if (withPinst) {
    scripts.prepack = 'pinst --disable';
    scripts.postpack = 'pinst --enable';
    notes.push({id: 'publishedPinst'});
  }
  const packageEntry = project.entry('package.json');
  let dependencies: Record<string, string>;
  if (!existing) {
    dependencies = fields.devDependencies;
    const fresh = project.packageJson?.data ?? {
      name: packageNameOf(project.dir.split(/[\\/]/).pop() ?? ''),
      version: '0.1.0',
    };
    const manifest = {
      name: fresh.name,
      version: fresh.version,
      ...fields,
      scripts,
      ...(managerField ? {packageManager: managerField} : {}),
    };
    const text = `${JSON.stringify(manifest, null, 2)}\n`;
    changes.push(
      packageEntry.type === 'file'
        ? packageEntry.text === text
          ? {path: 'package.json', action: 'same'}
          : {path: 'package.json', action: 'update', before: packageEntry.text, text}
        : {path: 'package.json', action: 'create', text},
    );
  } else {
    const data = project.packageJson?.data ?? {};
    // The example's own app scripts run its files (dist/cli.js, vite), which
    // an existing project does not have (reliability F20): only the tools'
    // scripts go in, and the Lighthouse one where a preview server serves it.
    for (const name of exampleAppScripts) {
      delete scripts[name];
    }
    if (typeof data.scripts?.preview !== 'string') {
      delete scripts.lighthouse;
    }
    // tsc comes from the project's own TypeScript, which Setup never adds.
    // A type check of the project's own under another name (reselect's type-check) is enough.
    const ownTypeCheck = ['type-check', 'check-types', 'types', 'tsc'].some(
      (name) => typeof data.scripts?.[name] === 'string',
    );
    if (
      project.entry('tsconfig.json').type === 'missing' ||
      project.typescript === undefined ||
      ownTypeCheck
    ) {
      delete scripts.typecheck;
    } else if (/"references"\s*:/.test(textOf(project, 'tsconfig.json'))) {
      // tsc --noEmit checks nothing in a solution-style tsconfig.json.
      notes.push({id: 'projectReferences'});
      delete scripts.typecheck;
    }
    const createdText = changes
      .filter((change) => change.action === 'create')
      .map((change) => (change.action === 'create' ? change.text : ''))
      .join('\n');
    const wanted: Record<string, string> = {
      ...Object.fromEntries(
        Object.entries(fields.devDependencies).filter(([name]) => {
          const piece = toolDependencies[name];
          if (hooksAtTop && name === 'husky') {
            return false;
          }
          return piece
            ? on.has(piece)
            : createdText.includes(`'${name}'`) || createdText.includes(`'${name}/`);
        }),
      ),
      ...(withPinst ? {pinst: pinstRange} : {}),
    };
    // typescript-eslint's parser loads TypeScript, its peer dependency, which
    // npm, pnpm and Bun install on their own and Yarn does not.
    const typescriptPeer = fields.devDependencies.typescript;
    if (
      options.packageManager === 'yarn' &&
      'typescript-eslint' in wanted &&
      typescriptPeer &&
      !('typescript' in allDependencies(data))
    ) {
      wanted.typescript = typescriptPeer;
    }
    const nodeMajor = projectNodeMajor(project);
    const older: string[] = [];
    // A tool the workspace's other packages list keeps their range.
    const inWorkspace = project.workspaceRanges();
    for (const name of Object.keys(wanted)) {
      const range = inWorkspace[name];
      if (range !== undefined && !range.startsWith('workspace:')) {
        wanted[name] = range;
        continue;
      }
      const release = nodeMajor === undefined ? undefined : releaseFor(name, nodeMajor);
      if (release !== undefined && release !== wanted[name]) {
        wanted[name] = release;
        older.push(`${name}@${release}`);
      }
    }
    if (nodeMajor !== undefined && older.length > 0) {
      notes.push({id: 'olderReleases', major: nodeMajor, releases: older});
    }
    for (const [name, range] of Object.entries(allDependencies(data))) {
      if (name in wanted && majorOf(range) > 0 && majorOf(range) < majorOf(wanted[name])) {
        notes.push({id: 'keptDependency', name, range});
      }
    }
    const merged = mergePackageJson(data, fields, {scripts, dependencies: wanted}, notes, {
      // The package manager is pinned at the workspace's top, not in a package.
      field: prefix === '' ? managerField : undefined,
    });
    if (runner === 'simple-git-hooks') {
      merged['simple-git-hooks'] = {
        ...(data['simple-git-hooks'] as object),
        'commit-msg': commitMsgCommand[runner],
      };
    }
    const before = packageEntry.type === 'file' ? packageEntry.text : '';
    const text = editPackageJson(before, data, merged);
    changes.push(
      text === before
        ? {path: 'package.json', action: 'same'}
        : {path: 'package.json', action: 'update', before, text},
    );
    const present = allDependencies(data);
    dependencies = Object.fromEntries(
      Object.entries(wanted).filter(([name]) => !(name in present)),
    );
    const top = hooksAtTop ? project.workspaceTop : undefined;
    if (top) {
      const change = topPackageJsonChange(top, `${up}/package.json`, {
        script: prepareName,
        husky: project.workspaceRanges().husky ?? fields.devDependencies.husky ?? '',
      });
      changes.push(change);
      // The script the top's install runs, where the top does not have it.
      const script = `${up}/${installScriptPath}`;
      if (
        change.action === 'update' &&
        change.text.includes(installCommand) &&
        project.entry(script).type === 'missing'
      ) {
        const text = installScript(sources[options.kind][installScriptPath] ?? '', false);
        changes.push({path: script, action: 'create', text, piece: 'husky'});
      }
      if (!('husky' in allDependencies(top.data))) {
        dependencies.husky = fields.devDependencies.husky ?? '';
      }
    }
  }

  if (
    prettierFit &&
    !rewritesMuch(prettierFit) &&
    changes.some((change) => change.path === '.prettierrc' && change.action === 'create')
  ) {
    notes.push({
      id: 'prettierReach',
      changed: prettierFit.changed.length,
      total: prettierFit.total,
    });
  }
  // Component files Setup's ESLint and Prettier do not read (real projects
  // P16): said, with the framework's own plugins to add.
  const writesConfig = changes.some(
    (change) =>
      change.action === 'create' && /^(eslint\.config\.m?js|\.prettierrc)$/.test(change.path),
  );
  if (existing && writesConfig) {
    const dependencies = allDependencies(project.packageJson?.data);
    for (const [framework, extension, plugins] of frameworkFiles) {
      if (framework in dependencies) {
        notes.push({id: 'frameworkFiles', extension, plugins});
      }
    }
  }
  // A file the project's .gitignore ignores (a .vscode/ kept out of Git)
  // would stay behind uncommitted: Setup does not write it. The hooks are
  // written all the same, since they work from the folder.
  if (existing) {
    const ignored = project.ignored(
      changes
        .filter((change) => change.action === 'create' && !/(^|\/)\.husky\//.test(change.path))
        .map((change) => change.path),
    );
    if (ignored.size > 0) {
      notes.push({id: 'ignoredPaths', paths: [...ignored].sort()});
      changes = changes.filter((change) => !ignored.has(change.path));
    }
  }
  const husky =
    on.has('husky') && !notes.some((note) => note.id === 'hooksPath' || note.id === 'ownHooks');
  const hooksFolder = hooksAtTop ? `${up}/.husky` : '.husky';
  if (husky && project.entry(`${hooksFolder}/_`).type === 'symlink') {
    // husky writes its hook stubs there, and would write through the link (F16).
    return {refusal: {id: 'blockedPath', path: `${hooksFolder}/_`, reason: 'symlinkedFolder'}};
  }
  return {
    plan: {
      mode: existing ? 'existing' : 'new',
      options,
      pieces: on,
      changes: changes.sort((a, b) => a.path.localeCompare(b.path, 'en')),
      notes,
      dependencies,
      git: {
        init: !project.git,
        commit: !existing && !hasCommits,
        hooks: husky ? huskyFolderOf(project) : undefined,
        ...(runner ? {runner: project.hookManager?.install} : {}),
        template: template ? (prefix === '' ? '.gitmessage' : `${prefix}/.gitmessage`) : undefined,
      },
      checks: [
        ...(existing && !('typecheck' in scripts) ? [] : ['typecheck']),
        ...(on.has('eslint') ? ['lint'] : []),
        ...(on.has('prettier') ? ['format:check'] : []),
      ],
      createEnv: !existing && on.has('env'),
      ...(existing && !yarnClassic ? {lockfileCheck: frozenInstall[options.packageManager]} : {}),
    },
  };
}

function textOf(project: Project, file: string): string {
  const entry = project.entry(file);
  return entry.type === 'file' ? entry.text : '';
}
