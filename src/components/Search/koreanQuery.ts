// How a Korean word a reader types is searched, beside the page's own
// spelling: readers write a verb where the page has its noun (설정하기,
// 설치하는 법 for 설정, 설치), "시" or "할 때" for a moment (저장시, 저장할때),
// and run a one-syllable word into the next (훅설정, 첫커밋), whose syllable
// pairs then never hold it.

import {isHangul} from './terms.ts';

/** Endings of a 하다 verb and of a moment, as typed on a noun: 설정하기, 저장할때, 저장시. */
const endings =
  /(하기|하는|하려면|하면|하고|하며|하도록|합니다|하나요|해요|해도|해서|했는데|할때|할|시)$/;

/**
 * The word without a verb's or a moment's ending, where two syllables or
 * more are left (표시 and 다시 stay as they are).
 */
export function stemOf(word: string): string {
  if (!isHangul(word)) {
    return word;
  }
  const stem = word.replace(endings, '');
  return stem.length >= 2 ? stem : word;
}

/**
 * The first and last syllables of a Hangul run typed solid: a one-syllable
 * word at either end (훅 of 훅설정 and 깃훅, 첫 of 첫커밋) is in no syllable
 * pair of the run.
 */
export function edgeSyllables(word: string): string[] {
  if (!isHangul(word) || word.length < 2) {
    return [];
  }
  return [word.slice(0, 1), word.slice(-1)];
}
