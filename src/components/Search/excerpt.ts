// A short excerpt of a section's text around the first word searched for,
// with every searched word marked, as text parts: nothing becomes markup.
import {isHangul, termsOfWord} from './terms.ts';

export type ExcerptPart = {text: string; marked: boolean};

type Range = [start: number, end: number];

function rangesOf(lowerText: string, needle: string): Range[] {
  const ranges: Range[] = [];
  for (let at = lowerText.indexOf(needle); at !== -1; at = lowerText.indexOf(needle, at + 1)) {
    ranges.push([at, at + needle.length]);
  }
  return ranges;
}

/** Where the marks fall: each word, or for a Hangul word absent as typed, its syllable pairs. */
function markedRanges(text: string, marks: readonly string[]): Range[] {
  const lower = text.toLowerCase();
  const ranges = marks.flatMap((mark) => {
    const whole = rangesOf(lower, mark);
    if (whole.length > 0 || !isHangul(mark)) {
      return whole;
    }
    return termsOfWord(mark).flatMap((pair) => rangesOf(lower, pair));
  });
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range[0] <= previous[1]) {
      previous[1] = Math.max(previous[1], range[1]);
    } else {
      merged.push([...range]);
    }
  }
  return merged;
}

/** Characters of context shown before the first mark. */
const lead = 50;

export function excerptOf(text: string, marks: readonly string[], length = 180): ExcerptPart[] {
  const ranges = markedRanges(text, marks);
  let start = Math.max(0, (ranges[0]?.[0] ?? 0) - lead);
  // Start at a word, not inside one.
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space > (ranges[0]?.[0] ?? 0) ? start : space + 1;
  }
  const end = Math.min(text.length, start + length);
  const parts: ExcerptPart[] = [];
  let at = start;
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) {
      continue;
    }
    if (from > at) {
      parts.push({text: text.slice(at, from), marked: false});
    }
    parts.push({text: text.slice(Math.max(from, at), Math.min(to, end)), marked: true});
    at = Math.min(to, end);
  }
  if (at < end) {
    parts.push({text: text.slice(at, end), marked: false});
  }
  if (start > 0) {
    parts.unshift({text: '… ', marked: false});
  }
  if (end < text.length) {
    parts.push({text: ' …', marked: false});
  }
  return parts;
}
