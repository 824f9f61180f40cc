// What an existing project looked like before Setup touched it, kept in the
// repository's Git folder while the setup runs: every file the plan writes
// and every lockfile, byte for byte, the Git settings it sets, and whether
// node_modules and .husky/_ were there. When a step or a check fails, or the
// next run finds the journal of a run that was killed, the project is put
// back from it, so a failed setup never leaves a project half set up.
import {gitResult} from './git.ts';
import {createHash} from 'node:crypto';
import {lstatSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {createFile, removeLeftovers, replaceFile} from './atomicWrite.ts';
import {readEntry} from './detect.ts';
import {wayUp} from './rules/facts.ts';
import {removeEmptyFolders, restoreTree, type TreeState} from './treeState.ts';

/** The Git settings Setup may set in the repository's own config. */
const gitSettings = ['core.hooksPath', 'commit.template'] as const;

export type Journal = {
  /** The package's folder in its repository, "" at the top. */
  prefix: string;
  /**
   * Each path Setup may write, relative to the package: its bytes before
   * (base64, so a file in another encoding comes back unchanged), or null
   * when it was not a file.
   */
  files: Record<string, string | null>;
  /** Each Git setting Setup may set: its value before in the repository's config, or null. */
  git: Record<string, string | null>;
  nodeModules: boolean;
  /**
   * Yarn's Plug'n'Play install was there (.pnp.cjs, which Git ignores): an
   * install with node_modules removes it, so the put-back installs again.
   */
  pnp?: true;
  /** husky's folder, relative to the package (the repository's top's, in a monorepo); unset: .husky. */
  huskyFolder?: string;
  huskyStubs: boolean;
  /** Setup made the repository (an existing project without one): removed on the way back. */
  gitCreated: boolean;
  /** The package manager's install command, to bring node_modules back. */
  install: string;
  /** Where that install runs, relative to the package (the workspace's top); unset: the package. */
  installAt?: string;
  /** The whole repository's files, index and config (the project's own tools may write any of them). */
  tree?: TreeState;
};

/** Put back, some paths still differ from before: they are named. */
export class TreeDiffers extends Error {
  readonly paths: readonly string[];
  constructor(paths: readonly string[]) {
    super(`${paths.join(', ')} still differ from before`);
    this.paths = paths;
  }
}

/**
 * The journal of the run in the package at `prefix`: one per package, so
 * that one package's run never removes another's (reliability N-G).
 */
function journalFile(gitDir: string, prefix: string): string {
  const suffix =
    prefix === '' ? '' : `-${createHash('sha1').update(prefix).digest('hex').slice(0, 12)}`;
  return path.join(gitDir, `setup-essentials-journal${suffix}.json`);
}

function localSetting(dir: string, key: string): string | null {
  const result = gitResult(dir, ['config', '--local', '--get', key]);
  return result.status === 0 ? result.stdout.replace(/\n$/, '') : null;
}

/** The state of `paths` (the plan's files and the lockfiles) and of the Git settings, now. */
export function recordJournal(
  dir: string,
  prefix: string,
  paths: readonly string[],
  /** husky's folder, relative to the package; undefined: no husky. */
  husky: string | undefined,
  gitCreated: boolean,
  install: string,
): Journal {
  const files: Record<string, string | null> = {};
  for (const file of paths) {
    files[file] = fileBytes(path.join(dir, file));
  }
  return {
    prefix,
    files,
    git: Object.fromEntries(gitSettings.map((key) => [key, localSetting(dir, key)])),
    nodeModules: readEntry(path.join(dir, 'node_modules')).type !== 'missing',
    ...(readEntry(path.join(dir, '.pnp.cjs')).type === 'file' ? {pnp: true as const} : {}),
    huskyFolder: husky ?? '.husky',
    huskyStubs: husky !== undefined && readEntry(path.join(dir, husky, '_')).type !== 'missing',
    gitCreated,
    install,
  };
}

export function writeJournal(gitDir: string, journal: Journal): void {
  const file = journalFile(gitDir, journal.prefix);
  rmSync(file, {force: true});
  createFile(file, JSON.stringify(journal));
}

/** A file's bytes in base64, or null where there is no regular file. */
export function fileBytes(file: string): string | null {
  try {
    return lstatSync(file).isFile() ? readFileSync(file).toString('base64') : null;
  } catch {
    return null;
  }
}

/** The journal a run in this package left behind, if it did not finish. */
export function readJournal(gitDir: string, prefix: string): Journal | undefined {
  try {
    const journal = JSON.parse(readFileSync(journalFile(gitDir, prefix), 'utf8')) as Journal;
    return journal.prefix === prefix ? journal : undefined;
  } catch {
    return undefined;
  }
}

export function removeJournal(gitDir: string, prefix: string): void {
  rmSync(journalFile(gitDir, prefix), {force: true});
}

/** The folder a path relative to `dir` stays within: `dir`, or the top a "../.." leads to. */
function baseOf(dir: string, file: string): string {
  return path.join(dir, /^(\.\.\/)*/.exec(file)?.[0] ?? '');
}

/** Git's settings as the journal recorded them; a failure throws only when `required`. */
function restoreGitSettings(dir: string, journal: Journal, required: boolean): void {
  for (const [key, value] of Object.entries(journal.git)) {
    const args = value === null ? ['--unset', key] : [key, value];
    const result = gitResult(dir, ['config', '--local', ...args]);
    // Exit 5 of --unset: the setting is not there, as wanted.
    if (required && result.status !== 0 && !(value === null && result.status === 5)) {
      throw new Error(`git config ${key}: ${result.stderr.trim()}`);
    }
  }
}

/**
 * Puts the project back as the journal recorded it. `reinstall` brings
 * node_modules back in line with the restored package.json and lockfile; it
 * runs only when the journal's node_modules existed (otherwise the folder
 * the install made is removed). The lockfiles are restored once more after
 * it, since an install may rewrite them.
 */
export async function restore(
  dir: string,
  journal: Journal,
  reinstall: () => Promise<void>,
): Promise<void> {
  // Setup's own files and folders go first, which frees the space a full
  // disk needs to write the reader's files back.
  const removeCreated = () => {
    for (const [file, bytes] of Object.entries(journal.files)) {
      const absolute = path.join(dir, file);
      removeLeftovers(absolute);
      if (bytes === null) {
        if (readEntry(absolute).type === 'file') {
          rmSync(absolute);
        }
        // Also a folder made for a file a full disk then kept from being written.
        removeEmptyFolders(baseOf(dir, file), path.dirname(absolute));
      }
    }
  };
  const putBack = () => {
    for (const [file, bytes] of Object.entries(journal.files)) {
      const absolute = path.join(dir, file);
      const now = readEntry(absolute).type;
      if (bytes === null || (now === 'file' && fileBytes(absolute) === bytes)) {
        continue;
      }
      if (now === 'file') {
        replaceFile(absolute, Buffer.from(bytes, 'base64'));
      } else if (now === 'missing') {
        createFile(absolute, Buffer.from(bytes, 'base64'));
      }
    }
  };
  // Git's settings first, so that a put-back stopped at a file (one made
  // immutable, say) leaves no core.hooksPath at a removed .husky/_; again,
  // and this time required, once the files have freed the space it needs.
  restoreGitSettings(dir, journal, false);
  removeCreated();
  if (!journal.huskyStubs) {
    const husky = journal.huskyFolder ?? '.husky';
    rmSync(path.join(dir, husky, '_'), {recursive: true, force: true});
    removeEmptyFolders(baseOf(dir, husky), path.join(dir, husky));
  }
  if (!journal.nodeModules) {
    rmSync(path.join(dir, 'node_modules'), {recursive: true, force: true});
  }
  putBack();
  restoreGitSettings(dir, journal, true);
  if (journal.nodeModules || journal.pnp) {
    await reinstall();
    removeCreated();
    putBack();
  }
  if (journal.tree) {
    const top = path.join(dir, wayUp(journal.prefix));
    const left = restoreTree(top, journal.tree);
    if (left.length > 0) {
      throw new TreeDiffers(left);
    }
  }
  if (journal.gitCreated) {
    rmSync(path.join(dir, '.git'), {recursive: true, force: true});
  }
}
