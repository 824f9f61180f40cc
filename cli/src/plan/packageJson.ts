// package.json in the plan: a new project's, from the example, or an existing
// project's own with Setup's scripts and dev dependencies added as edits of
// its text, and the releases of each tool its Node range and workspace allow.
import semver from 'semver';
import {allDependencies, type PackageJson} from '../detect.ts';
import {packageFields} from '../files.ts';
import {commitMsgCommand} from '../hookManagers.ts';
import {editPackageJson} from '../packageJsonEdit.ts';
import {formatCheckFrom} from '../projectFit.ts';
import type {FileChange, Note} from '../planTypes.ts';
import type {Piece} from '../choices.ts';
import {majorOf, nodeRange, projectNodeMajor} from '../rules/facts.ts';
import {releaseFor} from '../toolReleases.ts';
import {textOf, type PlanContext} from './context.ts';
import {pinstRange, topChanges, type setupScripts} from './hooks.ts';

type Fields = ReturnType<typeof packageFields>;
type SetupScripts = ReturnType<typeof setupScripts>;

/** The dev dependency of each tool Setup may add, and the piece that brings it. */
const toolDependencies: Record<string, Piece> = {
  eslint: 'eslint',
  prettier: 'prettier',
  husky: 'husky',
  'lint-staged': 'husky',
  '@commitlint/cli': 'commitlint',
  '@commitlint/config-conventional': 'commitlint',
  lighthouse: 'lighthouse',
};

/** Scripts of the examples that run the example's own app. */
const exampleAppScripts = ['dev', 'build', 'preview', 'start'];

/** An npm package name from a folder name: lower case, safe characters, never empty. */
export function packageNameOf(folder: string): string {
  const name = folder
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-._~]+|[-._~]+$/g, '');
  return name.slice(0, 214) || 'my-app';
}

/** The manager field for pnpm and Yarn, with the version on the PATH. */
function managerField({options, packageManagerVersion}: PlanContext): string | undefined {
  return ['pnpm', 'yarn'].includes(options.packageManager) && packageManagerVersion
    ? `${options.packageManager}@${packageManagerVersion}`
    : undefined;
}

/** A new project's package.json: the example's fields, named after the folder. */
/** The dev dependencies a package lists itself: husky is the top's where the hooks join the top's. */
function ownDependencies(
  {hooksAtTop}: PlanContext,
  dependencies: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(dependencies).filter(([name]) => !(hooksAtTop && name === 'husky')),
  );
}

function newManifestChange(
  context: PlanContext,
  fields: Fields,
  scripts: Record<string, string>,
): FileChange {
  const {project} = context;
  // A workspace's package leaves the package manager and husky to the top.
  const field = context.prefix === '' ? managerField(context) : undefined;
  const fresh = project.packageJson?.data ?? {
    name: packageNameOf(project.dir.split(/[\\/]/).pop() ?? ''),
    version: '0.1.0',
  };
  const manifest = {
    name: fresh.name,
    version: fresh.version,
    ...fields,
    scripts,
    devDependencies: ownDependencies(context, fields.devDependencies),
    ...(field ? {packageManager: field} : {}),
  };
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const entry = project.entry('package.json');
  return entry.type === 'file'
    ? entry.text === text
      ? {path: 'package.json', action: 'same'}
      : {path: 'package.json', action: 'update', before: entry.text, text}
    : {path: 'package.json', action: 'create', text};
}

/**
 * The scripts an existing project gets: the tools', never the example's app
 * scripts, which run files the project does not have (reliability F20).
 */
function existingScripts(context: PlanContext, scripts: Record<string, string>): void {
  const {project, notes} = context;
  const data = project.packageJson?.data ?? {};
  for (const name of exampleAppScripts) {
    delete scripts[name];
  }
  // The Lighthouse script where a preview server serves the app.
  if (typeof data.scripts?.preview !== 'string') {
    delete scripts.lighthouse;
  }
  // tsc comes from the project's own TypeScript, which Setup never adds.
  // A type check of the project's own under another name (reselect's type-check) is enough.
  const ownTypeCheck = ['type-check', 'check-types', 'types', 'tsc'].some(
    (name) => typeof data.scripts?.[name] === 'string',
  );
  if (
    project.entry('tsconfig.json').type === 'missing' ||
    project.typescript === undefined ||
    ownTypeCheck
  ) {
    delete scripts.typecheck;
  } else if (/"references"\s*:/.test(textOf(project, 'tsconfig.json'))) {
    // tsc --noEmit checks nothing in a solution-style tsconfig.json.
    notes.push({id: 'projectReferences'});
    delete scripts.typecheck;
  }
  // The format check checks what the project's own format script formats.
  const check = formatCheckFrom(data.scripts?.format);
  if (scripts['format:check'] !== undefined && check !== undefined) {
    scripts['format:check'] = check;
  }
}

/**
 * The dev dependencies an existing project needs for the pieces on and the
 * files Setup creates, each at a release its Node and its workspace allow.
 */
function wantedDependencies(
  context: PlanContext,
  fields: Fields,
  created: readonly FileChange[],
  withPinst: boolean,
): Record<string, string> {
  const {project, options, on, notes, hooksAtTop} = context;
  const data = project.packageJson?.data ?? {};
  const createdText = created
    .map((change) => (change.action === 'create' ? change.text : ''))
    .join('\n');
  const wanted: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(fields.devDependencies).filter(([name]) => {
        const piece = toolDependencies[name];
        if (hooksAtTop && name === 'husky') {
          return false;
        }
        return piece
          ? on.has(piece)
          : createdText.includes(`'${name}'`) || createdText.includes(`'${name}/`);
      }),
    ),
    ...(withPinst ? {pinst: pinstRange} : {}),
  };
  // typescript-eslint's parser loads TypeScript, its peer dependency, which
  // npm, pnpm and Bun install on their own and Yarn does not.
  const typescriptPeer = fields.devDependencies.typescript;
  if (
    options.packageManager === 'yarn' &&
    'typescript-eslint' in wanted &&
    typescriptPeer &&
    !('typescript' in allDependencies(data))
  ) {
    wanted.typescript = typescriptPeer;
  }
  withReleasesFor(context, wanted);
  for (const [name, range] of Object.entries(allDependencies(data))) {
    if (name in wanted && majorOf(range) > 0 && majorOf(range) < majorOf(wanted[name])) {
      notes.push({id: 'keptDependency', name, range});
    }
  }
  return wanted;
}

/** Each tool at the range the workspace's other packages list, or the release the project's Node runs. */
function withReleasesFor({project, notes}: PlanContext, wanted: Record<string, string>): void {
  const nodeMajor = projectNodeMajor(project);
  const older: string[] = [];
  const inWorkspace = project.workspaceRanges();
  // A tool the project lists stays at its version: no note installs it (unseen P13).
  const present = allDependencies(project.packageJson?.data);
  for (const name of Object.keys(wanted)) {
    const range = inWorkspace[name];
    if (range !== undefined && !range.startsWith('workspace:')) {
      wanted[name] = range;
      continue;
    }
    const release = nodeMajor === undefined ? undefined : releaseFor(name, nodeMajor);
    if (release !== undefined && release !== wanted[name]) {
      wanted[name] = release;
      if (!(name in present)) {
        older.push(`${name}@${release}`);
      }
    }
  }
  if (nodeMajor !== undefined && older.length > 0) {
    notes.push({id: 'olderReleases', major: nodeMajor, releases: older});
  }
}

/** An existing project's package.json with Setup's additions, and the workspace top's. */
function existingManifestChanges(
  context: PlanContext,
  fields: Fields,
  setup: SetupScripts,
  created: readonly FileChange[],
): {changes: FileChange[]; dependencies: Record<string, string>} {
  const {project, notes, on, options} = context;
  const data = project.packageJson?.data ?? {};
  existingScripts(context, setup.scripts);
  const wanted = wantedDependencies(context, fields, created, setup.withPinst);
  const merged = mergePackageJson(
    data,
    fields,
    {scripts: setup.scripts, dependencies: wanted},
    notes,
    {
      // The package manager is pinned at the workspace's top, not in a package.
      field: context.prefix === '' ? managerField(context) : undefined,
    },
  );
  const runner = on.has('commitlint') ? options.hookRunner : undefined;
  if (runner === 'simple-git-hooks') {
    merged['simple-git-hooks'] = {
      ...(data['simple-git-hooks'] as object),
      'commit-msg': commitMsgCommand[runner],
    };
  }
  const entry = project.entry('package.json');
  const before = entry.type === 'file' ? entry.text : '';
  const text = editPackageJson(before, data, merged);
  const present = allDependencies(data);
  const dependencies = Object.fromEntries(
    Object.entries(wanted).filter(([name]) => !(name in present)),
  );
  const change: FileChange =
    text === before
      ? {path: 'package.json', action: 'same'}
      : {path: 'package.json', action: 'update', before, text};
  return {
    changes: [change, ...topChanges(context, fields, setup.prepareName, dependencies)],
    dependencies,
  };
}

/** package.json's changes (the workspace top's too), and the dependencies to install. */
export function packageJsonChanges(
  context: PlanContext,
  fields: Fields,
  setup: SetupScripts,
  created: readonly FileChange[],
): {changes: FileChange[]; dependencies: Record<string, string>} {
  return context.existing
    ? existingManifestChanges(context, fields, setup, created)
    : {
        // A new package of a workspace joins the top's hooks as an existing one does (content review W3).
        changes: [
          newManifestChange(context, fields, setup.scripts),
          ...topChanges(context, fields, setup.prepareName, fields.devDependencies),
        ],
        dependencies: ownDependencies(context, fields.devDependencies),
      };
}

function mergePackageJson(
  data: PackageJson,
  fields: ReturnType<typeof packageFields>,
  wanted: {scripts: Record<string, string>; dependencies: Record<string, string>},
  notes: Note[],
  manager: {field?: string},
): PackageJson {
  const merged: PackageJson = {...data};
  const scripts = {...data.scripts};
  for (const [name, command] of Object.entries(wanted.scripts)) {
    const have = scripts[name];
    if (have === undefined) {
      scripts[name] = command;
    } else if (
      ['prepare', 'postinstall', 'prepack', 'postpack'].includes(name) &&
      !(['prepare', 'postinstall'].includes(name) && /\bhusky\b/.test(have)) &&
      !have.includes(command)
    ) {
      // The hooks' install script runs after the project's own, so that a
      // fresh clone gets the hooks too (real projects P13: SvelteKit), and
      // pinst after a build that packing runs (reselect's prepack).
      scripts[name] = `${have} && ${command}`;
      notes.push({id: 'scriptExtended', name, command: scripts[name]});
    } else if (!have.includes(command)) {
      notes.push({id: 'keptScript', name, command: have});
    }
  }
  merged.scripts = scripts;
  const present = allDependencies(data);
  const devDependencies = {...data.devDependencies};
  for (const [name, range] of Object.entries(wanted.dependencies)) {
    if (!(name in present)) {
      devDependencies[name] = range;
    }
  }
  if (Object.keys(devDependencies).length > 0) {
    merged.devDependencies = devDependencies;
  }
  // The project's Node range stays its own (real projects P1, P2): no
  // engines (a published package's consumers would inherit it), and a
  // devEngines runtime, which fails a contributor's install, only where
  // every Node the project supports meets it.
  if (
    fields.devEngines &&
    !data.devEngines &&
    supportsOnly(data, fields.devEngines.runtime.version ?? '')
  ) {
    merged.devEngines = fields.devEngines;
  }
  if (!supportsOnly(data, fields.engines?.node ?? '')) {
    notes.push({id: 'nodeRangeKept', range: nodeRange(data)});
  }
  if (manager.field && !data.packageManager) {
    merged.packageManager = manager.field;
  }
  return merged;
}

/** Whether every Node version the project supports is in `range`. */
function supportsOnly(data: PackageJson, range: string): boolean {
  const own = nodeRange(data);
  return own !== undefined && semver.validRange(own) !== null && semver.subset(own, range);
}
