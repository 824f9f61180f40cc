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

/** The scripts a command only runs, one after the other ("npm run a && npm run b"), or none. */
function scriptsRunBy(command: string): string[] | undefined {
  const names = command
    .split(/\s*&&\s*/)
    .map(
      (part) =>
        /^(?:npm run|pnpm(?: run)?|yarn(?: run)?|bun run)\s+([\w:.-]+)$/.exec(part.trim())?.[1],
    );
  const found = names.filter((name) => name !== undefined);
  return found.length === names.length ? found : undefined;
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
  const run: string[] = [];
  const fixes: string[] = [];
  for (const [name, command] of checks) {
    const parts = scriptsRunBy(command);
    if (parts?.every((part) => checks.has(part))) {
      continue;
    }
    (changesFiles(command) ? fixes : run).push(name);
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
