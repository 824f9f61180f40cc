// Which Docusaurus canary the weekly run tries the site on
// (scripts/lib/docusaurusVersions.ts): the newest one whose packages are all
// on the registry, ordered by build number.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  canariesNewestFirst,
  canaryNumber,
  lacking,
  missingAt,
  newestCanaryAllHave,
  newestCompleteCanary,
  skippedLines,
  type Registry,
} from '../../scripts/lib/docusaurusVersions.ts';

describe('canaryNumber', () => {
  test('reads the build number of a canary only', () => {
    assert.equal(canaryNumber('4.0.0-canary-6808'), 6808);
    assert.equal(canaryNumber('3.10.1-canary-6807'), 6807);
    for (const version of ['3.10.2', '4.0.0-beta.1', '4.0.0-canary-6808.1', 'canary']) {
      assert.equal(canaryNumber(version), undefined, version);
    }
  });
});

describe('canariesNewestFirst', () => {
  test('orders by build number, not as text, and across base versions', () => {
    assert.deepEqual(
      canariesNewestFirst([
        '3.9.2-canary-999',
        '3.10.2',
        '3.10.1-canary-6807',
        '4.0.0-canary-6808',
        '3.9.2-canary-1000',
        '4.0.0-canary-6822',
        '4.0.0-beta.1',
      ]),
      [
        '4.0.0-canary-6822',
        '4.0.0-canary-6808',
        '3.10.1-canary-6807',
        '3.9.2-canary-1000',
        '3.9.2-canary-999',
      ],
    );
  });

  test('puts the higher base version first for one build number', () => {
    assert.deepEqual(canariesNewestFirst(['3.10.1-canary-6808', '4.0.0-canary-6808']), [
      '4.0.0-canary-6808',
      '3.10.1-canary-6808',
    ]);
  });
});

describe('lacking', () => {
  test('names the packages with no version to satisfy the spec; ignores npm: aliases', () => {
    const published = new Map([
      ['@docusaurus/a', ['4.0.0-canary-6808', '4.0.0-canary-6822']],
      ['@docusaurus/b', ['4.0.0-canary-6808']],
      ['@docusaurus/c', ['6.0.0']],
    ]);
    assert.deepEqual(
      lacking(
        {
          '@docusaurus/b': '4.0.0-canary-6822',
          '@docusaurus/a': '4.0.0-canary-6822',
          '@docusaurus/c': '^6.0.0',
          '@docusaurus/gone': '4.0.0-canary-6822',
          'react-loadable': 'npm:@docusaurus/react-loadable@6.0.0',
        },
        published,
      ),
      ['@docusaurus/b', '@docusaurus/gone'],
    );
  });
});

// The registry as an outside review found it: @docusaurus/core had
// 4.0.0-canary-6822, its siblings stopped at 4.0.0-canary-6808.
const site = ['@docusaurus/core', '@docusaurus/preset-classic', '@docusaurus/types'];
const older = ['3.10.1-canary-6591', '3.10.1-canary-6655', '3.10.2'];

function fakeRegistry(
  versions: Record<string, string[]>,
  dependencies: Record<string, Record<string, string>> = {},
): Registry & {asked: string[]} {
  const asked: string[] = [];
  return {
    asked,
    versions(name) {
      asked.push(`versions ${name}`);
      return Promise.resolve(versions[name] ?? []);
    },
    dependencies(name, version) {
      asked.push(`dependencies ${name}@${version}`);
      return Promise.resolve(dependencies[`${name}@${version}`] ?? {});
    },
  };
}

describe('newestCanaryAllHave', () => {
  test('skips a canary of core that a sibling lacks', () => {
    const published = new Map([
      [
        '@docusaurus/core',
        [...older, '3.10.1-canary-6807', '4.0.0-canary-6808', '4.0.0-canary-6822'],
      ],
      ['@docusaurus/preset-classic', [...older, '4.0.0-canary-6808']],
      ['@docusaurus/types', [...older, '4.0.0-canary-6808', '4.0.0-canary-6822']],
    ]);
    assert.equal(newestCanaryAllHave(published), '4.0.0-canary-6808');
  });

  test('finds none when no canary is everywhere', () => {
    const published = new Map([
      ['@docusaurus/core', ['4.0.0-canary-6822']],
      ['@docusaurus/types', ['4.0.0-canary-6808']],
    ]);
    assert.equal(newestCanaryAllHave(published), undefined);
  });
});

describe('newestCompleteCanary', () => {
  test('passes over the newest canary when a package of the site lacks it', async () => {
    const registry = fakeRegistry({
      '@docusaurus/core': [...older, '4.0.0-canary-6808', '4.0.0-canary-6822'],
      '@docusaurus/preset-classic': [...older, '4.0.0-canary-6808'],
      '@docusaurus/types': [...older, '4.0.0-canary-6808'],
    });
    assert.deepEqual(await newestCompleteCanary(site, registry), {
      version: '4.0.0-canary-6808',
      skipped: [
        {
          version: '4.0.0-canary-6822',
          missing: ['@docusaurus/preset-classic', '@docusaurus/types'],
        },
      ],
    });
  });

  test('checks the @docusaurus dependencies of core and the preset at that version', async () => {
    const registry = fakeRegistry(
      {
        '@docusaurus/core': [...older, '4.0.0-canary-6808', '4.0.0-canary-6822'],
        '@docusaurus/preset-classic': [...older, '4.0.0-canary-6808', '4.0.0-canary-6822'],
        '@docusaurus/types': [...older, '4.0.0-canary-6808', '4.0.0-canary-6822'],
        '@docusaurus/bundler': ['4.0.0-canary-6808'],
        '@docusaurus/theme-classic': ['4.0.0-canary-6808', '4.0.0-canary-6822'],
      },
      {
        '@docusaurus/core@4.0.0-canary-6822': {
          '@docusaurus/bundler': '4.0.0-canary-6822',
          '@docusaurus/types': '4.0.0-canary-6822',
          'react-loadable': 'npm:@docusaurus/react-loadable@6.0.0',
          react: '^19.0.0',
        },
        '@docusaurus/preset-classic@4.0.0-canary-6822': {
          '@docusaurus/theme-classic': '4.0.0-canary-6822',
        },
        '@docusaurus/core@4.0.0-canary-6808': {'@docusaurus/bundler': '4.0.0-canary-6808'},
        '@docusaurus/preset-classic@4.0.0-canary-6808': {
          '@docusaurus/theme-classic': '4.0.0-canary-6808',
        },
      },
    );
    const choice = await newestCompleteCanary(site, registry);
    assert.deepEqual(choice, {
      version: '4.0.0-canary-6808',
      skipped: [{version: '4.0.0-canary-6822', missing: ['@docusaurus/bundler']}],
    });
    // One versions lookup per package, one dependencies lookup per root and candidate.
    assert.deepEqual([...registry.asked].sort(), [
      'dependencies @docusaurus/core@4.0.0-canary-6808',
      'dependencies @docusaurus/core@4.0.0-canary-6822',
      'dependencies @docusaurus/preset-classic@4.0.0-canary-6808',
      'dependencies @docusaurus/preset-classic@4.0.0-canary-6822',
      'versions @docusaurus/bundler',
      'versions @docusaurus/core',
      'versions @docusaurus/preset-classic',
      'versions @docusaurus/theme-classic',
      'versions @docusaurus/types',
    ]);
  });

  test('looks up no dependencies for canaries the site itself cannot have', async () => {
    const registry = fakeRegistry({
      '@docusaurus/core': ['4.0.0-canary-6822', '4.0.0-canary-6830'],
      '@docusaurus/preset-classic': ['4.0.0-canary-6822'],
      '@docusaurus/types': ['4.0.0-canary-6822'],
    });
    const choice = await newestCompleteCanary(site, registry);
    assert.equal(choice.version, '4.0.0-canary-6822');
    assert.deepEqual(
      registry.asked.filter((question) => question.startsWith('dependencies')),
      [
        'dependencies @docusaurus/core@4.0.0-canary-6822',
        'dependencies @docusaurus/preset-classic@4.0.0-canary-6822',
      ],
    );
  });

  test('stops after a few canaries whose dependencies are missing', async () => {
    const canaries = ['4.0.0-canary-1', '4.0.0-canary-2', '4.0.0-canary-3', '4.0.0-canary-4'];
    const dependencies = Object.fromEntries(
      canaries.map((version) => [`@docusaurus/core@${version}`, {'@docusaurus/bundler': version}]),
    );
    const registry = fakeRegistry(
      {
        '@docusaurus/core': canaries,
        '@docusaurus/preset-classic': canaries,
        '@docusaurus/types': canaries,
      },
      dependencies,
    );
    const choice = await newestCompleteCanary(site, registry, 2);
    assert.equal(choice.version, undefined);
    assert.deepEqual(
      choice.skipped.map(({version}) => version),
      ['4.0.0-canary-4', '4.0.0-canary-3'],
    );
  });
});

describe('missingAt', () => {
  test('checks a release, the latest one say, like a canary', async () => {
    const registry = fakeRegistry(
      {
        '@docusaurus/core': ['3.10.2', '3.11.0'],
        '@docusaurus/preset-classic': ['3.10.2', '3.11.0'],
        '@docusaurus/types': ['3.10.2', '3.11.0'],
        '@docusaurus/bundler': ['3.10.2'],
      },
      {'@docusaurus/core@3.11.0': {'@docusaurus/bundler': '3.11.0'}},
    );
    assert.deepEqual(await missingAt('3.11.0', site, registry), ['@docusaurus/bundler']);
    assert.deepEqual(await missingAt('3.10.2', site, registry), []);
  });
});

describe('skippedLines', () => {
  test('lists the newest few canaries passed over, each with a few of the packages it lacks', () => {
    const skipped = ['6', '5', '4'].map((build) => ({
      version: `4.0.0-canary-${build}`,
      missing: ['@docusaurus/a', '@docusaurus/b', '@docusaurus/c', '@docusaurus/d'],
    }));
    assert.deepEqual(skippedLines(skipped, 2), [
      '- 4.0.0-canary-6: no @docusaurus/a, @docusaurus/b, @docusaurus/c and 1 more at that version',
      '- 4.0.0-canary-5: no @docusaurus/a, @docusaurus/b, @docusaurus/c and 1 more at that version',
      '- and 1 older canary',
    ]);
  });
});
