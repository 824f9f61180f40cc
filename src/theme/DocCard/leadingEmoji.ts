// CUSTOM (Docusaurus 3.10.2): a card title's leading emoji, as theme-common's
// internal extractLeadingEmoji finds it (tests/unit/leadingEmoji.test.ts
// compares the two), without its cost in the browser: that function builds an
// Intl.Segmenter when its module loads (ICU data, a long task of its own) and
// tests each title with a /\p{RGI_Emoji}/v expression, whose first
// compilation took 80 ms at 4x CPU slowdown on a category page. A title that
// does not start with a pictograph or a regional indicator (all of this
// site's) is answered at once; only one that does pays for the exact test.
const maybeEmoji = /^[\p{Extended_Pictographic}\p{Regional_Indicator}#*0-9]/u;

/** The leading emoji of `label` and the rest of it, or no emoji and the whole label. */
export function leadingEmoji(label: string): {emoji: string | null; rest: string} {
  if (!maybeEmoji.test(label)) {
    return {emoji: null, rest: label};
  }
  const grapheme = new Intl.Segmenter(undefined, {granularity: 'grapheme'})
    .segment(label)
    [Symbol.iterator]()
    .next().value?.segment;
  if (!grapheme || !new RegExp('^\\p{RGI_Emoji}$', 'v').test(grapheme)) {
    return {emoji: null, rest: label};
  }
  return {emoji: grapheme, rest: label.slice(grapheme.length)};
}
