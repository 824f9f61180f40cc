import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {projectDir} from './run.ts';

export type ContentFile = {path: string; source: string};

/** Markdown and MDX files under a folder of the project, with their text. */
export async function contentFiles(folder: string): Promise<ContentFile[]> {
  const entries = await readdir(path.join(projectDir, folder), {recursive: true});
  const files = entries.filter((entry) => /\.mdx?$/.test(entry)).sort();
  return Promise.all(
    files.map(async (file) => {
      const relative = path.join(folder, file);
      return {path: relative, source: await readFile(path.join(projectDir, relative), 'utf8')};
    }),
  );
}

/** Top-level front matter fields as raw text, continuation lines included (enough for presence checks). */
export function frontMatter(source: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const fields: Record<string, string> = {};
  let current: string | undefined;
  for (const line of block.split('\n')) {
    const match = /^([A-Za-z_]+):\s*(.*)$/.exec(line);
    if (match?.[1]) {
      current = match[1];
      fields[current] = match[2] ?? '';
    } else if (current && /^\s+\S/.test(line)) {
      fields[current] = `${fields[current] ?? ''} ${line.trim()}`.trim();
    }
  }
  return fields;
}

/** The prose of a page: no front matter, imports, code, JSX tags or link targets. */
export function prose(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---/, '')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/^import .*$/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<[^>\n]+>/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, '');
}

export const docFolders = {
  english: 'docs',
  korean: 'i18n/kr/docusaurus-plugin-content-docs/current',
} as const;
