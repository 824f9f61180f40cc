// The files the choices produce: a tree on one side (the WAI-ARIA tree
// pattern: arrows, Home, End, Enter) and the chosen file on the other, shown
// with the site's code block and a link to the guide section that explains it.
import {useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {GeneratedFile} from '@site/cli/src/files';
import {fileSections, guidePath} from '@site/cli/src/guides';
import {guessLanguage} from '@site/cli/src/regions';
import {treeKey, treeRows, visibleRows} from './fileTree';
import styles from './styles.module.css';

const onlyInEmptyFolder = () =>
  translate({id: 'generator.tree.source', message: '(only in an empty folder)'});

export default function FileExplorer({
  files,
  selected,
  onSelect,
}: {
  files: readonly GeneratedFile[];
  selected: string;
  onSelect: (path: string) => void;
}): ReactNode {
  const rows = useMemo(() => treeRows(files.map((file) => file.path)), [files]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focused, setFocused] = useState(selected);
  const [moved, setMoved] = useState(false);
  const items = useRef(new Map<string, HTMLLIElement>());
  const shown = files.find((file) => file.path === selected) ?? files[0];
  const visible = visibleRows(rows, collapsed);
  const tabStop = visible.some((row) => row.id === focused) ? focused : (shown?.path ?? '');

  useEffect(() => {
    if (moved) {
      items.current.get(focused)?.focus();
    }
  }, [focused, moved]);

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) {
        next.add(id);
      }
      return next;
    });

  const onKeyDown = (event: KeyboardEvent) => {
    const move = treeKey(event.key, tabStop, rows, collapsed);
    if (!move) {
      return;
    }
    event.preventDefault();
    if (move.focus) {
      setMoved(true);
      setFocused(move.focus);
    }
    if (move.toggle) {
      toggle(move.toggle);
    }
    if (move.select) {
      onSelect(move.select);
    }
  };

  const section = shown ? fileSections[shown.path] : undefined;
  return (
    <div className={styles.explorer}>
      <ul
        role="tree"
        className={styles.tree}
        aria-label={translate({id: 'generator.tree', message: 'Files'})}
        onKeyDown={onKeyDown}
        data-markdown-skip>
        {visible.map((row) => {
          const file = files.find((candidate) => candidate.path === row.id);
          return (
            <li
              key={row.id}
              ref={(node) => {
                if (node) {
                  items.current.set(row.id, node);
                } else {
                  items.current.delete(row.id);
                }
              }}
              role="treeitem"
              aria-level={row.depth}
              aria-expanded={row.folder ? !collapsed.has(row.id) : undefined}
              aria-selected={row.folder ? undefined : row.id === shown?.path}
              tabIndex={row.id === tabStop ? 0 : -1}
              className={styles.treeItem}
              onFocus={() => setFocused(row.id)}
              style={{paddingInlineStart: `${row.depth - 0.25}rem`}}
              onClick={() => {
                setFocused(row.id);
                if (row.folder) {
                  toggle(row.id);
                } else {
                  onSelect(row.id);
                }
              }}>
              <code>{row.folder ? `${row.name}/` : row.name}</code>
              {file?.source && <span className={styles.hint}> {onlyInEmptyFolder()}</span>}
            </li>
          );
        })}
      </ul>
      {/* The Markdown twin lists the files instead of the interactive tree. */}
      <ul hidden>
        {files.map((file) => (
          <li key={file.path}>
            <code>{file.path}</code>
            {file.source && ` ${onlyInEmptyFolder()}`}
          </li>
        ))}
      </ul>
      {shown && (
        <div className={styles.view} data-markdown-skip>
          <CodeBlock title={shown.path} language={guessLanguage(shown.path)}>
            {shown.text}
          </CodeBlock>
          {section && (
            <p>
              <Link to={`/${guidePath(section.guide)}#${section.anchor}`}>
                <Translate id="generator.file.guide">What this file does, line by line</Translate>
              </Link>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
