// Reads the folder the command runs in, without changing anything: what kind
// of folder it is, what the project already has, and Git's state around it.
import {gitOutput, gitResult, ignoredPaths} from './git.ts';
import type {PackageJson} from './manifest.ts';

export type {DevEngine, PackageJson} from './manifest.ts';
import {createHash} from 'node:crypto';
import {isUtf8} from 'node:buffer';
import {existsSync, lstatSync, readdirSync, readFileSync, realpathSync} from 'node:fs';
import {homedir, userInfo} from 'node:os';
import path from 'node:path';
import {parseTree, type Node as JsonNode} from 'jsonc-parser';
import {sampleSources, styleOf, type CodeStyle} from './codeStyle.ts';
import {hookManagerOf, type HookManager} from './hookManagers.ts';
import {otherTools, type OtherTool} from './otherTools.ts';
import type {PackageManager} from './packageManagers.ts';
import {memberFolders, workspacePatterns} from './workspaces.ts';

/** What is at a path of the folder. */
export type Entry =
  | {type: 'missing'}
  | {type: 'file'; text: string}
  | {type: 'symlink'; /** Whether it leads to something that exists. */ resolves: boolean}
  | {type: 'directory'}
  | {type: 'other'};

export type GitState = {
  /** The repository's top folder. */
  root: string;
  gitDir: string;
  /** The project folder relative to the top, with "/" and no trailing slash; "" at the top. */
  prefix: string;
  /** A merge, rebase, cherry-pick or revert under way: its commit would take Setup's files. */
  operation?: 'merge' | 'rebase' | 'cherry-pick' | 'revert';
  hasCommits: boolean;
  hooksPath?: string;
  /** Hooks of the reader's own in .git/hooks (not the .sample files). */
  ownHooks: string[];
  template?: string;
  /** A linked worktree (git worktree add): its config is the whole repository's. */
  linkedWorktree: boolean;
  /** A new project's setup started here and has not made its first commit yet. */
  unfinished: boolean;
};

/** Why Setup cannot work with a package.json; worded by messages.ts. */
export type PackageJsonProblem =
  | {kind: 'notAFile'}
  | {kind: 'byteOrderMark'}
  /** Bytes that are not UTF-8 (a Latin-1 "café"), which an edit would turn into U+FFFD. */
  | {kind: 'notUtf8'}
  | {kind: 'notAnObject'}
  /** JSON.parse's own words. */
  | {kind: 'syntax'; message: string}
  /** `key`: its path, "scripts.prepare" for one inside scripts. */
  | {kind: 'keyTwice'; key: string}
  | {kind: 'fieldNotAnObject'; field: string}
  /** A field npm itself refuses when it is no string (devEngines.runtime.name: 5). */
  | {kind: 'fieldNotAString'; field: string}
  /** It exists, and this user may not read it (EACCES). */
  | {kind: 'unreadable'; code: string};

/**
 * What the planner reads on demand, beyond the facts detect() reads up
 * front: every read of a file, of Git or of installed packages that the
 * plan needs goes through these, and a unit test answers them from memory
 * (cli/test/unit/snapshot.ts). Each reads once and remembers.
 */
export type ProjectReader = {
  /** What is at a path of the folder. */
  entry: (relative: string) => Entry;
  /** Of `paths` (relative to the folder), those the project's Git ignores. */
  ignored: (paths: readonly string[]) => Set<string>;
  /** The style of the project's code (a sample of its sources). */
  codeStyle: () => CodeStyle | undefined;
  /**
   * The dependency ranges the workspace's other packages list (the folder
   * being the workspace's top or one of its packages), by name.
   */
  workspaceRanges: () => Readonly<Record<string, string>>;
  /** The names in each of the workspace's other packages' folders, package by package. */
  workspaceNames: () => readonly (readonly string[])[];
  /** The engines.node of the installed direct dependencies, for a project with none of its own. */
  dependencyNodeRanges: () => readonly string[];
};

export type Project = ProjectReader & {
  dir: string;
  /** The names in the folder, sorted. */
  names: string[];
  isHome: boolean;
  packageJson?: {text: string; data: PackageJson};
  /** package.json exists but Setup cannot work with it: why. */
  packageJsonError?: PackageJsonProblem;
  git?: GitState;
  /** Where there is no repository yet: the hooks its `git init` would bring. */
  newRepositoryHooks?: Pick<GitState, 'hooksPath' | 'ownHooks'>;
  /** Git refuses the repository here: its message. */
  gitError?: string;
  /**
   * Where Git finds no repository, one in a folder above that Git does not
   * look into from here (GIT_CEILING_DIRECTORIES, another file system).
   */
  hiddenRepository?: string;
  /** GIT_DIR, GIT_WORK_TREE or their kin, set in the shell: Git would work on other files. */
  gitVariable?: string;
  lockfile?: {manager: PackageManager; file: string};
  /** Whether .js files are ES modules here ("type": "module"). */
  esm: boolean;
  /** The installed TypeScript's version, or the range package.json asks for. */
  typescript?: string;
  react: boolean;
  /** The names at the repository's top, for a package below it. */
  topNames?: readonly string[];
  /** Another linter the project already uses instead of ESLint. */
  otherLinter?: OtherTool;
  /** The config file that stops installs from running scripts (.npmrc's ignore-scripts), if any. */
  scriptsOff?: string;
  /** The hook manager that runs the project's Git hooks, here or at the repository's top. */
  hookManager?: HookManager & {atTop: boolean};
  /** Another formatter the project already uses instead of Prettier. */
  otherFormatter?: OtherTool;
  /** Whether the folder is a monorepo's top: it lists workspace packages that exist. */
  isWorkspaceTop: boolean;
  /** The workspace's top, for a package of a monorepo whose top is the repository's. */
  workspaceTop?: {text: string; data: PackageJson};
};

const lockfileManagers: readonly [string, PackageManager][] = [
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
];

/** Written into .git (never committed) while a new project is being set up. */
export function unfinishedMarker(gitDir: string): string {
  return path.join(gitDir, 'setup-essentials-unfinished');
}

/** What the marker holds: the project's folder, and a hash of the package.json Setup writes. */
export function markerText(prefix: string, packageJsonText: string): string {
  return JSON.stringify({prefix, packageJson: sha256(packageJsonText)});
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Whether a new project's setup started in this folder and its first commit
 * is still to be made: the marker names this folder, package.json is in no
 * commit (a failed commit may have staged it), and it is missing or still
 * what Setup wrote. Once the reader commits it or changes it, the project is
 * an existing one, whose files are kept.
 */
function isUnfinished(dir: string, gitDir: string, prefix: string): boolean {
  const marker = readEntry(unfinishedMarker(gitDir));
  if (marker.type !== 'file') {
    return false;
  }
  let written: {prefix?: unknown; packageJson?: unknown};
  try {
    written = JSON.parse(marker.text) as typeof written;
  } catch {
    return false;
  }
  const packageJson = readEntry(path.join(dir, 'package.json'));
  return (
    written.prefix === prefix &&
    (packageJson.type === 'missing' ||
      (packageJson.type === 'file' && sha256(packageJson.text) === written.packageJson)) &&
    !gitOutput(dir, ['ls-tree', '--name-only', 'HEAD', '--', 'package.json'])
  );
}

export function readEntry(file: string): Entry {
  try {
    const stats = lstatSync(file);
    if (stats.isSymbolicLink()) {
      return {type: 'symlink', resolves: existsSync(file)};
    }
    if (stats.isDirectory()) {
      return {type: 'directory'};
    }
    return stats.isFile() ? {type: 'file', text: readFileSync(file, 'utf8')} : {type: 'other'};
  } catch {
    return {type: 'missing'};
  }
}

/** The hooks in a hooks folder that are the reader's own (not Git's .sample files). */
function hooksIn(folder: string): string[] {
  try {
    return readdirSync(folder).filter((name) => !name.endsWith('.sample'));
  } catch {
    return [];
  }
}

/**
 * A folder above `dir` holding a .git, which Git did not find: a git init
 * here would make a repository inside a tracked folder of it (reliability N-J).
 */
function repositoryAbove(dir: string): string | undefined {
  for (let folder = path.dirname(dir); ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, '.git'))) {
      return folder;
    }
    if (path.dirname(folder) === folder) {
      return undefined;
    }
  }
}

/**
 * Why Git refuses the repository around `dir` (a repository owned by another
 * user, a .git file that points nowhere), in Git's words on one line, its
 * hint included (the safe.directory command); undefined when
 * there is a repository Git works with, or none at all.
 */
function gitRefusal(dir: string): string | undefined {
  const result = gitResult(dir, ['rev-parse', '--show-toplevel']);
  if (result.status === 0) {
    return undefined;
  }
  const message = result.stderr.trim();
  // No repository up to the top, or up to a mount point (a volume, a USB disk).
  return /not a git repository \(or any (of the parent directories|parent up to mount point)/i.test(
    message,
  ) || !message.startsWith('fatal:')
    ? undefined
    : message
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ');
}

function readGit(dir: string): GitState | undefined {
  const root = gitOutput(dir, ['rev-parse', '--show-toplevel']);
  if (root === undefined) {
    return undefined;
  }
  const gitDir = gitOutput(dir, ['rev-parse', '--absolute-git-dir']) ?? path.join(root, '.git');
  // In a linked worktree the hooks live in the common folder, not in gitDir (F4).
  const hooksFolder = path.resolve(
    dir,
    gitOutput(dir, ['rev-parse', '--git-path', 'hooks']) ?? path.join(gitDir, 'hooks'),
  );
  const prefix = path.relative(realPath(root), realPath(dir)).split(path.sep).join('/');
  return {
    root,
    gitDir,
    prefix,
    hasCommits: gitOutput(dir, ['rev-parse', '--verify', '-q', 'HEAD']) !== undefined,
    hooksPath: gitOutput(dir, ['config', 'core.hooksPath']),
    ownHooks: hooksIn(hooksFolder),
    template: gitOutput(dir, ['config', 'commit.template']),
    linkedWorktree:
      path.resolve(dir, gitOutput(dir, ['rev-parse', '--git-common-dir']) ?? gitDir) !== gitDir,
    unfinished: isUnfinished(dir, gitDir, prefix),
    ...operationIn(gitDir),
  };
}

/** The files by which Git marks an operation under way in its folder, by the operation's name. */
const operationMarks = [
  ['merge', 'MERGE_HEAD'],
  ['rebase', 'rebase-merge'],
  ['rebase', 'rebase-apply'],
  ['cherry-pick', 'CHERRY_PICK_HEAD'],
  ['revert', 'REVERT_HEAD'],
] as const;

/** A merge, rebase, cherry-pick or revert under way in this work tree, if any. */
function operationIn(gitDir: string): Pick<GitState, 'operation'> {
  const found = operationMarks.find(([, mark]) => existsSync(path.join(gitDir, mark)));
  return found ? {operation: found[0]} : {};
}

/**
 * For a folder with no repository: the hooks a `git init` there would start
 * with (a global core.hooksPath, or the hooks of init.templateDir), so that a
 * new project does not switch off a company's hooks either (F3).
 */
function hooksOfNewRepository(dir: string): Pick<GitState, 'hooksPath' | 'ownHooks'> {
  const templateDir = gitOutput(dir, ['config', '--path', 'init.templateDir']);
  return {
    hooksPath: gitOutput(dir, ['config', 'core.hooksPath']),
    ownHooks: templateDir ? hooksIn(path.join(path.resolve(dir, templateDir), 'hooks')) : [],
  };
}

/** The path of the first key an object of the JSON tree has twice, or undefined. */
function keyTwice(node: JsonNode | undefined, at = ''): string | undefined {
  if (node?.type === 'object') {
    const seen = new Set<string>();
    const twice = (node.children ?? [])
      .map((property) => String(property.children?.[0]?.value))
      .find((key) => seen.size === seen.add(key).size);
    if (twice !== undefined) {
      return `${at}${twice}`;
    }
  }
  for (const child of node?.children ?? []) {
    const key = node?.type === 'object' ? `${at}${String(child.children?.[0]?.value)}.` : at;
    const found = keyTwice(node?.type === 'object' ? child.children?.[1] : child, key);
    if (found !== undefined) {
      return found;
    }
  }
  return undefined;
}

function readPackageJson(dir: string): Pick<Project, 'packageJson' | 'packageJsonError'> {
  const file = path.join(dir, 'package.json');
  const entry = readEntry(file);
  if (entry.type === 'missing') {
    // There, but not for this user: no "it has no package.json" (re-run N47).
    try {
      readFileSync(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      return code === 'ENOENT' ? {} : {packageJsonError: {kind: 'unreadable', code}};
    }
    return {};
  }
  if (entry.type !== 'file') {
    return {packageJsonError: {kind: 'notAFile'}};
  }
  if (!isUtf8(readFileSync(path.join(dir, 'package.json')))) {
    return {packageJsonError: {kind: 'notUtf8'}};
  }
  if (entry.text.startsWith('\uFEFF')) {
    // npm reads it, but Setup's edits would have to keep an invisible character (F27).
    return {packageJsonError: {kind: 'byteOrderMark'}};
  }
  try {
    const data: unknown = JSON.parse(entry.text);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return {packageJsonError: {kind: 'notAnObject'}};
    }
    // npm reads the last of two equal keys; Setup's edits would go into the
    // first (J15), at the top or inside ("scripts" with two "prepare": N-I).
    const twice = keyTwice(parseTree(entry.text));
    if (twice !== undefined) {
      return {packageJsonError: {kind: 'keyTwice', key: twice}};
    }
    return {packageJson: {text: entry.text, data: data as PackageJson}};
  } catch (error) {
    return {
      packageJsonError: {
        kind: 'syntax',
        message: error instanceof Error ? error.message : String(error),
      },
    };
  }
}

/** The lockfile of the project, or of the workspace root above it up to the Git top. */
function findLockfile(dir: string, top: string | undefined): Project['lockfile'] {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    for (const [file, manager] of lockfileManagers) {
      if (readEntry(path.join(folder, file)).type === 'file') {
        return {manager, file: path.relative(dir, path.join(folder, file)) || file};
      }
    }
    if (!top || folder === top || path.dirname(folder) === folder) {
      return undefined;
    }
  }
}

/** An installed package's package.json, found from `dir` up to `top` (a workspace's hoisted one). */
function installedManifest(
  dir: string,
  name: string,
  top = dir,
): {version?: string; engines?: {node?: unknown}} | undefined {
  const entry = readEntry(installedFile(dir, top, `${name}/package.json`));
  if (entry.type !== 'file') {
    return undefined;
  }
  try {
    return JSON.parse(entry.text) as {version?: string; engines?: {node?: unknown}};
  } catch {
    return undefined;
  }
}

export function installedVersion(dir: string, name: string, top = dir): string | undefined {
  return installedManifest(dir, name, top)?.version;
}

/**
 * The engines.node of each direct dependency installed in the folder: what
 * Node a project without engines of its own runs on (SvelteKit's vite
 * still runs on Node 20, and its .npmrc's engine-strict refuses a tool
 * that does not).
 */
function dependencyNodeRanges(dir: string, names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const node = installedManifest(dir, name)?.engines?.node;
    return typeof node === 'string' ? [node] : [];
  });
}

/** Names only a home folder holds: a folder with any of them is never set up. */
const homeMarks = new Set([
  '.ssh',
  'Desktop',
  'Downloads',
  '.bashrc',
  '.bash_profile',
  '.zshrc',
  '.profile',
]);

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

/**
 * Whether `dir` is a home folder: the HOME of this shell or of the user
 * running it (they differ under sudo), compared by real path (HOME may be a
 * symbolic link), or any folder that holds what only a home folder holds
 * (reliability review F9).
 */
function isHomeFolder(dir: string, names: readonly string[]): boolean {
  const homes = [homedir()];
  try {
    homes.push(userInfo().homedir);
  } catch {
    // A user with no entry in the system's user list has only HOME.
  }
  const real = realPath(dir);
  return homes.some((home) => realPath(home) === real) || names.some((name) => homeMarks.has(name));
}

/** A file of an installed package, nearest to `dir` up to `top` (a workspace may hoist it there). */
export function installedFile(dir: string, top: string, file: string): string {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', file);
    if (existsSync(candidate) || folder === top || path.dirname(folder) === folder) {
      return candidate;
    }
  }
}

export function allDependencies(data: PackageJson | undefined): Record<string, string> {
  return {
    ...data?.peerDependencies,
    ...data?.dependencies,
    ...data?.devDependencies,
  };
}

/**
 * Settings that keep an install from running the project's own scripts
 * (prepare among them). Not Yarn 4's enableScripts: false, which stops
 * dependencies' scripts but still runs the project's postinstall, where
 * the hooks go (content review W8).
 */
const scriptsOffSettings: readonly [file: string, setting: RegExp][] = [
  ['.npmrc', /^\s*ignore-scripts\s*=\s*true\s*$/m],
];

/** The file in the folder or at the repository's top that turns install scripts off. */
function scriptsOffIn(dir: string, top: string | undefined): string | undefined {
  for (const folder of top && top !== dir ? [dir, top] : [dir]) {
    for (const [file, setting] of scriptsOffSettings) {
      const entry = readEntry(path.join(folder, file));
      if (entry.type === 'file' && setting.test(entry.text)) {
        return path.relative(dir, path.join(folder, file));
      }
    }
  }
  return undefined;
}

/** `read`, called at most once. */
function once<T>(read: () => T): () => T {
  let value: {read: T} | undefined;
  return () => (value ??= {read: read()}).read;
}

type Folder = {dir: string; data?: PackageJson; names: readonly string[]};

/** The hook manager of the package's folder, or else of the repository's top. */
function hookManagerIn(own: Folder, top?: Folder): Project['hookManager'] {
  for (const folder of top ? [own, top] : [own]) {
    const manager = hookManagerOf({
      data: folder.data,
      names: folder.names,
      read: (name) => {
        const entry = readEntry(path.join(folder.dir, name));
        return entry.type === 'file' ? entry.text : undefined;
      },
    });
    if (manager) {
      return {...manager, atTop: folder !== own};
    }
  }
  return undefined;
}

type Workspace = {top: string; folders: readonly string[]};

/** The package folders of the workspace whose top is `top` (none: no workspace). */
function workspaceOf(
  top: string,
  data: PackageJson | undefined,
  names: readonly string[],
): Workspace {
  const pnpm = names.includes('pnpm-workspace.yaml')
    ? readEntry(path.join(top, 'pnpm-workspace.yaml'))
    : undefined;
  const patterns = workspacePatterns(data, pnpm?.type === 'file' ? pnpm.text : undefined);
  return {top, folders: patterns.length > 0 ? memberFolders(top, patterns) : []};
}

/** The ranges the workspace's packages other than `dir` list, the first one found by name. */
/** The folders of the workspace's packages other than `dir`'s. */
function otherMembers(workspace: Workspace, dir: string): string[] {
  return workspace.folders
    .map((folder) => path.join(workspace.top, folder))
    .filter((member) => realPath(member) !== realPath(dir));
}

function rangesOf(workspace: Workspace, dir: string): Record<string, string> {
  const ranges: Record<string, string> = {};
  for (const member of otherMembers(workspace, dir)) {
    for (const [name, range] of Object.entries(
      allDependencies(readPackageJson(member).packageJson?.data),
    )) {
      ranges[name] ??= range;
    }
  }
  return ranges;
}

function namesOf(workspace: Workspace, dir: string): string[][] {
  return otherMembers(workspace, dir).map((member) => {
    try {
      return readdirSync(member);
    } catch {
      return [];
    }
  });
}

export function detect(dir: string): Project {
  const entries = new Map<string, Entry>();
  const names = readdirSync(dir).sort();
  const packageJson = readPackageJson(dir);
  // With one of these set, Git reads other files: the plan refuses, so none is read.
  const gitVariable = [
    'GIT_DIR',
    'GIT_WORK_TREE',
    'GIT_INDEX_FILE',
    'GIT_COMMON_DIR',
    'GIT_OBJECT_DIRECTORY',
  ].find((name) => process.env[name]);
  const gitState = gitVariable ? undefined : readGit(dir);
  const data = packageJson.packageJson?.data;
  const dependencies = allDependencies(data);
  // A package's tools may live at the workspace's top (oxlint at a Bun monorepo's root).
  const below = gitState !== undefined && realPath(gitState.root) !== realPath(dir);
  const topPackageJson = below ? readPackageJson(gitState.root).packageJson : undefined;
  const top = below ? {data: topPackageJson?.data, names: readdirSync(gitState.root)} : undefined;
  const ownMembers = workspaceOf(dir, data, names);
  const topMembers = top && gitState ? workspaceOf(gitState.root, top.data, top.names) : undefined;
  const others = otherTools(
    {data, names, installed: (name) => installedVersion(dir, name) !== undefined},
    top,
  );
  return {
    dir,
    names,
    isHome: isHomeFolder(dir, names),
    ...packageJson,
    git: gitState,
    ...(gitState || gitVariable
      ? {gitVariable}
      : {
          newRepositoryHooks: hooksOfNewRepository(dir),
          gitError: gitRefusal(dir),
          hiddenRepository: repositoryAbove(dir),
        }),
    lockfile: findLockfile(dir, gitState?.root),
    esm: data?.type === 'module',
    typescript: installedVersion(dir, 'typescript') ?? dependencies.typescript,
    react: 'react' in dependencies,
    topNames: top?.names,
    codeStyle: once(() => styleOf(sampleSources(dir))),
    otherLinter: others.linter,
    otherFormatter: others.formatter,
    scriptsOff: scriptsOffIn(dir, gitState?.root),
    dependencyNodeRanges: once(() => dependencyNodeRanges(dir, Object.keys(dependencies))),
    isWorkspaceTop: ownMembers.folders.length > 0,
    // Only a folder the top's patterns list is its package (tools/x beside packages/*
    // is a project of its own, which npm installs on its own).
    ...(topPackageJson && topMembers?.folders.includes(gitState?.prefix ?? '')
      ? {workspaceTop: topPackageJson}
      : {}),
    workspaceRanges: once(() => {
      const workspace = ownMembers.folders.length > 0 ? ownMembers : topMembers;
      return workspace ? rangesOf(workspace, dir) : {};
    }),
    workspaceNames: once(() => {
      const workspace = ownMembers.folders.length > 0 ? ownMembers : topMembers;
      return workspace ? namesOf(workspace, dir) : [];
    }),
    hookManager: hookManagerIn(
      {dir, data, names},
      top && gitState ? {dir: gitState.root, ...top} : undefined,
    ),
    // The plan asks for some paths more than once (tsconfig.json, say): read each once.
    ignored: (paths) => {
      return gitState ? ignoredPaths(dir, paths) : new Set();
    },
    entry: (relative) => {
      const known = entries.get(relative) ?? readEntry(path.join(dir, relative));
      entries.set(relative, known);
      return known;
    },
  };
}
