// A run of a small plan, straight through apply: its last proof before the
// commit (the set-up project, planned again, must have nothing left to
// change; where it has, the run stops there and puts everything back, naming
// what would still change: issue 49), and a stop that arrives while no
// program runs, which must put the project back as well.
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {apply, type Step} from '../src/apply.ts';
import {pieces} from '../src/choices.ts';
import {detect} from '../src/detect.ts';
import {exampleSources} from '../src/generated.ts';
import {makePlan} from '../src/plan.ts';
import {committedRepository, git, isolatedRoot, snapshot} from './layouts.ts';

const root = isolatedRoot('setup-settled-');

/** An existing project whose plan writes only the editor settings: no install to wait for. */
function smallPlan(name: string) {
  const dir = committedRepository(path.join(root, name), {
    'package.json': {json: {name: 'app', version: '1.0.0', private: true}},
    '.gitignore': 'node_modules\n',
  });
  const only = new Set(['vscode'] as const);
  const without = new Set(pieces.filter((piece) => piece !== 'vscode'));
  const project = detect(dir);
  const {plan} = makePlan(project, {with: only, without}, exampleSources);
  assert.ok(plan);
  return {dir, project, plan};
}

test('a run whose second plan would still change files is put back, naming them', async () => {
  const {dir, project, plan} = smallPlan('unsettled');
  assert.ok(plan.steps.some((step) => step.id === 'settled'));
  const before = snapshot(dir);
  const steps: Step['id'][] = [];
  const outcome = await apply(
    project,
    plan,
    {output: 'pipe', begin: (step) => steps.push(step.id), waiting: () => {}},
    async () => ['package.json', '.vscode/settings.json'],
  );
  assert.equal(outcome.result, 'failed');
  assert.equal(outcome.result === 'failed' && outcome.restored, true);
  assert.deepEqual(outcome.result === 'failed' && outcome.failure, {
    unsettled: ['package.json', '.vscode/settings.json'],
  });
  assert.equal(outcome.result === 'failed' && outcome.step.id, 'settled');
  assert.deepEqual(steps.slice(-2), ['settled', 'restore']);
  assert.deepEqual(snapshot(dir), before);
  assert.equal(git(dir, 'status', '--porcelain'), '');
});

test('a run whose second plan finds nothing to change ends done', async () => {
  const {project, plan} = smallPlan('settled');
  const outcome = await apply(
    project,
    plan,
    {output: 'pipe', begin: () => {}, waiting: () => {}},
    async () => [],
  );
  assert.equal(outcome.result, 'done');
});

test('a stop between two steps, while no program runs: the project is put back, exit by signal', async () => {
  const {dir, project, plan} = smallPlan('stopped-between');
  const before = snapshot(dir);
  const outcome = await apply(
    project,
    plan,
    {
      output: 'pipe',
      // Sent while Setup writes its files itself, with no program to pass it to.
      begin: (step) => step.id === 'write' && process.kill(process.pid, 'SIGTERM'),
      waiting: () => {},
    },
    async () => [],
  );
  assert.equal(outcome.result, 'failed');
  assert.equal(outcome.result === 'failed' && outcome.signal, 'SIGTERM');
  assert.equal(outcome.result === 'failed' && outcome.restored, true);
  assert.deepEqual(snapshot(dir), before);
  assert.equal(git(dir, 'status', '--porcelain'), '');
  // The run lets go of the signal once it ends.
  assert.equal(process.listenerCount('SIGTERM'), 0);
});
