// Which Docusaurus release the weekly run tries the site on
// (scripts/useDocusaurus.ts). A canary is only worth trying when every
// @docusaurus package the site installs was published at its version: the
// canaries go out package by package, and 4.0.0-canary-6822 of
// @docusaurus/core came without its preset-classic, so npm install stopped on
// E404 while 4.0.0-canary-6808 installed. Canaries are ordered by their build
// number (the text after -canary-), which grows across base versions; semver
// would compare "canary-999" and "canary-1000" as text, and the registry's
// publish times do not follow the builds either.
import semver from 'semver';

/** The build number of a canary (`4.0.0-canary-6808`: 6808); undefined for any other version. */
export function canaryNumber(version: string): number | undefined {
  const match = /^\d+\.\d+\.\d+-canary-(\d+)$/.exec(version);
  return match ? Number(match[1]) : undefined;
}

/** The canaries among some versions, newest first: by build number, then by base version. */
export function canariesNewestFirst(versions: readonly string[]): string[] {
  return versions
    .filter((version) => canaryNumber(version) !== undefined)
    .sort((a, b) => (canaryNumber(b) ?? 0) - (canaryNumber(a) ?? 0) || semver.compare(b, a));
}

/**
 * The packages of `wanted` (name: version or range) that have no published
 * version in `published` to satisfy it. A spec that is no semver range
 * (`npm:`, a URL) is not checked.
 */
export function lacking(
  wanted: Readonly<Record<string, string>>,
  published: ReadonlyMap<string, readonly string[]>,
): string[] {
  return Object.entries(wanted)
    .filter(([name, spec]) => {
      if (semver.validRange(spec) === null) {
        return false;
      }
      return !(published.get(name) ?? []).some((version) => semver.satisfies(version, spec));
    })
    .map(([name]) => name)
    .sort();
}

/** What the registry is asked: a package's versions, and one release's dependencies. */
export type Registry = {
  versions(name: string): Promise<string[]>;
  dependencies(name: string, version: string): Promise<Record<string, string>>;
};

const core = '@docusaurus/core';

/**
 * The packages whose dependencies in the @docusaurus scope are checked too:
 * through these two the site installs most of the scope (the bundler, the
 * MDX loader, the plugins, the theme). Deeper dependencies are left to npm
 * install: each level would cost one more lookup per package.
 */
export const dependencyRoots = ['@docusaurus/core', '@docusaurus/preset-classic'] as const;

export type Skipped = {version: string; missing: string[]};

export type CanaryChoice = {
  /** The newest canary the site can install; undefined when none is complete. */
  version: string | undefined;
  /** The newer canaries passed over, with the packages each lacks. */
  skipped: Skipped[];
};

/**
 * Asks the registry for each package's versions once, and each release's
 * dependencies once, however many candidates look at them.
 */
function remembering(registry: Registry): Registry {
  const versions = new Map<string, Promise<string[]>>();
  const dependencies = new Map<string, Promise<Record<string, string>>>();
  return {
    versions(name) {
      const found = versions.get(name) ?? registry.versions(name);
      versions.set(name, found);
      return found;
    },
    dependencies(name, version) {
      const key = `${name}@${version}`;
      const found = dependencies.get(key) ?? registry.dependencies(name, version);
      dependencies.set(key, found);
      return found;
    },
  };
}

async function publishedVersions(
  names: readonly string[],
  registry: Registry,
): Promise<Map<string, string[]>> {
  return new Map(
    await Promise.all(names.map(async (name) => [name, await registry.versions(name)] as const)),
  );
}

const exactly = (names: readonly string[], version: string): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, version]));

/**
 * Each canary of @docusaurus/core, newest first, with the packages of
 * `published` (the site's, by name: their versions) that lack it.
 */
export function canariesOfSite(published: ReadonlyMap<string, readonly string[]>): Skipped[] {
  const names = [...published.keys()];
  return canariesNewestFirst(published.get(core) ?? []).map((version) => ({
    version,
    missing: lacking(exactly(names, version), published),
  }));
}

/** The newest canary of @docusaurus/core that every package of `published` has. */
export function newestCanaryAllHave(
  published: ReadonlyMap<string, readonly string[]>,
): string | undefined {
  return canariesOfSite(published).find(({missing}) => missing.length === 0)?.version;
}

/**
 * The @docusaurus packages that the dependencyRoots among `sitePackages`
 * declare at `version` and the registry cannot satisfy.
 */
async function missingDependencies(
  version: string,
  sitePackages: readonly string[],
  registry: Registry,
): Promise<string[]> {
  const roots = dependencyRoots.filter((root) => sitePackages.includes(root));
  const declared = (
    await Promise.all(roots.map((root) => registry.dependencies(root, version)))
  ).flatMap((dependencies) => Object.entries(dependencies));
  const scoped = Object.fromEntries(
    declared.filter(([name]) => name.startsWith('@docusaurus/') && !sitePackages.includes(name)),
  );
  return lacking(scoped, await publishedVersions(Object.keys(scoped), registry));
}

/**
 * The packages missing at `version`: the site's own (`sitePackages`, each at
 * exactly that version), or else the @docusaurus dependencies that the
 * dependencyRoots among them declare at that version.
 */
export async function missingAt(
  version: string,
  sitePackages: readonly string[],
  registry: Registry,
): Promise<string[]> {
  const asked = remembering(registry);
  const own = lacking(exactly(sitePackages, version), await publishedVersions(sitePackages, asked));
  return own.length > 0 ? own : missingDependencies(version, sitePackages, asked);
}

/**
 * The newest canary of @docusaurus/core that every package the site installs
 * has: first among the canaries that the site's own packages all have, the
 * first whose roots' @docusaurus dependencies are published too. At most
 * `limit` of those are looked at (each costs a lookup of the roots'
 * dependencies).
 */
export async function newestCompleteCanary(
  sitePackages: readonly string[],
  registry: Registry,
  limit = 5,
): Promise<CanaryChoice> {
  const asked = remembering(registry);
  const names = sitePackages.includes(core) ? sitePackages : [core, ...sitePackages];
  const skipped: Skipped[] = [];
  let looked = 0;
  for (const candidate of canariesOfSite(await publishedVersions(names, asked))) {
    if (candidate.missing.length > 0) {
      skipped.push(candidate);
      continue;
    }
    const missing = await missingDependencies(candidate.version, names, asked);
    if (missing.length === 0) {
      return {version: candidate.version, skipped};
    }
    skipped.push({version: candidate.version, missing});
    looked += 1;
    if (looked === limit) {
      break;
    }
  }
  return {version: undefined, skipped};
}

/** Some package names, the first few in full: "a, b, c and 7 more". */
function someNames(names: readonly string[], shown = 3): string {
  const listed = names.slice(0, shown).join(', ');
  return names.length > shown ? `${listed} and ${names.length - shown} more` : listed;
}

/** The canaries passed over, as Markdown lines: the newest few, each with what it lacks. */
export function skippedLines(skipped: readonly Skipped[], shown = 5): string[] {
  const lines = skipped
    .slice(0, shown)
    .map(({version, missing}) => `- ${version}: no ${someNames(missing)} at that version`);
  if (skipped.length > shown) {
    const more = skipped.length - shown;
    lines.push(`- and ${more} older ${more === 1 ? 'canary' : 'canaries'}`);
  }
  return lines;
}
