// Reads a guide's steps from its MDX source, so that the page is the only
// list of what a reader runs and writes. A page marks them itself:
//   ```bash step           commands to run; every line must succeed
//   ```bash step=fails     commands whose last one must fail
//   ```bash manual         a command the walkthrough cannot run (a GUI, a second terminal)
//   ```text output         what the step before it prints, whole; a line holding
//                          only … stands for lines left out
//   ```ts title="f" step   write file f (step=append: add to its end)
//   <FileSnippet ... step />        write that example file, whole
//   <PackageManagerTabs ... step /> run the npm tab's commands
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {wholeFile} from '../../cli/src/regions.ts';
import {commandsFor} from '../../cli/src/packageManagers.ts';
import {projectDir} from '../../scripts/lib/run.ts';

export type RunStep = {
  kind: 'run';
  line: number;
  script: string;
  mustFail: boolean;
  /** The lines the page says the commands print. */
  output?: string;
};
export type WriteStep = {kind: 'write'; line: number; file: string; text: string; append: boolean};
export type Step = RunStep | WriteStep;

export type CodeBlock = {line: number; language: string; meta: string; section: string};

export type Guide = {
  path: string;
  steps: Step[];
  /** Every fenced code block, with the id of the h2 section it sits in. */
  blocks: CodeBlock[];
};

const rawImport = /^import (\w+) from '!!raw-loader!@site\/(examples\/[^']+)';$/gm;

async function rawImports(source: string): Promise<Map<string, {file: string; text: string}>> {
  const imports = new Map<string, {file: string; text: string}>();
  for (const [, name, file] of source.matchAll(rawImport)) {
    if (name && file) {
      imports.set(name, {file, text: await readFile(path.join(projectDir, file), 'utf8')});
    }
  }
  return imports;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
}

function flag(tag: string, name: string): boolean {
  return new RegExp(`\\s${name}(?=[\\s/>])`).test(tag);
}

function stepMode(meta: string): 'step' | 'fails' | 'append' | undefined {
  const match = /(?:^|\s)step(?:=(\w+))?(?=\s|$)/.exec(meta);
  if (!match) {
    return undefined;
  }
  const mode = match[1] ?? 'step';
  if (mode !== 'step' && mode !== 'fails' && mode !== 'append') {
    throw new Error(`unknown step mode "${mode}" in code block meta "${meta}"`);
  }
  return mode;
}

/** The steps and code blocks of one MDX page, in page order. */
export async function readGuide(relativePath: string): Promise<Guide> {
  const source = await readFile(path.join(projectDir, relativePath), 'utf8');
  const imports = await rawImports(source);
  const lines = source.split('\n');
  const steps: Step[] = [];
  const blocks: CodeBlock[] = [];
  const fail = (line: number, message: string): never => {
    throw new Error(`${relativePath}:${line}: ${message}`);
  };
  let section = '';

  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    const line = index + 1;
    const heading = /^## .*\{\/\* #([\w-]+) \*\/\}/.exec(text);
    if (heading?.[1]) {
      section = heading[1];
      continue;
    }

    const fence = /^(\s*)```(\w*)\s*(.*)$/.exec(text);
    if (fence) {
      const [, indent = '', language = '', meta = ''] = fence;
      const body: string[] = [];
      index += 1;
      while (index < lines.length && !/^\s*```\s*$/.test(lines[index] ?? '')) {
        body.push((lines[index] ?? '').slice(indent.length));
        index += 1;
      }
      blocks.push({line, language, meta, section});
      const content = body.join('\n');
      const mode = stepMode(meta);
      if (/(?:^|\s)output(?=\s|$)/.test(meta)) {
        const previous = steps.at(-1);
        if (previous?.kind !== 'run' || previous.output !== undefined) {
          fail(line, 'an output block must follow a step that runs commands');
        } else {
          previous.output = content;
        }
      } else if (mode) {
        const file = /title="([^"]+)"/.exec(meta)?.[1];
        if (file) {
          steps.push({kind: 'write', line, file, text: `${content}\n`, append: mode === 'append'});
        } else if (language === 'bash' && mode !== 'append') {
          steps.push({kind: 'run', line, script: content, mustFail: mode === 'fails'});
        } else {
          fail(line, `a step block is either bash or has a title="file" (found "${language}")`);
        }
      }
      continue;
    }

    const component = /^<(FileSnippet|PackageManagerTabs)\b/.exec(text);
    if (component) {
      let tag = text;
      while (!tag.includes('/>') && index + 1 < lines.length) {
        index += 1;
        tag += ` ${(lines[index] ?? '').trim()}`;
      }
      if (!flag(tag, 'step')) {
        continue;
      }
      if (component[1] === 'PackageManagerTabs') {
        const script = commandsFor('npm', {
          add: attribute(tag, 'add'),
          dev: flag(tag, 'dev'),
          exact: flag(tag, 'exact'),
          exec: attribute(tag, 'exec'),
        });
        steps.push({kind: 'run', line, script, mustFail: false});
        continue;
      }
      const file = attribute(tag, 'file');
      const imported = imports.get(/source=\{(\w+)\}/.exec(tag)?.[1] ?? '');
      if (!file || !imported) {
        fail(line, 'a FileSnippet step needs file="..." and source={an imported example file}');
      } else if (/\b(region|jsonKeys)=/.test(tag)) {
        fail(line, 'a FileSnippet step writes a whole file: drop region or jsonKeys');
      } else {
        steps.push({
          kind: 'write',
          line,
          file,
          text: `${wholeFile(imported.text)}\n`,
          append: false,
        });
      }
    }
  }
  return {path: relativePath, steps, blocks};
}

/** The guides in the order the introduction's "order" section lists them. */
export async function guideOrder(docsFolder: string): Promise<string[]> {
  const intro = await readFile(path.join(projectDir, docsFolder, 'intro.mdx'), 'utf8');
  const order = /^## .*\{\/\* #order \*\/\}$([\s\S]*?)^## /m.exec(`${intro}\n## `)?.[1] ?? '';
  const links = [...order.matchAll(/^\d+\. \[[^\]]+\]\(\.\/([^)#]+\.mdx)\)/gm)];
  if (links.length === 0) {
    throw new Error(`${docsFolder}/intro.mdx lists no guides in its #order section`);
  }
  return links.map(([, file]) => path.join(docsFolder, file ?? ''));
}
