// Wraps the local-search box for two reasons.
// - Size: the plugin's search bar brings lunr, its Korean support, mark.js and
//   comlink (about 26 KB gzip). Pages render a plain input of the same size
//   instead, and load the plugin when the reader focuses it, taps it or
//   presses Ctrl+K / Cmd+K; the plugin's input then takes the focus and any
//   text already typed.
// - Language and ARIA: the plugin translates the placeholder but hard-codes
//   aria-label="Search"; once mounted, its input gets the translated label
//   (React leaves the attribute alone while the plugin's own value is
//   unchanged), and the aria-controls that ARIA 1.2 comboboxes need.
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const SearchBar = lazy(() => import('@theme-original/SearchBar'));

type Props = WrapperProps<typeof SearchBarType>;

function useLabel(): string {
  return translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
}

/** Hands the focus and the typed text over to the plugin's input once it is mounted. */
function Handover({typed, label}: {typed: RefObject<string>; label: string}): null {
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!input) {
      return;
    }
    input.setAttribute('aria-label', label);
    input.focus();
    // The plugin's autocomplete names its list with aria-owns (ARIA 1.0);
    // ARIA 1.2 comboboxes need aria-controls.
    const observer = new MutationObserver(() => {
      const list = input.getAttribute('aria-owns');
      if (list && input.getAttribute('aria-controls') !== list) {
        input.setAttribute('aria-controls', list);
      }
    });
    observer.observe(input, {attributeFilter: ['aria-owns']});
    // After the plugin's own mount timer, which resets the input's value.
    const timer = setTimeout(() => {
      if (typed.current) {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setValue?.call(input, typed.current);
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }
    });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [typed, label]);
  return null;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const label = useLabel();
  const [wanted, setWanted] = useState(false);
  const typed = useRef('');
  // As a transition, the placeholder stays on screen (focused, taking input)
  // until the plugin's code has arrived.
  const load = () => startTransition(() => setWanted(true));

  useEffect(() => {
    if (wanted) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        load();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wanted]);

  const placeholder = (
    <div className={`navbar__search ${styles.placeholder}`}>
      <input
        className="navbar__search-input"
        placeholder={label}
        aria-label={label}
        onFocus={load}
        onInput={(event) => {
          typed.current = event.currentTarget.value;
        }}
      />
    </div>
  );

  return (
    <Suspense fallback={placeholder}>
      {wanted ? (
        <>
          <SearchBar {...props} />
          <Handover typed={typed} label={label} />
        </>
      ) : (
        placeholder
      )}
    </Suspense>
  );
}
