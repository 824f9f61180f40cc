// How far a pinned version is behind the registry's, and what that asks of a
// maintainer: a new major can change what a guide tells readers, a minor or
// patch release only moves the pins. Comparisons are semver's (the package the
// setup command already uses); only the precision of a short pin is ours.
import semver from 'semver';

/** A release's numbers: major, then minor and patch when the text has them. */
export type VersionParts = {numbers: number[]; prerelease: string};

/** Reads `24`, `6.0`, `10.15.0`, `v8.3.8` or `9.0.0-rc.1`; undefined for anything else. */
export function parseVersion(text: string): VersionParts | undefined {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?$/.exec(text.trim());
  if (!match) {
    return undefined;
  }
  const numbers = match.slice(1, 4).flatMap((part) => (part === undefined ? [] : [Number(part)]));
  return {numbers, prerelease: match[4] ?? ''};
}

/** Compares two full versions: negative when a is older, 0 when equal, positive when newer. */
export function compareVersions(a: string, b: string): number {
  return semver.compare(a, b);
}

/** The newest of some versions; undefined for none. */
export function newestVersion(versions: readonly string[]): string | undefined {
  return semver.rsort([...versions])[0];
}

export type VersionGap = 'same' | 'patch-or-minor' | 'major' | 'ahead';

/** The line a breaking release changes: the major, or for 0.x the minor as well. */
const breakingLine = (version: string): string =>
  semver.major(version) === 0 ? `0.${semver.minor(version)}` : String(semver.major(version));

/**
 * How the pin stands against the registry's latest, compared only as far as
 * the pin is precise: `.nvmrc`'s `24` is the same as 24.15.0.
 */
export function versionGap(pinned: string, latest: string): VersionGap {
  const pin = parseVersion(pinned);
  if (!pin) {
    throw new Error(`"${pinned}" is not a version number`);
  }
  const short = pin.numbers.length < 3;
  if (short && semver.satisfies(latest, `${pin.numbers.join('.')}.x`)) {
    return 'same';
  }
  // A short pin stands for the start of its line: 24 is 24.0.0.
  const full = short ? [...pin.numbers, 0, 0].slice(0, 3).join('.') : pinned;
  const order = semver.compare(full, latest);
  if (order === 0) return 'same';
  if (order > 0) return 'ahead';
  return breakingLine(full) === breakingLine(latest) ? 'patch-or-minor' : 'major';
}

/** What the maintainer should do about a gap, as the versions report says it. */
export const gapAdvice: Record<VersionGap, string> = {
  same: 'up to date',
  'patch-or-minor': 'update pins',
  major: 'guide needs a look: major',
  ahead: 'pinned is newer than latest',
};
