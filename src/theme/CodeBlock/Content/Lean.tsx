// CUSTOM (Docusaurus 3.10.2, prism-react-renderer 2.4, React 19.3.1): theme-classic's
// code block content, drawn the
// same way except after the server drew it. Then its lines are kept as they
// are through hydration: Prism does not tokenise the code a second time and React
// makes no element for each token, which on a long guide was most of
// hydration's work and of the re-render that follows it (every block
// re-renders once its word-wrap button learns whether it scrolls).
// The lines are drawn in the browser only when what they show changes, with
// Prism from a chunk of its own (./useLines.ts), so a page read in light mode
// never downloads it. A dark-mode reader keeps the server's lines until the
// dark ones are drawn; a block whose code changed shows its plain text until
// then. Only the <code> is replaced, never the <pre>.
import {useLayoutEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import type {PrismTheme} from 'prism-react-renderer';
import useLines from './useLines';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** What a block's lines are drawn from. */
type Drawing = {theme: PrismTheme; code: string; language: string; firstLine?: number};

const sameText = (a: Drawing, b: Drawing): boolean =>
  a.code === b.code && a.language === b.language && a.firstLine === b.firstLine;

/**
 * What the lines the server drew show, while they are in the page: from
 * hydration until the block draws its own. A block with no server lines in
 * its <code> (one mounted by a client-side navigation, or on the dev server)
 * learns it in a layout effect, before it is painted. (Telling hydration
 * apart with useSyncExternalStore would cost a synchronous re-render of every
 * block right after hydration.)
 */
function useServerLines(
  drawing: Drawing,
  code: RefObject<HTMLElement | null>,
): [Drawing | undefined, () => void] {
  const [server, setServer] = useState(typeof document === 'undefined' ? undefined : drawing);
  const drop = () => setServer(undefined);
  useLayoutEffect(() => {
    if (server !== undefined && !code.current?.hasChildNodes()) {
      // Read from the DOM, as layout measurements are: only it knows whether the server drew this block.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setServer(undefined);
    }
  }, [server, code]);
  return [server, drop];
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const {codeBlockRef} = wordWrap;
  const drawing: Drawing = {theme: prismTheme, code, language, firstLine: lineNumbersStart};
  const serverCode = useRef<HTMLElement>(null);
  const [server, dropServerLines] = useServerLines(drawing, serverCode);
  const upToDate = server !== undefined && sameText(server, drawing) && server.theme === prismTheme;
  const drawLines = useLines(!upToDate);
  const showServerLines =
    server !== undefined && (upToDate || (drawLines === undefined && sameText(server, drawing)));
  if (server !== undefined && !showServerLines) {
    dropServerLines();
  }
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
      style={(showServerLines ? server : drawing).theme.plain}>
      {showServerLines ? (
        // In production React neither compares nor replaces inner HTML when it hydrates.
        <code
          ref={serverCode}
          {...codeProps}
          dangerouslySetInnerHTML={{__html: ''}}
          suppressHydrationWarning
        />
      ) : (
        <code {...codeProps}>
          {drawLines
            ? drawLines({
                code,
                language,
                theme: prismTheme,
                lineClassNames,
                showLineNumbers: lineNumbersStart !== undefined,
              })
            : code}
        </code>
      )}
    </pre>
  );
}
