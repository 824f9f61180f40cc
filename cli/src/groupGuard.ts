// A kill -9 of the command cannot be answered, and what it runs in a process
// group of its own (an install, a check) would run on alone, racing the next
// run (reliability note 4.4). A small watcher outside both groups holds a pipe
// from the command: when the pipe closes without a word, the command is gone,
// and the watcher stops the group.
import {spawn} from 'node:child_process';

/** The watcher: stops group argv[1] when its stdin ends, and simply exits on SIGTERM. */
const watcher = `process.stdin.resume();
process.stdin.on('end', () => {
  try { process.kill(-Number(process.argv[1]), 'SIGTERM'); } catch {}
  process.exit(0);
});`;

/** Watches the process group `group` for as long as this command lives; the returned call ends the watch. */
export function guardGroup(group: number): () => void {
  const guard = spawn(process.execPath, ['-e', watcher, String(group)], {
    stdio: ['pipe', 'ignore', 'ignore'],
    // Outside the command's group: a kill of that whole group leaves it to do its work.
    detached: true,
    env: {PATH: process.env.PATH},
  });
  guard.on('error', () => {});
  guard.unref();
  // The pipe must not keep the command alive either.
  (guard.stdin as unknown as {unref?: () => void}).unref?.();
  return () => guard.kill('SIGTERM');
}
