// The Git hooks and the install script that turns them on in every clone:
// the package's own, or a block for the package in the repository's hooks
// at the workspace's top, and the commit-message check in a hook manager of
// the project's own.
import type {Piece} from '../choices.ts';
import {allDependencies, type PackageJson, type Project} from '../detect.ts';
import {
  installCommand,
  installScript,
  installScriptPath,
  packageFields,
  templateCommand,
} from '../files.ts';
import {withPackageInHook} from '../hookBlocks.ts';
import {withLefthookCommitMsg} from '../hookManagers.ts';
import {commandsFor} from '../packageManagers.ts';
import {editPackageJson} from '../packageJsonEdit.ts';
import type {FileChange} from '../planTypes.ts';
import type {PlanContext} from './context.ts';
import {textOf} from './context.ts';

/** pinst, which keeps a published Yarn Berry package's postinstall out of its tarball. */
export const pinstRange = '^3.0.0';

/**
 * The install script for the hooks and the template, run in the project's
 * folder: with husky, the example's script, which finds that folder in the
 * repository itself; the template alone is one line. `template` is false
 * where Setup leaves commit.template alone.
 */
export function hooksInstallScript(
  on: ReadonlySet<Piece>,
  prefix: string,
  template: boolean,
): string | undefined {
  if (on.has('husky')) {
    return installCommand;
  }
  return template
    ? templateCommand(prefix === '' ? '.gitmessage' : `${prefix}/.gitmessage`)
    : undefined;
}

/**
 * The change that puts the package at `prefix` into Setup's block of a hook
 * at the repository's top: its tool runs in the package's folder, and only
 * for a commit that touches it, so that another package's commits are never
 * held to its rules (real projects P12).
 */
export function packageHookChange(
  project: Project,
  path: string,
  text: string,
  prefix: string,
  piece?: Piece,
): FileChange | undefined {
  const entry = project.entry(path);
  if (entry.type !== 'missing' && entry.type !== 'file') {
    return undefined;
  }
  const before = entry.type === 'file' ? entry.text : '';
  const after = withPackageInHook(before, text, prefix);
  if (entry.type === 'missing') {
    return {path, action: 'create', text: after, piece};
  }
  return after === before
    ? {path, action: 'same', piece}
    : {path, action: 'update', before, text: after, piece};
}

/** The change that adds `block` to a hook file, after the lines it already has. */
export function hookBlockChange(
  project: Project,
  path: string,
  block: string,
  piece?: Piece,
): FileChange | undefined {
  const entry = project.entry(path);
  if (entry.type === 'missing') {
    return {path, action: 'create', text: block, piece};
  }
  if (entry.type !== 'file') {
    return undefined;
  }
  if (entry.text.includes(block)) {
    return {path, action: 'same', piece};
  }
  const base = entry.text === '' || entry.text.endsWith('\n') ? entry.text : `${entry.text}\n`;
  return {path, action: 'update', before: entry.text, text: `${base}${block}`, piece};
}

/**
 * The repository's top's package.json with husky in it and its install
 * script running husky, where it has neither yet: the hooks of every
 * package run from there.
 */
function topPackageJsonChange(
  top: {text: string; data: PackageJson},
  path: string,
  wanted: {script: string; husky: string},
): FileChange {
  const {data} = top;
  const merged: PackageJson = {...data};
  const runsHusky = [data.scripts?.prepare, data.scripts?.postinstall].some(
    (script) => typeof script === 'string' && /\bhusky\b/.test(script),
  );
  if (!runsHusky) {
    const have = data.scripts?.[wanted.script];
    merged.scripts = {
      ...data.scripts,
      [wanted.script]: have ? `${have} && ${installCommand}` : installCommand,
    };
  }
  if (!('husky' in allDependencies(data))) {
    merged.devDependencies = {...data.devDependencies, husky: wanted.husky};
  }
  const text = editPackageJson(top.text, data, merged);
  return text === top.text
    ? {path, action: 'same', piece: 'husky'}
    : {path, action: 'update', before: top.text, text, piece: 'husky'};
}

/** The lefthook.yml of a project whose hook manager now runs commitlint. */
export function lefthookChange({project, on, options}: PlanContext): FileChange | undefined {
  if (!on.has('commitlint') || options.hookRunner !== 'lefthook') {
    return undefined;
  }
  const config = project.hookManager?.config ?? '';
  const before = textOf(project, config);
  return {
    path: config,
    action: 'update',
    before,
    text: withLefthookCommitMsg(before),
    piece: 'commitlint',
  };
}

/**
 * The scripts Setup adds: the example's tools' scripts and the install
 * script that turns the hooks on (postinstall for Yarn Berry, with pinst
 * around packing where the package is published).
 */
export function setupScripts(
  context: PlanContext,
  fields: ReturnType<typeof packageFields>,
): {scripts: Record<string, string>; prepareName: string; withPinst: boolean} {
  const {project, options, on, notes, existing, prefix, hooksAtTop, template} = context;
  if (on.has('gitmessage') && !context.templateOwn && context.linkedWorktree) {
    notes.push({
      id: 'templateWorktree',
      template: prefix ? `${prefix}/.gitmessage` : '.gitmessage',
    });
  }
  const prepare = hooksInstallScript(
    hooksAtTop ? new Set([...on].filter((piece) => piece !== 'husky')) : on,
    prefix,
    template,
  );
  const prepareName =
    options.packageManager === 'yarn' && !context.yarnClassic ? 'postinstall' : 'prepare';
  const scripts = Object.fromEntries(
    Object.entries(fields.scripts).filter(([name]) => !['prepare', 'postinstall'].includes(name)),
  );
  // Yarn Berry runs no prepare on install, but a postinstall also runs on
  // every install of a published package by its users (real projects P1).
  const published = existing && project.packageJson?.data.private !== true;
  // An install that runs no scripts (express's ignore-scripts) never runs
  // prepare: a fresh clone activates its hooks by hand.
  if (prepare && existing && project.scriptsOff) {
    notes.push({
      id: 'scriptsOff',
      file: project.scriptsOff,
      command: commandsFor(options.packageManager, {run: prepareName}),
    });
  }
  if (prepare) {
    scripts[prepareName] = prepare;
  }
  // husky's way for a published Yarn Berry package: pinst takes the
  // postinstall out of the package while it is packed, so its users' installs
  // never run it, and puts it back after.
  const withPinst = prepare !== undefined && prepareName === 'postinstall' && published;
  if (withPinst) {
    scripts.prepack = 'pinst --disable';
    scripts.postpack = 'pinst --enable';
    notes.push({id: 'publishedPinst'});
  }
  return {scripts, prepareName, withPinst};
}

/**
 * The workspace top's package.json running husky on install, its install
 * script where it has none, and husky among the dependencies to install,
 * for a package whose hooks join the top's.
 */
export function topChanges(
  context: PlanContext,
  fields: ReturnType<typeof packageFields>,
  prepareName: string,
  dependencies: Record<string, string>,
): FileChange[] {
  const {project, sources, options, up} = context;
  const top = context.hooksAtTop ? project.workspaceTop : undefined;
  if (!top) {
    return [];
  }
  const change = topPackageJsonChange(top, `${up}/package.json`, {
    script: prepareName,
    husky: project.workspaceRanges().husky ?? fields.devDependencies.husky ?? '',
  });
  const changes = [change];
  // The script the top's install runs, where the top does not have it.
  const script = `${up}/${installScriptPath}`;
  if (
    change.action === 'update' &&
    change.text.includes(installCommand) &&
    project.entry(script).type === 'missing'
  ) {
    const text = installScript(sources[options.kind][installScriptPath] ?? '', false);
    changes.push({path: script, action: 'create', text, piece: 'husky'});
  }
  if (!('husky' in allDependencies(top.data))) {
    dependencies.husky = fields.devDependencies.husky ?? '';
  }
  return changes;
}
