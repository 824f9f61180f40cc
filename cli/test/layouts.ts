// Real folder layouts for the command's tests: files written to a temp
// folder, Git repositories made with the git binary, a hash of every file to
// prove a run changed nothing, and the command itself run as a reader runs it.
import {execFileSync, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after} from 'node:test';
import {fileURLToPath} from 'node:url';

/** A file's text, or a value written as package.json writes JSON (two spaces, a final newline). */
export type FileContent = string | {json: unknown};

/** Files by their path inside the folder, "/" separated. */
export type Layout = Readonly<Record<string, FileContent>>;

export const cliPath = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

/** A new folder under the system's temp folder, by its real path (Git reports real paths). */
export function makeTempRoot(prefix: string): string {
  return realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
}

/**
 * A test file's temp folder, removed after its tests, with Git's
 * configuration kept out (isolateGit, HOME in its "home" folder).
 */
export function isolatedRoot(prefix: string): string {
  const root = makeTempRoot(prefix);
  isolateGit(path.join(root, 'home'));
  after(() => rmSync(root, {recursive: true, force: true}));
  return root;
}

/**
 * Keeps the machine's Git configuration out: HOME becomes `home` (no global
 * config there), the system config is skipped, and no variable points Git at
 * another repository. Applies to this process and every child it starts.
 */
export function isolateGit(home: string): void {
  mkdirSync(home, {recursive: true});
  process.env.HOME = home;
  process.env.GIT_CONFIG_NOSYSTEM = '1';
  process.env.GIT_CONFIG_GLOBAL = path.join(home, '.gitconfig');
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_CEILING_DIRECTORIES']) {
    delete process.env[name];
  }
  delete process.env.NODE_ENV;
}

export function writeLayout(dir: string, layout: Layout): string {
  mkdirSync(dir, {recursive: true});
  for (const [relative, content] of Object.entries(layout)) {
    const file = path.join(dir, relative);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(
      file,
      typeof content === 'string' ? content : `${JSON.stringify(content.json, null, 2)}\n`,
    );
  }
  return dir;
}

export function writeExecutable(file: string, text: string): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
  chmodSync(file, 0o755);
}

/** Runs git in `dir` and returns its output without the final newline; throws when it fails. */
export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).replace(/\n$/, '');
}

export function initRepository(dir: string): void {
  git(dir, 'init', '-q', '-b', 'main');
}

/** `layout` written into `dir`, as a repository with one commit of it all. */
export function committedRepository(dir: string, layout: Layout): string {
  writeLayout(dir, layout);
  initRepository(dir);
  commit(dir, 'chore: start', {all: true});
  return dir;
}

/** Commits what is staged (or everything, with `all`), as a throwaway identity. */
export function commit(dir: string, message: string, {all = false} = {}): void {
  if (all) {
    git(dir, 'add', '-A');
  }
  git(dir, '-c', 'user.name=T', '-c', 'user.email=t@e.x', 'commit', '-q', '-m', message);
}

/** `git status --porcelain`, without the index refresh that would rewrite .git/index. */
export function gitStatus(dir: string): string {
  return git(dir, '--no-optional-locks', 'status', '--porcelain');
}

/** Every entry under `dir` (.git included): a file's SHA-256, a symlink's target, or "folder". */
export function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      const relative = path.relative(dir, file).split(path.sep).join('/');
      const stats = lstatSync(file);
      if (stats.isSymbolicLink()) {
        entries[relative] = `symlink to ${readlinkSync(file)}`;
      } else if (stats.isDirectory()) {
        entries[relative] = 'folder';
        walk(file);
      } else {
        const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
        entries[relative] = `${hash} mode ${(stats.mode & 0o777).toString(8)}`;
      }
    }
  };
  walk(dir);
  return entries;
}

export type CliRun = {status: number | null; output: string};

/** The command as a reader runs it in `dir`, without a terminal (so it asks nothing). */
export function runCli(
  dir: string,
  args: readonly string[],
  extraEnv: NodeJS.ProcessEnv = {},
): CliRun {
  const result = spawnSync(process.execPath, [cliPath, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, LANG: 'en_US.UTF-8', LC_ALL: '', LC_MESSAGES: '', ...extraEnv},
    // A guard against a hang, generous for a loaded 2-core machine.
    timeout: 60_000,
  });
  return {
    status: result.status,
    output: `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}`,
  };
}
