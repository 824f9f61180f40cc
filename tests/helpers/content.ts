import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {projectDir} from '../../scripts/lib/run.ts';

export type ContentFile = {
  /** From the project root, e.g. i18n/kr/docusaurus-plugin-content-docs/current/intro.mdx. */
  path: string;
  /** From the folder listed, e.g. intro.mdx: the same for a source and its translation. */
  name: string;
  source: string;
};

const pageFile = /\.mdx?$/;
const dataFile = /\.ya?ml$/;

/**
 * Markdown and MDX files under a folder of the project, with their text; with
 * `data`, the YAML files beside them too (a blog's authors.yml and tags.yml).
 */
export async function contentFiles(
  folder: string,
  {data = false}: {data?: boolean} = {},
): Promise<ContentFile[]> {
  const entries = await readdir(path.join(projectDir, folder), {recursive: true});
  const names = entries
    .filter((entry) => pageFile.test(entry) || (data && dataFile.test(entry)))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const relative = path.join(folder, name);
      const source = await readFile(path.join(projectDir, relative), 'utf8');
      return {path: relative, name, source};
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

/** Each locale's blog folder, by locale key. */
export const blogFolders = {en: 'blog', ko: 'i18n/kr/docusaurus-plugin-content-blog'} as const;

/** Each folder of English sources with the folder of i18n/kr that mirrors it file for file. */
export const mirroredFolders: readonly {english: string; korean: string}[] = [
  docFolders,
  {english: blogFolders.en, korean: blogFolders.ko},
  {english: 'src/pages', korean: 'i18n/kr/docusaurus-plugin-content-pages'},
];

export type BlogPost = {year: string; authors: string[]; tags: string[]};

/** The English blog's posts, from their file names and front matter. */
export async function blogPosts(): Promise<BlogPost[]> {
  const list = (field = '') =>
    field
      .replace(/^\[|\]$/g, '')
      .split(/\s*,\s*/)
      .filter(Boolean);
  return (await contentFiles(blogFolders.en)).map(({name, source}) => {
    const fields = frontMatter(source);
    return {year: name.slice(0, 4), authors: list(fields.authors), tags: list(fields.tags)};
  });
}
