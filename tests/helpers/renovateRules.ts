// The options renovate.json's packageRules give one update, applied the way
// Renovate applies them: in order, every rule whose match* conditions all
// hold, a later rule's option replacing an earlier one's. Only the conditions
// this repository uses are understood; a rule with any other condition fails
// loudly instead of being taken as matching.
import {escapeRegExp} from './regExp.ts';

export type PackageRule = {[option: string]: unknown};

export type Update = {
  packageName: string;
  updateType: 'major' | 'minor' | 'patch';
  manager: string;
  /** The package file's path in the repository. */
  packageFile: string;
  depType?: string;
};

/** Renovate's globs for names and paths, as far as this repository writes them (* and **). */
function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${pattern}$`);
}

function matchesPattern(pattern: string, value: string): boolean {
  const regex = /^\/(.+)\/$/.exec(pattern)?.[1];
  if (regex) return new RegExp(regex).test(value);
  if (pattern.startsWith('!')) {
    throw new Error(`negated pattern "${pattern}": teach tests/helpers/renovateRules.ts`);
  }
  return globToRegExp(pattern).test(value);
}

const conditions: Record<string, (values: string[], update: Update) => boolean> = {
  matchPackageNames: (values, {packageName}) =>
    values.some((value) => matchesPattern(value, packageName)),
  matchUpdateTypes: (values, {updateType}) => values.includes(updateType),
  matchManagers: (values, {manager}) => values.includes(manager),
  matchFileNames: (values, {packageFile}) =>
    values.some((value) => matchesPattern(value, packageFile)),
  matchDepTypes: (values, {depType}) => depType !== undefined && values.includes(depType),
};

function ruleMatches(rule: PackageRule, update: Update): boolean {
  return Object.entries(rule).every(([option, value]) => {
    if (!option.startsWith('match')) return true;
    const condition = conditions[option];
    if (!condition) {
      throw new Error(`packageRules condition ${option}: teach tests/helpers/renovateRules.ts`);
    }
    return condition(typeof value === 'string' ? [value] : (value as string[]), update);
  });
}

/** The options the rules give an update (description and match* left out). */
export function optionsFor(rules: readonly PackageRule[], update: Update): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const rule of rules.filter((candidate) => ruleMatches(candidate, update))) {
    for (const [option, value] of Object.entries(rule)) {
      if (!option.startsWith('match') && option !== 'description') {
        options[option] = value;
      }
    }
  }
  return options;
}
