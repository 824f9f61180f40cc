// The command writes the examples' files, cut and patched for the choices:
// an example edited so that a cut's or a patch's anchor is gone makes it
// throw, naming the file, instead of writing something else in silence.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {defaultOptions, pieces} from '../../src/choices.ts';
import {generateFiles, type ExampleSources} from '../../src/files.ts';
import {exampleSources} from '../../src/generated.ts';

const without = (...off: string[]) => new Set(pieces.filter((piece) => !off.includes(piece)));

/** The examples with one file of the starter changed. */
function withStarterFile(path: string, edit: (text: string) => string): ExampleSources {
  const vite = {...exampleSources.vite, [path]: edit(exampleSources.vite[path] ?? '')};
  return {...exampleSources, vite};
}

test('every choice cuts and patches the examples as they are', () => {
  for (const off of [[], ['prettier'], ['typed-lint'], ['gitmessage'], ['lighthouse']]) {
    assert.doesNotThrow(() =>
      generateFiles(exampleSources, {...defaultOptions, pieces: without(...off)}),
    );
  }
});

test('a region the command cuts, gone from an example: the file is named', () => {
  const moved = withStarterFile('eslint.config.js', (text) =>
    text.replaceAll('#region prettier', '#region formatter'),
  );
  assert.throws(
    () => generateFiles(moved, {...defaultOptions, pieces: without('prettier')}),
    /eslint\.config\.js of the examples has no "#region prettier"/,
  );
  const noTemplate = withStarterFile('.husky/install.mjs', (text) =>
    text.replace(/.*#(end)?region gitmessage\n/g, ''),
  );
  assert.throws(
    () => generateFiles(noTemplate, {...defaultOptions, pieces: without('gitmessage')}),
    /\.husky\/install\.mjs of the examples has no "#region gitmessage"/,
  );
});

test('a text the command patches, gone from an example: the file is named', () => {
  const renamed = withStarterFile('eslint.config.js', (text) =>
    text.replace('recommendedTypeChecked', 'strictTypeChecked'),
  );
  assert.throws(
    () => generateFiles(renamed, {...defaultOptions, pieces: without('typed-lint')}),
    /eslint\.config\.js of the examples no longer holds recommendedTypeChecked/,
  );
});
