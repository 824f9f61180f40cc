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

const hangulWord = /^[\uAC00-\uD7A3]+$/;

/** Compounds longer than this are not split: a pasted sentence is no compound. */
const longestCompound = 8;
/** Each variant is one more search: a long query must not start dozens. */
const mostVariants = 6;

/**
 * The queries to run for what a reader typed. Pagefind splits Korean on
 * spaces only, so a compound typed solid (환경변수) would miss pages that
 * write it spaced (환경 변수): for each Hangul word of four to eight
 * syllables, also try it split in two, each part at least two syllables long.
 */
export function queryVariants(query: string): string[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const variants = [words.join(' ')];
  words.forEach((word, index) => {
    if (!hangulWord.test(word) || word.length < 4 || word.length > longestCompound) {
      return;
    }
    for (let cut = 2; cut <= word.length - 2; cut += 1) {
      const split = [...words];
      split[index] = `${word.slice(0, cut)} ${word.slice(cut)}`;
      variants.push(split.join(' '));
    }
  });
  return variants.filter((variant) => variant !== '').slice(0, mostVariants);
}

/**
 * A result's address with the words to highlight on its page: every word of
 * every variant, since Pagefind marks only the words of the variant that
 * scored best, and a solid 환경변수 appears on no page that writes 환경 변수.
 */
export function withHighlights(url: string, query: string): string {
  const [path = '', hash] = url.split('#');
  const params = new URLSearchParams();
  const words = new Set(queryVariants(query).flatMap((variant) => variant.split(' ')));
  words.forEach((word) => params.append('highlight', word));
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return `${path.split('?')[0] ?? ''}${search}${hash === undefined ? '' : `#${hash}`}`;
}

export type Scored<T> = {id: string; score: number; item: T};

/** One list from several searches: each page once, with its best score, best first. */
export function mergeByScore<T>(
  lists: readonly (readonly Scored<T>[])[],
  limit: number,
): Scored<T>[] {
  const best = new Map<string, Scored<T>>();
  for (const list of lists) {
    for (const entry of list) {
      const known = best.get(entry.id);
      if (!known || entry.score > known.score) {
        best.set(entry.id, entry);
      }
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}

export type ExcerptPart = {text: string; marked: boolean};

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name] ?? '');
}

/**
 * Pagefind's excerpt (escaped text with <mark> around the matched words) as
 * text parts, so the page renders it as text: nothing in it becomes markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = /^<mark>[\s\S]*<\/mark>$/.test(part);
      const inner = marked ? part.slice('<mark>'.length, -'</mark>'.length) : part;
      return {text: decode(inner.replace(/<[^>]*>/g, '')), marked};
    });
}

/**
 * The words to highlight on a page opened from search: ?highlight= (and the
 * older ?_highlight=). Pagefind passes Hangul decomposed (NFD); pages use NFC.
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
