import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {extractJsonKeys, extractRegion, guessLanguage, wholeFile} from '@site/cli/src/regions';

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
