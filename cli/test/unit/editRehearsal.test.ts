// The one-line edit the run rehearses: which kinds of file the written
// lint-staged config matches, and the line each kind gets.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {filesToEdit, globExtensions, oneLineEdit} from '../../src/editRehearsal.ts';

test("the kinds of file lint-staged's globs name", () => {
  assert.deepEqual(
    globExtensions({
      '*.{js,mjs,cjs,ts,tsx}': ['eslint --fix', 'prettier --write'],
      '*.vue': 'prettier --write',
      'src/**': 'echo',
    }),
    ['js', 'mjs', 'cjs', 'ts', 'tsx', 'vue'],
  );
});

test('one comment line at the top, in the file’s own syntax and line ends', () => {
  assert.equal(oneLineEdit('a.ts', 'export {};\n'), '// Setup: a one-line edit\nexport {};\n');
  assert.equal(oneLineEdit('a.css', 'a {}\r\n'), '/* Setup: a one-line edit */\r\na {}\r\n');
  assert.equal(
    oneLineEdit('App.vue', '<template />\n'),
    '<!-- Setup: a one-line edit -->\n<template />\n',
  );
  assert.equal(oneLineEdit('ci.yml', 'on: push\n'), '# Setup: a one-line edit\non: push\n');
  // Markdown keeps a blank line between the comment and the next block.
  assert.equal(
    oneLineEdit('README.md', '# Title\n'),
    '<!-- Setup: a one-line edit -->\n\n# Title\n',
  );
  // No comment in JSON; a line above a shebang or front matter changes what the file means.
  assert.equal(oneLineEdit('a.json', '{}\n'), undefined);
  assert.equal(oneLineEdit('cli.js', '#!/usr/bin/env node\n'), undefined);
  assert.equal(oneLineEdit('post.md', '---\ntitle: x\n---\n'), undefined);
});

test('one tracked file of each kind', () => {
  assert.deepEqual(
    filesToEdit(['README.md', 'src/a.ts', 'src/b.ts', 'x.js'], ['js', 'ts', 'css']),
    ['x.js', 'src/a.ts'],
  );
  // A file the edit cannot take (a shebang script) gives way to the next of its kind.
  const editable = (file: string) => file !== 'x.js';
  assert.deepEqual(filesToEdit(['x.js', 'y.js'], ['js'], editable), ['y.js']);
});
