#!/usr/bin/env node
// The setup command: reads the folder, makes a plan, shows it, and (unless
// --dry-run) carries it out. Exit codes are in usage.ts.
import {readFileSync} from 'node:fs';
import {constants} from 'node:os';
import path from 'node:path';
import {createInterface} from 'node:readline/promises';
import {apply, recoverInterrupted, type Outcome, type Step} from './apply.ts';
import {projectRefusal} from './plan/refusals.ts';
import {folderLock, repositoryLock, takeRunLock} from './runLock.ts';
import {checkOf, diagnose} from './doctor.ts';
import {kinds, pieces, typescriptSetups, type Piece} from './choices.ts';
import {detect, type Project} from './detect.ts';
import {
  languageAskedFor,
  languageOf,
  parseInvocation,
  UsageError,
  type Invocation,
} from './args.ts';
import {exampleSources} from './generated.ts';
import {guideUrl, type Language} from './guides.ts';
import {firstUnwritable} from './writable.ts';
import {findingText, messages, noteText, problemText, refusalText, usageText} from './messages.ts';
import {packageManagers, commandsFor} from './packageManagers.ts';
import {quoted} from './names.ts';
import {
  makePlan,
  packageManagerFor,
  packageManagerSource,
  type Plan,
  type Request,
} from './plan.ts';
import type {PlanStep} from './planTypes.ts';
import {planFor} from './planFor.ts';
import {findProblems, versionOf} from './prerequisites.ts';
import {renderDiff} from './diff.ts';
import {checkFolder} from './checks.ts';
import {exitCodes, helpText} from './usage.ts';

const print = (text = '') => process.stdout.write(`${text}\n`);
// A closed pipe (npx … --dry-run | head) ends the output, not the command with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') {
    throw error;
  }
});
const printError = (text: string) => process.stderr.write(`${text}\n`);

function stepName(language: Language, step: Step, manager: string): string {
  const words = messages[language].step;
  switch (step.id) {
    case 'check':
    case 'baseline':
      return words[step.id](step.script);
    case 'install':
      return words.install(manager, step.at);
    case 'runner':
      return words.runner(step.command);
    case 'exportInstall':
      return words.exportInstall(step.command);
    default:
      return words[step.id];
  }
}

/** The commit command for the files the setup changed, each path one shell word. */
function commitLine(paths: readonly string[]): string {
  return `git add -- ${paths.map(quoted).join(' ')} && git commit -m "chore: set up the project"`;
}

async function ask(project: Project, invocation: Invocation): Promise<Request> {
  const words = messages[invocation.language].ask;
  const lines = createInterface({input: process.stdin, output: process.stdout});
  const question = async <T extends string>(label: string, allowed: readonly T[], fallback: T) => {
    for (;;) {
      const answer = (
        await lines.question(`${label} [${allowed.join('/')}] (${fallback}): `)
      ).trim();
      const found = allowed.find((value) => value === answer);
      if (answer === '' || found) {
        return found ?? fallback;
      }
    }
  };
  const {request} = invocation;
  const preview = makePlan(project, request, exampleSources).plan?.options;
  try {
    const packageManager = await question(
      words.packageManager,
      packageManagers.map(({value}) => value),
      request.packageManager ?? preview?.packageManager ?? 'npm',
    );
    const kind = project.packageJson
      ? request.kind
      : await question(words.kind, kinds, request.kind ?? 'vite');
    const typescript = await question(
      words.typescript,
      typescriptSetups,
      request.typescript ?? preview?.typescript ?? '6',
    );
    const off = (await lines.question(`${words.pieces} [${pieces.join(',')}]: `))
      .split(',')
      .map((name) => name.trim())
      .filter((name): name is Piece => (pieces as readonly string[]).includes(name));
    return {
      ...request,
      packageManager,
      kind,
      typescript,
      without: new Set([...request.without, ...off]),
    };
  } finally {
    lines.close();
  }
}

async function confirm(language: Language): Promise<boolean> {
  const lines = createInterface({input: process.stdin, output: process.stdout});
  try {
    const answer = (await lines.question(messages[language].result.confirm)).trim().toLowerCase();
    return answer === '' || answer === 'y' || answer === 'yes';
  } finally {
    lines.close();
  }
}

/** The words of a step the plan lists under "Then, in Git and the shell", none for the others. */
function stepWords(step: PlanStep, plan: Plan, words: (typeof messages)[Language]['heading']) {
  const existing = plan.mode === 'existing';
  switch (step.id) {
    case 'gitInit':
      return [words.gitInit];
    case 'hooks':
      return [words.hooksPath(step.folder)];
    case 'runner':
      return [words.runner(step.command.join(' '))];
    case 'template':
      return [words.template(step.file)];
    case 'env':
      return [words.env];
    case 'rehearse':
      return [words.rehearse];
    case 'settled':
      return [words.settled];
    case 'checks':
      return [
        ...(step.scripts.length > 0
          ? [(existing ? words.checks : words.newChecks)(step.scripts)]
          : []),
        ...(step.lockfile ? [words.lockfile(step.lockfile)] : []),
      ];
    case 'exportInstall':
      return [words.exportInstall(step.command, existing)];
    case 'commit':
      return [step.make ? words.commit : words.noCommit];
    default:
      return [];
  }
}

function printPlan(plan: Plan, project: Project, language: Language, withDiff: boolean): void {
  const words = messages[language].heading;
  print(words.plan(project.dir, plan.mode));
  const marks = {create: '+', update: '~', same: '='};
  for (const change of plan.changes) {
    print(`  ${marks[change.action]} ${change.path}  (${words[change.action]})`);
  }
  if (plan.notes.length > 0) {
    print();
    print(words.kept);
    for (const note of plan.notes) {
      print(`  - ${noteText(language, note)}`);
    }
  }
  const dependencies = Object.keys(plan.dependencies);
  if (dependencies.length > 0) {
    print();
    const at = plan.steps.find((step) => step.id === 'install')?.at;
    print(words.install(dependencies.length, plan.options.packageManager, at));
    print(`  ${dependencies.join(' ')}`);
  }
  if (inPlace(plan)) {
    // A second run does none of the steps: listing them would say it does.
    return;
  }
  print();
  print(words.git);
  for (const step of plan.steps.flatMap((each) => stepWords(each, plan, words))) {
    print(`  - ${step}`);
  }
  if (withDiff) {
    print();
    print(words.diff);
    print(renderDiff(plan.changes));
  }
}

/** What a plan would still change: its paths, and the dev dependencies it would install. */
function leftToChange(plan: Plan): string[] {
  return [
    ...plan.changes.filter((change) => change.action !== 'same').map((change) => change.path),
    ...Object.keys(plan.dependencies),
  ];
}

/** Whether an existing project already has every file and dependency the plan would add. */
function inPlace(plan: Plan): boolean {
  return plan.mode === 'existing' && leftToChange(plan).length === 0;
}

/**
 * Ctrl+C or Ctrl+D at a question (readline rejects with an AbortError):
 * nothing was written. Ctrl+D is the end of the answers, a "no"; Ctrl+C stops.
 */
function stoppedAtQuestion(error: unknown, language: Language): number {
  if (!(error instanceof Error && error.name === 'AbortError')) {
    throw error;
  }
  print();
  print(messages[language].result.cancelled);
  return /Ctrl\+C/.test(error.message) ? exitCodes.interrupted : exitCodes.done;
}

/** `check`: reports what holds and what needs fixing in a set-up project; changes nothing. */
function check(project: Project, language: Language): number {
  // What the setup refuses, check names too: a package.json it cannot read
  // is no missing one, and GIT_DIR would make it read another repository (N-L).
  const names = project.names.filter((name) => name !== '.git');
  const refusal =
    projectRefusal(project) ??
    (project.packageJson
      ? undefined
      : names.length === 0
        ? ({id: 'nothingToCheck'} as const)
        : ({id: 'notAProject', names} as const));
  if (refusal) {
    printError(refusalText(language, refusal));
    return exitCodes.refused;
  }
  const words = messages[language].doctor;
  const {checked, findings} = diagnose(project, process.versions.node);
  print(words.heading(project.dir));
  const failed = new Set(findings.map((finding) => checkOf[finding.id]));
  for (const item of checked.filter((candidate) => !failed.has(candidate))) {
    print(`  ✔ ${words.checked[item]}`);
  }
  for (const finding of findings) {
    print(`  ✖ ${findingText(language, finding)}`);
  }
  print();
  print(findings.length === 0 ? words.healthy : words.found(findings.length));
  return findings.length === 0 ? exitCodes.done : exitCodes.failed;
}

/** What a failed run left, and what to do: the line after "Stopped at …". */
function whatNow(
  outcome: Extract<Outcome, {result: 'failed'}>,
  words: (typeof messages)[Language]['result'],
): string {
  if (outcome.untouched) {
    return words.cancelled;
  }
  if (outcome.restored) {
    return words.restored;
  }
  if (outcome.unrestored || outcome.step.id === 'restore') {
    return words.notPutBack;
  }
  if (outcome.step.id === 'check' && outcome.signal === undefined) {
    return words.checkFailed(outcome.step.script);
  }
  return words.rerun;
}

/**
 * What npx tells the program it starts about its own call (the package it
 * fetched, the folder it ran in). The project's tools must not inherit it:
 * with npm_config_package, the commit hook's npx would fetch this command
 * again instead of running commitlint.
 */
const npxCall = [
  'npm_config_package',
  'npm_config_call',
  'npm_config_yes',
  'npm_config_local_prefix',
  'npm_package_json',
  'npm_command',
  'npm_lifecycle_event',
  'npm_lifecycle_script',
];

/** Keeps npx's view of its own call and its node_modules/.bin out of the run. */
function cleanEnvironment(): void {
  if (process.env.npm_command === 'exec') {
    for (const name of npxCall) {
      delete process.env[name];
    }
  }
  // npx puts the project's node_modules/.bin first on PATH, where a pnpm
  // devDependency would stand in for the pnpm the reader runs (real
  // projects P11): the package manager and Git come from the reader's PATH.
  process.env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((folder) => !/[\\/]node_modules[\\/]\.bin[\\/]?$/.test(folder))
    .join(path.delimiter);
}

/** The command line read, or the exit code of a usage error already printed. */
function invocationOf(argv: readonly string[]): Invocation | number {
  try {
    return parseInvocation([...argv], process.env);
  } catch (error) {
    if (error instanceof UsageError) {
      const language = languageAskedFor([...argv]) ?? languageOf(process.env);
      printError(`${usageText(language, error.problem)}. ${messages[language].usage.seeHelp}`);
      return exitCodes.usage;
    }
    throw error;
  }
}

/** The current folder's path, "" where there is none (deleted from under the shell). */
function currentFolderName(): string {
  try {
    return process.cwd();
  } catch {
    return '';
  }
}

/**
 * The project in the current folder, after putting back a run that was
 * stopped half way there; or the exit code of a folder the command cannot read.
 */
async function projectFor(invocation: Invocation): Promise<Project | number> {
  const {language} = invocation;
  let project: Project;
  try {
    project = detect(process.cwd());
  } catch (error) {
    // A deleted, unreadable or over-long current folder (reliability F21). Node
    // gives a name that is not UTF-8 with U+FFFD in it, which names no folder.
    const reason = currentFolderName().includes('\uFFFD')
      ? 'notUtf8Name'
      : ((error as NodeJS.ErrnoException).code ?? String(error));
    printError(refusalText(language, {id: 'unreadableFolder', reason}));
    return exitCodes.refused;
  }
  if (invocation.command !== 'check' && !invocation.dryRun) {
    const lock =
      takeRunLock(folderLock(project.dir)) ??
      (project.git && takeRunLock(repositoryLock(project.git.gitDir)));
    if (lock) {
      printError(refusalText(language, {id: 'runUnderWay', pid: lock.heldBy}));
      return exitCodes.refused;
    }
    const reporter = {
      output: 'pipe' as const,
      begin: (step: Step) => print(`==> ${stepName(language, step, 'npm')}`),
    };
    if (await recoverInterrupted(project, reporter)) {
      print(messages[language].result.recovered);
      project = detect(project.dir);
    }
  }
  return project;
}

/** The plan, shown; or the exit code of a refusal or a missing prerequisite, printed. */
async function shownPlan(
  project: Project,
  invocation: Invocation,
  request: Request,
): Promise<Plan | number> {
  const {language} = invocation;
  const manager = packageManagerFor(project, request);
  const environment = {
    node: process.versions.node,
    git: versionOf('git'),
    manager: versionOf(manager),
    managerFrom: packageManagerSource(project, request),
    nodeEnv: process.env.NODE_ENV,
  };
  const {plan, refusal} = await planFor(project, request, exampleSources, environment.manager);
  const locked = plan && firstUnwritable(project, plan);
  if (refusal || locked !== undefined) {
    printError(refusalText(language, refusal ?? {id: 'notWritable', path: locked ?? ''}));
    return exitCodes.refused;
  }
  // Before the plan: without Git, say, the plan's view of the folder is wrong
  // (a "git init" inside a repository Git could not read: reliability note 4.10).
  const problems = findProblems(
    manager,
    project.packageJson?.data,
    environment,
    plan.mode === 'existing',
  );
  if (problems.length > 0) {
    for (const problem of problems) {
      printError(problemText(language, problem));
    }
    return exitCodes.refused;
  }
  printPlan(plan, project, language, invocation.dryRun);
  return plan;
}

/** Plans, shows, asks and carries out the setup of `project`. */
async function setUp(project: Project, invocation: Invocation): Promise<number> {
  const {language} = invocation;
  const interactive =
    process.stdin.isTTY && process.stdout.isTTY && !invocation.yes && !invocation.dryRun;
  let request: Request;
  try {
    request = interactive ? await ask(project, invocation) : invocation.request;
  } catch (error) {
    return stoppedAtQuestion(error, language);
  }
  const plan = await shownPlan(project, invocation, request);
  if (typeof plan === 'number') {
    return plan;
  }
  const words = messages[language].result;
  print();
  if (invocation.dryRun || inPlace(plan)) {
    print(invocation.dryRun ? words.dryRun : words.nothingToDo);
    return exitCodes.done;
  }
  let confirmed: boolean;
  try {
    confirmed = !interactive || (await confirm(language));
  } catch (error) {
    return stoppedAtQuestion(error, language);
  }
  if (!confirmed) {
    print(words.cancelled);
    return exitCodes.done;
  }
  const manager = plan.options.packageManager;
  // The project as the run leaves it, planned again with the same request.
  const replan = async () => {
    const again = await planFor(detect(project.dir), request, exampleSources, versionOf(manager));
    return again.plan ? leftToChange(again.plan) : [refusalText(language, again.refusal)];
  };
  const outcome = await apply(
    project,
    plan,
    {
      output: 'inherit',
      begin: (step) => print(`\n==> ${stepName(language, step, manager)}`),
      waiting: (seconds, limit, check) =>
        print(
          check === undefined
            ? words.waiting(seconds, limit)
            : words.checkWaiting(check, seconds, limit),
        ),
    },
    replan,
  );
  return reported(outcome, plan, language);
}

/** The exit code of a run stopped by `signal`: 128 + its number, as shells report it (reliability N-K). */
function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + (constants.signals[signal] ?? 0);
}

/** The outcome of a run, told; its exit code. */
function reported(outcome: Outcome, plan: Plan, language: Language): number {
  const words = messages[language].result;
  const manager = plan.options.packageManager;
  if (outcome.result === 'failed') {
    printError(`\n${words.stepFailed(stepName(language, outcome.step, manager), outcome.failure)}`);
    if (outcome.unrestored) {
      const restoring = stepName(language, {id: 'restore'}, manager);
      printError(words.stepFailed(restoring, outcome.unrestored));
    }
    printError(whatNow(outcome, words));
    return outcome.signal ? signalExitCode(outcome.signal) : exitCodes.failed;
  }
  if (outcome.result === 'broke') {
    printError(
      `\n${
        outcome.outsideGit
          ? words.brokeOutsideGit(outcome.script, outcome.files)
          : words.broke(outcome.script, outcome.passedBefore, outcome.files)
      }`,
    );
    printError(outcome.output.trimEnd());
    printError(`\n${words.restored}`);
    return exitCodes.failed;
  }
  print();
  for (const script of outcome.failedBefore) {
    print(words.failedBefore(script));
  }
  if (outcome.outsideGitFailedBefore) {
    print(words.outsideGitFailedBefore(outcome.outsideGitFailedBefore));
  }
  if (outcome.changing.length > 0) {
    print(words.changing(outcome.changing));
  }
  for (const check of outcome.advice) {
    const {script, folder} = checkFolder(check);
    const fix = commandsFor(manager, {run: script === 'format:check' ? 'format' : script});
    print(words.checkAdvice(check, folder === '.' ? fix : `cd ${folder} && ${fix}`));
  }
  if (!plan.git.commit) {
    print(words.review(commitLine(outcome.changed)));
  } else if (outcome.identityMissing) {
    print(words.noIdentity(commitLine(outcome.changed)));
  } else if (outcome.committed) {
    print(words.committed(outcome.changed.length));
  }
  if (plan.createEnv) {
    print(words.envHint);
  }
  print(words.guides(guideUrl(language, 'command')));
  print(words.done);
  return exitCodes.done;
}

async function main(): Promise<number> {
  cleanEnvironment();
  const invocation = invocationOf(process.argv.slice(2));
  if (typeof invocation === 'number') {
    return invocation;
  }
  const {language} = invocation;
  if (invocation.help) {
    print(helpText(language).trimEnd());
    return exitCodes.done;
  }
  if (invocation.version) {
    const manifest = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as {version: string};
    print(manifest.version);
    return exitCodes.done;
  }
  const project = await projectFor(invocation);
  if (typeof project === 'number') {
    return project;
  }
  return invocation.command === 'check' ? check(project, language) : setUp(project, invocation);
}

process.exitCode = await main();
