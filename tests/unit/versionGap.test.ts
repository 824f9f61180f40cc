// How far a pin is behind the registry (scripts/lib/versionGap.ts), which decides
// what `npm run versions` asks of a maintainer.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  compareVersions,
  newestVersion,
  parseVersion,
  versionGap,
} from '../../scripts/lib/versionGap.ts';

describe('parseVersion', () => {
  test('reads a major alone, major.minor, a full version, a v prefix and a prerelease', () => {
    assert.deepEqual(parseVersion('24'), {numbers: [24], prerelease: ''});
    assert.deepEqual(parseVersion('6.0'), {numbers: [6, 0], prerelease: ''});
    assert.deepEqual(parseVersion('v8.3.8'), {numbers: [8, 3, 8], prerelease: ''});
    assert.deepEqual(parseVersion('9.0.0-rc.1'), {numbers: [9, 0, 0], prerelease: 'rc.1'});
  });

  test('refuses ranges and words', () => {
    for (const text of ['^10.15.0', '~6.0', 'latest', '1.2.3.4', '']) {
      assert.equal(parseVersion(text), undefined, text);
    }
  });
});

describe('compareVersions', () => {
  test('orders by number, not by text', () => {
    assert.ok(compareVersions('10.15.0', '9.99.99') > 0);
    assert.ok(compareVersions('8.3.8', '8.3.10') < 0);
    assert.equal(compareVersions('6.0.3', 'v6.0.3'), 0);
  });

  test('puts a prerelease before its release', () => {
    assert.ok(compareVersions('9.0.0-rc.1', '9.0.0') < 0);
    assert.ok(compareVersions('9.0.0-rc.2', '9.0.0-rc.1') > 0);
  });
});

test('newestVersion picks the highest, whatever the order', () => {
  assert.equal(newestVersion(['6.0.2', '6.0.10', '5.9.3']), '6.0.10');
  assert.equal(newestVersion([]), undefined);
});

test('versionGap: same, a newer minor or patch, a newer major (a minor on 0.x, as semver has it), or ahead; only as far as the pin is precise', () => {
  for (const [pin, latest, gap] of [
    ['10.15.0', '10.15.0', 'same'],
    ['10.15.0', '10.15.1', 'patch-or-minor'],
    ['10.15.0', '10.16.0', 'patch-or-minor'],
    ['6.0.3', '7.0.2', 'major'],
    ['0.15.1', '0.16.0', 'major'],
    ['0.15.1', '0.15.2', 'patch-or-minor'],
    ['24', '24.15.0', 'same'], // .nvmrc 24 covers every 24.x
    ['24', '26.10.0', 'major'],
    ['11.0.0', '10.15.0', 'ahead'],
  ] as const) {
    assert.equal(versionGap(pin, latest), gap, `${pin} → ${latest}`);
  }
});
