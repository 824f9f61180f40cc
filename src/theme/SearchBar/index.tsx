// The navbar's search: a button that opens the search dialog by click, "/",
// Ctrl+K or Cmd+K. Only this button ships with every page; the dialog and
// the index load when the reader opens search (src/components/Search/SearchDialog.tsx).
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {isSearchShortcut} from '@site/src/components/Search/queries';
import PendingDialog from '@site/src/components/Search/PendingDialog';
import styles from '@site/src/components/Search/styles.module.css';

const SearchDialog = lazy(() => import('@site/src/components/Search/SearchDialog'));

/** Key names read the same in every language; "/" and Cmd+K work too. */
const shortcutHint = 'Ctrl K';

function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Whether a key was pressed in a dialog that is showing: search itself, once open. */
function inOpenDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('dialog[open]') !== null;
}

export default function SearchBar(): ReactNode {
  // Each opening of search is numbered, 0 meaning closed. The browser reports
  // a dialog's closing a task after it closed, so a "/" pressed in between
  // opens a new search, which that late report must leave open.
  const [opening, setOpening] = useState(0);
  const openings = useRef(0);
  const button = useRef<HTMLButtonElement>(null);
  // What the reader types while the dialog's code is still loading.
  const typedEarlyRef = useRef('');
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });

  const openSearch = useCallback(() => {
    typedEarlyRef.current = '';
    openings.current += 1;
    setOpening(openings.current);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut =
        isSearchShortcut(event) ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !typingInField(event.target));
      if (shortcut) {
        event.preventDefault();
        if (!inOpenDialog(event.target)) {
          openSearch();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openSearch]);

  const close = useCallback((closed: number) => {
    if (closed !== openings.current) {
      return;
    }
    setOpening(0);
    button.current?.focus();
  }, []);
  const closeThis = () => close(opening);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={openSearch}>
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4a1 1 0 0 1-1.4 1.4l-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z"
          />
        </svg>
        <span className={styles.label}>{label}</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {shortcutHint}
        </kbd>
      </button>
      {opening > 0 && (
        <Suspense
          key={opening}
          fallback={<PendingDialog label={label} typedRef={typedEarlyRef} onClose={closeThis} />}>
          <SearchDialog label={label} typedEarlyRef={typedEarlyRef} onClose={closeThis} />
        </Suspense>
      )}
    </>
  );
}
