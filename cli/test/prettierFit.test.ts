// Prettier's options measured on a project's own files (prettierFit.ts),
// with the real Prettier, and what the plan does with the measure.
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {detect} from '../src/detect.ts';
import {exampleSources} from '../src/generated.ts';
import {makePlan} from '../src/plan.ts';
import {fitPrettier, formattedAsProject, type PrettierFit} from '../src/prettierFit.ts';
import {committedRepository, isolatedRoot, type Layout} from './layouts.ts';

const root = isolatedRoot('setup-prettier-fit-');

const setupOptions = {singleQuote: true, trailingComma: 'all', printWidth: 100};
let count = 0;

function repository(layout: Layout): string {
  count += 1;
  return committedRepository(path.join(root, String(count)), layout);
}

/** A module in a tab-indented, double-quoted style without semicolons, wide lines. */
function tabbedModule(index: number): string {
  return [
    `export function read${index}(file, options = {}) {`,
    '\tconst settings = {',
    `\t\tname: "file-${index}",`,
    '\t\tencoding: options.encoding ?? "utf8",',
    '\t}',
    `\treturn open(file, settings).then((handle) => handle.readAll(settings.encoding, options.signal, options.timeout, ${index}))`,
    '}',
    '',
  ].join('\n');
}

test("a project's own style: the options that keep every file as it is", async () => {
  const dir = repository(
    Object.fromEntries(
      Array.from({length: 5}, (_, index) => [`lib/read${index}.js`, tabbedModule(index)]),
    ),
  );
  const fit = await fitPrettier(dir, setupOptions, undefined);
  assert.ok(fit);
  assert.deepEqual(fit.changed, []);
  assert.equal(fit.total, 5);
  assert.equal(fit.options.useTabs, true);
  assert.equal(fit.options.semi, false);
  assert.equal(fit.options.singleQuote, false);
  assert.ok(Number(fit.options.printWidth) >= 120, JSON.stringify(fit.options));
});

test('a file no option keeps is counted, the rest are not', async () => {
  const dir = repository({
    ...Object.fromEntries(
      Array.from({length: 5}, (_, index) => [`lib/read${index}.js`, tabbedModule(index)]),
    ),
    'lib/odd.js': 'export const odd = function(a){return a}\n',
  });
  const fit = await fitPrettier(dir, setupOptions, undefined);
  assert.deepEqual(fit?.changed, ['lib/odd.js']);
});

function planWith(dir: string, fit: PrettierFit) {
  const result = makePlan(
    detect(dir),
    {without: new Set(), with: new Set()},
    exampleSources,
    undefined,
    fit,
  );
  assert.ok(result.plan);
  return result.plan;
}

const project: Layout = {
  'package.json': {json: {name: 'lib', version: '1.0.0', type: 'module'}},
  'lib/index.js': 'export const a = 1;\n',
};

test('the files Prettier would still rewrite go into .prettierignore, with a note', () => {
  const plan = planWith(repository(project), {
    options: {useTabs: true, printWidth: 120},
    changed: ['lib/odd.js', 'docs/[draft].md'],
    total: 12,
    sampled: false,
  });
  const rc = plan.changes.find((change) => change.path === '.prettierrc');
  assert.equal(
    rc?.action === 'create' && rc.text,
    '{\n\t"useTabs": true,\n\t"printWidth": 120\n}\n',
  );
  const ignore = plan.changes.find((change) => change.path === '.prettierignore');
  assert.ok(ignore?.action === 'create');
  assert.match(ignore.text, /\n\/lib\/odd\.js\n\/docs\/\\\[draft\\\]\.md\n$/);
  assert.deepEqual(
    plan.notes.filter((note) => note.id === 'prettierReach'),
    [{id: 'prettierReach', changed: 2, total: 12}],
  );
});

test('Prettier that would rewrite much of the project (express) is left out, with a note', () => {
  const plan = planWith(repository(project), {
    options: {},
    changed: ['a.js', 'b.js', 'c.js', 'd.js', 'e.js', 'f.js'],
    total: 12,
    sampled: true,
  });
  assert.ok(!plan.pieces.has('prettier'));
  assert.ok(!plan.changes.some((change) => change.path.startsWith('.prettier')));
  assert.ok(!('prettier' in plan.dependencies));
  assert.deepEqual(
    plan.notes.filter((note) => note.id === 'prettierRewrites'),
    [{id: 'prettierRewrites', changed: 6, total: 12, sampled: true}],
  );
  // The editor is not set to format with a Prettier the project does not have.
  const settings = plan.changes.find((change) => change.path === '.vscode/settings.json');
  assert.ok(settings?.action === 'create');
  assert.doesNotMatch(settings.text, /prettier|formatOnSave/);
});

test("Setup's new files take the project's options: tab-indented JSON for a tabbed project", async () => {
  const [settings, hook] = await formattedAsProject(
    [
      {path: '.vscode/settings.json', text: '{\n  "editor.formatOnSave": true\n}\n'},
      {path: '.husky/pre-commit', text: 'npx lint-staged\n'},
    ],
    {useTabs: true},
  );
  assert.equal(settings?.text, '{\n\t"editor.formatOnSave": true\n}\n');
  assert.equal(hook?.text, 'npx lint-staged\n');
});
