// What the run does, in order, decided with the rest of the plan: printPlan
// shows these steps and apply() carries them out, so the two never differ.
import {changesFiles, keepsRunning, projectChecks, topCheck} from '../checks.ts';
import {stagedChecks} from '../choices.ts';
import {changesInstall} from '../exportInstall.ts';
import {commandsFor} from '../packageManagers.ts';
import type {Plan, PlanStep} from '../planTypes.ts';
import type {PlanContext} from './context.ts';

/** The scripts of the package.json the plan writes (or of the project's, when unchanged). */
function scriptsAfter(context: PlanContext, plan: Omit<Plan, 'steps'>): Record<string, unknown> {
  const change = plan.changes.find((candidate) => candidate.path === 'package.json');
  const text = change && change.action !== 'same' ? change.text : context.project.packageJson?.text;
  try {
    return (JSON.parse(text ?? '{}') as {scripts?: Record<string, unknown>}).scripts ?? {};
  } catch {
    return {};
  }
}

/**
 * The scripts an existing project's run checks after the setup: the
 * project's own and Setup's, none that changes files or never ends.
 */
function checksAfter(context: PlanContext, plan: Omit<Plan, 'steps'>): string[] {
  const scripts = scriptsAfter(context, plan);
  const own = projectChecks(context.project.packageJson?.data.scripts, context.request.verify).run;
  return [
    ...[...new Set([...own, ...plan.checks])].filter((script) => {
      const command = scripts[script];
      return typeof command === 'string' && !changesFiles(command) && !keepsRunning(command);
    }),
    ...topChecks(context, plan),
  ];
}

/**
 * An existing project's own checks, before anything changes (only a check
 * that passes now may hold the setup to account; one that changes files
 * never runs on the reader's working tree, reliability F10), and the CI
 * install of the lockfile it commits.
 */
function baseline(context: PlanContext, plan: Omit<Plan, 'steps'>): PlanStep[] {
  const {project, request, notes} = context;
  const own = projectChecks(project.packageJson?.data.scripts, request.verify);
  if (own.watching.length > 0) {
    notes.push({id: 'watchersLeftOut', scripts: own.watching});
  }
  const lockfile = project.lockfile?.file;
  const committed = lockfile !== undefined && !project.ignored([lockfile]).has(lockfile);
  const frozen = committed && plan.lockfileCheck ? [plan.lockfileCheck] : [];
  const top = topChecks(context, plan);
  return [{id: 'baseline', scripts: [...own.run, ...top, ...frozen], fixing: own.fixing}];
}

/**
 * The workspace top's own checks, where a package's run writes files there
 * (its hooks and their install script): they must pass after as before
 * (unseen projects P4: kobalte's Biome check at the top failed on Setup's
 * .husky/install.mjs, which no check of the package's ran). Each is named
 * with its folder (topCheck).
 */
function topChecks({project, up, request}: PlanContext, plan: Omit<Plan, 'steps'>): string[] {
  const writesTop = plan.changes.some(
    (change) => change.path.startsWith(`${up}/`) && change.action !== 'same',
  );
  if (!project.workspaceTop || !writesTop) {
    return [];
  }
  const scripts = project.workspaceTop.data.scripts;
  return projectChecks(scripts, request.verify)
    .run.filter((name) => {
      const command = scripts?.[name];
      return typeof command === 'string' && !changesFiles(command);
    })
    .map((name) => topCheck(name, up));
}

/**
 * Where the install runs: at the workspace's top when the plan changes the
 * top's package.json, since npm in a package installs only the package's
 * dependencies yet runs the top's prepare script (reliability D3).
 */
function installFolder({project, up}: PlanContext, plan: Omit<Plan, 'steps'>): string | undefined {
  const changesTop = plan.changes.some(
    (change) => change.path === `${up}/package.json` && change.action !== 'same',
  );
  return project.workspaceTop && changesTop ? up : undefined;
}

export function planSteps(context: PlanContext, plan: Omit<Plan, 'steps'>): PlanStep[] {
  const {existing} = context;
  const {git, options} = plan;
  const install = commandsFor(options.packageManager, {install: true});
  const at = installFolder(context, plan);
  return [
    ...(existing ? baseline(context, plan) : []),
    ...(git.init ? [{id: 'gitInit' as const}] : []),
    {id: 'write'},
    {id: 'install', command: install, ...(at ? {at} : {})},
    ...(git.hooks ? [{id: 'hooks' as const, folder: git.hooks}] : []),
    ...(git.runner ? [{id: 'runner' as const, command: git.runner}] : []),
    ...(git.template ? [{id: 'template' as const, file: git.template}] : []),
    ...(plan.createEnv ? [{id: 'env' as const}] : []),
    ...(existing && git.hooks && stagedChecks(options) ? [{id: 'rehearse' as const}] : []),
    {
      id: 'checks',
      scripts: existing ? checksAfter(context, plan) : plan.checks,
      ...(plan.lockfileCheck ? {lockfile: plan.lockfileCheck} : {}),
    },
    ...(changesInstall(plan.changes) ? [{id: 'exportInstall' as const, command: install}] : []),
    ...(existing ? [{id: 'settled' as const}] : []),
    {id: 'commit', make: git.commit},
  ];
}
