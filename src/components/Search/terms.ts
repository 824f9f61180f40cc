// How text becomes search terms, the same way for the index (built with the
// site, plugins/searchIndex.ts) and for what a reader types.
//
// Latin words and numbers are terms as they are, lower-cased. Korean words
// run together and take particles (타입스크립트를, 환경변수), so a run of
// Hangul becomes its overlapping pairs of syllables (타입 입스 스크 크립 립트
// 트를): a compound typed solid or spaced, with or without a particle, shares
// most of its pairs with the page's spelling. A one-syllable word (깃) stays
// whole.

const termPattern = /[a-z0-9]+|[\uAC00-\uD7A3]+/g;
const hangul = /^[\uAC00-\uD7A3]+$/;

/** The words of a text as a reader wrote them: Latin words and Hangul runs. */
export function wordsOf(text: string): string[] {
  return [...text.normalize('NFC').toLowerCase().matchAll(termPattern)].map(([word]) => word);
}

/** The terms of a text, in order, with repeats. */
export function termsOf(text: string): string[] {
  return wordsOf(text).flatMap(termsOfWord);
}

export function isHangul(word: string): boolean {
  return hangul.test(word);
}

/** The terms of one word: itself, or a Hangul word's syllable pairs. */
export function termsOfWord(word: string): string[] {
  if (!isHangul(word) || word.length < 2) {
    return [word];
  }
  const pairs: string[] = [];
  for (let start = 0; start + 2 <= word.length; start += 1) {
    pairs.push(word.slice(start, start + 2));
  }
  return pairs;
}
