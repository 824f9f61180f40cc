// From what the folder holds and what the reader asked for, the plan: every
// file to create or change (with its new text), every file and script kept,
// and the Git and install steps. It reads only the Project that detect.ts
// returns and writes nothing, so --dry-run and the tests see exactly what a
// real run would do. Each part has a module of its own in plan/; the rules
// that leave a piece out are in rules/ (CONTRIBUTING.md: "How to add a rule").
import {blockerOf, defaultOptions, pieces, type Options} from './choices.ts';
import {allDependencies, type Project} from './detect.ts';
import {packageFields, type ExampleSources} from './files.ts';
import {frozenInstall, type PackageManager} from './packageManagers.ts';
import {stagedCommands} from './otherTools.ts';
import {planContext, type PlanContext} from './plan/context.ts';
import {withClosingNotes} from './plan/closingNotes.ts';
import {fileChanges} from './plan/fileChanges.ts';
import {lefthookChange, setupScripts} from './plan/hooks.ts';
import {linkRefusal} from './plan/linkRefusals.ts';
import {packageJsonChanges} from './plan/packageJson.ts';
import {installRefusal, operationRefusal, projectMode, projectRefusal} from './plan/refusals.ts';
import {planSteps} from './plan/steps.ts';
import type {FileChange, Note, Plan, PlanResult, Refusal, Request} from './planTypes.ts';
import type {PrettierFit} from './prettierFit.ts';
import {huskyFolderOf, majorOf} from './rules/facts.ts';
import {decidePieces} from './rules/index.ts';

export type {FileChange, Note, Plan, PlanResult, Refusal, Request} from './planTypes.ts';
export {packageNameOf} from './plan/packageJson.ts';

function detectPackageManager(project: Project): {value: PackageManager; from: string} | undefined {
  const field = project.packageJson?.data.packageManager;
  const named = typeof field === 'string' ? /^(npm|pnpm|yarn|bun)@/.exec(field)?.[1] : undefined;
  if (named) {
    return {value: named as PackageManager, from: 'packageManager'};
  }
  return project.lockfile && {value: project.lockfile.manager, from: project.lockfile.file};
}

/** The package manager an existing project names (its packageManager field or lockfile), if any. */
function namedManager(project: Project): ReturnType<typeof detectPackageManager> {
  const mode = projectMode(project);
  return 'existing' in mode && mode.existing ? detectPackageManager(project) : undefined;
}

/** The package manager a plan for this project uses: asked for, detected in a project, or npm. */
export function packageManagerFor(project: Project, request: Request): PackageManager {
  return request.packageManager ?? namedManager(project)?.value ?? defaultOptions.packageManager;
}

/** Where the project names the manager a plan uses (no --pm can change it), or undefined. */
export function packageManagerSource(project: Project, request: Request): string | undefined {
  return request.packageManager ? undefined : namedManager(project)?.from;
}

type Resolved = {options: Options; notes: Note[]} | {refusal: Refusal};

function resolveOptions(
  project: Project,
  request: Request,
  existing: boolean,
  prettierFit: PrettierFit | undefined,
): Resolved {
  const notes: Note[] = [];
  const detected = existing ? detectPackageManager(project) : undefined;
  if (request.packageManager && detected && request.packageManager !== detected.value) {
    return {
      refusal: {
        id: 'packageManagerMismatch',
        asked: request.packageManager,
        found: detected.value,
        from: detected.from,
      },
    };
  }
  if (!request.packageManager && detected) {
    notes.push({
      id: 'detected',
      what: 'packageManager',
      value: detected.value,
      from: detected.from,
    });
  }
  const dependencies = allDependencies(project.packageJson?.data);
  const viteApp = 'vite' in dependencies;
  if (existing && !request.kind) {
    notes.push({
      id: 'detected',
      what: 'kind',
      value: viteApp ? 'vite' : 'node',
      from: viteApp ? 'vite' : 'package.json',
    });
  }
  const typescript7 = majorOf(project.typescript) >= 7;
  if (typescript7 && !request.typescript) {
    notes.push({
      id: 'detected',
      what: 'typescript',
      value: '7-beside-6',
      from: `typescript@${project.typescript ?? ''}`,
    });
  }
  const decided = decidePieces(
    {project, request, existing, prettierFit, dependencies, typescript7},
    new Set(pieces.filter((piece) => !request.without.has(piece))),
  );
  const {chosen, standIns, hookRunner, commitRulesOnly} = decided;
  // A piece asked for with --with that a rule still leaves out (no release for
  // the project's Node, its own hooks): an error, never silence (unseen P9).
  const refused = [...request.with].find((piece) => !chosen.has(piece));
  if (refused) {
    const why = decided.dropped.get(refused);
    return {refusal: {id: 'withRefused', piece: refused, ...(why ? {why} : {})}};
  }
  notes.push(...decided.notes);
  const staged = stagedCommands(standIns);
  const options: Options = {
    packageManager: request.packageManager ?? detected?.value ?? defaultOptions.packageManager,
    kind: request.kind ?? (existing && !viteApp ? 'node' : defaultOptions.kind),
    typescript: request.typescript ?? (typescript7 ? '7-beside-6' : defaultOptions.typescript),
    pieces: chosen,
    ...(staged.code.length + staged.data.length > 0 ? {ownStaged: staged} : {}),
    ...(hookRunner ? {hookRunner} : {}),
    ...(commitRulesOnly ? {commitRulesOnly} : {}),
  };
  // --with a piece the other choices leave nothing to do (lighthouse outside
  // a Vite app, commitlint without husky): refused as one a rule leaves out.
  for (const piece of request.with) {
    const blocker = blockerOf(piece, options);
    if (blocker) {
      const why: Note =
        blocker === 'viteOnly'
          ? {id: 'lighthouseNeedsVite'}
          : blocker === 'needsEslint'
            ? {id: 'typedLintNeedsEslint'}
            : {id: 'nothingToRun', piece};
      return {refusal: {id: 'withRefused', piece, why}};
    }
  }
  // A piece the others leave nothing to do (husky with no linter or
  // formatter to run, and commitlint with it) is said, never dropped silently.
  if (existing) {
    for (const piece of chosen) {
      const blocker = blockerOf(piece, options);
      // (The notes of a hook manager or an older husky already speak of commitlint.)
      const explained = notes.some((note) => note.id === 'hookManager' || note.id === 'huskyOld');
      if (blocker === 'needsLinter' || (blocker === 'needsHusky' && !explained)) {
        notes.push({id: 'nothingToRun', piece});
      }
    }
  }
  return {options, notes};
}

/** The plan from its context, its changes and the scripts it adds. */
function planOf(
  context: PlanContext,
  changes: FileChange[],
  dependencies: Record<string, string>,
  scripts: Record<string, string>,
): Plan {
  const {project, options, on, notes, existing, prefix} = context;
  const runner = on.has('commitlint') ? options.hookRunner : undefined;
  const plan: Omit<Plan, 'steps'> = {
    mode: existing ? 'existing' : 'new',
    options,
    pieces: on,
    changes: changes.sort((a, b) => a.path.localeCompare(b.path, 'en')),
    notes,
    dependencies,
    git: {
      init: !project.git,
      commit: !existing && !context.hasCommits,
      hooks: on.has('husky') ? huskyFolderOf(project) : undefined,
      ...(runner ? {runner: project.hookManager?.install} : {}),
      template: context.template
        ? prefix === ''
          ? '.gitmessage'
          : `${prefix}/.gitmessage`
        : undefined,
    },
    checks: [
      ...(existing && !('typecheck' in scripts) ? [] : ['typecheck']),
      ...(on.has('eslint') ? ['lint'] : []),
      ...(on.has('prettier') ? ['format:check'] : []),
    ],
    createEnv: !existing && on.has('env'),
    ...(existing && !context.yarnClassic
      ? {lockfileCheck: frozenInstall[options.packageManager]}
      : {}),
  };
  return {...plan, steps: planSteps(context, plan)};
}

/**
 * The plan for a folder. `packageManagerVersion` is the version of the package
 * manager found on the PATH, for the packageManager field of pnpm and Yarn;
 * `prettierFit`, Prettier's options measured on the project's files, where
 * the plan adds Prettier to an existing project.
 */
export function makePlan(
  project: Project,
  request: Request,
  sources: ExampleSources,
  packageManagerVersion?: string,
  prettierFit?: PrettierFit,
): PlanResult {
  const refusal = projectRefusal(project) ?? operationRefusal(project);
  if (refusal) {
    return {refusal};
  }
  const mode = projectMode(project);
  if ('refusal' in mode) {
    return mode;
  }
  const resolved = resolveOptions(project, request, mode.existing, prettierFit);
  if ('refusal' in resolved) {
    return resolved;
  }
  const planned = planContext({
    project,
    request,
    sources,
    ...resolved,
    ...mode,
    ...(prettierFit ? {prettierFit} : {}),
    ...(packageManagerVersion ? {packageManagerVersion} : {}),
  });
  if ('refusal' in planned) {
    return planned;
  }
  const {context} = planned;
  const files = fileChanges(context);
  if ('refusal' in files) {
    return files;
  }
  const lefthook = lefthookChange(context);
  const created = [...files.changes, ...(lefthook ? [lefthook] : [])];
  const fields = packageFields(sources, context.options);
  const setup = setupScripts(context, fields);
  const manifest = packageJsonChanges(context, fields, setup, created);
  const changes = withClosingNotes(context, [...created, ...manifest.changes]);
  const blocked = linkRefusal(context) ?? installRefusal(context);
  if (blocked) {
    return {refusal: blocked};
  }
  return {plan: planOf(context, changes, manifest.dependencies, setup.scripts)};
}
