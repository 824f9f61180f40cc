// CUSTOM (Docusaurus 3.10.2, prism-react-renderer 2.4): a code block's
// highlighted lines, with Prism and the site's grammars: in the browser a
// chunk of its own (./useLines.ts). It hands prism-react-renderer's lines
// and its line and token props to theme-classic's CodeBlock/Line, as the
// stock content does.
import type {ReactNode} from 'react';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import '../prismLanguages';

export type LinesProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
};

/** The lines as elements; a plain function, so that it can come from a chunk loaded later. */
export default function drawLines({
  code,
  language,
  theme,
  lineClassNames,
  showLineNumbers,
}: LinesProps): ReactNode {
  return (
    <Highlight theme={theme} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) =>
        tokens.map((line, index) => (
          <Line
            key={index}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[index]}
            showLineNumbers={showLineNumbers}
          />
        ))
      }
    </Highlight>
  );
}
