// "Copy page" at the top of every doc and blog post: copies the page's
// Markdown twin, and a small menu also offers to open it. The Markdown is
// fetched only when the reader asks for it.
import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import {copyMarkdown, markdownPath} from './markdownTwin';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

export default function CopyPage({pagePath}: {pagePath: string}): ReactNode {
  const href = markdownPath(pagePath);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const copy = () => {
    // Cleared first, so that a second copy is announced again.
    setStatus('idle');
    if (open) {
      setOpen(false);
      toggle.current?.focus();
    }
    copyMarkdown(href).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    }
  };
  const copyLabel = translate({
    id: 'copyPage.copyAsMarkdown',
    message: 'Copy page as Markdown',
    description: 'Menu item that copies the page as Markdown',
  });

  return (
    // data-markdown-skip: the button is not part of the page's Markdown.
    <div
      className={styles.copyPage}
      data-markdown-skip
      onKeyDown={closeOnEscape}
      ref={root}
      onBlur={(event) => {
        // Tabbing out closes the menu (a click outside is handled above).
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) {
          setOpen(false);
        }
      }}>
      <Head>
        <link rel="alternate" type="text/markdown" href={href} />
      </Head>
      <div className="button-group">
        <button
          type="button"
          className="button button--secondary button--sm"
          title={copyLabel}
          onClick={copy}>
          <Translate id="copyPage.copy" description="Button that copies the page as Markdown">
            Copy page
          </Translate>
        </button>
        <button
          ref={toggle}
          type="button"
          className="button button--secondary button--sm"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={translate({
            id: 'copyPage.more',
            message: 'More ways to take this page',
            description: 'Label of the button that opens the copy-page menu',
          })}
          onClick={() => setOpen(!open)}>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </div>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        <li>
          <button type="button" className={styles.item} onClick={copy}>
            {copyLabel}
          </button>
        </li>
        <li>
          {/* A file, not a route: Link would look for it in the client-side router. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a className={styles.item} href={href} type="text/markdown">
            <Translate id="copyPage.view" description="Link that opens the page's Markdown">
              View as Markdown
            </Translate>
          </a>
        </li>
      </ul>
      <p role="status" className={status === 'failed' ? styles.failed : styles.status}>
        {status === 'copied' && (
          <Translate id="copyPage.copied" description="Said once the page is on the clipboard">
            Copied the page as Markdown
          </Translate>
        )}
        {status === 'failed' && (
          <Translate
            id="copyPage.failed"
            description="Said when the browser refuses the clipboard or the Markdown cannot be fetched">
            Could not copy the page: the browser refused the clipboard. Use View as Markdown
            instead.
          </Translate>
        )}
      </p>
    </div>
  );
}
