// The style of the code a project already has, read from a sample of its
// source files, so that a Prettier new to the project keeps it: a one-line
// edit stays a one-line diff instead of a whole-file rewrite (real
// projects P8: express's no-semicolon style, Next's double quotes,
// SvelteKit's tabs).
import {trackedFiles} from './git.ts';
import {generatedFolders} from './names.ts';
import {readRegularFile} from './regularFile.ts';
import {readdirSync} from 'node:fs';
import path from 'node:path';

/** The Prettier options that differ between common styles. */
export type CodeStyle = {
  semi: boolean;
  singleQuote: boolean;
  useTabs: boolean;
  tabWidth: number;
  trailingComma: 'all' | 'none';
};

const sourceFile = /\.(?:[cm]?[jt]sx?|vue|svelte)$/;

/**
 * Up to `limit` source files under `dir`: those Git tracks (never the build
 * output a .gitignore keeps out), or else outside generated and hidden folders.
 */
/** The largest file the style sample reads: a bigger one is generated, or data. */
const largestSample = 256 * 1024;

export function sampleSources(dir: string, limit = 40): string[] {
  const tracked = trackedFiles(dir);
  const files =
    tracked !== undefined
      ? tracked
          .filter(
            (file) =>
              sourceFile.test(file) && !file.split('/').some((part) => generatedFolders.has(part)),
          )
          .map((file) => path.join(dir, file))
      : walked(dir);
  const texts: string[] = [];
  for (const file of files.filter((name) => !/\.min\./.test(name)).slice(0, limit)) {
    // A link, a device or an unreadable file tells nothing about the style.
    const bytes = readRegularFile(file, largestSample);
    if (bytes) {
      texts.push(bytes.toString('utf8'));
    }
  }
  return texts;
}

/** Source files under `dir`, outside generated and hidden folders, for a folder without Git. */
function walked(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(folder, {withFileTypes: true});
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || generatedFolders.has(entry.name)) {
        continue;
      }
      const file = path.join(folder, entry.name);
      if (entry.isDirectory() && depth < 4) {
        walk(file, depth + 1);
      } else if (entry.isFile() && sourceFile.test(entry.name)) {
        found.push(file);
      }
    }
  };
  walk(dir, 0);
  return found;
}

/** The style of `sources`, or undefined when there is too little code to tell. */
export function styleOf(sources: readonly string[]): CodeStyle | undefined {
  let semicolons = 0;
  let bare = 0;
  let single = 0;
  let double = 0;
  let tabs = 0;
  let spaces = 0;
  let trailing = 0;
  let closing = 0;
  const widths = new Map<number, number>();
  for (const source of sources) {
    const lines = source.split(/\r?\n/);
    for (const [index, raw] of lines.entries()) {
      const line = raw.trimEnd();
      const code = line.trim();
      if (code === '' || /^(?:\/\/|\/\*|\*)/.test(code)) {
        continue;
      }
      // A statement's last line: with its semicolon, or ending in a word,
      // a bracket or a string without one.
      if (/;$/.test(code)) {
        semicolons += 1;
      } else if (/[\w)\]'"`]$/.test(code)) {
        bare += 1;
      }
      single += (code.match(/(?<![\w\\])'[^'\n]*'/g) ?? []).length;
      double += (code.match(/(?<![\w\\=])"[^"\n]*"/g) ?? []).length;
      const indent = /^[\t ]+/.exec(raw)?.[0] ?? '';
      if (indent.startsWith('\t')) {
        tabs += 1;
      } else if (indent.length > 0) {
        spaces += 1;
        widths.set(indent.length, (widths.get(indent.length) ?? 0) + 1);
      }
      const next = lines[index + 1]?.trim() ?? '';
      if (/^[}\])]/.test(next) && /[^{[(]$/.test(code) && !/[;{]$/.test(code)) {
        closing += 1;
        if (code.endsWith(',')) {
          trailing += 1;
        }
      }
    }
  }
  if (semicolons + bare < 8) {
    return undefined;
  }
  const smallest = [...widths.entries()]
    .filter(([, count]) => count >= 3)
    .map(([width]) => width)
    .sort((a, b) => a - b)[0];
  return {
    semi: semicolons >= bare / 2,
    singleQuote: single >= double,
    useTabs: tabs > spaces,
    tabWidth: smallest === 4 ? 4 : 2,
    trailingComma: closing > 0 && trailing / closing < 0.2 ? 'none' : 'all',
  };
}

/** Setup's .prettierrc with the options the project's code follows. */
export function prettierrcFor(text: string, style: CodeStyle | undefined): string {
  if (!style) {
    return text;
  }
  return prettierrcText({
    ...(JSON.parse(text) as Record<string, unknown>),
    singleQuote: style.singleQuote,
    trailingComma: style.trailingComma,
    ...(style.semi ? {} : {semi: false}),
    ...(style.useTabs ? {useTabs: true} : style.tabWidth === 2 ? {} : {tabWidth: style.tabWidth}),
  });
}

/** A .prettierrc holding `options`, itself indented as they say (or Prettier flags it). */
export function prettierrcText(options: Record<string, unknown>): string {
  const indent =
    options.useTabs === true ? '\t' : typeof options.tabWidth === 'number' ? options.tabWidth : 2;
  return `${JSON.stringify(options, null, indent)}\n`;
}
