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
import {changesFiles, filesNamed, projectChecks} from './checks.ts';
import type {Project} from './detect.ts';
import {installedFile, markerText, readEntry, unfinishedMarker} from './detect.ts';
import {changesInstall, exportEnv, exportProject} from './exportInstall.ts';
import {gitOutput, gitResult, ignoredPaths} from './git.ts';
import {lockfiles} from './files.ts';
import {
  fileBytes,
  readJournal,
  recordJournal,
  removeJournal,
  restore,
  writeJournal,
  type Journal,
} from './journal.ts';
import {commandsFor} from './packageManagers.ts';
import type {Plan} from './plan.ts';

export type Step =
  | {id: 'baseline'; script: string}
  | {id: 'gitInit'}
  | {id: 'write'}
  | {id: 'install'}
  | {id: 'hooks'}
  | {id: 'runner'; command: string}
  | {id: 'template'}
  | {id: 'env'}
  | {id: 'check'; script: string}
  | {id: 'rehearse'}
  | {id: 'exportInstall'; command: string}
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
      unrestored?: string;
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
  /** Every half minute of a long install: how long it has run, and its limit. */
  waiting?: (seconds: number, limit: number) => void;
};

/** How often a running install says it is still running (oftener under a short limit). */
const waitingEverySeconds = (limit: number) => Math.min(30, limit / 2);

/** How long an install may take before the command stops it: 10 minutes. */
export const installTimeoutSeconds = 600;

/** Why a step stopped; the command words it in the reader's language. */
export type Failure =
  | {exitCode: number; output: string}
  | {timeout: number; command: string}
  | {changed: string}
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

/** Signals the command passes on to the program it runs (F25: none is left running alone). */
const passedOn: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

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
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = crossSpawn(command, args, {
      cwd,
      stdio: ['ignore', reporter.output, reporter.output],
      env: env ?? process.env,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let stoppedBy: NodeJS.Signals | 'timeout' | undefined;
    const passOn = (signal: NodeJS.Signals) => {
      stoppedBy = signal;
      child.kill(signal);
    };
    for (const signal of passedOn) {
      process.on(signal, passOn);
    }
    const timer =
      timeoutSeconds === undefined
        ? undefined
        : setTimeout(() => {
            stoppedBy = 'timeout';
            child.kill('SIGTERM');
          }, timeoutSeconds * 1000);
    // A package manager may print nothing for minutes (no registry answer).
    let waited = 0;
    const waiting =
      timeoutSeconds === undefined || reporter.waiting === undefined
        ? undefined
        : setInterval(
            () => {
              waited += waitingEverySeconds(timeoutSeconds);
              reporter.waiting?.(waited, timeoutSeconds);
            },
            waitingEverySeconds(timeoutSeconds) * 1000,
          );
    const settle = (failure?: StepFailure) => {
      clearTimeout(timer);
      clearInterval(waiting);
      for (const signal of passedOn) {
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
      return {passed: false, output: 'output' in failure ? failure.output : failureText(failure)};
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
  // setTimeout holds at most 2^31 - 1 ms (24 days): a larger limit is that.
  const asked = Number(process.env.SETUP_INSTALL_TIMEOUT);
  const timeout = asked > 0 ? Math.min(asked, 2_147_483) : installTimeoutSeconds;
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
      await runInstall(journal.install, dir, {...reporter, output: 'pipe'});
    } catch {
      // node_modules stays as the failed install left it; the files are back.
    }
  });
  removeJournal(gitDir);
}

/**
 * A run that was killed (Ctrl+C, a closed terminal) left its journal: the
 * project is put back as it was before that run, so this run starts from the
 * reader's project and never reports a half setup as "already in place"
 * (reliability F6). Returns whether anything was put back.
 */
export async function recoverInterrupted(project: Project, reporter: Reporter): Promise<boolean> {
  const git = project.git;
  const journal = git && readJournal(git.gitDir, git.prefix);
  if (!git || !journal) {
    return false;
  }
  await putBackFrom(project.dir, git.gitDir, journal, reporter);
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
  const lintStaged = installedFile(dir, top, 'lint-staged/bin/lint-staged.js');
  if (!existsSync(lintStaged) || files.length === 0) {
    return undefined;
  }
  const index = path.join(gitDir, 'setup-essentials-index');
  const env = {...process.env, GIT_INDEX_FILE: index};
  const git = (args: readonly string[]) => gitResult(dir, args, {env});
  try {
    const head = git(['rev-parse', '--verify', '-q', 'HEAD']).status === 0;
    git(head ? ['read-tree', 'HEAD'] : ['read-tree', '--empty']);
    git(['add', '--', ...files]);
    return await verdict(
      run(process.execPath, [lintStaged, '--no-stash'], dir, {...reporter, output: 'pipe'}, env),
    );
  } finally {
    rmSync(index, {force: true});
  }
}

/** The paths of `files` that Git does not ignore. */
function notIgnored(dir: string, files: readonly string[]): string[] {
  const ignored = ignoredPaths(dir, files);
  return files.filter((file) => !ignored.has(file));
}

/** The scripts of the package.json the plan writes (or of the project's, when unchanged). */
function scriptsAfter(project: Project, plan: Plan): Record<string, unknown> {
  const change = plan.changes.find((candidate) => candidate.path === 'package.json');
  const text = change && change.action !== 'same' ? change.text : project.packageJson?.text;
  try {
    return (JSON.parse(text ?? '{}') as {scripts?: Record<string, unknown>}).scripts ?? {};
  } catch {
    return {};
  }
}

/**
 * The scripts an existing project's run checks after the setup: the
 * project's own and Setup's, none that changes files.
 */
export function checksAfter(project: Project, plan: Plan, verify: 'checks' | 'all'): string[] {
  const scripts = scriptsAfter(project, plan);
  const own = projectChecks(project.packageJson?.data.scripts, verify).run;
  return [...new Set([...own, ...plan.checks])].filter(
    (script) => typeof scripts[script] === 'string' && !changesFiles(String(scripts[script])),
  );
}

/** `verify` all: the project's test and build scripts are checks too (--verify=all). */
export async function apply(
  project: Project,
  plan: Plan,
  reporter: Reporter,
  verify: 'checks' | 'all' = 'checks',
): Promise<Outcome> {
  const dir = project.dir;
  const manager = plan.options.packageManager;
  const existing = plan.mode === 'existing';
  const git = (args: readonly string[], cwd = dir) =>
    run('git', args, cwd, {...reporter, output: 'pipe'});
  let step: Step = {id: 'write'};
  const begin = (next: Step) => {
    step = next;
    reporter.begin(next);
  };
  const installLine = commandsFor(manager, {install: true});
  const install = (output: Reporter['output']) =>
    runInstall(installLine, dir, {...reporter, output});
  const frozen = plan.lockfileCheck;
  const check = (script: string) => {
    const [command, args] = managerCommand(
      script === frozen ? frozen : commandsFor(manager, {run: script}),
    );
    return verdict(run(command, args, dir, {...reporter, output: 'pipe'}));
  };
  /** Independent checks run side by side; each begins in order on the screen. */
  const checkAll = (scripts: readonly string[], id: 'baseline' | 'check') => {
    for (const script of scripts) {
      begin({id, script});
    }
    return Promise.all(scripts.map(async (script) => ({script, ...(await check(script))})));
  };

  // An existing project's own checks, before anything changes: only a check
  // that passes now may hold the setup to account. Checks that change files
  // are never run on the reader's working tree (reliability F10).
  const own = existing
    ? projectChecks(project.packageJson?.data.scripts, verify)
    : {run: [], fixing: []};
  const baseline = new Map<string, boolean>();

  // In a workspace package the install writes the lockfile at the repository
  // top (npm creates one there), which Setup must put back, and list to commit.
  const topLockfile = path.relative(dir, path.join(project.git?.root ?? dir, lockfiles[manager]));
  const lockfilePaths = [
    ...new Set([
      lockfiles[manager],
      ...(project.lockfile ? [project.lockfile.file] : []),
      topLockfile,
    ]),
  ];
  const written = plan.changes
    .filter((change) => change.action !== 'same')
    .map((change) => change.path);
  const created = plan.changes
    .filter((change) => change.action === 'create')
    .map((change) => change.path);
  let journal: Journal | undefined;
  let gitDir = '';
  /**
   * Puts the project back. When that fails too (a full disk), the journal
   * stays for the next run, and the returned text says why.
   */
  const putBack = async (): Promise<string | undefined> => {
    if (!journal) {
      return undefined;
    }
    try {
      await putBackFrom(dir, gitDir, journal, reporter);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };
  const notPutBack = (problem: string): Outcome => ({
    result: 'failed',
    step: {id: 'restore'},
    failure: {message: problem},
    restored: false,
  });

  const advice: string[] = [];
  const failedBefore: string[] = [];
  try {
    // The lockfile the project commits must still install as a CI installs it.
    const lockfileBefore = project.lockfile && notIgnored(dir, [project.lockfile.file]).length > 0;
    for (const {script, passed} of await checkAll(
      existing && lockfileBefore && frozen ? [...own.run, frozen] : own.run,
      'baseline',
    )) {
      baseline.set(script, passed);
    }
    if (plan.git.init) {
      begin({id: 'gitInit'});
      await git(['init', '-q', '-b', 'main']);
    }
    gitDir = gitOutput(dir, ['rev-parse', '--absolute-git-dir'])?.trim() ?? '';
    const prefix = project.git?.prefix ?? '';
    if (existing) {
      journal = recordJournal(
        dir,
        prefix,
        [
          ...written,
          ...lockfilePaths,
          ...(plan.git.runner ? runnerFiles(dir, gitDir, project) : []),
        ],
        plan.git.hooks && path.relative(dir, path.join(project.git?.root ?? dir, plan.git.hooks)),
        plan.git.init,
        installLine,
      );
      writeJournal(gitDir, journal);
    } else {
      const packageJson = plan.changes.find((change) => change.path === 'package.json');
      writeFileSync(
        unfinishedMarker(gitDir),
        markerText(
          prefix,
          packageJson && packageJson.action !== 'same'
            ? packageJson.text
            : (project.packageJson?.text ?? ''),
        ),
      );
    }

    begin({id: 'write'});
    for (const change of plan.changes) {
      const file = path.join(dir, change.path);
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

    begin({id: 'install'});
    await install(reporter.output);

    const top = project.git?.root ?? dir;
    if (plan.git.hooks) {
      begin({id: 'hooks'});
      await run(process.execPath, [installedFile(dir, top, 'husky/bin.js'), plan.git.hooks], top, {
        ...reporter,
        output: 'pipe',
      });
    }
    if (plan.git.runner) {
      const [tool = '', ...args] = plan.git.runner;
      begin({id: 'runner', command: plan.git.runner.join(' ')});
      await run(installedFile(dir, top, `.bin/${tool}`), args, dir, {...reporter, output: 'pipe'});
    }
    if (plan.git.template) {
      begin({id: 'template'});
      await git(['config', 'commit.template', plan.git.template]);
    }
    if (plan.createEnv && existsSync(path.join(dir, '.env.example'))) {
      begin({id: 'env'});
      try {
        createFile(path.join(dir, '.env'), readFileSync(path.join(dir, '.env.example'), 'utf8'));
      } catch {
        // A .env of the reader's own stays as it is.
      }
    }
    if (existing && plan.git.hooks) {
      begin({id: 'rehearse'});
      const rehearsal = await rehearseCommit(dir, top, gitDir, notIgnored(dir, created), reporter);
      if (rehearsal && !rehearsal.passed) {
        const files = filesNamed(rehearsal.output, written);
        const problem = await putBack();
        if (problem) {
          return notPutBack(problem);
        }
        return {
          result: 'broke',
          script: 'pre-commit',
          output: rehearsal.output,
          files,
          passedBefore: false,
        };
      }
    }
    const lockfileAfter = notIgnored(
      dir,
      lockfilePaths.filter((file) => readEntry(path.join(dir, file)).type === 'file'),
    );
    const checks = existing
      ? [
          ...checksAfter(project, plan, verify),
          // A project without a lockfile before has none to break: the new one must install.
          ...(lockfileAfter.length > 0 && frozen ? [frozen] : []),
        ]
      : plan.checks;
    if (frozen && !baseline.has(frozen)) {
      baseline.set(frozen, true);
    }
    if (!existing) {
      // A new project's checks must pass; the reader sees their output.
      for (const script of checks) {
        begin({id: 'check', script});
        await run(...managerCommand(commandsFor(manager, {run: script})), dir, reporter);
      }
    }
    for (const after of existing ? await checkAll(checks, 'check') : []) {
      const {script} = after;
      const before = baseline.get(script);
      if (after.passed) {
        continue;
      }
      if (before === false) {
        failedBefore.push(script);
        continue;
      }
      // A check new to the project is Setup's to answer for only in the files
      // Setup created: in package.json or .gitignore, which Setup edits in
      // their own style, what it finds is the project's (a one-line array,
      // CRLF line ends).
      const files = filesNamed(after.output, before === true ? written : created);
      if (before === true || files.length > 0) {
        const problem = await putBack();
        if (problem) {
          return notPutBack(problem);
        }
        return {
          result: 'broke',
          script,
          output: after.output,
          files,
          passedBefore: before === true,
        };
      }
      advice.push(script);
    }
    // What a Docker build or a source archive meets: the install of a copy
    // without .git, with its scripts on, where the plan changes them. A
    // workspace's package installs from the workspace's top.
    let outsideGitFailedBefore: string | undefined;
    if (changesInstall(plan.changes)) {
      const root = project.workspaceTop && project.git ? project.git.root : dir;
      begin({id: 'exportInstall', command: installLine});
      const installing = installExported(root, installLine, reporter);
      let after = {passed: true, output: ''};
      if (existing) {
        after = await verdict(installing);
      } else {
        // A new project's failure stops the run at this step, as its checks do.
        await installing;
      }
      if (!after.passed && journal) {
        const before = await verdict(
          installExported(root, installLine, reporter, filesBefore(journal, dir, root)),
        );
        if (before.passed) {
          const problem = await putBack();
          if (problem) {
            return notPutBack(problem);
          }
          return {
            result: 'broke',
            script: installLine,
            output: after.output,
            files: filesNamed(after.output, written),
            passedBefore: true,
            outsideGit: true,
          };
        }
        outsideGitFailedBefore = installLine;
      }
    }
    // What to commit: a path the project's .gitignore ignores (a .vscode/ kept
    // out of Git, say) would make the printed git add fail.
    const changed = notIgnored(dir, [
      ...plan.changes
        .filter((change) => plan.mode === 'new' || change.action !== 'same')
        .map((change) => change.path),
      ...lockfilePaths.filter((file) => {
        const now = readEntry(path.join(dir, file));
        if (journal === undefined) {
          // A new package commits only its own folder's lockfile.
          return now.type === 'file' && !file.startsWith('..');
        }
        return now.type === 'file' && journal.files[file] !== fileBytes(path.join(dir, file));
      }),
    ]);
    const done = {
      result: 'done',
      changed,
      advice,
      failedBefore,
      changing: own.fixing,
      committed: false,
      identityMissing: false,
      ...(outsideGitFailedBefore ? {outsideGitFailedBefore} : {}),
    } as const;
    if (journal) {
      removeJournal(gitDir);
    }
    if (!plan.git.commit) {
      rmSync(unfinishedMarker(gitDir), {force: true});
      return done;
    }
    begin({id: 'commit'});
    if (!gitIdentity(dir)) {
      return {...done, identityMissing: true};
    }
    await git(['add', '--', ...changed]);
    // Only Setup's paths: whatever else the reader had staged stays staged, uncommitted.
    await run(
      'git',
      ['commit', '-q', '-m', 'chore: set up the project', '--', ...changed],
      dir,
      reporter,
    );
    rmSync(unfinishedMarker(gitDir), {force: true});
    return {...done, committed: true};
  } catch (error) {
    const failure: Failure =
      error instanceof StepFailure
        ? error.failure
        : {message: error instanceof Error ? error.message : String(error)};
    const failedStep = step;
    const problem = await putBack();
    return {
      result: 'failed',
      step: failedStep,
      failure,
      restored: journal !== undefined && !problem,
      // An existing project's journal comes before its first write.
      untouched: existing && journal === undefined,
      ...(problem ? {unrestored: problem} : {}),
      ...(error instanceof StepFailure && error.signal ? {signal: error.signal} : {}),
    };
  }
}

/** Whether Git has a name and an email for a commit, from its config or the environment. */
function gitIdentity(dir: string): boolean {
  const read = (key: string, variable: string) =>
    Boolean(process.env[variable]) || (gitOutput(dir, ['config', key])?.trim() ?? '') !== '';
  return read('user.name', 'GIT_COMMITTER_NAME') && read('user.email', 'GIT_COMMITTER_EMAIL');
}
