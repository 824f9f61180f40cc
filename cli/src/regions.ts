// Cuts what a docs page shows out of a real file of the example project.
// Region markers are comment lines "#region <name>" / "#endregion <name>"
// (after //, # or similar); they never appear in what the page shows.

const markerLine = /^\s*(?:\/\/|#|<!--)\s*#(?:end)?region\b.*$/;

/** A file's lines, whether it was checked out with LF or CRLF line ends. */
function linesOf(source: string): string[] {
  return source.split(/\r?\n/);
}

/** Matches the "#region <name>" (or "#endregion <name>") marker of that name only, not of "<name>-more". */
function marker(kind: 'region' | 'endregion', name: string): RegExp {
  const literal = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`#${kind} ${literal}(?![\\w-])`);
}

function withoutMarkers(lines: readonly string[]): string {
  return lines.filter((line) => !markerLine.test(line)).join('\n');
}

function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => /^\s*/.exec(line)?.[0].length ?? 0);
  const common = Math.min(...indents);
  return lines.map((line) => line.slice(common)).join('\n');
}

export function extractRegion(source: string, region: string, file: string): string {
  const lines = linesOf(source);
  const [open, close] = [marker('region', region), marker('endregion', region)];
  const start = lines.findIndex((line) => open.test(line));
  const end = lines.findIndex((line, index) => index > start && close.test(line));
  if (start === -1 || end === -1) {
    throw new Error(
      `${file} has no region "${region}" (#region ${region} ... #endregion ${region})`,
    );
  }
  return dedent(withoutMarkers(lines.slice(start + 1, end)));
}

export function extractJsonKeys(source: string, keys: readonly string[], file: string): string {
  const parsed = JSON.parse(source) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    if (!(key in parsed)) {
      throw new Error(`${file} has no top-level key "${key}"`);
    }
    picked[key] = parsed[key];
  }
  return JSON.stringify(picked, null, 2);
}

export function wholeFile(source: string): string {
  return withoutMarkers(linesOf(source.trimEnd()));
}

/** The source without any "#region <name>" block, markers and all (every occurrence). */
export function withoutRegion(source: string, region: string): string {
  const [open, close] = [marker('region', region), marker('endregion', region)];
  const kept: string[] = [];
  let depth = 0;
  for (const line of linesOf(source)) {
    if (open.test(line)) {
      depth += 1;
    } else if (close.test(line)) {
      depth -= 1;
      if (depth < 0) {
        throw new Error(`"#endregion ${region}" comes before its "#region ${region}"`);
      }
    } else if (depth === 0) {
      kept.push(line);
    }
  }
  if (depth !== 0) {
    throw new Error(`"#region ${region}" has no "#endregion ${region}"`);
  }
  return kept.join('\n');
}

const languages: Record<string, string> = {
  js: 'js',
  mjs: 'js',
  cjs: 'js',
  ts: 'ts',
  json: 'json',
  html: 'html',
  yml: 'yaml',
  yaml: 'yaml',
};

/** The Prism language for a file of the example projects, from its name. */
export function guessLanguage(file: string): string {
  const name = file.split('/').pop() ?? file;
  if (name === 'tsconfig.json' || name.startsWith('.prettierrc') || file.startsWith('.vscode/')) {
    return 'json';
  }
  const extension = name.includes('.') ? (name.split('.').pop() ?? '') : '';
  return languages[extension] ?? 'bash';
}
