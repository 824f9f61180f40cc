// The whole working tree of a repository as it was before Setup's first
// write: every file Git tracks or would add (not those it ignores), with its
// mode, and Git's index and local config. The project's own tools run during
// a setup (its lint, its prepare script) and may rewrite files Setup never
// planned to touch; a failed run puts all of them back, removes what
// appeared, and then compares, so that "as it was before" is a finding.
// A file equal to its blob in Git's index is kept as that blob's name, the
// rest byte for byte, so the record stays small in a large repository.
import {createHash} from 'node:crypto';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import {createFile, replaceFile} from './atomicWrite.ts';
import {committableFiles, gitBlob, gitOutput, indexBlobs} from './git.ts';

type FileState = {
  /** The permission bits. */
  mode: number;
  /** The name of the index's blob the file equals, byte for byte. */
  blob?: string;
  /** Otherwise its bytes, in base64. */
  bytes?: string;
  /** A symbolic link's target. */
  link?: string;
};

export type TreeState = {
  /** Each file, relative to the repository's top. */
  files: Record<string, FileState>;
  /** Git's index and the repository's config file, in base64 (null: there was none). */
  index: string | null;
  config: string | null;
};

/** Removes `folder` and the folders above it, up to `dir`, while they are empty. */
export function removeEmptyFolders(dir: string, folder: string): void {
  for (let current = folder; current !== dir && current.startsWith(dir);) {
    try {
      rmdirSync(current);
    } catch {
      return;
    }
    current = path.dirname(current);
  }
}

/** Git's name for a blob of `bytes`, in the repository's hash (SHA-1, or SHA-256 where names are 64 long). */
function blobName(bytes: Buffer, length: number): string {
  const hash = createHash(length === 64 ? 'sha256' : 'sha1');
  hash.update(`blob ${bytes.length}\0`);
  hash.update(bytes);
  return hash.digest('hex');
}

function bytesOf(file: string): string | null {
  try {
    return readFileSync(file).toString('base64');
  } catch {
    return null;
  }
}

/** Where Git keeps `name` (index, config) for this work tree. */
function gitPath(top: string, name: string): string | undefined {
  const found = gitOutput(top, ['rev-parse', '--path-format=absolute', '--git-path', name]);
  return found ? path.resolve(top, found) : undefined;
}

/** A file's state now, or undefined where there is none (a folder, a submodule, nothing). */
function stateOf(file: string, blobs: ReadonlyMap<string, string>, relative: string) {
  let stat;
  try {
    stat = lstatSync(file);
  } catch {
    return undefined;
  }
  const mode = stat.mode & 0o777;
  if (stat.isSymbolicLink()) {
    return {mode, link: readlinkSync(file)};
  }
  if (!stat.isFile()) {
    return undefined;
  }
  const bytes = readFileSync(file);
  const blob = blobs.get(relative);
  return blob && blobName(bytes, blob.length) === blob
    ? {mode, blob}
    : {mode, bytes: bytes.toString('base64')};
}

/** The repository's tree, index and config now. */
export function recordTree(top: string): TreeState {
  const blobs = indexBlobs(top);
  const files: Record<string, FileState> = {};
  for (const relative of new Set(committableFiles(top))) {
    // An install's folder, where no .gitignore names it: the install puts it back.
    if (relative.split('/').includes('node_modules')) {
      continue;
    }
    const state = stateOf(path.join(top, relative), blobs, relative);
    if (state) {
      files[relative] = state;
    }
  }
  const index = gitPath(top, 'index');
  const config = gitPath(top, 'config');
  return {
    files,
    index: index ? bytesOf(index) : null,
    config: config ? bytesOf(config) : null,
  };
}

function sameState(now: FileState | undefined, before: FileState): boolean {
  return (
    now?.mode === before.mode &&
    now.link === before.link &&
    now.blob === before.blob &&
    now.bytes === before.bytes
  );
}

/**
 * The paths that differ from `before`: files changed, gone or with another
 * mode, files that appeared, and the index or config when they changed.
 */
export function treeDifferences(top: string, before: TreeState): string[] {
  const now = recordTree(top);
  const changed = Object.entries(before.files)
    .filter(([file, state]) => !sameState(now.files[file], state))
    .map(([file]) => file);
  const appeared = Object.keys(now.files).filter((file) => !(file in before.files));
  const git = (['index', 'config'] as const).filter((name) => now[name] !== before[name]);
  return [...changed, ...appeared, ...git.map((name) => `.git/${name}`)].sort();
}

/** Writes a file back as it was; where its bytes cannot be had, the file now stays. */
function writeBack(top: string, file: string, state: FileState): void {
  const absolute = path.join(top, file);
  const bytes =
    state.link !== undefined
      ? undefined
      : state.blob
        ? gitBlob(top, state.blob)
        : Buffer.from(state.bytes ?? '', 'base64');
  if (state.link === undefined && !bytes) {
    return;
  }
  rmSync(absolute, {force: true, recursive: true});
  mkdirSync(path.dirname(absolute), {recursive: true});
  if (bytes) {
    createFile(absolute, bytes);
    chmodSync(absolute, state.mode);
  } else if (state.link !== undefined) {
    symlinkSync(state.link, absolute);
  }
}

/** Writes `bytes` (base64) back to Git's file `name`, where it changed. */
function putBackGitFile(top: string, name: 'index' | 'config', bytes: string | null): void {
  const file = gitPath(top, name);
  if (!file || bytesOf(file) === bytes) {
    return;
  }
  if (bytes === null) {
    rmSync(file, {force: true});
  } else {
    replaceFile(file, Buffer.from(bytes, 'base64'));
  }
}

/**
 * Puts the tree, the index and the config back as `before` recorded them,
 * and removes the files that appeared since. Returns what still differs.
 */
export function restoreTree(top: string, before: TreeState): string[] {
  // The index first: which files Git tracks decides which ones "appeared".
  putBackGitFile(top, 'index', before.index);
  putBackGitFile(top, 'config', before.config);
  const now = recordTree(top);
  for (const [file, state] of Object.entries(before.files)) {
    if (!sameState(now.files[file], state)) {
      try {
        writeBack(top, file, state);
      } catch {
        // Named with the rest of what still differs.
      }
    }
  }
  for (const file of Object.keys(now.files)) {
    if (!(file in before.files)) {
      rmSync(path.join(top, file), {force: true});
      removeEmptyFolders(top, path.dirname(path.join(top, file)));
    }
  }
  return treeDifferences(top, before);
}
