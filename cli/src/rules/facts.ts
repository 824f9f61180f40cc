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

/**
 * The config at the repository's top that a package's ESLint or Prettier
 * finds from the package's files (both look up the folders), as a path from
 * the package: a config of Setup's in the package would shadow it for
 * those files (unseen projects P11: a .prettierrc beside the top's
 * prettier.config.js).
 */
export function topConfig(project: Project, ours: string): string | undefined {
  const prefix = project.git?.prefix ?? '';
  const family = configFamilies.find((candidate) => candidate.ours === ours);
  if (prefix === '' || !family || !['eslint.config.js', '.prettierrc'].includes(ours)) {
    return undefined;
  }
  const name = family.names.find((candidate) => project.topNames?.includes(candidate));
  return name === undefined ? undefined : `${wayUp(prefix)}/${name}`;
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

/** A kind of component file: the frameworks that bring it and the tools that read it. */
export type ComponentKind = {
  /** Without its dot: "vue". */
  extension: string;
  /** The dependencies whose projects have such files. */
  frameworks: readonly string[];
  /** The packages that teach ESLint the files; the first is the one to add. */
  eslintPlugins: readonly string[];
  /** The packages that teach Prettier the files; none where Prettier reads them itself. */
  prettierPlugins: readonly string[];
  /** oxlint and Biome read the files' scripts themselves. */
  readByOxc: boolean;
};

/** Component files of the frameworks, which Setup's own ESLint and Prettier configs do not read. */
export const componentKinds: readonly ComponentKind[] = [
  {
    extension: 'svelte',
    frameworks: ['svelte'],
    eslintPlugins: ['eslint-plugin-svelte'],
    prettierPlugins: ['prettier-plugin-svelte'],
    readByOxc: true,
  },
  {
    extension: 'vue',
    frameworks: ['vue', 'nuxt'],
    eslintPlugins: [
      'eslint-plugin-vue',
      '@nuxt/eslint',
      '@nuxt/eslint-config',
      '@antfu/eslint-config',
    ],
    prettierPlugins: [],
    readByOxc: true,
  },
  {
    extension: 'astro',
    frameworks: ['astro'],
    eslintPlugins: ['eslint-plugin-astro'],
    prettierPlugins: ['prettier-plugin-astro'],
    readByOxc: true,
  },
];

/** The plugins to add for a kind of component file, as the plan names them. */
export function componentPlugins(kind: ComponentKind): string {
  return [...kind.eslintPlugins.slice(0, 1), ...kind.prettierPlugins].join(', ');
}
