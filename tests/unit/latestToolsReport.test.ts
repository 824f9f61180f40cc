// The Markdown the weekly newest-tools run writes to its summary and to the
// issue it opens (scripts/latestTools/report.ts).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {markdownReport} from '../../scripts/latestTools/report.ts';

const typescriptHeld = {
  tool: 'typescript',
  pinned: '6.0.3',
  latest: '7.0.2',
  chosen: '6.0.3',
  heldBy: ['typescript-eslint 8.73.0 accepts typescript >=4.8.4 <6.1.0'],
};

test('lists the tools that moved, from which version to which, and those a peer range held', () => {
  assert.equal(
    markdownReport([
      {tool: 'eslint', pinned: '10.15.0', latest: '10.16.0', chosen: '10.16.0', heldBy: []},
      {tool: 'vite', pinned: '8.3.8', latest: '8.3.8', chosen: '8.3.8', heldBy: []},
      typescriptHeld,
    ]),
    [
      'Tools moved from the pins of src/data/toolVersions.ts:',
      '',
      '| Tool | From | To |',
      '| --- | --- | --- |',
      '| eslint | 10.15.0 | 10.16.0 |',
      '',
      'Held below their latest release by a peer range:',
      '',
      '- typescript 6.0.3, not 7.0.2: typescript-eslint 8.73.0 accepts typescript >=4.8.4 <6.1.0',
      '',
    ].join('\n'),
  );
});

test('says so when nothing moves', () => {
  assert.match(markdownReport([typescriptHeld]), /^No tool moves/);
});
