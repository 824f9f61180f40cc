// Which section of a result's page to show and open: the one that holds the
// most of the words searched for (its heading counting double), the page's
// opening when none holds more.
import type {PageTexts} from './engine.ts';
import {excerptOf, type ExcerptPart} from './excerpt.ts';
import {isHangul, termsOfWord} from './terms.ts';

export type ShownSection = {
  anchor: string;
  /** The section's heading, or undefined for the page's opening. */
  heading?: string;
  excerpt: ExcerptPart[];
  /** The words marked in the excerpt, as the page writes them. */
  marked: string[];
};

function markedWords(parts: readonly ExcerptPart[]): string[] {
  return [...new Set(parts.filter((part) => part.marked).map((part) => part.text.toLowerCase()))];
}

/** How much of a word a text holds: 1 if all, or for Hangul the share of its syllable pairs. */
function share(text: string, mark: string): number {
  if (text.includes(mark)) {
    return 1;
  }
  if (!isHangul(mark)) {
    return 0;
  }
  const pairs = termsOfWord(mark);
  return pairs.filter((pair) => text.includes(pair)).length / pairs.length;
}

export function shownSection(texts: PageTexts, marks: readonly string[]): ShownSection {
  let best = {index: 0, score: 0};
  texts.forEach((section, index) => {
    const heading = section.heading.toLowerCase();
    const text = section.text.toLowerCase();
    const score = marks.reduce(
      (sum, mark) => sum + 2 * share(heading, mark) + share(text, mark),
      0,
    );
    if (score > best.score) {
      best = {index, score};
    }
  });
  const section = texts[best.index] ?? {anchor: '', heading: '', text: ''};
  const excerpt = excerptOf(section.text, marks);
  return {
    anchor: section.anchor,
    heading: best.index === 0 ? undefined : section.heading,
    excerpt,
    marked: markedWords(excerpt),
  };
}
