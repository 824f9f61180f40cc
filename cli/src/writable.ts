// Whether the reader may write what the plan changes, asked before anything
// is written: a folder of another user's is refused with exit 3, instead of
// failing at the first file (reliability R1).
import {accessSync, constants, existsSync} from 'node:fs';
import path from 'node:path';
import type {Project} from './detect.ts';
import type {Plan} from './plan.ts';

/** Whether this process may use `file` as `mode` asks (constants.W_OK, X_OK). */
export function mayAccess(file: string, mode: number): boolean {
  try {
    accessSync(file, mode);
    return true;
  } catch {
    return false;
  }
}

const mayWrite = (file: string) => mayAccess(file, constants.W_OK);

/**
 * The first place the run writes that the reader may not: a file it
 * changes, the folder a new file goes in, the project's folder (the
 * install) or the Git folder (the journal, the settings). Undefined when
 * all of them are writable.
 */
export function firstUnwritable(project: Project, plan: Plan): string | undefined {
  const places = [
    project.dir,
    ...(project.git ? [project.git.gitDir] : []),
    ...plan.changes
      .filter((change) => change.action !== 'same')
      .map((change) => {
        let place = path.join(project.dir, change.path);
        while (!existsSync(place) && place !== project.dir) {
          place = path.dirname(place);
        }
        return place;
      }),
  ];
  const locked = places.find((place) => !mayWrite(place));
  return locked === undefined ? undefined : path.relative(project.dir, locked) || '.';
}
