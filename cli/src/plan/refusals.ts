// Where the command stops before it plans anything: a home folder, a
// repository Git refuses or another one the shell points at, a package.json
// Setup cannot edit, or a folder that is neither empty nor a project.
import type {PackageJson, PackageJsonProblem, Project} from '../detect.ts';
import type {Refusal} from '../planTypes.ts';
import type {PlanContext} from './context.ts';

/** Names an empty folder may hold: a fresh git init. */
const emptyFolderNames = new Set(['.git']);

/** Why the command cannot work in this folder at all, or undefined. */
export function projectRefusal(project: Project): Refusal | undefined {
  if (project.isHome) {
    return {id: 'home', dir: project.dir};
  }
  if (project.gitVariable) {
    return {id: 'gitVariable', variable: project.gitVariable};
  }
  if (project.gitError) {
    return {id: 'gitRefused', message: project.gitError};
  }
  if (project.hiddenRepository) {
    return {id: 'hiddenRepository', top: project.hiddenRepository};
  }
  if (project.packageJsonError) {
    return {id: 'badPackageJson', problem: project.packageJsonError};
  }
  // Fields Setup adds to must be objects, or its additions would rewrite them (F26).
  const notAnObject = ['scripts', 'devDependencies', 'engines', 'devEngines'].find((field) => {
    const value = project.packageJson?.data[field];
    return (
      value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))
    );
  });
  if (notAnObject) {
    return {id: 'badPackageJson', problem: {kind: 'fieldNotAnObject', field: notAnObject}};
  }
  const devEngine = devEngineProblem(project.packageJson?.data.devEngines);
  return devEngine ? {id: 'badPackageJson', problem: devEngine} : undefined;
}

/**
 * The first entry of devEngines' runtime or package manager that npm
 * refuses, as every install over it fails: one that is no object, or a
 * field of it that is no string ({"name": 5}), found before Setup writes
 * anything (reliability N-M, re-run N60).
 */
function devEngineProblem(devEngines: PackageJson['devEngines']): PackageJsonProblem | undefined {
  for (const what of ['runtime', 'packageManager'] as const) {
    for (const engine of [devEngines?.[what] ?? []].flat() as unknown[]) {
      if (typeof engine !== 'object' || engine === null || Array.isArray(engine)) {
        return {kind: 'fieldNotAnObject', field: `devEngines.${what}`};
      }
      const key = ['name', 'version', 'onFail'].find(
        (name) => name in engine && typeof (engine as Record<string, unknown>)[name] !== 'string',
      );
      if (key) {
        return {kind: 'fieldNotAString', field: `devEngines.${what}.${key}`};
      }
    }
  }
  return undefined;
}

/**
 * What stops the setup but not `check`, which writes nothing: a merge,
 * rebase, cherry-pick or revert under way (its commit would take Setup's
 * files), or a line break in the folder's path, which Prettier then cannot
 * take in a file's path at the first commit (reliability I5, note 4.1).
 */
export function operationRefusal(project: Project): Refusal | undefined {
  if (project.git?.operation) {
    return {id: 'gitBusy', operation: project.git.operation};
  }
  return /\p{Cc}/u.test(project.dir) ? {id: 'controlInPath'} : undefined;
}

/** Whether the folder is an existing project or a new one, or why it is neither. */
export function projectMode(
  project: Project,
): {existing: boolean; hasCommits: boolean} | {refusal: Refusal} {
  const existing = project.packageJson !== undefined && !project.git?.unfinished;
  const strays = project.names.filter((name) => !emptyFolderNames.has(name));
  const hasCommits = project.git?.hasCommits ?? false;
  // An empty folder is a new project, also a new package in a repository with history.
  const empty = strays.length === 0 && (!hasCommits || (project.git?.prefix ?? '') !== '');
  if (!existing && !empty && !project.git?.unfinished) {
    return {refusal: {id: 'notAProject', names: project.names.filter((name) => name !== '.git')}};
  }
  return {existing, hasCommits};
}

/**
 * npm's dry-run=true in the project's .npmrc (here or at the workspace's
 * top, where the install runs): the install would add nothing, and the
 * hooks' install then fails on a husky that is not there (reliability note 4.8).
 */
export function installRefusal({project, options, up}: PlanContext): Refusal | undefined {
  if (options.packageManager !== 'npm') {
    return undefined;
  }
  const file = ['.npmrc', ...(up ? [`${up}/.npmrc`] : [])].find((candidate) => {
    const entry = project.entry(candidate);
    return entry.type === 'file' && /^\s*dry-run\s*=\s*true\s*$/m.test(entry.text);
  });
  return file === undefined ? undefined : {id: 'installsNothing', file};
}
