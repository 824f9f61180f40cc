// The run the benchmark reports for a page (scripts/bench/lighthouse.ts).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {medianRun, type LighthouseResult} from '../../scripts/bench/lighthouse.ts';

function run(performance: number, tbtMs: number): LighthouseResult {
  return {
    performance,
    tbtMs,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 900,
    cls: 0,
    bytes: {},
  };
}

for (const [name, runs, expected] of [
  ['equal scores: the median TBT', [run(100, 30), run(100, 120), run(100, 60)], run(100, 60)],
  ['the median score first', [run(100, 10), run(98, 200), run(99, 40)], run(99, 40)],
  [
    'a lower score sorts first, whatever its TBT',
    [run(99, 10), run(100, 90), run(100, 20)],
    run(100, 90),
  ],
  ['one run', [run(97, 150)], run(97, 150)],
] as const) {
  test(`median run, ${name}`, () => {
    assert.deepEqual(medianRun(runs), expected);
  });
}

test('no run is an error', () => {
  assert.throws(() => medianRun([]), /no Lighthouse run/);
});
