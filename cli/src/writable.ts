// Whether the reader may write what the plan changes, asked before anything
// is written: a folder of another user's is refused with exit 3, instead of
// failing at the first file (reliability R1).
import {accessSync, constants, existsSync} from 'node:fs';
import path from 'node:path';
import type {Project} from './detect.ts';
import type {Plan} from './plan.ts';

function mayWrite(file: string): boolean {
  try {
    accessSync(file, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

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
