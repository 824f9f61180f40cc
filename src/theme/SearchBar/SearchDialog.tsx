// The search dialog: a combobox over Pagefind's results, loaded on first open.
// Pagefind's index is built with the site (plugins/pagefind.ts), so the dev
// server has none and says so instead of failing.
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
import {
  excerptParts,
  mergeByScore,
  queryVariants,
  withHighlights,
} from '../../components/Search/queries.ts';
import SearchFrame from './SearchFrame';
import styles from './styles.module.css';

type PagefindData = {
  url: string;
  meta: {title?: string};
  excerpt: string;
  sub_results?: {title: string; url: string; excerpt: string}[];
};
type PagefindResult = {id: string; score: number; data: () => Promise<PagefindData>};
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{results: PagefindResult[]}>;
};

type Hit = {id: string; url: string; title: string; section?: string; excerpt: string};
type Status = 'loading' | 'ready' | 'unavailable';

// Each result fetches its page's fragment: six keep a first query small.
const maxResults = 6;
let loaded: Promise<Pagefind> | undefined;

function loadPagefind(url: string): Promise<Pagefind> {
  loaded ??= (import(/* webpackIgnore: true */ url) as Promise<Pagefind>).then(async (pagefind) => {
    // Our index stores whole paths (plugins/pagefind.ts), so no base URL is
    // prefixed. Searching on the main thread spares a second script download.
    await pagefind.options({
      baseUrl: '/',
      excerptLength: 24,
      noWorker: true,
    });
    return pagefind;
  });
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

async function search(pagefind: Pagefind, query: string): Promise<Hit[]> {
  const lists = await Promise.all(
    queryVariants(query).map(async (variant) =>
      (await pagefind.search(variant)).results.map((result) => ({
        id: result.id,
        score: result.score,
        item: result,
      })),
    ),
  );
  return Promise.all(
    mergeByScore(lists, maxResults).map(async ({id, item}) => {
      const data = await item.data();
      // The section that matched best, when the match is under a heading.
      const section = data.sub_results?.find((sub) => sub.url !== data.url && sub.title);
      return {
        id,
        url: withHighlights(section?.url ?? data.url, query),
        title: data.meta.title ?? data.url,
        section: section?.title,
        excerpt: section?.excerpt ?? data.excerpt,
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
  const pagefindUrl = useBaseUrl('/pagefind/pagefind.js');
  const listId = useId();
  const [status, setStatus] = useState<Status>('loading');
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<{query: string; hits: Hit[]}>({query: '', hits: []});
  const [active, setActive] = useState(0);
  const pagefind = useRef<Pagefind>(undefined);

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
    loadPagefind(pagefindUrl).then(
      (loadedPagefind) => {
        pagefind.current = loadedPagefind;
        setStatus('ready');
      },
      () => setStatus('unavailable'),
    );
  }, [pagefindUrl]);

  useEffect(() => {
    const trimmed = query.trim();
    if (status !== 'ready' || !pagefind.current || trimmed === '') {
      return;
    }
    let current = true;
    void search(pagefind.current, trimmed).then((found) => {
      if (current) {
        setHits({query: trimmed, hits: found});
        setActive(0);
      }
    });
    return () => {
      current = false;
    };
  }, [query, status]);

  const shown = query.trim() === '' ? [] : hits.hits;
  const go = (hit: Hit | undefined) => {
    if (hit) {
      dialog.current?.close();
      history.push(hit.url);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (shown.length === 0 ? 0 : (index + step + shown.length) % shown.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(shown[active]);
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
            key={hit.id}
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
              {excerptParts(hit.excerpt).map((part, partIndex) =>
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
