// The project as a Docker build or a source archive gets it: the files the
// reader commits, copied into a temporary folder that is no Git work tree,
// where the package manager installs it with its scripts on. The install
// scripts Setup adds must pass there, as they pass in a clone.
import {
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {PackageJson} from './detect.ts';
import {committableFiles} from './git.ts';
import type {FileChange} from './plan.ts';

/** The scripts a package manager runs when it installs the project itself. */
const installScripts = [
  'preinstall',
  'install',
  'postinstall',
  'preprepare',
  'prepare',
  'postprepare',
] as const;

/** Whether `after` runs other install scripts than `before`: only then is there something new to prove. */
function changesInstallScripts(
  before: PackageJson | undefined,
  after: PackageJson | undefined,
): boolean {
  return installScripts.some((name) => before?.scripts?.[name] !== after?.scripts?.[name]);
}

/** Whether the plan changes a script that an install of the project (or of its workspace's top) runs. */
export function changesInstall(changes: readonly FileChange[]): boolean {
  const parsed = (text: string | undefined) => {
    try {
      return text === undefined ? undefined : (JSON.parse(text) as PackageJson);
    } catch {
      return undefined;
    }
  };
  return changes.some(
    (change) =>
      /(^|\/)package\.json$/.test(change.path) &&
      change.action !== 'same' &&
      changesInstallScripts(
        parsed(change.action === 'update' ? change.before : undefined),
        parsed(change.text),
      ),
  );
}

/** Git's variables that would lead it from the export to the reader's repository. */
const gitLocation = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_COMMON_DIR',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_NAMESPACE',
  'GIT_DISCOVERY_ACROSS_FILESYSTEM',
];

/**
 * The environment of the install in the export: Git finds no repository
 * around it, and HUSKY=0 of the reader's shell does not hide what a build
 * without it meets.
 */
export function exportEnv(folder: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GIT_CEILING_DIRECTORIES: path.dirname(folder),
    // The project's install just filled the cache: no need to ask the registry again.
    npm_config_prefer_offline: 'true',
  };
  for (const name of [...gitLocation, 'HUSKY']) {
    delete env[name];
  }
  return env;
}

export type Export = {folder: string; remove: () => void};

/**
 * A copy of `root`'s files that Git tracks or would commit (not those it
 * ignores), with `overlay` written over them: a file's bytes (base64), or
 * null for a file that is not there. Links are copied as links, never read.
 */
export function exportProject(
  root: string,
  overlay: Readonly<Record<string, string | null>> = {},
): Export {
  const folder = mkdtempSync(path.join(tmpdir(), 'setup-essentials-export-'));
  for (const file of new Set(committableFiles(root))) {
    copyEntry(path.join(root, file), path.join(folder, file));
  }
  for (const [file, bytes] of Object.entries(overlay)) {
    const target = path.join(folder, file);
    rmSync(target, {force: true});
    if (bytes !== null) {
      mkdirSync(path.dirname(target), {recursive: true});
      writeFileSync(target, Buffer.from(bytes, 'base64'));
    }
  }
  return {folder, remove: () => rmSync(folder, {recursive: true, force: true})};
}

/** A file or a link, copied as it is; anything else (a deleted file, a submodule) is left out. */
function copyEntry(from: string, to: string): void {
  let stat;
  try {
    stat = lstatSync(from);
  } catch {
    return;
  }
  if (!stat.isFile() && !stat.isSymbolicLink()) {
    return;
  }
  mkdirSync(path.dirname(to), {recursive: true});
  if (stat.isSymbolicLink()) {
    symlinkSync(readlinkSync(from), to);
  } else {
    copyFileSync(from, to);
  }
}
