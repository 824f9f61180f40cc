// Finding and moving the versions renovate.json's custom managers describe
// (scripts/lib/renovatePins.ts), the way Renovate does: every match of each
// matchString with the g flag alone, and the old version replaced throughout
// the match.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {filePattern, movePins, pinsIn, type CustomManager} from '../../scripts/lib/renovatePins.ts';

const manager: CustomManager = {
  customType: 'regex',
  managerFilePatterns: ['/^docs/.+\\.mdx$/'],
  matchStrings: [
    'Version (?<currentValue>\\d+\\.\\d+\\.\\d+)\\n\\d+\\.\\d+\\.\\d+\\n',
    'npx (?<depName>lighthouse) --version\\n(?<currentValue>\\d+\\.\\d+\\.\\d+)\\n',
  ],
  depNameTemplate: 'typescript',
};

const page = 'Version 6.0.3\n6.0.3\n\nnpx lighthouse --version\n13.5.0\n\nVersion 6.0.3\n6.0.3\n';

describe('pinsIn', () => {
  test('finds every match, with the named groups or the depNameTemplate', () => {
    assert.deepEqual(
      pinsIn(manager, 'docs/a.mdx', page).map(({depName, currentValue, index}) => [
        depName,
        currentValue,
        index,
      ]),
      [
        ['typescript', '6.0.3', 0],
        ['typescript', '6.0.3', page.lastIndexOf('Version')],
        ['lighthouse', '13.5.0', page.indexOf('npx')],
      ],
    );
  });

  test('needs a currentValue group', () => {
    assert.throws(
      () => pinsIn({...manager, matchStrings: ['Version \\d']}, 'docs/a.mdx', page),
      /needs \(\?<depName>…\)/,
    );
  });
});

test('movePins replaces the old version throughout each match, and nothing around it', () => {
  const pins = pinsIn(manager, 'docs/a.mdx', `6.0.3 stays\n${page}`);
  assert.equal(
    movePins(`6.0.3 stays\n${page}`, pins, {typescript: '6.0.4'}),
    '6.0.3 stays\nVersion 6.0.4\n6.0.4\n\nnpx lighthouse --version\n13.5.0\n\nVersion 6.0.4\n6.0.4\n',
  );
});

test('filePattern takes /regex/ and refuses a glob, which it would not apply as Renovate does', () => {
  assert.ok(filePattern('/^src/data/toolVersions\\.ts$/').test('src/data/toolVersions.ts'));
  assert.throws(() => filePattern('docs/**/*.mdx'), /write it as \/regex\//);
});
