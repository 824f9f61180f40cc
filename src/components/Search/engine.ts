// The search engine, shared by the build (which indexes every docs page and
// blog post, plugins/searchIndex.ts) and the dialog (which loads that index
// on first open). MiniSearch ranks with BM25, forgives typos within one or
// two edits, takes the last word as the start of longer ones too (it may
// still be being typed), and scores a page higher the more query terms it
// holds, so a question whose every word is on no page still finds the page
// with most.
// The index holds pages, not sections, to stay small; the dialog picks the
// section to show from the texts it fetches for excerpts (./sections.ts).
import MiniSearch, {type AsPlainObject, type Options, type SearchResult} from 'minisearch';
import {searchAliases} from '../../data/searchAliases.ts';
import {edgeSyllables, stemOf} from './koreanQuery.ts';
import {isHangul, termsOf, termsOfWord, wordsOf} from './terms.ts';

export type SearchLocale = keyof typeof searchAliases;

/** One page as the index holds it; id is its place in SearchIndexFile.pages. */
export type IndexedDocument = {
  id: number;
  title: string;
  headings: string;
  keywords: string;
  text: string;
};

export type IndexedPage = {url: string; title: string};

/** The folder of each locale's build that holds its index and page texts. */
export const searchIndexFolder = 'search-index';

/** What the build writes and the dialog loads: search-index/index.json. */
export type SearchIndexFile = {pages: IndexedPage[]; index: AsPlainObject};

/** A page's sections as the dialog fetches them for excerpts: search-index/texts/<page>.json. */
export type PageTexts = {anchor: string; heading: string; text: string}[];

export const indexOptions: Options<IndexedDocument> = {
  fields: ['title', 'headings', 'keywords', 'text'],
  tokenize: termsOf,
  // termsOf already lower-cases and splits.
  processTerm: (term) => term,
  searchOptions: {boost: {title: 3, headings: 2, keywords: 2}},
};

export function buildIndex(documents: readonly IndexedDocument[]): MiniSearch<IndexedDocument> {
  const index = new MiniSearch<IndexedDocument>(indexOptions);
  index.addAll(documents);
  return index;
}

export function loadIndex(file: SearchIndexFile): MiniSearch<IndexedDocument> {
  return MiniSearch.loadJS<IndexedDocument>(file.index, indexOptions);
}

/** Words that only make a question a question; dropped unless they are all there is. */
const questionWords: Record<SearchLocale, ReadonlySet<string>> = {
  en: new Set(
    'a an and are can do does for how i in is it my of on or should the this to what when where which why with'.split(
      ' ',
    ),
  ),
  ko: new Set(
    '어떻게 어떤 무엇 무엇을 뭐 뭔가요 왜 하나요 하나 하려면 해야 하면 되나요 있나요 방법 방법은 좀'.split(
      ' ',
    ),
  ),
};

/** Endings a Korean word takes (허스키를, 설정에서): an alias is looked up without them. */
const particles =
  /(으로|에서|에게|까지|부터|처럼|으로는|에는|로|를|을|는|은|이|가|의|에|와|과|도|만)$/;

/** A pasted paragraph is no query: only its first words count. */
const mostWords = 10;
/** A long Hangul run becomes one term per syllable pair: keep those few. */
const longestWord = 12;

type Word = {
  typed: string;
  /** The terms searched for it: a Korean word's without its verb ending (설정하기 → 설정). */
  terms: string[];
  /** A solid Hangul run's one-syllable ends (훅 of 훅설정), searched for less. */
  edgeTerms: string[];
  /** The words of its alias, if it has one, and their terms. */
  aliasWords: string[];
  aliasTerms: string[];
};

type Aliases = (typeof searchAliases)[SearchLocale];

/**
 * The aliases of two syllables or more inside a Hangul run typed solid,
 * longest first from its start: 오토임포트 holds 오토 and 임포트,
 * 커밋린트설정 holds 커밋린트 (not 린트).
 */
function aliasesWithin(run: string, aliases: Aliases): string[] {
  const keys = Object.keys(aliases)
    .filter((key) => key.length >= 2 && isHangul(key))
    .sort((a, b) => b.length - a.length);
  const found: string[] = [];
  let start = 0;
  while (start < run.length - 1) {
    const key = keys.find((candidate) => run.startsWith(candidate, start));
    found.push(...(key ? (aliases[key] ?? []) : []));
    start += key ? key.length : 1;
  }
  return found;
}

/**
 * The words an alias stands for: 허스키 → husky; 허스키를 and 허스키설정
 * too, and a one-syllable alias at either end of a solid run (훅 of 훅설정).
 */
function aliasWordsOf(word: string, edges: readonly string[], locale: SearchLocale): string[] {
  const aliases = searchAliases[locale];
  const bare = word.replace(particles, '');
  const found =
    aliases[word] ??
    (isHangul(word)
      ? (aliases[bare] ?? [
          ...aliasesWithin(word, aliases),
          ...edges.flatMap((syllable) => aliases[syllable] ?? []),
        ])
      : undefined);
  return (found ?? []).flatMap(wordsOf);
}

export function wordsOfQuery(query: string, locale: SearchLocale): Word[] {
  const typed = wordsOf(query)
    // One Latin letter or digit ("a", "x" of <img src=x>) is no word to search.
    .filter((word) => word.length > 1 || isHangul(word))
    .slice(0, mostWords)
    .map((word) => word.slice(0, longestWord));
  const meaningful = typed.filter((word) => !questionWords[locale].has(word));
  return (meaningful.length > 0 ? meaningful : typed).map((word) => {
    const stem = stemOf(word);
    const edgeTerms = edgeSyllables(stem);
    const aliasWords = aliasWordsOf(word, edgeTerms, locale);
    return {
      typed: word,
      terms: termsOfWord(stem),
      edgeTerms,
      aliasWords,
      aliasTerms: aliasWords.flatMap(termsOfWord),
    };
  });
}

/** Edits a Latin word may be away from a word of the index and still match it. */
function editsAllowed(term: string): number {
  if (isHangul(term) || /^\d+$/.test(term)) {
    return 0;
  }
  return term.length >= 5 ? 2 : term.length === 4 ? 1 : 0;
}

function hasExact(index: MiniSearch<IndexedDocument>, term: string): boolean {
  return index.search(term, {fuzzy: false, prefix: false}).length > 0;
}

/** Whether a word of the index starts with the term (or is it). */
function startsAWord(index: MiniSearch<IndexedDocument>, term: string): boolean {
  return index.search(term, {fuzzy: false, prefix: true}).length > 0;
}

/**
 * The word of the index a misspelt word most likely means, if any: the one
 * within its edits that the most pages hold, starting with the same letter
 * (a typo rarely hits the first one, and this keeps "alert" from "left").
 * A word still being typed that starts a word of the index is no typo:
 * "typesc" is typescript on its way, not "type" misspelt.
 */
function correctionOf(
  index: MiniSearch<IndexedDocument>,
  term: string,
  typing: boolean,
): string | undefined {
  const edits = editsAllowed(term);
  if (edits === 0 || hasExact(index, term) || (typing && startsAWord(index, term))) {
    return undefined;
  }
  const counts = new Map<string, number>();
  for (const result of index.search(term, {fuzzy: edits, prefix: false})) {
    for (const matched of result.terms) {
      if (matched[0] === term[0]) {
        counts.set(matched, (counts.get(matched) ?? 0) + 1);
      }
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

export type Hit = {page: number; score: number};

export type Found = {
  /** The matching pages, best first. */
  hits: Hit[];
  /** The query as searched, when a word was corrected: "prettier" for "prettir". */
  correctedQuery?: string;
  /** Words to mark in excerpts and on the page opened. */
  marks: string[];
};

/** Weight of an alias's terms against the words typed. */
const aliasWeight = 0.8;
/** Weight of a corrected word: MiniSearch's own weight for a fuzzy match. */
const correctedWeight = 0.45;
/** Weight of a solid run's one-syllable ends, which may be no word of their own. */
const edgeWeight = 0.5;

export function searchIndex(
  index: MiniSearch<IndexedDocument>,
  query: string,
  locale: SearchLocale,
  limit: number,
): Found {
  const words = wordsOfQuery(query, locale);
  if (words.length === 0) {
    return {hits: [], marks: []};
  }
  // The last word may still be being typed: a Latin one is searched as the
  // start of longer words too ("prett" finds prettier).
  const last = words.at(-1)?.typed;
  const typing = last !== undefined && !isHangul(last) && last.length >= 3 ? last : undefined;
  const corrections = new Map<string, string>();
  for (const word of words) {
    const corrected = correctionOf(index, word.typed, word.typed === typing);
    if (corrected) {
      corrections.set(word.typed, corrected);
    }
  }
  const typedTerms = new Set(
    words.flatMap((word) => {
      const corrected = corrections.get(word.typed);
      return corrected ? [corrected] : word.terms;
    }),
  );
  const correctedTerms = new Set(corrections.values());
  const aliasTerms = new Set(
    words.flatMap((word) => word.aliasTerms).filter((term) => !typedTerms.has(term)),
  );
  const edgeTerms = new Set(
    words
      .flatMap((word) => word.edgeTerms)
      .filter((term) => !typedTerms.has(term) && !aliasTerms.has(term)),
  );
  const weightOf = (term: string) =>
    correctedTerms.has(term)
      ? correctedWeight
      : aliasTerms.has(term)
        ? aliasWeight
        : edgeTerms.has(term)
          ? edgeWeight
          : 1;
  const results = index.search(
    {combineWith: 'OR', queries: [...typedTerms, ...aliasTerms, ...edgeTerms]},
    {prefix: (term) => term === typing, boostTerm: weightOf},
  );
  // An exact match ranks above a prefix one: when the last word is a word of
  // the index, a page found only by longer words it starts ("causes" for
  // "cause") comes after the pages that hold the word itself.
  const onlyLonger = (result: SearchResult) =>
    !result.terms.includes(typing ?? '') && result.queryTerms.every((term) => term === typing);
  const ranked =
    typing !== undefined && hasExact(index, typing)
      ? [...results.filter((result) => !onlyLonger(result)), ...results.filter(onlyLonger)]
      : results;
  const hits = ranked
    .slice(0, limit)
    .map((result): Hit => ({page: result.id as number, score: result.score}));
  const searched = words.map((word) => corrections.get(word.typed) ?? word.typed);
  const aliasWords = words.flatMap((word) => word.aliasWords);
  return {
    hits,
    correctedQuery: corrections.size > 0 ? searched.join(' ') : undefined,
    marks: [...new Set([...searched, ...aliasWords])],
  };
}
