// How the version tripwire (tests/content/swizzles.test.ts) reads a file's
// markers, compares a named version with the installed one, and finds a
// version named outside a marker (tests/helpers/versionMarkers.ts).
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {markersIn, sameVersion, versionsOutsideMarkers} from '../helpers/versionMarkers.ts';

describe('markersIn', () => {
  test('reads every package of a CUSTOM marker, wherever the comment is', () => {
    const source = [
      "import x from 'y';",
      '/**',
      ' * CUSTOM (Docusaurus 3.10.2, prism-react-renderer 2.4, React 19.3.1): why.',
      ' */',
    ].join('\n');
    assert.deepEqual(markersIn(source), {
      named: [
        {name: 'Docusaurus', packageName: '@docusaurus/core', version: '3.10.2'},
        {name: 'prism-react-renderer', packageName: 'prism-react-renderer', version: '2.4'},
        {name: 'React', packageName: 'react', version: '19.3.1'},
      ],
      unreadable: [],
    });
  });

  test('reads an Ejected marker as the version of the package it names', () => {
    assert.deepEqual(markersIn('// Ejected from @docusaurus/theme-classic 3.10.2 (Tabs).').named, [
      {
        name: '@docusaurus/theme-classic',
        packageName: '@docusaurus/theme-classic',
        version: '3.10.2',
      },
    ]);
  });

  test('reports what a CUSTOM marker names that is no known package and version', () => {
    assert.deepEqual(
      markersIn('// CUSTOM (Docusaurus 3.10.2, webpack 5, Docusaurus): why').unreadable,
      ['webpack 5', 'Docusaurus'],
    );
  });

  test('takes a CUSTOM: note inside an ejected file for no marker', () => {
    assert.deepEqual(markersIn('{/* CUSTOM: h2, the level under the h1. */}'), {
      named: [],
      unreadable: [],
    });
  });
});

describe('sameVersion', () => {
  test('a full version stands for that release only', () => {
    assert.equal(sameVersion('3.10.2', '3.10.2'), true);
    assert.equal(sameVersion('3.10.2', '3.10.3'), false);
    assert.equal(sameVersion('3.10.2', '3.11.0'), false);
  });

  test('a shorter version stands for every release it begins', () => {
    assert.equal(sameVersion('2.4', '2.4.1'), true);
    assert.equal(sameVersion('2.4', '2.5.0'), false);
    assert.equal(sameVersion('2.4', '2.40.0'), false);
  });

  test('no version stands for a prerelease', () => {
    assert.equal(sameVersion('4.0', '4.0.0-canary-6808'), false);
    assert.equal(sameVersion('4.0.0', '4.0.0-canary-6808'), false);
  });
});

describe('versionsOutsideMarkers', () => {
  test('finds a package version named in prose, not the one in a marker', () => {
    const source = [
      '// CUSTOM (Docusaurus 3.10.2): reads the registry',
      "// (Docusaurus 3.10.2's registry.js, a private format), and theme-classic 3.9.",
      '// Ejected from @docusaurus/theme-classic 3.10.2 (Tabs), tuned on Rspack 1.7.',
    ].join('\n');
    assert.deepEqual(versionsOutsideMarkers(source, []), [
      'Docusaurus 3.10.2',
      'theme-classic 3.9',
      'Rspack 1.7',
    ]);
  });

  test('finds the installed version bare in a comment, not in code or an address', () => {
    const comment = "// Replaces the theme's read-more link (3.10.2), whose text is";
    assert.deepEqual(versionsOutsideMarkers(comment, ['3.10.2']), ['3.10.2']);
    assert.deepEqual(versionsOutsideMarkers(' * as of 3.10.2.', ['3.10.2']), ['3.10.2']);
    const code = [
      "export const prettier = '3.10.2';",
      "const page = 'https://example.com/3.10.2/'; // a page",
      '// 3.10.20 is another version',
    ].join('\n');
    assert.deepEqual(versionsOutsideMarkers(code, ['3.10.2']), []);
  });
});
