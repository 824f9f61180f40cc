// What the generator page shows for a set of choices is what the command
// writes in an empty folder when given the flags the page prints for them.
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {parseInvocation} from '../src/args.ts';
import {defaultOptions, pieces, type Options} from '../src/choices.ts';
import {detect} from '../src/detect.ts';
import {generateFiles} from '../src/files.ts';
import {flagsFor} from '../src/flags.ts';
import {exampleSources} from '../src/generated.ts';
import {makePlan} from '../src/plan.ts';

const root = await mkdtemp(path.join(tmpdir(), 'page-matches-command-'));
after(() => rm(root, {recursive: true, force: true}));

const without = (...off: string[]) => new Set(pieces.filter((piece) => !off.includes(piece)));

const choices: Options[] = [
  defaultOptions,
  {...defaultOptions, packageManager: 'pnpm', kind: 'node'},
  {...defaultOptions, packageManager: 'yarn', typescript: '7-beside-6'},
  {...defaultOptions, packageManager: 'bun', pieces: without('prettier', 'vscode')},
  {...defaultOptions, kind: 'node', pieces: without('eslint', 'prettier')},
  {...defaultOptions, pieces: without('typed-lint', 'gitmessage', 'lighthouse', 'env')},
];

const runs = choices.flatMap((options) =>
  (['en', 'ko'] as const).map((language) => ({options, language})),
);

for (const [index, {options, language}] of runs.entries()) {
  const flags = flagsFor(options, language);
  test(`flags "${flags.join(' ')}"`, async () => {
    const {request} = parseInvocation(flags, {});
    const dir = path.join(root, `project-${index}`);
    await mkdir(dir);
    const result = makePlan(detect(dir), request, exampleSources);
    assert.ok(result.plan, JSON.stringify(result.refusal));
    const written = Object.fromEntries(
      result.plan.changes.flatMap((change) =>
        change.action === 'create' && change.path !== 'package.json'
          ? [[change.path, change.text]]
          : [],
      ),
    );
    const shown = Object.fromEntries(
      generateFiles(exampleSources, options, language)
        .filter((file) => file.path !== 'package.json')
        .map((file) => [file.path, file.text]),
    );
    assert.deepEqual(written, shown, dir);
    assert.deepEqual(result.plan.options, options);
  });
}
