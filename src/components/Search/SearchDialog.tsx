// The search dialog: a combobox over the site's search index, loaded on
// first open. The index is built with the site (plugins/searchIndex.ts), so
// the dev server has none and says so instead of failing.
import {
  useEffect,
  useLayoutEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  loadIndex,
  searchIndex,
  searchIndexFolder,
  type Found,
  type PageTexts,
  type SearchIndexFile,
  type SearchLocale,
} from './engine';
import type {ExcerptPart} from './excerpt';
import {withHighlights} from './queries';
import {shownSection} from './sections';
import SearchFrame from './SearchFrame';
import styles from './styles.module.css';

type Index = {file: SearchIndexFile; search: (query: string) => Found};
type Hit = {
  page: number;
  /** The page's own address, without a section or highlights. */
  path: string;
  /** Where choosing the result goes: the page or its section, with ?highlight=. */
  url: string;
  title: string;
  section?: string;
  excerpt: ExcerptPart[];
};
type Status = 'loading' | 'ready' | 'unavailable';

const maxResults = 6;
/**
 * Excerpts wait until typing pauses, so a word typed letter by letter (or
 * syllable by syllable, with the pauses a Korean input method makes) fetches
 * one set of texts; the titles show at once.
 */
const excerptDelayMs = 300;

let loaded: Promise<Index> | undefined;
const texts = new Map<string, Promise<PageTexts>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url}: ${response.status}`);
  }
  return (await response.json()) as T;
}

function loadSearch(folder: string, locale: SearchLocale): Promise<Index> {
  loaded ??= fetchJson<SearchIndexFile>(`${folder}index.json`).then((file) => {
    const index = loadIndex(file);
    return {file, search: (query) => searchIndex(index, query, locale, maxResults)};
  });
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

function textsOf(folder: string, page: number): Promise<PageTexts> {
  const url = `${folder}texts/${page}.json`;
  let pending = texts.get(url);
  if (!pending) {
    pending = fetchJson<PageTexts>(url);
    pending.catch(() => texts.delete(url));
    texts.set(url, pending);
  }
  return pending;
}

/** Results at once, with titles only. */
function hitsOf(index: Index, found: Found): Hit[] {
  return found.hits.flatMap(({page}) => {
    const indexed = index.file.pages[page];
    if (!indexed) {
      return [];
    }
    const {url: path, title} = indexed;
    return [{page, path, url: withHighlights(path, found.marks), title, excerpt: []}];
  });
}

/** The same results with the section that matched best and its excerpt. */
function withExcerpts(folder: string, hits: readonly Hit[], found: Found): Promise<Hit[]> {
  return Promise.all(
    hits.map(async (hit) => {
      const shown = shownSection(await textsOf(folder, hit.page), found.marks);
      const url = `${hit.path}${shown.anchor ? `#${shown.anchor}` : ''}`;
      return {
        ...hit,
        url: withHighlights(url, [...found.marks, ...shown.marked]),
        section: shown.heading,
        excerpt: shown.excerpt,
      };
    }),
  );
}

export default function SearchDialog({
  label,
  typedEarlyRef,
  onClose,
}: {
  label: string;
  /** What the reader typed while this dialog's code loaded (PendingDialog). */
  typedEarlyRef: RefObject<string>;
  onClose: () => void;
}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const folder = useBaseUrl(`/${searchIndexFolder}/`);
  const {i18n} = useDocusaurusContext();
  const locale: SearchLocale = i18n.currentLocale === 'ko' ? 'ko' : 'en';
  const listId = useId();
  const [status, setStatus] = useState<Status>('loading');
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<{query: string; hits: Hit[]; found?: Found}>({
    query: '',
    hits: [],
  });
  const [active, setActive] = useState(0);
  const index = useRef<Index>(undefined);

  // A layout effect: it runs before the browser handles the next key, so a
  // key typed while this dialog replaces its loading shell is not lost.
  useLayoutEffect(() => {
    dialog.current?.showModal();
    // Go on from what was typed while the dialog loaded, the caret at its end.
    const typed = typedEarlyRef.current;
    if (typed !== '' && input.current) {
      input.current.value = typed;
      input.current.setSelectionRange(typed.length, typed.length);
      setQuery(typed);
    }
  }, [typedEarlyRef]);

  useEffect(() => {
    loadSearch(folder, locale).then(
      (loadedIndex) => {
        index.current = loadedIndex;
        setStatus('ready');
      },
      () => setStatus('unavailable'),
    );
  }, [folder, locale]);

  useEffect(() => {
    const trimmed = query.trim();
    if (status !== 'ready' || !index.current || trimmed === '') {
      return;
    }
    const found = index.current.search(trimmed);
    const first = hitsOf(index.current, found);
    setHits({query: trimmed, hits: first, found});
    setActive(0);
    let current = true;
    const timer = setTimeout(() => {
      void withExcerpts(folder, first, found).then(
        (excerpted) => current && setHits({query: trimmed, hits: excerpted, found}),
        // Without its texts a result still opens its page.
        () => undefined,
      );
    }, excerptDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, status, folder]);

  const shown = query.trim() === '' ? [] : hits.hits;
  const go = (hit: Hit | undefined, found = hits.found) => {
    if (!hit || !found) {
      return;
    }
    dialog.current?.close();
    // A result chosen within the typing pause has no section yet: its texts
    // still decide where the page opens and which of its words are marked.
    withExcerpts(folder, [hit], found).then(
      ([withSection]) => history.push((withSection ?? hit).url),
      () => history.push(hit.url),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (shown.length === 0 ? 0 : (index + step + shown.length) % shown.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Enter pressed before the results of the last key were drawn opens
      // the first result of the query as typed, not of the one before it.
      const typed = event.currentTarget.value.trim();
      if (index.current && typed !== '' && typed !== hits.query) {
        const found = index.current.search(typed);
        go(hitsOf(index.current, found)[0], found);
      } else {
        go(shown[active]);
      }
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <SearchFrame
      label={label}
      dialogRef={dialog}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) {
          dialog.current.close();
        }
      }}
      input={{
        ref: input,
        role: 'combobox',
        'aria-expanded': shown.length > 0,
        'aria-controls': listId,
        'aria-autocomplete': 'list',
        'aria-activedescendant': shown.length > 0 ? optionId(active) : undefined,
        value: query,
        onChange: (event) => setQuery(event.target.value),
        onKeyDown,
      }}>
      <p className={styles.status} role="status">
        {status === 'loading' && <Translate id="search.status.loading">Loading search…</Translate>}
        {status === 'unavailable' && (
          <Translate id="search.status.unavailable">
            Search works on a production build: run npm run build, then npm run serve:pages.
          </Translate>
        )}
        {status === 'ready' &&
          query.trim() !== '' &&
          hits.query === query.trim() &&
          (shown.length === 0 ? (
            <Translate id="search.status.none" values={{query: query.trim()}}>
              {'No results for "{query}"'}
            </Translate>
          ) : hits.found?.correctedQuery ? (
            <Translate
              id="search.status.corrected"
              values={{count: shown.length, query: hits.found.correctedQuery}}>
              {'Showing {count} results for "{query}"'}
            </Translate>
          ) : (
            <Translate id="search.status.count" values={{count: shown.length}}>
              {'{count} results'}
            </Translate>
          ))}
      </p>
      <ul
        id={listId}
        role="listbox"
        className={styles.results}
        aria-label={translate({id: 'search.results', message: 'Search results'})}>
        {shown.map((hit, index) => (
          <li
            key={hit.page}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.result}
            onMouseMove={() => setActive(index)}
            onClick={() => go(hit)}>
            <span className={styles.title}>
              {hit.title}
              {hit.section && <span className={styles.section}> › {hit.section}</span>}
            </span>
            <span className={styles.excerpt}>
              {hit.excerpt.map((part, partIndex) =>
                part.marked ? <mark key={partIndex}>{part.text}</mark> : part.text,
              )}
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`button button--secondary button--sm ${styles.close}`}
        onClick={() => dialog.current?.close()}>
        <Translate id="search.close">Close</Translate>
      </button>
    </SearchFrame>
  );
}
