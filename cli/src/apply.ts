// Carries out a plan, step by step, and stops at the first failing step
// with its name. Files are written whole or not at all (atomicWrite.ts): a
// file that appeared since the plan was made is never overwritten, and a
// changed file is rewritten only while it still holds what the plan read.
// npm, pnpm and Yarn are .cmd shims on Windows: cross-spawn runs them with
// each argument quoted for cmd.exe, where shell: true would join them raw (F11).
import crossSpawn from 'cross-spawn';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createFile, removeLeftovers, replaceFile} from './atomicWrite.ts';
import {checkFolder, filesNamed} from './checks.ts';
import type {Project} from './detect.ts';
import {installedFile, markerText, readEntry, unfinishedMarker} from './detect.ts';
import {exportEnv, exportProject} from './exportInstall.ts';
import {gitOutput, gitResult, ignoredPaths} from './git.ts';
import {lockfiles} from './files.ts';
import {guardGroup} from './groupGuard.ts';
import {heldStop, holdStops, stopReceived, stopSignals} from './heldStops.ts';
import {
  fileBytes,
  readJournal,
  recordJournal,
  removeJournal,
  restore,
  TreeDiffers,
  writeJournal,
  type Journal,
} from './journal.ts';
import {husky, lintStaged, pnpFiles, toolCommand, usesPnp} from './toolRun.ts';
import {recordTree, type TreeState} from './treeState.ts';
import {rehearseEdits, type Rewrite} from './editRehearsal.ts';
import {commandsFor} from './packageManagers.ts';
import type {PackageManager} from './packageManagers.ts';
import type {Plan, PlanStep} from './planTypes.ts';

export type Step =
  | {id: 'baseline'; script: string}
  | {id: 'gitInit'}
  | {id: 'write'}
  | {id: 'install'; at?: string}
  | {id: 'hooks'}
  | {id: 'runner'; command: string}
  | {id: 'template'}
  | {id: 'env'}
  | {id: 'check'; script: string}
  | {id: 'rehearse'}
  | {id: 'exportInstall'; command: string}
  | {id: 'settled'}
  | {id: 'restore'}
  | {id: 'commit'};

export type Outcome =
  | {
      result: 'done';
      /** The files the setup wrote or changed, the lockfile among them: what to commit. */
      changed: string[];
      committed: boolean;
      identityMissing: boolean;
      /** Checks that found problems in an existing project's own files. */
      advice: string[];
      /** The project's checks that already failed before the setup: not counted against it. */
      failedBefore: string[];
      /** The project's checks left out because they change files (--fix, --write). */
      changing: string[];
      /** The install outside Git that already failed before the setup: not counted against it. */
      outsideGitFailedBefore?: string;
    }
  /** A step failed; in an existing project, everything was put back (`restored`). */
  | {
      result: 'failed';
      step: Step;
      failure: Failure;
      restored: boolean;
      /** Stopped before anything was written (the baseline checks, say). */
      untouched?: boolean;
      /** Why putting back failed too: the journal stays, and the next run puts back first. */
      unrestored?: Failure;
      /** The reader stopped the run with this signal (Ctrl+C: SIGINT). */
      signal?: NodeJS.Signals;
    }
  /**
   * A check that passed before the setup fails after it, or a new check
   * fails in Setup's own files: everything was put back.
   */
  | {
      result: 'broke';
      script: string;
      output: string;
      files: string[];
      passedBefore: boolean;
      /** `script` is the install of a copy without .git, which passed before. */
      outsideGit?: boolean;
    };

export type Reporter = {
  begin: (step: Step) => void;
  output: 'inherit' | 'pipe';
  /** Every half minute of a long install or check (`check`: its name): how long it has run, and its limit. */
  waiting?: (seconds: number, limit: number, check?: string) => void;
};

/** How often a running install says it is still running (oftener under a short limit). */
const waitingEverySeconds = (limit: number) => Math.min(30, limit / 2);

/** How long an install may take before the command stops it: 10 minutes. */
export const installTimeoutSeconds = 600;

/** How long one of the project's checks may take: 10 minutes (a watcher never ends: reliability N-H). */
export const checkTimeoutSeconds = 600;

/**
 * The limit in seconds that `variable` sets in the environment, else
 * `fallback`. setTimeout holds at most 2^31 - 1 ms (24 days): a larger limit is that.
 */
function limitFrom(variable: string, fallback: number): number {
  const asked = Number(process.env[variable]);
  return asked > 0 ? Math.min(asked, 2_147_483) : fallback;
}

/** Why a step stopped; the command words it in the reader's language. */
export type Failure =
  | {exitCode: number; output: string}
  | {timeout: number; command: string}
  | {changed: string}
  /** Put back, these paths still differ from before. */
  | {differ: readonly string[]}
  /** What a second plan of the set-up project would still change. */
  | {unsettled: readonly string[]}
  /** One-line edits that the pre-commit hook turned into more changed lines. */
  | {rewrites: readonly Rewrite[]}
  /** A system error or a signal, in the system's words. */
  | {message: string};

/** A failure in words for an error's own message (never shown to the reader as is). */
const failureText = (failure: Failure) =>
  'message' in failure ? failure.message : JSON.stringify(failure);

class StepFailure extends Error {
  readonly failure: Failure;
  /** The signal the reader stopped the command with, passed on to the program it ran. */
  readonly signal?: NodeJS.Signals;
  constructor(failure: Failure, signal?: NodeJS.Signals) {
    super(failureText(failure));
    this.failure = failure;
    this.signal = signal;
  }
}

/** A package manager may print nothing for minutes (no registry answer): the reader hears why. */
function reportWaiting(reporter: Reporter, timeoutSeconds: number | undefined) {
  if (timeoutSeconds === undefined || reporter.waiting === undefined) {
    return undefined;
  }
  let waited = 0;
  const every = waitingEverySeconds(timeoutSeconds);
  return setInterval(() => {
    waited += every;
    reporter.waiting?.(waited, timeoutSeconds);
  }, every * 1000);
}

/**
 * Runs a program to its end; its output goes to the terminal ('inherit') or
 * is kept for the failure's message ('pipe'). A signal the command receives
 * meanwhile is passed on to the program, and the step then fails with it, so
 * the caller can put the project back before the command exits.
 */
function run(
  command: string,
  args: readonly string[],
  cwd: string,
  reporter: Reporter,
  env?: NodeJS.ProcessEnv,
  timeoutSeconds?: number,
  /**
   * Run it in a process group of its own, which a stop ends whole: a check's
   * script starts a shell and its tools, which keep the output open (and
   * keep running) when only the package manager ends (reliability N-H). A
   * watcher stops that group if the command is killed outright.
   */
  group = false,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const stopped = heldStop();
    if (stopped) {
      reject(new StepFailure({message: stopped}, stopped));
      return;
    }
    const ownGroup = group && process.platform !== 'win32';
    const child = crossSpawn(command, args, {
      cwd,
      stdio: ['ignore', reporter.output, reporter.output],
      env: env ?? process.env,
      detached: ownGroup,
    });
    const release = ownGroup && child.pid !== undefined ? guardGroup(child.pid) : undefined;
    const stop = (signal: NodeJS.Signals) => {
      try {
        if (ownGroup && child.pid !== undefined) {
          process.kill(-child.pid, signal);
          return;
        }
      } catch {
        // The group has ended already: the program alone, below.
      }
      child.kill(signal);
    };
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let stoppedBy: NodeJS.Signals | 'timeout' | undefined;
    const passOn = (signal: NodeJS.Signals) => {
      stoppedBy = signal;
      stop(signal);
    };
    for (const signal of stopSignals) {
      process.on(signal, passOn);
    }
    const timer =
      timeoutSeconds === undefined
        ? undefined
        : setTimeout(() => {
            stoppedBy = 'timeout';
            stop('SIGTERM');
          }, timeoutSeconds * 1000);
    const waiting = reportWaiting(reporter, timeoutSeconds);
    const settle = (failure?: StepFailure) => {
      release?.();
      clearTimeout(timer);
      clearInterval(waiting);
      for (const signal of stopSignals) {
        process.off(signal, passOn);
      }
      if (failure) {
        reject(failure);
      } else {
        resolve();
      }
    };
    child.on('error', (error) => settle(new StepFailure({message: error.message})));
    child.on('close', (status, signal) => {
      // Ctrl+C reaches the program too, which may end (npm exits 130) before
      // this process has handled the signal: it is the reader's stop all the same.
      if (!stoppedBy && (signal === 'SIGINT' || status === 130)) {
        stoppedBy = 'SIGINT';
      }
      if (stoppedBy === 'timeout') {
        settle(new StepFailure({timeout: timeoutSeconds ?? 0, command}));
      } else if (stoppedBy) {
        settle(new StepFailure({message: stoppedBy}, stoppedBy));
      } else if (signal) {
        settle(new StepFailure({message: signal}));
      } else if (status !== 0) {
        settle(new StepFailure({exitCode: status ?? 1, output: output.trim()}));
      } else {
        settle();
      }
    });
  });
}

/** A check's result, with its output; a signal from the reader is no result, and stops the run. */
async function verdict(running: Promise<void>): Promise<{passed: boolean; output: string}> {
  try {
    await running;
    return {passed: true, output: ''};
  } catch (error) {
    if (error instanceof StepFailure && !error.signal) {
      const {failure} = error;
      const output =
        'output' in failure
          ? failure.output
          : 'timeout' in failure
            ? `no result after ${failure.timeout} s: stopped`
            : failureText(failure);
      return {passed: false, output};
    }
    throw error;
  }
}

/** A package manager command line, split into the command and its arguments. */
function managerCommand(line: string): [string, string[]] {
  const [command = '', ...args] = line.split(' ');
  return [command, args];
}

/**
 * Runs the package manager's install. The tools are dev dependencies: an
 * omit=dev or production setting in the reader's shell or .npmrc would skip
 * them (reliability F15).
 */
function runInstall(
  line: string,
  dir: string,
  reporter: Reporter,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const [command, args] = managerCommand(line);
  // A package manager that cannot reach its registry retries in silence for
  // many minutes (reliability F29): the install stops after this long.
  const timeout = limitFrom('SETUP_INSTALL_TIMEOUT', installTimeoutSeconds);
  return run(
    command,
    args,
    dir,
    reporter,
    {
      ...env,
      npm_config_production: undefined,
      NPM_CONFIG_PRODUCTION: undefined,
      npm_config_omit: undefined,
      NPM_CONFIG_OMIT: undefined,
      npm_config_include: 'dev',
      // Yarn 2 and later refuse to write the lockfile where CI is set; Setup's
      // install exists to update it. Yarn 1 ignores the setting.
      YARN_ENABLE_IMMUTABLE_INSTALLS: 'false',
    },
    timeout,
    true,
  );
}

/**
 * Installs a copy of `root` without .git (exportInstall.ts), with `overlay`
 * over its files; the output is kept for the failure's message.
 */
async function installExported(
  root: string,
  line: string,
  reporter: Reporter,
  overlay?: Journal['files'],
): Promise<void> {
  const copy = exportProject(root, overlay);
  try {
    await runInstall(line, copy.folder, {...reporter, output: 'pipe'}, exportEnv(copy.folder));
  } finally {
    copy.remove();
  }
}

/** The journal's files as they were before, relative to `root` (the journal's are the package's). */
function filesBefore(journal: Journal, dir: string, root: string): Journal['files'] {
  return Object.fromEntries(
    Object.entries(journal.files)
      .map(([file, bytes]) => [path.relative(root, path.join(dir, file)), bytes] as const)
      .filter(([file]) => !file.startsWith('..')),
  );
}

/** Puts back a project as the journal of an interrupted run recorded it. */
async function putBackFrom(
  dir: string,
  gitDir: string,
  journal: Journal,
  reporter: Reporter,
): Promise<void> {
  reporter.begin({id: 'restore'});
  await restore(dir, journal, async () => {
    try {
      await runInstall(journal.install, path.join(dir, journal.installAt ?? '.'), {
        ...reporter,
        output: 'pipe',
      });
    } catch {
      // node_modules stays as the failed install left it; the files are back.
    }
  });
  removeJournal(gitDir, journal.prefix);
}

/**
 * A run that was killed (kill -9, a power cut) left its journal: Setup's
 * files and settings are put back as they were before that run, so this run
 * starts from the reader's project and never reports a half setup as
 * "already in place" (reliability F6). The rest of the repository is not:
 * since the kill, another package's run or the reader's own work may have
 * changed it, which the journal's snapshot would silently undo (reliability
 * re-run N58). Returns whether anything was put back.
 */
export async function recoverInterrupted(project: Project, reporter: Reporter): Promise<boolean> {
  const git = project.git;
  const journal = git && readJournal(git.gitDir, git.prefix);
  if (!git || !journal) {
    return false;
  }
  await putBackFrom(project.dir, git.gitDir, {...journal, tree: undefined}, reporter);
  return true;
}

/**
 * The files in Git's folder that the project's hook manager writes when it
 * activates the hooks (lefthook keeps a hook it replaces as <hook>.old, and a
 * checksum), relative to the package: put back with the rest on a failure.
 */
function runnerFiles(dir: string, gitDir: string, project: Project): string[] {
  const manager = project.hookManager;
  if (!manager) {
    return [];
  }
  const hooksFolder =
    gitOutput(dir, ['rev-parse', '--path-format=absolute', '--git-path', 'hooks']) ?? '';
  const hooks = [...new Set([...manager.hooks, 'commit-msg'])];
  return [
    ...hooks.flatMap((hook) => [hook, `${hook}.old`].map((name) => path.join(hooksFolder, name))),
    path.join(gitDir, 'info', 'lefthook.checksum'),
  ].map((file) => path.relative(dir, file));
}

/**
 * The pre-commit hook's lint-staged over Setup's new files, as the printed
 * commit would run it, before the reader commits: in a temporary index of
 * its own (HEAD and those files), so the reader's index is untouched, and
 * without lint-staged's stash, which would reach the reader's working tree.
 * Its tasks may fix Setup's files (formatting them in the project's style);
 * they touch no other file. Undefined when lint-staged is not installed.
 */
async function rehearseCommit(
  dir: string,
  top: string,
  gitDir: string,
  files: readonly string[],
  reporter: Reporter,
): Promise<{passed: boolean; output: string} | undefined> {
  const installed =
    usesPnp(dir, top) || existsSync(installedFile(dir, top, lintStaged.script ?? ''));
  if (!installed || files.length === 0) {
    return undefined;
  }
  const hook = toolCommand(dir, top, lintStaged, ['--no-stash']);
  const index = path.join(gitDir, 'setup-essentials-index');
  const env = {...process.env, GIT_INDEX_FILE: index};
  const git = (args: readonly string[]) => gitResult(dir, args, {env});
  try {
    const head = git(['rev-parse', '--verify', '-q', 'HEAD']).status === 0;
    git(head ? ['read-tree', 'HEAD'] : ['read-tree', '--empty']);
    git(['add', '--', ...files]);
    return await verdict(run(hook.command, hook.args, dir, {...reporter, output: 'pipe'}, env));
  } finally {
    rmSync(index, {force: true});
  }
}

/** The paths of `files` that Git does not ignore. */
function notIgnored(dir: string, files: readonly string[]): string[] {
  const ignored = ignoredPaths(dir, files);
  return files.filter((file) => !ignored.has(file));
}

/**
 * One run of a plan: what its steps share (the journal, the checks' results
 * before the setup, the advice so far), with one method per step. A step
 * returns an outcome where the run ends there (the commit, or a check that
 * the setup broke, after everything was put back).
 */
class SetupRun {
  readonly dir: string;
  readonly manager: PackageManager;
  readonly existing: boolean;
  readonly installLine: string;
  readonly lockfilePaths: string[];
  /** Setup's files that it writes, and those among them that it creates. */
  readonly written: string[];
  readonly created: string[];
  step: Step = {id: 'write'};
  journal: Journal | undefined;
  gitDir = '';
  readonly baseline = new Map<string, boolean>();
  readonly advice: string[] = [];
  readonly failedBefore: string[] = [];
  outsideGitFailedBefore: string | undefined;
  /** The project's checks left out because they change files. */
  changing: readonly string[] = [];
  /** The repository's whole tree before the project's tools or Setup touched it. */
  tree: TreeState | undefined;
  /** Each lockfile's bytes before the first write (a new project has no journal to hold them). */
  readonly lockfilesBefore = new Map<string, string | null>();

  readonly project: Project;
  readonly plan: Plan;
  readonly reporter: Reporter;
  /** What a second plan of the project would still change: its paths and dependencies. */
  readonly replan: Replan | undefined;

  constructor(project: Project, plan: Plan, reporter: Reporter, replan?: Replan) {
    this.project = project;
    this.plan = plan;
    this.reporter = reporter;
    this.replan = replan;
    this.dir = project.dir;
    this.manager = plan.options.packageManager;
    this.existing = plan.mode === 'existing';
    this.installLine = commandsFor(this.manager, {install: true});
    // In a workspace package the install writes the lockfile at the repository
    // top (npm creates one there), which Setup must put back, and list to commit.
    const topLockfile = path.relative(
      this.dir,
      path.join(project.git?.root ?? this.dir, lockfiles[this.manager]),
    );
    // Yarn's Plug'n'Play map is the install's too: it changes with the lockfile.
    const pnp = pnpFiles.flatMap((file) => [
      file,
      path.relative(this.dir, path.join(project.git?.root ?? this.dir, file)),
    ]);
    this.lockfilePaths = [
      ...new Set([
        lockfiles[this.manager],
        ...(project.lockfile ? [project.lockfile.file] : []),
        topLockfile,
        ...(this.manager === 'yarn' ? pnp : []),
      ]),
    ];
    const changed = plan.changes.filter((change) => change.action !== 'same');
    this.written = changed.map((change) => change.path);
    this.created = changed
      .filter((change) => change.action === 'create')
      .map((change) => change.path);
  }

  /** Where the install runs, relative to the package: the workspace's top, or unset. */
  get installAt(): string | undefined {
    return this.plan.steps.find((step) => step.id === 'install')?.at;
  }

  get top(): string {
    return this.project.git?.root ?? this.dir;
  }

  begin(next: Step): void {
    this.step = next;
    this.reporter.begin(next);
  }

  git(args: readonly string[]): Promise<void> {
    return run('git', args, this.dir, {...this.reporter, output: 'pipe'});
  }

  /** A check's verdict: a script of the project's, or the CI install of its lockfile. */
  check(check: string): Promise<{passed: boolean; output: string}> {
    const {script, folder} = checkFolder(check);
    const line =
      script === this.plan.lockfileCheck ? script : commandsFor(this.manager, {run: script});
    const [command, args] = managerCommand(line);
    const reporter: Reporter = {
      ...this.reporter,
      output: 'pipe',
      waiting: (seconds, limit) => this.reporter.waiting?.(seconds, limit, check),
    };
    const limit = limitFrom('SETUP_CHECK_TIMEOUT', checkTimeoutSeconds);
    const cwd = path.join(this.dir, folder);
    return verdict(run(command, args, cwd, reporter, process.env, limit, true));
  }

  /** Independent checks run side by side; each begins in order on the screen. */
  checkAll(scripts: readonly string[], id: 'baseline' | 'check') {
    for (const script of scripts) {
      this.begin({id, script});
    }
    return Promise.all(scripts.map(async (script) => ({script, ...(await this.check(script))})));
  }

  /**
   * Puts the project back. When that fails too (a full disk), the journal
   * stays for the next run, and the returned text says why.
   */
  async putBack(): Promise<Failure | undefined> {
    if (!this.journal) {
      return undefined;
    }
    try {
      await putBackFrom(this.dir, this.gitDir, this.journal, this.reporter);
      return undefined;
    } catch (error) {
      return error instanceof TreeDiffers
        ? {differ: error.paths}
        : {message: error instanceof Error ? error.message : String(error)};
    }
  }

  /** The run ends with `outcome` once the project is put back, or says why it could not be. */
  async brokeWith(outcome: Extract<Outcome, {result: 'broke'}>): Promise<Outcome> {
    const problem = await this.putBack();
    return problem
      ? {result: 'failed', step: {id: 'restore'}, failure: problem, restored: false}
      : outcome;
  }

  /** The outcome of a step that threw: put back, with the step and why. */
  async failedWith(error: unknown): Promise<Outcome> {
    const failure: Failure =
      error instanceof StepFailure
        ? error.failure
        : {message: error instanceof Error ? error.message : String(error)};
    const failedStep = this.step;
    const problem = await this.putBack();
    return {
      result: 'failed',
      step: failedStep,
      failure,
      restored: this.journal !== undefined && !problem,
      // An existing project's journal comes before its first write.
      untouched: this.existing && this.journal === undefined,
      ...(problem ? {unrestored: problem} : {}),
      ...(error instanceof StepFailure && error.signal ? {signal: error.signal} : {}),
    };
  }

  async do(step: PlanStep): Promise<Outcome | undefined> {
    switch (step.id) {
      case 'baseline':
        // Before the project's own checks, which may write files too.
        this.tree = this.project.git && recordTree(this.top);
        this.changing = step.fixing;
        for (const {script, passed} of await this.checkAll(step.scripts, 'baseline')) {
          this.baseline.set(script, passed);
        }
        return undefined;
      case 'gitInit':
        this.begin({id: 'gitInit'});
        await this.git(['init', '-q', '-b', 'main']);
        return undefined;
      case 'write':
        this.record();
        this.write();
        return undefined;
      case 'install':
        this.begin({id: 'install', ...(step.at ? {at: step.at} : {})});
        await runInstall(step.command, path.join(this.dir, step.at ?? '.'), this.reporter);
        return undefined;
      case 'hooks':
        this.begin({id: 'hooks'});
        {
          const activate = toolCommand(this.dir, this.top, husky, [step.folder]);
          await run(activate.command, activate.args, this.top, {...this.reporter, output: 'pipe'});
        }
        return undefined;
      case 'runner':
        return this.runner(step.command);
      case 'template':
        this.begin({id: 'template'});
        await this.git(['config', 'commit.template', step.file]);
        return undefined;
      case 'env':
        this.env();
        return undefined;
      case 'rehearse':
        return this.rehearse();
      case 'checks':
        return this.existing ? this.checksAfter(step) : this.newChecks(step.scripts);
      case 'exportInstall':
        return this.exportInstall(step.command);
      case 'settled':
        return this.settled();
      case 'commit':
        return this.commit(step.make);
    }
  }

  /** The journal of an existing project, or a new project's marker, before the first write. */
  record(): void {
    const {dir, plan, project} = this;
    this.gitDir = gitOutput(dir, ['rev-parse', '--absolute-git-dir'])?.trim() ?? '';
    const prefix = project.git?.prefix ?? '';
    const {installAt} = this;
    for (const file of this.lockfilePaths) {
      this.lockfilesBefore.set(file, fileBytes(path.join(dir, file)));
    }
    if (this.existing) {
      this.journal = {
        ...recordJournal(
          dir,
          prefix,
          [
            ...this.written,
            ...this.lockfilePaths,
            ...(plan.git.runner ? runnerFiles(dir, this.gitDir, project) : []),
          ],
          plan.git.hooks && path.relative(dir, path.join(this.top, plan.git.hooks)),
          plan.git.init,
          this.installLine,
        ),
        tree: this.tree ?? recordTree(this.top),
        ...(installAt ? {installAt} : {}),
      };
      writeJournal(this.gitDir, this.journal);
      return;
    }
    const packageJson = plan.changes.find((change) => change.path === 'package.json');
    writeFileSync(
      unfinishedMarker(this.gitDir),
      markerText(
        prefix,
        packageJson && packageJson.action !== 'same'
          ? packageJson.text
          : (project.packageJson?.text ?? ''),
      ),
    );
  }

  write(): void {
    this.begin({id: 'write'});
    for (const change of this.plan.changes) {
      const file = path.join(this.dir, change.path);
      removeLeftovers(file);
      if (change.action === 'create') {
        mkdirSync(path.dirname(file), {recursive: true});
        createFile(file, change.text);
      } else if (change.action === 'update') {
        if (readFileSync(file, 'utf8') !== change.before) {
          throw new StepFailure({changed: change.path});
        }
        replaceFile(file, change.text);
      }
    }
  }

  async runner(command: readonly string[]): Promise<undefined> {
    const [tool = '', ...args] = command;
    this.begin({id: 'runner', command: command.join(' ')});
    const runner = toolCommand(this.dir, this.top, {bin: tool}, args);
    await run(runner.command, runner.args, this.dir, {...this.reporter, output: 'pipe'});
    return undefined;
  }

  env(): void {
    const example = path.join(this.dir, '.env.example');
    if (!existsSync(example)) {
      return;
    }
    this.begin({id: 'env'});
    try {
      createFile(path.join(this.dir, '.env'), readFileSync(example, 'utf8'));
    } catch {
      // A .env of the reader's own stays as it is.
    }
  }

  async rehearse(): Promise<Outcome | undefined> {
    this.begin({id: 'rehearse'});
    const files = notIgnored(this.dir, this.created);
    const rehearsal = await rehearseCommit(this.dir, this.top, this.gitDir, files, this.reporter);
    if (!rehearsal) {
      return undefined;
    }
    if (rehearsal.passed) {
      const hook = toolCommand(this.dir, this.top, lintStaged, ['--no-stash']);
      const rewrites = await rehearseEdits({
        dir: this.dir,
        top: this.top,
        written: this.written,
        lintStaged: (cwd) =>
          verdict(run(hook.command, hook.args, cwd, {...this.reporter, output: 'pipe'})),
      });
      if (rewrites.length > 0) {
        throw new StepFailure({rewrites});
      }
      return undefined;
    }
    return this.brokeWith({
      result: 'broke',
      script: 'pre-commit',
      output: rehearsal.output,
      files: filesNamed(rehearsal.output, this.written),
      passedBefore: false,
    });
  }

  /** A new project's checks must pass; the reader sees their output. */
  async newChecks(scripts: readonly string[]): Promise<undefined> {
    for (const script of scripts) {
      this.begin({id: 'check', script});
      const [command, args] = managerCommand(commandsFor(this.manager, {run: script}));
      await run(command, args, this.dir, this.reporter);
    }
    return undefined;
  }

  /**
   * An existing project's checks after the setup: one that passed before and
   * fails now, or a new one that fails in a file Setup created, is Setup's
   * doing, and puts everything back.
   */
  async checksAfter(step: Extract<PlanStep, {id: 'checks'}>): Promise<Outcome | undefined> {
    const {lockfile} = step;
    const lockfileAfter = notIgnored(
      this.dir,
      this.lockfilePaths.filter((file) => readEntry(path.join(this.dir, file)).type === 'file'),
    );
    // A project without a lockfile before has none to break: the new one must install.
    const scripts = [...step.scripts, ...(lockfileAfter.length > 0 && lockfile ? [lockfile] : [])];
    if (lockfile && !this.baseline.has(lockfile)) {
      this.baseline.set(lockfile, true);
    }
    for (const after of await this.checkAll(scripts, 'check')) {
      const {script} = after;
      const before = this.baseline.get(script);
      if (after.passed) {
        continue;
      }
      if (before === false) {
        this.failedBefore.push(script);
        continue;
      }
      // A check new to the project is Setup's to answer for only in the files
      // Setup created: in package.json or .gitignore, which Setup edits in
      // their own style, what it finds is the project's (a one-line array,
      // CRLF line ends).
      const files = filesNamed(after.output, before === true ? this.written : this.created);
      if (before === true || files.length > 0) {
        const passedBefore = before === true;
        return this.brokeWith({result: 'broke', script, output: after.output, files, passedBefore});
      }
      this.advice.push(script);
    }
    return undefined;
  }

  /**
   * What a Docker build or a source archive meets: the install of a copy
   * without .git, with its scripts on. A workspace's package installs from
   * the workspace's top.
   */
  async exportInstall(command: string): Promise<Outcome | undefined> {
    const {project, dir, journal} = this;
    const root = project.workspaceTop && project.git ? project.git.root : dir;
    this.begin({id: 'exportInstall', command});
    const installing = installExported(root, command, this.reporter);
    if (!this.existing) {
      // A new project's failure stops the run at this step, as its checks do.
      await installing;
      return undefined;
    }
    const after = await verdict(installing);
    if (after.passed || !journal) {
      return undefined;
    }
    const overlay = filesBefore(journal, dir, root);
    const before = await verdict(installExported(root, command, this.reporter, overlay));
    if (!before.passed) {
      this.outsideGitFailedBefore = command;
      return undefined;
    }
    return this.brokeWith({
      result: 'broke',
      script: command,
      output: after.output,
      files: filesNamed(after.output, this.written),
      passedBefore: true,
      outsideGit: true,
    });
  }

  /**
   * A second plan of the project as the run leaves it must change nothing: a
   * run that does not settle would change the project again at every run.
   */
  async settled(): Promise<undefined> {
    if (!this.replan) {
      return undefined;
    }
    this.begin({id: 'settled'});
    const left = await this.replan();
    if (left.length > 0) {
      throw new StepFailure({unsettled: left});
    }
    return undefined;
  }

  /**
   * What to commit: Setup's paths and the lockfiles it changed, none that
   * the project's .gitignore ignores (a .vscode/ kept out of Git, say),
   * which would make the printed git add fail.
   */
  changed(): string[] {
    const {plan, dir, journal} = this;
    return notIgnored(dir, [
      ...plan.changes
        .filter((change) => plan.mode === 'new' || change.action !== 'same')
        .map((change) => change.path),
      ...this.lockfilePaths.filter((file) => {
        const now = readEntry(path.join(dir, file));
        if (journal === undefined) {
          // A new package commits its own folder's lockfile, and the
          // workspace's where its install changed it (content review W4).
          return (
            now.type === 'file' &&
            (!file.startsWith('..') ||
              this.lockfilesBefore.get(file) !== fileBytes(path.join(dir, file)))
          );
        }
        return now.type === 'file' && journal.files[file] !== fileBytes(path.join(dir, file));
      }),
    ]);
  }

  async commit(make: boolean): Promise<Outcome> {
    const changed = this.changed();
    const done: Extract<Outcome, {result: 'done'}> = {
      result: 'done',
      changed,
      advice: this.advice,
      failedBefore: this.failedBefore,
      changing: [...this.changing],
      committed: false,
      identityMissing: false,
      ...(this.outsideGitFailedBefore ? {outsideGitFailedBefore: this.outsideGitFailedBefore} : {}),
    };
    if (this.journal) {
      removeJournal(this.gitDir, this.journal.prefix);
    }
    if (!make) {
      rmSync(unfinishedMarker(this.gitDir), {force: true});
      return done;
    }
    this.begin({id: 'commit'});
    if (!gitIdentity(this.dir)) {
      return {...done, identityMissing: true};
    }
    await this.git(['add', '--', ...changed]);
    // Only Setup's paths: whatever else the reader had staged stays staged, uncommitted.
    await run(
      'git',
      ['commit', '-q', '-m', 'chore: set up the project', '--', ...changed],
      this.dir,
      this.reporter,
    );
    rmSync(unfinishedMarker(this.gitDir), {force: true});
    return {...done, committed: true};
  }
}

/** A second plan of the set-up project: what it would still change, nothing when settled. */
export type Replan = () => Promise<readonly string[]>;

/**
 * Carries out the plan's steps in order; on a failure, everything is put
 * back. `replan` plans the project again once it is set up.
 */
export async function apply(
  project: Project,
  plan: Plan,
  reporter: Reporter,
  replan?: Replan,
): Promise<Outcome> {
  const setup = new SetupRun(project, plan, reporter, replan);
  const letGo = holdStops();
  try {
    for (const step of plan.steps) {
      await endIfStopped();
      const outcome = await setup.do(step);
      if (outcome) {
        return outcome;
      }
    }
    throw new Error('a plan ends with its commit step');
  } catch (error) {
    return await setup.failedWith(error);
  } finally {
    letGo();
  }
}

/** A stop held since the last step ends the run here, as a program it stopped would (F25). */
async function endIfStopped(): Promise<void> {
  const signal = await stopReceived();
  if (signal) {
    throw new StepFailure({message: signal}, signal);
  }
}

/** Whether Git has a name and an email for a commit, from its config or the environment. */
function gitIdentity(dir: string): boolean {
  const read = (key: string, variable: string) =>
    Boolean(process.env[variable]) || (gitOutput(dir, ['config', key])?.trim() ?? '') !== '';
  return read('user.name', 'GIT_COMMITTER_NAME') && read('user.email', 'GIT_COMMITTER_EMAIL');
}
