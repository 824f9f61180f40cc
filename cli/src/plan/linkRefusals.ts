// The tools Setup runs write where it never looks: husky its stubs into
// .husky/_, the package manager its lockfile. Each follows a symbolic link
// it finds there, so a cloned repository could make them write outside the
// project; the plan stops before the first write instead.
import {lstatSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {lockfiles} from '../files.ts';
import type {Refusal} from '../planTypes.ts';
import type {PlanContext} from './context.ts';

/**
 * husky writes its hook stubs into .husky/_, and would write through a link
 * there: the folder itself (F16), or a committed file in it that leads out
 * of the project (reliability N-A: .husky/_/pre-commit -> ../../../victim).
 */
function hooksFolderRefusal({project, on, hooksAtTop, up}: PlanContext): Refusal | undefined {
  const stubs = `${hooksAtTop ? `${up}/.husky` : '.husky'}/_`;
  const folder = project.entry(stubs).type;
  if (!on.has('husky') || (folder !== 'symlink' && folder !== 'directory')) {
    return undefined;
  }
  if (folder === 'symlink') {
    return {id: 'blockedPath', path: stubs, reason: 'symlinkedFolder'};
  }
  // A hard link too: husky writes into the file, which another name shares
  // (a local one only: Git carries no hard link; reliability re-run N21).
  const linked = namesIn(path.join(project.dir, stubs)).find(
    (name) =>
      project.entry(`${stubs}/${name}`).type === 'symlink' ||
      hardLinked(path.join(project.dir, stubs, name)),
  );
  return linked === undefined
    ? undefined
    : {id: 'blockedPath', path: `${stubs}/${linked}`, reason: 'symlinkedFile'};
}

/**
 * The install rewrites the lockfile in place, through a link
 * (package-lock.json -> ../victim.json): here, or at the repository's top
 * for a package of a workspace.
 */
function lockfileRefusal({project, options, up}: PlanContext): Refusal | undefined {
  const name = lockfiles[options.packageManager];
  const candidates = [name, ...(project.lockfile ? [project.lockfile.file] : [])];
  const paths = up ? [...candidates, `${up}/${name}`] : candidates;
  const linked = paths.find((file) => project.entry(file).type === 'symlink');
  return linked === undefined
    ? undefined
    : {id: 'blockedPath', path: linked, reason: 'symlinkedLockfile'};
}

/** Whether a regular file has another name too. */
function hardLinked(file: string): boolean {
  try {
    const stats = lstatSync(file);
    return stats.isFile() && stats.nlink > 1;
  } catch {
    return false;
  }
}

/** The names in a folder, none where it cannot be read. */
function namesIn(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** The first link a tool Setup runs would write through, as a refusal. */
export function linkRefusal(context: PlanContext): Refusal | undefined {
  return hooksFolderRefusal(context) ?? lockfileRefusal(context);
}
