// A package.json range moved to a new version in the same style, as the
// guides' install commands would have written it: `^10.15.0` becomes
// `^10.16.0`, an exact `3.10.1` stays exact, and `~6.0` (TypeScript held on a
// minor line) keeps its two numbers.
import {parseVersion} from './versionGap.ts';

export function moveSpec(spec: string, version: string): string {
  const match = /^([~^]?)(\d+(?:\.\d+){0,2})$/.exec(spec.trim());
  const target = parseVersion(version);
  if (!match || !target) {
    throw new Error(
      `cannot move the range "${spec}" to ${version}: only a version after ^, ~ or nothing`,
    );
  }
  const [, operator = '', numbers = ''] = match;
  const precision = numbers.split('.').length;
  const moved =
    precision === 3 ? version.replace(/^v/, '') : target.numbers.slice(0, precision).join('.');
  return `${operator}${moved}`;
}
