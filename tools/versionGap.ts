// How far a pinned version is behind the registry's, and what that asks of a
// maintainer: a new major can change what a guide tells readers, a minor or
// patch release only moves the pins.

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

function parsed(text: string): VersionParts {
  const parts = parseVersion(text);
  if (!parts) {
    throw new Error(`"${text}" is not a version number`);
  }
  return parts;
}

/** Compares two full versions: negative when a is older, 0 when equal, positive when newer. */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [parsed(a), parsed(b)];
  for (let i = 0; i < 3; i += 1) {
    const difference = (left.numbers[i] ?? 0) - (right.numbers[i] ?? 0);
    if (difference !== 0) {
      return difference;
    }
  }
  // 1.0.0-rc.1 comes before 1.0.0; two prereleases compare as text, enough for a report.
  if (left.prerelease === right.prerelease) return 0;
  if (!left.prerelease) return 1;
  if (!right.prerelease) return -1;
  return left.prerelease < right.prerelease ? -1 : 1;
}

/** The newest of some versions; undefined for none. */
export function newestVersion(versions: readonly string[]): string | undefined {
  return versions.reduce<string | undefined>(
    (newest, version) =>
      newest === undefined || compareVersions(version, newest) > 0 ? version : newest,
    undefined,
  );
}

export type VersionGap = 'same' | 'patch-or-minor' | 'major' | 'ahead';

/**
 * How the pin stands against the registry's latest, compared only as far as
 * the pin is precise: `.nvmrc`'s `24` is the same as 24.15.0.
 */
export function versionGap(pinned: string, latest: string): VersionGap {
  const pin = parsed(pinned);
  const precision = pin.numbers.length;
  const newest = parsed(latest);
  const cut = (parts: VersionParts) =>
    parts.numbers.slice(0, precision).join('.') +
    (precision === 3 && parts.prerelease ? `-${parts.prerelease}` : '');
  const order = compareVersions(cut(pin), cut(newest));
  if (order === 0) return 'same';
  if (order > 0) return 'ahead';
  return breakingLine(pin) === breakingLine(newest) ? 'patch-or-minor' : 'major';
}

/** The numbers a breaking release changes: the major, or for 0.x the minor as well (semver). */
function breakingLine({numbers}: VersionParts): string {
  return numbers[0] === 0 ? numbers.slice(0, 2).join('.') : String(numbers[0]);
}

/** What the maintainer should do about a gap, as the versions report says it. */
export const gapAdvice: Record<VersionGap, string> = {
  same: 'up to date',
  'patch-or-minor': 'update pins',
  major: 'guide needs a look: major',
  ahead: 'pinned is newer than latest',
};
