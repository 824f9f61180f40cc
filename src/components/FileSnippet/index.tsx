import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {extractJsonKeys, extractRegion, wholeFile} from './extract';

type Props = {
  /** The file's path in the example project, shown as the code block title. */
  file: string;
  /** The file's text, imported with `!!raw-loader!@site/examples/starter/<file>`. */
  source: string;
  /** Prism language; guessed from the file name when left out. */
  language?: string;
  /** Show only the lines between "#region <name>" and "#endregion <name>". */
  region?: string;
  /** For JSON files: show only these top-level keys. */
  jsonKeys?: readonly string[];
};

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

function guessLanguage(file: string): string {
  const name = file.split('/').pop() ?? file;
  if (name === 'tsconfig.json' || name.startsWith('.prettierrc') || file.startsWith('.vscode/')) {
    return 'json';
  }
  const extension = name.includes('.') ? (name.split('.').pop() ?? '') : '';
  return languages[extension] ?? 'bash';
}

export default function FileSnippet({file, source, language, region, jsonKeys}: Props): ReactNode {
  const code = region
    ? extractRegion(source, region, file)
    : jsonKeys
      ? extractJsonKeys(source, jsonKeys, file)
      : wholeFile(source);
  return (
    <CodeBlock language={language ?? guessLanguage(file)} title={file}>
      {code}
    </CodeBlock>
  );
}
