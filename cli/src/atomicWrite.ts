// Writes that never leave a file half written. The text goes to a temporary
// file beside the target and is flushed to disk; then a new file is linked
// into place (which fails if the name appeared meanwhile) and a changed file
// is renamed over the old one. A kill or a full disk leaves the old file, or
// no file, never a truncated one (reliability review F7, F8).
import {
  closeSync,
  constants,
  copyFileSync,
  fsyncSync,
  linkSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

function writeTemporary(file: string, text: string, mode: number): string {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.setup-${process.pid}.tmp`,
  );
  try {
    const descriptor = openSync(temporary, 'wx', mode);
    try {
      writeSync(descriptor, text);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  } catch (error) {
    rmSync(temporary, {force: true});
    throw error;
  }
  return temporary;
}

/** Creates `file` with `text`; throws EEXIST when a file of that name exists. */
export function createFile(file: string, text: string): void {
  const temporary = writeTemporary(file, text, 0o666);
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw error;
    }
    // A file system without hard links: copy, and remove a copy that failed half way.
    try {
      copyFileSync(temporary, file, constants.COPYFILE_EXCL);
    } catch (copyError) {
      if ((copyError as NodeJS.ErrnoException).code !== 'EEXIST') {
        rmSync(file, {force: true});
      }
      throw copyError;
    }
  } finally {
    rmSync(temporary, {force: true});
  }
}

/** Replaces the text of an existing `file`, keeping its permissions. */
export function replaceFile(file: string, text: string): void {
  const temporary = writeTemporary(file, text, statSync(file).mode & 0o777);
  try {
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, {force: true});
    throw error;
  }
}
