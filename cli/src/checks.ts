// The project's own checks: which of its scripts lint, type-check or check
// the format, whatever their names; which of them would change files (and
// so are never run on the reader's working tree); and whose files a failing
// check names.

/** Script names that check the project without building or testing it. */
const checkName =
  /^(?:lint|typecheck|type-check|check-types|types|tsc|check|format:check|format-check|fmt:check|prettier:check)$|^(?:lint|check):/;

/** Flags with which a linter or formatter rewrites files instead of reporting. */
const fixing = /(?:^|\s)(?:--fix|--write|-w|--apply|--apply-unsafe)(?=\s|=|$)/;

/**
 * A script that keeps running until stopped: check:watch, tsc --watch or -w,
 * jest --watchAll, vitest watch, a --serve or serve (reliability N-H).
 */
const watching = /(?:^|\s)(?:--watch\w*|watch|--serve|serve)(?=\s|=|$)|\btsc\b[^&|;]*\s-w(?=\s|$)/;

/** Whether running `command` may change the reader's files. */
export function changesFiles(command: string): boolean {
  return fixing.test(command);
}

/** Whether `command` keeps running until it is stopped (a watcher, a server). */
export function keepsRunning(command: string): boolean {
  return watching.test(command);
}

/**
 * The scripts npm-run-all's run-s, run-p or npm-run-all runs: each name or
 * pattern ("lint:*" is lint:a and lint:b, "lint:**" goes deeper), among
 * `names`; undefined for another command (create-vue's "run-s lint:*").
 */
function scriptsRunAllRuns(command: string, names: readonly string[]): string[] | undefined {
  const [program, ...args] = command.trim().split(/\s+/);
  if (!program || !['run-s', 'run-p', 'npm-run-all'].includes(program)) {
    return undefined;
  }
  const patterns = args
    .map((arg) => arg.replace(/^["']|["']$/g, ''))
    .filter((arg) => arg !== '' && !arg.startsWith('-') && !arg.startsWith('{'));
  return patterns.flatMap((pattern) => {
    const matcher = new RegExp(
      `^${pattern
        .replace(/[.+?^$()|[\]\\]/g, '\\$&')
        .replace(/\*\*/g, '\0')
        .replace(/\*/g, '[^:]*')
        .replaceAll('\0', '.*')}$`,
    );
    return names.filter((name) => matcher.test(name));
  });
}

/**
 * The scripts a command only runs: one after the other ("npm run a && npm
 * run b"), or through npm-run-all; undefined for a command that does more.
 */
function scriptsRunBy(command: string, names: readonly string[]): string[] | undefined {
  const runAll = scriptsRunAllRuns(command, names);
  if (runAll) {
    return runAll;
  }
  const found = command
    .split(/\s*&&\s*/)
    .map(
      (part) =>
        /^(?:npm run|pnpm(?: run)?|yarn(?: run)?|bun run)\s+([\w:.-]+)$/.exec(part.trim())?.[1],
    );
  const named = found.filter((name) => name !== undefined);
  return named.length === found.length ? named : undefined;
}

/**
 * The scripts of package.json that are checks, those of them left out
 * because they change files, and those left out because they never end (a
 * watcher: said, reliability re-run N18). A check that only runs other
 * checks ("check": "npm run check:lint && npm run check:types") is left
 * out too: its parts run on their own.
 */
export function projectChecks(
  scripts: Readonly<Record<string, unknown>> | undefined,
  verify: 'checks' | 'all' = 'checks',
): {
  run: string[];
  fixing: string[];
  watching: string[];
} {
  const checks = new Map<string, string>();
  const watchers: string[] = [];
  for (const [name, command] of Object.entries(scripts ?? {})) {
    const wanted = checkName.test(name) || (verify === 'all' && /^(?:test|build)$/.test(name));
    // lint:fix, format:write: fixers by name, never checks.
    if (typeof command !== 'string' || !wanted || /:(?:fix|write)$/.test(name)) {
      continue;
    }
    if (name.endsWith(':watch') || keepsRunning(command)) {
      watchers.push(name);
    } else {
      checks.set(name, command);
    }
  }
  const names = Object.keys(scripts ?? {});
  // A script fixes files where it, or a script it runs, does (create-vue's
  // "lint": "run-s lint:*" runs oxlint --fix and eslint --fix).
  const fixesFiles = (name: string, seen = new Set<string>()): boolean => {
    const command = scripts?.[name];
    if (typeof command !== 'string' || seen.has(name)) {
      return false;
    }
    seen.add(name);
    return (
      changesFiles(command) ||
      (scriptsRunBy(command, names)?.some((part) => fixesFiles(part, seen)) ?? false)
    );
  };
  const run: string[] = [];
  const fixes: string[] = [];
  for (const [name, command] of checks) {
    const parts = scriptsRunBy(command, names);
    if (parts && parts.length > 0 && parts.every((part) => checks.has(part))) {
      continue;
    }
    (fixesFiles(name) ? fixes : run).push(name);
  }
  return {run, fixing: fixes, watching: watchers};
}

/** Setup's files that a check's output names (a failure in one of them is Setup's). */
export function filesNamed(output: string, files: readonly string[]): string[] {
  return files.filter((file) => {
    const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?:^|[\\s/"'(])${escaped}(?=$|[\\s:"')])`, 'm').test(output);
  });
}

/** A check of the workspace's top, run there from a package's run: its name, with the folder. */
export function topCheck(script: string, folder: string): string {
  return `${script} (in ${folder})`;
}

/** The script and the folder of a check named by topCheck; the package's own folder otherwise. */
export function checkFolder(check: string): {script: string; folder: string} {
  const match = / \(in (.+)\)$/.exec(check);
  return match?.[1] === undefined
    ? {script: check, folder: '.'}
    : {script: check.slice(0, match.index), folder: match[1]};
}
