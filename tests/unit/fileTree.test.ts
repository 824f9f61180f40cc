// The generator's file explorer as a tree widget, without a browser: rows
// from paths, and where each key of the WAI-ARIA tree pattern goes.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {treeKey, treeRows, visibleRows} from '../../src/components/SetupGenerator/fileTree.ts';

const rows = treeRows([
  '.gitignore',
  '.husky/commit-msg',
  '.husky/pre-commit',
  'src/lib/config.ts',
  'src/main.ts',
]);
const ids = (list: readonly {id: string}[]) => list.map((row) => row.id);

test('folders come before the files they hold, at their depth', () => {
  assert.deepEqual(ids(rows), [
    '.gitignore',
    '.husky/',
    '.husky/commit-msg',
    '.husky/pre-commit',
    'src/',
    'src/lib/',
    'src/lib/config.ts',
    'src/main.ts',
  ]);
  assert.deepEqual(
    rows.map((row) => row.depth),
    [1, 1, 2, 2, 1, 2, 3, 2],
  );
});

test('a collapsed folder hides everything below it', () => {
  assert.deepEqual(ids(visibleRows(rows, new Set(['src/']))), [
    '.gitignore',
    '.husky/',
    '.husky/commit-msg',
    '.husky/pre-commit',
    'src/',
  ]);
});

test('arrows move through the visible rows and stop at the ends', () => {
  const none = new Set<string>();
  assert.deepEqual(treeKey('ArrowDown', '.gitignore', rows, none), {focus: '.husky/'});
  assert.deepEqual(treeKey('ArrowUp', '.gitignore', rows, none), {focus: '.gitignore'});
  assert.deepEqual(treeKey('ArrowDown', 'src/main.ts', rows, none), {focus: 'src/main.ts'});
  assert.deepEqual(treeKey('ArrowDown', 'src/', rows, new Set(['src/'])), {focus: 'src/'});
  assert.deepEqual(treeKey('Home', 'src/main.ts', rows, none), {focus: '.gitignore'});
  assert.deepEqual(treeKey('End', '.gitignore', rows, none), {focus: 'src/main.ts'});
});

test('right opens a folder or enters it, left closes it or goes to the parent', () => {
  assert.deepEqual(treeKey('ArrowRight', 'src/', rows, new Set(['src/'])), {toggle: 'src/'});
  assert.deepEqual(treeKey('ArrowRight', 'src/', rows, new Set()), {focus: 'src/lib/'});
  assert.deepEqual(treeKey('ArrowLeft', 'src/', rows, new Set()), {toggle: 'src/'});
  assert.deepEqual(treeKey('ArrowLeft', 'src/lib/config.ts', rows, new Set()), {focus: 'src/lib/'});
  assert.deepEqual(treeKey('ArrowLeft', '.gitignore', rows, new Set()), {});
});

test('Enter and Space show a file and open or close a folder; other keys do nothing', () => {
  assert.deepEqual(treeKey('Enter', 'src/main.ts', rows, new Set()), {select: 'src/main.ts'});
  assert.deepEqual(treeKey(' ', '.husky/', rows, new Set()), {toggle: '.husky/'});
  assert.equal(treeKey('a', 'src/main.ts', rows, new Set()), undefined);
  assert.equal(treeKey('Enter', 'gone.txt', rows, new Set()), undefined);
});
