// `create-setup-essentials check`: what makes a set-up project work, checked
// without changing anything. Each finding says what is wrong and how to fix
// it; the command exits 1 when there is one.
import {homedir} from 'node:os';
import path from 'node:path';
import semver from 'semver';
import {configFamilies, legacyEslintNames} from './configNames.ts';
import {allDependencies, installedVersion, readEntry, type Project} from './detect.ts';
import {readJournal} from './journal.ts';
import {commandsFor} from './packageManagers.ts';
import {packageManagerFor} from './plan.ts';

export type Finding =
  | {id: 'hooksInactive'; hooksPath: string | undefined; want: string}
  | {id: 'hooksNotInstalled'; want: string}
  /** `command`: lint-staged run by the project's package manager, as Setup writes it. */
  | {id: 'lintStagedNotCalled'; config: string; command: string}
  | {id: 'commitlintNotCalled'; config: string}
  | {id: 'templateUnreadable'; template: string}
  | {id: 'configMissing'; tool: string; name: string}
  | {id: 'notInstalled'; name: string; range: string}
  | {id: 'versionMismatch'; name: string; range: string; installed: string}
  | {id: 'nodeRange'; range: string; found: string}
  | {id: 'interrupted'}
  | {id: 'firstCommitMissing'};

/** What `check` looked at, for the report's list of what holds. */
export type Checked =
  | 'hooks'
  | 'freshClone'
  | 'lintStaged'
  | 'commitlint'
  | 'template'
  | 'configs'
  | 'versions'
  | 'node'
  | 'finished';

export type Diagnosis = {checked: Checked[]; findings: Finding[]};

/** The check each finding belongs to. */
export const checkOf: Record<Finding['id'], Checked> = {
  hooksInactive: 'hooks',
  hooksNotInstalled: 'freshClone',
  lintStagedNotCalled: 'lintStaged',
  commitlintNotCalled: 'commitlint',
  templateUnreadable: 'template',
  configMissing: 'configs',
  notInstalled: 'versions',
  versionMismatch: 'versions',
  nodeRange: 'node',
  interrupted: 'finished',
  firstCommitMissing: 'finished',
};

/** The tools whose installed version must satisfy the range package.json asks for. */
const tools = [
  'eslint',
  'prettier',
  'husky',
  'lint-staged',
  '@commitlint/cli',
  'typescript',
  'typescript-eslint',
];

/** The first config of `tool` in the folder or package.json, if any. */
function configOf(project: Project, tool: string): string | undefined {
  const family = configFamilies.find((candidate) => candidate.tool === tool);
  if (!family) {
    return undefined;
  }
  // ESLint before 9 read the legacy .eslintrc* files, which still count as its configuration here.
  const names = tool === 'ESLint' ? [...family.names, ...legacyEslintNames] : family.names;
  const file = names.find((name) => project.names.includes(name));
  if (file) {
    return file;
  }
  return family.packageKey && project.packageJson && family.packageKey in project.packageJson.data
    ? `package.json "${family.packageKey}"`
    : undefined;
}

function hookText(project: Project, hook: string): string {
  const entry = project.entry(`.husky/${hook}`);
  return entry.type === 'file' ? entry.text : '';
}

export function diagnose(project: Project, nodeVersion: string): Diagnosis {
  const checked: Checked[] = [];
  const findings: Finding[] = [];
  const data = project.packageJson?.data ?? {};
  const dependencies = allDependencies(data);
  const git = project.git;
  const prefix = git?.prefix ?? '';
  const huskyFolder = prefix === '' ? '.husky' : `${prefix}/.husky`;

  if ('husky' in dependencies && project.entry('.husky').type === 'directory') {
    checked.push('hooks', 'freshClone');
    // husky 9 points Git at .husky/_; husky 8 at .husky itself, with .husky/_/husky.sh.
    const installed = installedVersion(project.dir, 'husky', git?.root ?? project.dir);
    const before9 = installed !== undefined && (semver.coerce(installed)?.major ?? 9) < 9;
    const want = before9 ? huskyFolder : `${huskyFolder}/_`;
    const stub = before9 ? '.husky/_/husky.sh' : '.husky/_/h';
    if (git?.hooksPath !== want || project.entry(stub).type !== 'file') {
      findings.push({id: 'hooksInactive', hooksPath: git?.hooksPath, want});
    }
    const installScripts = [data.scripts?.prepare, data.scripts?.postinstall].filter(
      (value): value is string => typeof value === 'string',
    );
    if (!installScripts.some((script) => /\bhusky\b/.test(script))) {
      findings.push({id: 'hooksNotInstalled', want: huskyFolder});
    }
    const lintStaged = configOf(project, 'lint-staged');
    if (lintStaged) {
      checked.push('lintStaged');
      if (!/\blint-staged\b/.test(hookText(project, 'pre-commit'))) {
        const manager = packageManagerFor(project, {without: new Set(), with: new Set()});
        const command = commandsFor(manager, {exec: 'lint-staged'});
        findings.push({id: 'lintStagedNotCalled', config: lintStaged, command});
      }
    }
    const commitlint = configOf(project, 'commitlint');
    if (commitlint) {
      checked.push('commitlint');
      if (!/\bcommitlint\b/.test(hookText(project, 'commit-msg'))) {
        findings.push({id: 'commitlintNotCalled', config: commitlint});
      }
    }
  }

  if (git?.template) {
    checked.push('template');
    // Git reads a template path that starts with ~/ from the home folder.
    const file = git.template.startsWith('~/')
      ? path.join(homedir(), git.template.slice(2))
      : path.resolve(git.root, git.template);
    if (readEntry(file).type !== 'file') {
      findings.push({id: 'templateUnreadable', template: git.template});
    }
  }

  checked.push('configs');
  for (const [name, tool] of [
    ['eslint', 'ESLint'],
    ['@commitlint/cli', 'commitlint'],
    ['lint-staged', 'lint-staged'],
  ] as const) {
    const family = configFamilies.find((candidate) => candidate.tool === tool);
    if (name in dependencies && family && !configOf(project, tool)) {
      findings.push({id: 'configMissing', tool, name: family.ours});
    }
  }

  checked.push('versions');
  for (const name of tools) {
    const range = dependencies[name];
    if (range === undefined || semver.validRange(range) === null) {
      continue;
    }
    const installed = installedVersion(project.dir, name, git?.root ?? project.dir);
    if (installed === undefined) {
      findings.push({id: 'notInstalled', name, range});
    } else if (!semver.satisfies(installed, range, {includePrerelease: true})) {
      findings.push({id: 'versionMismatch', name, range, installed});
    }
  }

  const nodeRange = data.engines?.node;
  if (typeof nodeRange === 'string' && semver.validRange(nodeRange) !== null) {
    checked.push('node');
    if (!semver.satisfies(nodeVersion, nodeRange)) {
      findings.push({id: 'nodeRange', range: nodeRange, found: nodeVersion});
    }
  }
  // A run that stopped half way: its journal, or a new project's uncommitted setup.
  if (git) {
    checked.push('finished');
    if (readJournal(git.gitDir, prefix)) {
      findings.push({id: 'interrupted'});
    } else if (git.unfinished) {
      findings.push({id: 'firstCommitMissing'});
    }
  }
  return {checked, findings};
}
