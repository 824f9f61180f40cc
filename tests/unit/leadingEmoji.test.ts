// A doc card's leading emoji (src/theme/DocCard/leadingEmoji.ts) is the one
// theme-common's extractLeadingEmoji finds, for plain and emoji titles alike.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {leadingEmoji} from '../../src/theme/DocCard/leadingEmoji.ts';

type Extract = (input: string) => {emoji: string | null; rest: string};
// Not among the package's exports, and its index pulls in React components.
const {extractLeadingEmoji} = (await import(
  new URL('../../node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js', import.meta.url)
    .href
)) as {extractLeadingEmoji: Extract};

const labels = [
  'Features',
  '기능',
  '',
  '  Spaced',
  '1. Install',
  '#hash',
  '2️⃣ Second',
  '🚀 Getting started',
  '⚠️ Warning',
  '🇰🇷 Korean',
  '👩🏽‍💻 Developers',
  '❤ Plain heart',
  'ⓘ Info',
  '© Copyright',
];

test('the same emoji and rest as theme-common, title by title', () => {
  for (const label of labels) {
    assert.deepEqual(leadingEmoji(label), extractLeadingEmoji(label), label);
  }
});
