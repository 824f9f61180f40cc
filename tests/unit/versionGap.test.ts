// How far a pin is behind the registry (scripts/lib/versionGap.ts), which decides
// what `npm run versions` asks of a maintainer.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  compareVersions,
  gapAdvice,
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

describe('versionGap', () => {
  test('same version: up to date', () => {
    assert.equal(versionGap('10.15.0', '10.15.0'), 'same');
    assert.equal(gapAdvice.same, 'up to date');
  });

  test('a newer minor or patch: update the pins', () => {
    assert.equal(versionGap('10.15.0', '10.15.1'), 'patch-or-minor');
    assert.equal(versionGap('10.15.0', '10.16.0'), 'patch-or-minor');
    assert.equal(gapAdvice['patch-or-minor'], 'update pins');
  });

  test('a newer major: the guide needs a look', () => {
    assert.equal(versionGap('6.0.3', '7.0.2'), 'major');
    assert.equal(gapAdvice.major, 'guide needs a look: major');
  });

  test('on 0.x a minor release is the breaking one, as semver has it', () => {
    assert.equal(versionGap('0.15.1', '0.16.0'), 'major');
    assert.equal(versionGap('0.15.1', '0.15.2'), 'patch-or-minor');
  });

  test('compares only as far as the pin is precise: .nvmrc 24 covers every 24.x', () => {
    assert.equal(versionGap('24', '24.15.0'), 'same');
    assert.equal(versionGap('24', '26.10.0'), 'major');
  });

  test('a pin newer than the latest tag says so', () => {
    assert.equal(versionGap('11.0.0', '10.15.0'), 'ahead');
  });
});
