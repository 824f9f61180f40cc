// One run of Setup at a time in a repository. A second run started while
// the first installs would take the live run's journal for a killed one's
// and put the project back under it (reliability N-F). The lock is a file
// in Git's folder holding the running command's process id; the lock of a
// process that no longer runs (kill -9, a power cut) is taken over.
import {openSync, readFileSync, rmSync, writeSync, closeSync} from 'node:fs';
import path from 'node:path';
import {running} from './atomicWrite.ts';

function lockFile(gitDir: string): string {
  return path.join(gitDir, 'setup-essentials.lock');
}

/**
 * Takes the repository's lock for this process, released when it exits; or
 * the process id of the live run that holds it.
 */
export function takeRunLock(gitDir: string): {heldBy: number} | undefined {
  const file = lockFile(gitDir);
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
