// The aligned columns of the terminal reports (scripts/lib/textTable.ts).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {textTable} from '../../scripts/lib/textTable.ts';

test('pads each column to its widest cell, with a rule under the header and no trailing spaces', () => {
  assert.equal(
    textTable([
      ['Tool', 'Pinned', 'Status'],
      ['typescript', '6.0.3', 'guide needs a look: major'],
      ['vite', '8.3.8', 'up to date'],
    ]),
    [
      'Tool        Pinned  Status',
      '----------  ------  -------------------------',
      'typescript  6.0.3   guide needs a look: major',
      'vite        8.3.8   up to date',
    ].join('\n'),
  );
});

test('no rows, no table', () => {
  assert.equal(textTable([]), '');
});
