// The links that scroll into view at once are prefetched a few milliseconds'
// worth per idle callback (src/clientModules/prefetchAtIdle.ts), not in one
// batch that fills a whole idle period, which made a long task on long guides.
import assert from 'node:assert/strict';
import {test} from 'node:test';

const prefetched: string[] = [];
const idleCallbacks: IdleRequestCallback[] = [];
/** A prefetch as costly as matching a route and adding its links. */
function prefetch(routePath: string): void {
  const until = performance.now() + 1;
  while (performance.now() < until) {
    // busy, like the real work
  }
  prefetched.push(routePath);
}
const browser = {
  docusaurus: {prefetch},
  requestIdleCallback: (callback: IdleRequestCallback) => idleCallbacks.push(callback),
};
Object.assign(globalThis, {window: browser});
const {default: prefetchAtIdle} = await import('../../src/clientModules/prefetchAtIdle.ts');

/** An idle period of the longest kind browsers give: 50 ms. */
const longIdlePeriod: IdleDeadline = {didTimeout: false, timeRemaining: () => 50};

test('a long idle period runs a few prefetches, and the next callback the rest', () => {
  prefetchAtIdle.onRouteDidUpdate?.({
    location: {} as never,
    previousLocation: null,
  });
  const links = Array.from({length: 30}, (_, index) => `/setup/docs/page-${index}/`);
  for (const link of links) {
    browser.docusaurus.prefetch(link);
  }
  assert.equal(idleCallbacks.length, 1, 'one idle callback scheduled for the whole batch');
  idleCallbacks.shift()?.(longIdlePeriod);
  assert.ok(
    prefetched.length > 0 && prefetched.length <= 6,
    `the first idle callback ran ${prefetched.length} prefetches of 1 ms`,
  );
  while (idleCallbacks.length > 0) {
    idleCallbacks.shift()?.(longIdlePeriod);
  }
  assert.deepEqual(prefetched, links, 'every link prefetched once, in order');
});
