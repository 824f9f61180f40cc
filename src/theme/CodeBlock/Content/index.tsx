// CUSTOM (Docusaurus 3.10.2): theme-classic's code block content, drawn the
// same way except after the server drew it. Then its lines are kept as they
// are through hydration: Prism does not tokenise the code a second time and React
// makes no element for each token, which on a long guide was most of
// hydration's work and of the re-render that follows it (every block
// re-renders once its word-wrap button learns whether it scrolls). The lines
// are drawn by React as soon as anything they depend on changes: a dark-mode
// reader's colours, read after hydration, replace the <code> (never the <pre>).
import {useLayoutEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** What the lines were drawn from: the server's lines are kept while none of it changes. */
type Drawn = {theme: PrismTheme; code: string; language: string; firstLine?: number};

const sameDrawing = (a: Drawn, b: Drawn): boolean =>
  a.theme === b.theme &&
  a.code === b.code &&
  a.language === b.language &&
  a.firstLine === b.firstLine;

/**
 * Whether the lines the server drew are still in place, in the browser: from
 * hydration until anything they were drawn from changes. A block with no
 * server lines in its <code> (one mounted by a client-side navigation, or on
 * the dev server) draws its own in a layout effect, before it is painted.
 * (Telling hydration apart with useSyncExternalStore would cost a synchronous
 * re-render of every block right after hydration.)
 */
function useServerLinesKept(drawn: Drawn, code: RefObject<HTMLElement | null>): boolean {
  const [kept, setKept] = useState(typeof document === 'undefined' ? undefined : drawn);
  const stillKept = kept !== undefined && sameDrawing(kept, drawn);
  if (kept !== undefined && !stillKept) {
    setKept(undefined);
  }
  useLayoutEffect(() => {
    if (stillKept && !code.current?.hasChildNodes()) {
      // Read from the DOM, as layout measurements are: only it knows whether the server drew this block.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setKept(undefined);
    }
  }, [stillKept, code]);
  return stillKept;
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const {codeBlockRef} = wordWrap;
  const serverCode = useRef<HTMLElement>(null);
  const keepServerLines = useServerLinesKept(
    {theme: prismTheme, code, language, firstLine: lineNumbersStart},
    serverCode,
  );
  const codeProps = {
    className: clsx(
      styles.codeBlockLines,
      lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
    ),
    style: {
      counterReset:
        lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`,
    },
  };
  return (
    <pre
      ref={codeBlockRef}
      // A reader scrolls a wide block with the keyboard once it has focus.
      tabIndex={0}
      // The class and root style prism-react-renderer gives its <pre>.
      className={clsx(
        className,
        `prism-code language-${language.toLowerCase()}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      style={prismTheme.plain}>
      {keepServerLines ? (
        // In production React neither compares nor replaces inner HTML when it hydrates.
        <code
          ref={serverCode}
          {...codeProps}
          dangerouslySetInnerHTML={{__html: ''}}
          suppressHydrationWarning
        />
      ) : (
        <Highlight theme={prismTheme} code={code} language={language}>
          {({tokens, getLineProps, getTokenProps}) => (
            <code {...codeProps}>
              {tokens.map((line, index) => (
                <Line
                  key={index}
                  line={line}
                  getLineProps={getLineProps}
                  getTokenProps={getTokenProps}
                  classNames={lineClassNames[index]}
                  showLineNumbers={lineNumbersStart !== undefined}
                />
              ))}
            </code>
          )}
        </Highlight>
      )}
    </pre>
  );
}
