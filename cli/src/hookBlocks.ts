// The block Setup keeps in a hook at a workspace's top for the packages it
// set up there: one block per hook, which runs the package's tool in each
// package folder it lists, only for a commit that touches that folder. A
// second package adds its folder to the list, never a second copy of the
// tool's line (unseen P4).
import {quoted} from './names.ts';

const marker = '# Setup: for each package listed, a commit that touches it runs its';

/** The first line of an older Setup's block for one package, which ends at its `fi`. */
const olderMarker = /^# .*: its checks, for a commit that touches it \(Setup\)$/;

/**
 * The hook's command as the package manager runs it: the line of a
 * generated hook's else branch, or a one-line hook's line. In a package's
 * folder the binaries are the top's, which the package manager finds.
 */
function runnerCommand(hook: string): string {
  return (/^else\n\s*(.+)$/m.exec(hook)?.[1] ?? hook).trim();
}

/** The block for `folders`, running the hook `text`'s command in each. */
function block(text: string, folders: readonly string[]): string {
  const commitMessage = text.includes('"$1"');
  const command = runnerCommand(text).replace('"$1"', '"$message"');
  return [
    `${marker} ${commitMessage ? 'commit rules' : 'checks'}`,
    ...(commitMessage ? ['message="$PWD/$1"'] : []),
    `for folder in ${folders.map(quoted).join(' ')}; do`,
    '  if ! git diff --cached --quiet -- "$folder"; then',
    `    (cd "$folder" && ${command}) || exit 1`,
    '  fi',
    'done',
    '',
  ].join('\n');
}

/**
 * The hook's text with the package at `prefix` in Setup's block: added to
 * the block's list where there is one, or a new block after the hook's own
 * lines. `text` is the generated hook.
 */
export function withPackageInHook(existing: string, text: string, prefix: string): string {
  const lines = existing.split('\n');
  const start = lines.findIndex((line) => line.startsWith(marker));
  const at =
    start === -1
      ? -1
      : lines.findIndex((line, index) => index > start && /^for folder in .*; do$/.test(line));
  if (at !== -1) {
    const list = (lines[at] ?? '').slice('for folder in '.length, -'; do'.length);
    if (` ${list} `.includes(` ${quoted(prefix)} `)) {
      return existing;
    }
    lines[at] = `for folder in ${list} ${quoted(prefix)}; do`;
    return lines.join('\n');
  }
  const base = existing === '' || existing.endsWith('\n') ? existing : `${existing}\n`;
  return `${base}${block(text, [prefix])}`;
}

/** The hook's lines that run for every commit: without Setup's package blocks, old or new. */
export function repositoryWideLines(text: string): string[] {
  const kept: string[] = [];
  let end: string | undefined;
  for (const line of text.split('\n')) {
    if (end === undefined && line.startsWith(marker)) {
      end = 'done';
    } else if (end === undefined && olderMarker.test(line)) {
      end = 'fi';
    } else if (end === undefined) {
      kept.push(line);
    } else if (line === end) {
      end = undefined;
    }
  }
  return kept.filter((line) => !/^\s*(#|$)/.test(line));
}
