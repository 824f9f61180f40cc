// Reading a file the project's repository may make anything: a link to
// /dev/zero, a FIFO, a link out of the project. Only a regular file is
// read, never through a link, and never past a size cap (reliability N-B:
// a tracked link to /dev/zero made a dry run read 21 GB in 77 s).
import {closeSync, constants, fstatSync, openSync, readSync} from 'node:fs';

/** Neither follow a final link nor wait on a FIFO to open (0 where the system has no such flag). */
const flags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/**
 * A regular file's bytes, or undefined for a link, a device, a FIFO, a
 * folder, a file that cannot be read, or one larger than `cap` bytes.
 */
export function readRegularFile(file: string, cap: number): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(file, flags);
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size > cap) {
      return undefined;
    }
    const bytes = Buffer.alloc(stat.size);
    let read = 0;
    while (read < bytes.length) {
      const count = readSync(fd, bytes, read, bytes.length - read, read);
      if (count === 0) {
        break;
      }
      read += count;
    }
    return bytes.subarray(0, read);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
