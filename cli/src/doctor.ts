// `create-setup-essentials check`: what makes a set-up project work, checked
// without changing anything. Each finding says what is wrong and how to fix
// it; the command exits 1 when there is one.
import {constants} from 'node:fs';
import {homedir} from 'node:os';
import path from 'node:path';
import semver from 'semver';
import {configFamilies, legacyEslintNames} from './configNames.ts';
import {allDependencies, installedVersion, readEntry, type Project} from './detect.ts';
import type {PackageJson} from './manifest.ts';
import {hookCommand, installScriptPath} from './files.ts';
import {readJournal} from './journal.ts';
import {mayAccess} from './writable.ts';
import {commandsFor} from './packageManagers.ts';
import {packageManagerFor} from './plan.ts';
import {usesPnp} from './toolRun.ts';

export type Finding =
  | {id: 'hooksInactive'; hooksPath: string | undefined; want: string}
  /** core.hooksPath is right, but husky's files are not in this work tree (a fresh clone, a new worktree). */
  | {id: 'hooksMissing'; want: string; command: string}
  | {id: 'hooksNotInstalled'; want: string}
  /** Git runs a hook in husky 8's .husky only when it is executable (unseen P8). */
  | {id: 'hookNotExecutable'; hook: string}
  /** `command`: the tool run by the project's package manager, as Setup writes it. */
  | {id: 'lintStagedNotCalled'; config: string; command: string}
  | {id: 'commitlintNotCalled'; config: string; command: string}
  /** The install sets commit.template to `template`, but this repository has none set. */
  | {id: 'templateUnset'; template: string; command: string}
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
  hooksMissing: 'hooks',
  hookNotExecutable: 'hooks',
  hooksNotInstalled: 'freshClone',
  lintStagedNotCalled: 'lintStaged',
  commitlintNotCalled: 'commitlint',
  templateUnreadable: 'template',
  templateUnset: 'template',
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

/**
 * Where the project's hooks live: its own .husky, or, for a workspace's
 * package whose hooks are the top's, the top's (reliability N-L: a deleted
 * top pre-commit went unnoticed from a package). `at` leads there from the
 * package; `folder` is husky's folder from the repository's top.
 */
function hooksHome(project: Project): {at: string; data: PackageJson; folder: string} | undefined {
  const own = project.packageJson?.data ?? {};
  const prefix = project.git?.prefix ?? '';
  if ('husky' in allDependencies(own) && project.entry('.husky').type === 'directory') {
    return {at: '', data: own, folder: prefix === '' ? '.husky' : `${prefix}/.husky`};
  }
  const top = project.workspaceTop?.data;
  if (top && prefix !== '' && 'husky' in allDependencies(top)) {
    return {
      at: prefix
        .split('/')
        .map(() => '../')
        .join(''),
      data: top,
      folder: '.husky',
    };
  }
  return undefined;
}

function hookText(project: Project, at: string, hook: string): string {
  const entry = project.entry(`${at}.husky/${hook}`);
  return entry.type === 'file' ? entry.text : '';
}

/** The hooks: active in this work tree, installed by a fresh clone's install, calling the configured tools. */
function hookFindings(project: Project, checked: Checked[], findings: Finding[]): void {
  const git = project.git;
  const home = hooksHome(project);
  if (!home) {
    return;
  }
  const manager = packageManagerFor(project, {without: new Set(), with: new Set()});
  const {at, folder: huskyFolder} = home;
  checked.push('hooks', 'freshClone');
  // husky 9 points Git at .husky/_; husky 8 at .husky itself, with .husky/_/husky.sh.
  const installed = installedVersion(project.dir, 'husky', git?.root ?? project.dir);
  const before9 = installed !== undefined && (semver.coerce(installed)?.major ?? 9) < 9;
  const want = before9 ? huskyFolder : `${huskyFolder}/_`;
  const stub = `${at}${before9 ? '.husky/_/husky.sh' : '.husky/_/h'}`;
  if (git?.hooksPath !== want) {
    findings.push({id: 'hooksInactive', hooksPath: git?.hooksPath, want});
  } else if (project.entry(stub).type !== 'file') {
    findings.push({id: 'hooksMissing', want, command: commandsFor(manager, {install: true})});
  } else if (before9) {
    for (const hook of ['pre-commit', 'commit-msg']) {
      const file = path.join(project.dir, `${at}.husky`, hook);
      if (
        project.entry(`${at}.husky/${hook}`).type === 'file' &&
        !mayAccess(file, constants.X_OK)
      ) {
        findings.push({id: 'hookNotExecutable', hook: `${huskyFolder}/${hook}`});
      }
    }
  }
  const installScripts = [home.data.scripts?.prepare, home.data.scripts?.postinstall].filter(
    (value): value is string => typeof value === 'string',
  );
  if (!installScripts.some((script) => /\bhusky\b/.test(script))) {
    findings.push({id: 'hooksNotInstalled', want: huskyFolder});
  }
  const lintStaged = configOf(project, 'lint-staged');
  if (lintStaged) {
    checked.push('lintStaged');
    if (!/\blint-staged\b/.test(hookText(project, at, 'pre-commit'))) {
      const command = hookCommand('lint-staged', manager);
      findings.push({id: 'lintStagedNotCalled', config: lintStaged, command});
    }
  }
  const commitlint = configOf(project, 'commitlint');
  if (commitlint) {
    checked.push('commitlint');
    if (!/\bcommitlint\b/.test(hookText(project, at, 'commit-msg'))) {
      const command = hookCommand('commitlint --edit "$1"', manager);
      findings.push({id: 'commitlintNotCalled', config: commitlint, command});
    }
  }
}

/**
 * A template the project's install sets (install.mjs, or a package's
 * one-line prepare) that this repository lacks: git commit then opens an
 * empty message without a word (unseen P8). A linked worktree is left
 * alone: Setup leaves it unset there until the branch is merged.
 */
function templateFindings(project: Project, findings: Finding[]): void {
  const git = project.git;
  if (!git || git.linkedWorktree || project.entry('.gitmessage').type !== 'file') {
    return;
  }
  const scripts = project.packageJson?.data.scripts ?? {};
  const install = [scripts.prepare, scripts.postinstall].filter(
    (script): script is string => typeof script === 'string',
  );
  const installer = project.entry(installScriptPath);
  const installerSets = installer.type === 'file' && installer.text.includes('commit.template');
  const setsTemplate = install.some(
    (script) =>
      script.includes('commit.template') || (script.includes(installScriptPath) && installerSets),
  );
  if (setsTemplate && git.template === undefined) {
    const template = git.prefix === '' ? '.gitmessage' : `${git.prefix}/.gitmessage`;
    findings.push({
      id: 'templateUnset',
      template,
      command: `git config commit.template ${template}`,
    });
  }
}

export function diagnose(project: Project, nodeVersion: string): Diagnosis {
  const checked: Checked[] = [];
  const findings: Finding[] = [];
  const data = project.packageJson?.data ?? {};
  const dependencies = allDependencies(data);
  const git = project.git;
  const prefix = git?.prefix ?? '';
  hookFindings(project, checked, findings);

  templateFindings(project, findings);
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
      // The name Setup writes in a project: commitlint's JSON config reads the
      // same in an ES module package and a CommonJS one (re-run N54).
      const file = tool === 'commitlint' ? '.commitlintrc.json' : family.ours;
      findings.push({id: 'configMissing', tool, name: file});
    }
  }

  // Yarn's Plug'n'Play keeps the packages in zip archives, not in
  // node_modules, where this reads the installed versions: no check then.
  const pnp = usesPnp(project.dir, git?.root ?? project.dir);
  if (!pnp) {
    checked.push('versions');
  }
  for (const name of pnp ? [] : tools) {
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
