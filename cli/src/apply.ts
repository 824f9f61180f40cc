// Carries out a plan, step by step, and stops at the first failing step
// with its name. Files are written whole or not at all (atomicWrite.ts): a
// file that appeared since the plan was made is never overwritten, and a
// changed file is rewritten only while it still holds what the plan read.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createFile, replaceFile} from './atomicWrite.ts';
import type {Project} from './detect.ts';
import {markerText, unfinishedMarker} from './detect.ts';
import {lockfiles} from './files.ts';
import {commandsFor} from './packageManagers.ts';
import type {Plan} from './plan.ts';

export type Step =
  | {id: 'gitInit'}
  | {id: 'write'}
  | {id: 'install'}
  | {id: 'hooks'}
  | {id: 'template'}
  | {id: 'env'}
  | {id: 'check'; script: string}
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
    }
  | {result: 'failed'; step: Step; status: string};

export type Reporter = {
  begin: (step: Step) => void;
  output: 'inherit' | 'pipe';
};

class StepFailure extends Error {
  readonly status: string;
  constructor(status: string) {
    super(status);
    this.status = status;
  }
}

function run(
  command: string,
  args: readonly string[],
  cwd: string,
  reporter: Reporter,
  env?: NodeJS.ProcessEnv,
) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', reporter.output, reporter.output],
    encoding: 'utf8',
    shell: process.platform === 'win32',
    env: env ?? process.env,
  });
  if (result.error) {
    throw new StepFailure(result.error.message);
  }
  if (result.signal) {
    throw new StepFailure(result.signal);
  }
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new StepFailure(`exit code ${result.status}${output ? `\n${output}` : ''}`);
  }
}

/** A package manager command line, split into the command and its arguments. */
function managerCommand(line: string): [string, string[]] {
  const [command = '', ...args] = line.split(' ');
  return [command, args];
}

/** The husky binary the install put nearest to the project (a workspace may hoist it to the top). */
function huskyBinary(dir: string, top: string): string {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', 'husky', 'bin.js');
    if (existsSync(candidate) || folder === top || path.dirname(folder) === folder) {
      return candidate;
    }
  }
}

export function apply(project: Project, plan: Plan, reporter: Reporter): Outcome {
  const dir = project.dir;
  const manager = plan.options.packageManager;
  const git = (args: readonly string[], cwd = dir) =>
    run('git', args, cwd, {...reporter, output: 'pipe'});
  let step: Step = {id: 'write'};
  const begin = (next: Step) => {
    step = next;
    reporter.begin(next);
  };
  const advice: string[] = [];
  try {
    if (plan.git.init) {
      begin({id: 'gitInit'});
      git(['init', '-q', '-b', 'main']);
    }
    const gitDir = spawnSync('git', ['rev-parse', '--absolute-git-dir'], {
      cwd: dir,
      encoding: 'utf8',
    }).stdout.trim();
    if (plan.mode === 'new') {
      const packageJson = plan.changes.find((change) => change.path === 'package.json');
      writeFileSync(
        unfinishedMarker(gitDir),
        markerText(
          project.git?.prefix ?? '',
          packageJson && packageJson.action !== 'same'
            ? packageJson.text
            : (project.packageJson?.text ?? ''),
        ),
      );
    }

    begin({id: 'write'});
    for (const change of plan.changes) {
      const file = path.join(dir, change.path);
      if (change.action === 'create') {
        mkdirSync(path.dirname(file), {recursive: true});
        createFile(file, change.text);
      } else if (change.action === 'update') {
        if (readFileSync(file, 'utf8') !== change.before) {
          throw new StepFailure(`${change.path} changed while the command ran`);
        }
        replaceFile(file, change.text);
      }
    }

    begin({id: 'install'});
    // The tools are dev dependencies: an omit=dev or production setting in the
    // reader's shell or .npmrc would skip them (reliability F15).
    const env = {
      ...process.env,
      npm_config_production: undefined,
      NPM_CONFIG_PRODUCTION: undefined,
      npm_config_omit: undefined,
      NPM_CONFIG_OMIT: undefined,
      npm_config_include: 'dev',
    };
    const [installCommand, installArgs] = managerCommand(commandsFor(manager, {install: true}));
    run(installCommand, installArgs, dir, reporter, env);

    const top = project.git?.root ?? dir;
    if (plan.git.hooks) {
      begin({id: 'hooks'});
      run(process.execPath, [huskyBinary(dir, top), plan.git.hooks], top, {
        ...reporter,
        output: 'pipe',
      });
    }
    if (plan.git.template) {
      begin({id: 'template'});
      git(['config', 'commit.template', plan.git.template]);
    }
    if (plan.createEnv && existsSync(path.join(dir, '.env.example'))) {
      begin({id: 'env'});
      try {
        createFile(path.join(dir, '.env'), readFileSync(path.join(dir, '.env.example'), 'utf8'));
      } catch {
        // A .env of the reader's own stays as it is.
      }
    }
    for (const script of plan.checks) {
      begin({id: 'check', script});
      const [command, args] = managerCommand(commandsFor(manager, {run: script}));
      try {
        run(command, args, dir, {
          ...reporter,
          output: plan.mode === 'new' ? reporter.output : 'pipe',
        });
      } catch (error) {
        if (plan.mode === 'new') {
          throw error;
        }
        advice.push(script);
      }
    }
    const changed = [
      ...plan.changes
        .filter((change) => plan.mode === 'new' || change.action !== 'same')
        .map((change) => change.path),
      ...(existsSync(path.join(dir, lockfiles[manager])) ? [lockfiles[manager]] : []),
    ];
    const done = {
      result: 'done',
      changed,
      advice,
      committed: false,
      identityMissing: false,
    } as const;
    if (!plan.git.commit) {
      rmSync(unfinishedMarker(gitDir), {force: true});
      return done;
    }
    begin({id: 'commit'});
    if (!gitIdentity(dir)) {
      return {...done, identityMissing: true};
    }
    git(['add', '--', ...changed]);
    // Only Setup's paths: whatever else the reader had staged stays staged, uncommitted.
    run(
      'git',
      ['commit', '-q', '-m', 'chore: set up the project', '--', ...changed],
      dir,
      reporter,
    );
    rmSync(unfinishedMarker(gitDir), {force: true});
    return {...done, committed: true};
  } catch (error) {
    if (error instanceof StepFailure) {
      return {result: 'failed', step, status: error.status};
    }
    return {result: 'failed', step, status: error instanceof Error ? error.message : String(error)};
  }
}

/** Whether Git has a name and an email for a commit, from its config or the environment. */
function gitIdentity(dir: string): boolean {
  const read = (key: string, variable: string) =>
    Boolean(process.env[variable]) ||
    spawnSync('git', ['config', key], {cwd: dir, encoding: 'utf8'}).stdout.trim() !== '';
  return read('user.name', 'GIT_COMMITTER_NAME') && read('user.email', 'GIT_COMMITTER_EMAIL');
}
