// Writes that never leave a file half written. The text goes to a temporary
// file beside the target and is flushed to disk; then a new file is linked
// into place (which fails if the name appeared meanwhile) and a changed file
// is renamed over the old one. A kill or a full disk leaves the old file, or
// no file, never a truncated one (reliability review F7, F8).
import {
  closeSync,
  constants,
  copyFileSync,
  fchmodSync,
  fsyncSync,
  linkSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const temporaryName = (file: string, pid: number) => `.${path.basename(file)}.setup-${pid}.tmp`;

/**
 * Whether a process of that id is running (signal 0 only asks). A killed
 * process its parent has not yet waited for (a zombie, state Z in Linux's
 * /proc) still answers signal 0, but runs nothing.
 */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // The state follows the command's name, which is in parentheses and may hold any byte.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/**
 * Removes the temporary files a killed run left beside `file`; those of a
 * run still going stay.
 */
export function removeLeftovers(file: string): void {
  let names: string[];
  try {
    names = readdirSync(path.dirname(file));
  } catch {
    return;
  }
  const pattern = /^\.setup-(\d+)\.tmp$/;
  const prefix = `.${path.basename(file)}`;
  for (const name of names) {
    const pid = name.startsWith(prefix) ? pattern.exec(name.slice(prefix.length))?.[1] : undefined;
    if (pid !== undefined && !running(Number(pid))) {
      rmSync(path.join(path.dirname(file), name), {force: true});
    }
  }
}

/**
 * The text in a temporary file beside `file`: with `mode` where given
 * (set after opening, which the umask does not narrow: reliability N-D,
 * a package.json of 644 came out 600 under umask 077), else the umask's.
 */
function writeTemporary(file: string, text: string | Uint8Array, mode?: number): string {
  const temporary = path.join(path.dirname(file), temporaryName(file, process.pid));
  try {
    const descriptor = openSync(temporary, 'wx', 0o666);
    try {
      if (mode !== undefined) {
        fchmodSync(descriptor, mode);
      }
      // Every byte or an error: a short write on a filling disk must not
      // pass for a whole file.
      writeFileSync(descriptor, text);
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
export function createFile(file: string, text: string | Uint8Array): void {
  const temporary = writeTemporary(file, text);
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
export function replaceFile(file: string, text: string | Uint8Array): void {
  const temporary = writeTemporary(file, text, statSync(file).mode & 0o777);
  try {
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, {force: true});
    throw error;
  }
}
