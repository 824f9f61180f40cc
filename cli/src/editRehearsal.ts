// The reader's first commit after the setup, rehearsed: a one-line edit of
// an existing file of each kind the new pre-commit hook matches, staged and
// run through lint-staged in a scratch worktree of HEAD (the reader's own
// work tree and index are never touched). Each edit must stay one line: a
// hook that reformats the rest of the file would put unrelated lines into
// every commit (unseen P5).
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  existsSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gitResult} from './git.ts';
import {readRegularFile} from './regularFile.ts';
import {pnpFiles} from './toolRun.ts';

/** The comment a one-line edit adds, by the file's extension; none for JSON, which has no comments. */
const comments: Readonly<Record<string, (line: string) => string>> = {
  ...Object.fromEntries(
    ['js', 'mjs', 'cjs', 'jsx', 'ts', 'mts', 'cts', 'tsx'].map((ext) => [
      ext,
      (line) => `// ${line}`,
    ]),
  ),
  ...Object.fromEntries(['css', 'scss', 'less'].map((ext) => [ext, (line) => `/* ${line} */`])),
  ...Object.fromEntries(
    ['html', 'vue', 'svelte', 'md', 'markdown'].map((ext) => [ext, (line) => `<!-- ${line} -->`]),
  ),
  yml: (line) => `# ${line}`,
  yaml: (line) => `# ${line}`,
};

/** The extensions a lint-staged config's globs name: "*.{js,ts}" gives js and ts. */
export function globExtensions(config: Readonly<Record<string, unknown>>): string[] {
  const found = new Set<string>();
  for (const glob of Object.keys(config)) {
    const match = /\*\.(?:\{([^}]+)\}|([\w]+))$/.exec(glob);
    for (const ext of (match?.[1] ?? match?.[2] ?? '').split(',')) {
      if (ext.trim() !== '') {
        found.add(ext.trim());
      }
    }
  }
  return [...found];
}

/**
 * The file with one comment line added at its top, in its own line ends;
 * undefined where a line at the top would change what the file means (a
 * shebang, front matter) or its kind has no comment.
 */
export function oneLineEdit(file: string, text: string): string | undefined {
  const comment = comments[path.extname(file).slice(1)];
  if (!comment || text.startsWith('#!') || text.startsWith('---') || text.includes('\0')) {
    return undefined;
  }
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  // Markdown keeps a blank line after a comment before the next block.
  const blank = /\.(md|markdown)$/.test(file) ? eol : '';
  return `${comment('Setup: a one-line edit')}${eol}${blank}${text}`;
}

/**
 * One tracked file per extension, the first Git lists that `editable`
 * accepts: the files to edit. Only the candidates of a wanted kind are
 * asked, so a large repository is not read whole.
 */
export function filesToEdit(
  tracked: readonly string[],
  extensions: readonly string[],
  editable: (file: string) => boolean = () => true,
): string[] {
  return extensions.flatMap((ext) => {
    const file = tracked.find((candidate) => candidate.endsWith(`.${ext}`) && editable(candidate));
    return file ? [file] : [];
  });
}

/** A file the rehearsal edited, and how many lines its commit would change. */
export type Rewrite = {file: string; lines: number};

type Rehearsal = {
  /** The package's folder, its repository's top, and Setup's files (relative to the package). */
  dir: string;
  top: string;
  written: readonly string[];
  /** Runs the hook's lint-staged in the scratch copy of the package's folder. */
  lintStaged: (cwd: string) => Promise<unknown>;
};

/** Files larger than this are left out of the rehearsal: a generated bundle, a data dump. */
const largestFile = 256 * 1024;

/**
 * Rehearses a one-line edit of a file of each kind the written lint-staged
 * config matches, and returns the edits whose commit would change more
 * than that one line. Nothing is returned where the package has no such files.
 */
export async function rehearseEdits(rehearsal: Rehearsal): Promise<Rewrite[]> {
  const {dir, top, written} = rehearsal;
  const configFile = path.join(dir, '.lintstagedrc.json');
  if (!written.includes('.lintstagedrc.json') || !existsSync(configFile)) {
    return [];
  }
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  const listed = gitResult(dir, ['ls-files', '-z', '--', '.']);
  const tracked = listed.stdout
    .split('\0')
    .filter((file) => file !== '' && !written.includes(file));
  const files = filesToEdit(tracked, globExtensions(config), (file) => {
    const text = readText(path.join(dir, file));
    return text !== undefined && oneLineEdit(file, text) !== undefined;
  });
  if (files.length === 0) {
    return [];
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'setup-essentials-edit-'));
  const copy = path.join(scratch, 'tree');
  const prefix = path.relative(top, dir);
  try {
    // No hook runs for the scratch worktree, and no Git LFS download.
    const env = {...process.env, GIT_LFS_SKIP_SMUDGE: '1'};
    const added = gitResult(
      top,
      ['-c', 'core.hooksPath=/dev/null', 'worktree', 'add', '--detach', '-q', copy, 'HEAD'],
      {env},
    );
    if (added.status !== 0) {
      throw new Error(`git worktree add: ${added.stderr.trim()}`);
    }
    const inCopy = path.join(copy, prefix);
    for (const file of written) {
      const from = path.join(dir, file);
      if (existsSync(from)) {
        cpSync(from, path.join(inCopy, file), {recursive: true});
      }
    }
    linkInstalls(top, copy, prefix);
    const inserted = new Map<string, number>();
    for (const file of files) {
      const target = path.join(inCopy, file);
      const text = readFileSync(target, 'utf8');
      const edited = oneLineEdit(file, text) ?? text;
      inserted.set(file, edited.split('\n').length - text.split('\n').length);
      writeFileSync(target, edited);
    }
    gitResult(inCopy, ['add', '--', ...files]);
    await rehearsal.lintStaged(inCopy);
    return files.flatMap((file) => {
      const stat = gitResult(inCopy, ['diff', '--numstat', 'HEAD', '--', file]).stdout;
      const [addedLines = '0', deletedLines = '0'] = stat.split('\t');
      const lines = Number(addedLines) + Number(deletedLines);
      return lines > (inserted.get(file) ?? 1) ? [{file, lines}] : [];
    });
  } finally {
    gitResult(top, ['worktree', 'remove', '--force', copy]);
    rmSync(scratch, {recursive: true, force: true});
    gitResult(top, ['worktree', 'prune']);
  }
}

function readText(file: string): string | undefined {
  return readRegularFile(file, largestFile)?.toString('utf8');
}

/**
 * The installed tools of the package and of the top, seen from the scratch
 * copy as from the project: node_modules, or Yarn's Plug'n'Play files and
 * the untracked part of .yarn (its install state, its unplugged packages).
 */
function linkInstalls(top: string, copy: string, prefix: string): void {
  const link = (from: string, to: string) => {
    if (existsSync(from) && !existsSync(to)) {
      symlinkSync(from, to, 'junction');
    }
  };
  for (const folder of new Set(['', prefix])) {
    for (const name of ['node_modules', ...pnpFiles]) {
      link(path.join(top, folder, name), path.join(copy, folder, name));
    }
    const yarn = path.join(top, folder, '.yarn');
    if (existsSync(yarn)) {
      mkdirSync(path.join(copy, folder, '.yarn'), {recursive: true});
      for (const name of readdirSync(yarn)) {
        link(path.join(yarn, name), path.join(copy, folder, '.yarn', name));
      }
    }
  }
}
