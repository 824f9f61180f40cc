// Facts about a project that more than one rule or the planner reads.
import {configFamilies} from '../configNames.ts';
import type {PackageJson, Project} from '../detect.ts';
import {oldestCommonMajor, oldestNodeMajor} from '../toolReleases.ts';

/** The major version a version or range starts with; 0 for none. */
export function majorOf(version: string | undefined): number {
  return Number(/\d+/.exec(version ?? '')?.[0] ?? 0);
}

/** The project's file or package.json key of the tool's config family whose Setup file is `ours`. */
export function existingConfig(project: Project, ours: string): string | undefined {
  const family = configFamilies.find((candidate) => candidate.ours === ours);
  if (!family) {
    return undefined;
  }
  const file = family.names.find((name) => project.names.includes(name));
  if (file) {
    return file;
  }
  return family.packageKey && project.packageJson && family.packageKey in project.packageJson.data
    ? `package.json "${family.packageKey}"`
    : undefined;
}

/** The way from a package at `prefix` up to the repository's top ("../.."), "" at the top. */
export function wayUp(prefix: string): string {
  return prefix
    .split('/')
    .filter(Boolean)
    .map(() => '..')
    .join('/');
}

/**
 * husky's folder, relative to the repository's top. Git hooks belong to the
 * whole repository: a package of a monorepo has them at the top, beside the
 * other packages' (real projects P12).
 */
export function huskyFolderOf(project: Project): string {
  const prefix = project.git?.prefix ?? '';
  return prefix === '' || project.workspaceTop ? '.husky' : `${prefix}/.husky`;
}

/** The project's own Node range, from engines.node. */
export function nodeRange(data: PackageJson): string | undefined {
  const engines = data.engines as {node?: unknown} | undefined;
  return typeof engines?.node === 'string' ? engines.node : undefined;
}

/**
 * The oldest Node major the project supports: from its engines.node, or
 * without one, the oldest its installed dependencies all run on. A
 * workspace's package never narrows its top's floor: the tools it gets run
 * wherever the repository does (unseen projects P4: a package's run chose
 * releases for Node 22 in a repository that supports Node 18).
 */
export function projectNodeMajor(project: Project): number | undefined {
  const own = nodeRange(project.packageJson?.data ?? {});
  const top = project.workspaceTop && nodeRange(project.workspaceTop.data);
  const majors = [
    own === undefined ? oldestCommonMajor(project.dependencyNodeRanges()) : oldestNodeMajor(own),
    top === undefined ? undefined : oldestNodeMajor(top),
  ].filter((major) => major !== undefined);
  return majors.length === 0 ? undefined : Math.min(...majors);
}

/** Frameworks whose component files need their own ESLint and Prettier plugins. */
export const frameworkFiles: readonly [framework: string, extension: string, plugins: string][] = [
  ['svelte', '.svelte', 'eslint-plugin-svelte, prettier-plugin-svelte'],
  ['vue', '.vue', 'eslint-plugin-vue'],
  ['astro', '.astro', 'eslint-plugin-astro, prettier-plugin-astro'],
];
