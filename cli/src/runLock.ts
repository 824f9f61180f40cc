// One run of Setup at a time in a repository. A second run started while
// the first installs would take the live run's journal for a killed one's
// and put the project back under it (reliability N-F), or, in a new
// project, install into the same node_modules (re-run F-h). A lock is a
// file holding the running command's process id: one in Git's folder for
// the repository, and one in the system's temporary folder for the folder
// itself, which exists before a new project's git init. The lock of a
// process that no longer runs (kill -9, a power cut) is taken over.
import {createHash} from 'node:crypto';
import {openSync, readFileSync, rmSync, writeSync, closeSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {running} from './atomicWrite.ts';

/** The lock of a repository, in its Git folder. */
export function repositoryLock(gitDir: string): string {
  return path.join(gitDir, 'setup-essentials.lock');
}

/** The lock of a folder, by its path, in the system's temporary folder. */
export function folderLock(dir: string): string {
  const key = createHash('sha256').update(dir).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `setup-essentials-${key}.lock`);
}

/**
 * Takes the lock `file` for this process, released when it exits; or the
 * process id of the live run that holds it.
 */
export function takeRunLock(file: string): {heldBy: number} | undefined {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let descriptor: number;
    try {
      descriptor = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        // A Git folder Setup cannot write: the run says so at its first write.
        return undefined;
      }
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (pid > 0 && pid !== process.pid && running(pid)) {
        return {heldBy: pid};
      }
      rmSync(file, {force: true});
      continue;
    }
    try {
      writeSync(descriptor, String(process.pid));
      process.on('exit', () => rmSync(file, {force: true}));
    } catch {
      // A full disk: no lock, and no empty file left behind.
      rmSync(file, {force: true});
    } finally {
      closeSync(descriptor);
    }
    return undefined;
  }
  return undefined;
}
