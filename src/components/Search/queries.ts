// Plain logic behind the search dialog, testable without a browser.

/** The longest query the box takes: a pasted page is cut, not searched whole. */
export const queryMaxLength = 200;

/**
 * One Escape closes the search dialog, also when its box holds text (a search
 * box's own Escape would only clear the text).
 */
export function closeOnEscape(event: {
  key: string;
  currentTarget: HTMLDialogElement;
  preventDefault: () => void;
}): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.currentTarget.close();
  }
}

/** A result's address with the words to mark on its page (?highlight=). */
export function withHighlights(url: string, words: readonly string[]): string {
  const [path = '', hash] = url.split('#');
  const params = new URLSearchParams();
  new Set(words.filter((word) => word.trim() !== '')).forEach((word) =>
    params.append('highlight', word),
  );
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return `${path.split('?')[0] ?? ''}${search}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * The words to highlight on a page opened from search: ?highlight= (and the
 * older ?_highlight=). Some tools pass Hangul decomposed (NFD); pages use NFC.
 */
export function highlightTerms(search: string): string[] {
  const params = new URLSearchParams(search);
  const terms = [...params.getAll('highlight'), ...params.getAll('_highlight')]
    .flatMap((value) => value.split(/\s+/))
    .map((term) => term.normalize('NFC').trim())
    // One Latin letter or digit would mark a good part of the page.
    .filter((term) => term.length > 0 && term.length <= 100 && !/^[a-z0-9]$/i.test(term));
  return [...new Set(terms)].slice(0, 10);
}

/**
 * Ctrl+K or Cmd+K: also with Caps Lock or Shift on (key "K"), and with a
 * Korean keyboard layout, where the K key types ㅏ.
 */
export function isSearchShortcut(event: {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
}): boolean {
  if (!event.ctrlKey && !event.metaKey) {
    return false;
  }
  return event.key.toLowerCase() === 'k' || (!/^[a-z]$/i.test(event.key) && event.code === 'KeyK');
}
