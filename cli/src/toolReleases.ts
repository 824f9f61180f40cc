// The releases of Setup's tools that run on older Node lines, for an
// existing project whose engines.node admits them (real projects P1:
// express supports Node 18). The first release of each is the examples'
// (tests/example checks its engines against the installed package); the
// older ones are each major's last release, with engines.node as the npm
// registry gives it (2026-11).
import semver from 'semver';
import type {Piece} from './choices.ts';

type Release = {range: string; node: string};

export const toolReleases: Readonly<Record<string, readonly Release[]>> = {
  // ESLint 9.22 and later read Setup's config (eslint/config's defineConfig):
  // a project on Node 18 gets ESLint 9, not none (unseen projects P9).
  eslint: [
    {range: '^10.15.0', node: '^20.19.0 || ^22.13.0 || >=24'},
    {range: '^9.39.5', node: '^18.18.0 || ^20.9.0 || >=21.1.0'},
  ],
  '@eslint/js': [
    {range: '^10.0.1', node: '^20.19.0 || ^22.13.0 || >=24'},
    {range: '^9.39.5', node: '^18.18.0 || ^20.9.0 || >=21.1.0'},
  ],
  'lint-staged': [
    {range: '^17.6.1', node: '>=22.22.1'},
    {range: '^16.3.4', node: '>=20.17'},
    {range: '^15.5.2', node: '>=18.12.0'},
  ],
  '@commitlint/cli': [
    {range: '^21.2.4', node: '>=22.12.0'},
    {range: '^20.4.4', node: '>=v18'},
  ],
  '@commitlint/config-conventional': [
    {range: '^21.2.4', node: '>=22.12.0'},
    {range: '^20.5.3', node: '>=v18'},
  ],
  husky: [{range: '^9.1.7', node: '>=18'}],
};

/** The tools whose releases decide whether a piece can run on a Node line. */
export const pieceTools: Partial<Record<Piece, readonly string[]>> = {
  eslint: ['eslint', '@eslint/js'],
  husky: ['husky', 'lint-staged'],
  commitlint: ['@commitlint/cli', '@commitlint/config-conventional'],
};

/** The oldest Node major `range` admits, or undefined for no valid range. */
export function oldestNodeMajor(range: string | undefined): number | undefined {
  if (range === undefined || semver.validRange(range) === null) {
    return undefined;
  }
  return semver.minVersion(range)?.major;
}

/** Node's majors from 18 on, the lines a project may still support. */
const nodeMajors = [18, 20, 22, 24, 26];

/** The oldest Node major every range admits some release of, or undefined where none or no range. */
export function oldestCommonMajor(ranges: readonly string[]): number | undefined {
  const valid = ranges.filter((range) => semver.validRange(range) !== null);
  if (valid.length === 0) {
    return undefined;
  }
  return nodeMajors.find((major) =>
    valid.every((range) => semver.intersects(range, `>=${major}.0.0 <${major + 1}.0.0`)),
  );
}

/** The newest release of `tool` that runs on some release of Node `major`, or undefined for none. */
export function releaseFor(tool: string, major: number): string | undefined {
  const line = `>=${major}.0.0 <${major + 1}.0.0`;
  return toolReleases[tool]?.find((release) => semver.intersects(release.node, line))?.range;
}
