// The inline script that starts the app once the page has painted
// (src/inlineScripts/startAfterFirstPaint.ts), run the way the page template
// inlines it, in a bare context holding only what it reads.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {runInNewContext} from 'node:vm';
import {startAfterFirstPaint} from '../../src/inlineScripts/startAfterFirstPaint.ts';

const scripts = ['/setup/assets/js/runtime~main.js', '/setup/assets/js/main.js'];

type Page = {
  /** The scripts added to <head>, in order, with their async flag. */
  added: {src: string; async: boolean}[];
  /** Reports a paint to the page's paint observers. */
  paint: () => void;
  /** Runs the timers the script set. */
  elapse: () => void;
};

function open(options: {visible?: boolean; paintTiming?: boolean} = {}): Page {
  const {visible = true, paintTiming = true} = options;
  const added: Page['added'] = [];
  const observers: (() => void)[] = [];
  const timers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    readonly callback: () => void;
    constructor(callback: () => void) {
      this.callback = callback;
    }
    observe({type}: {type: string}) {
      assert.equal(type, 'paint');
      observers.push(this.callback);
    }
  }
  runInNewContext(`(${startAfterFirstPaint.toString()})(${JSON.stringify(scripts)})`, {
    PerformanceObserver: FakeObserver,
    setTimeout: (callback: () => void) => timers.push(callback),
    document: {
      visibilityState: visible ? 'visible' : 'hidden',
      createElement: () => ({src: '', async: true}),
      head: {appendChild: (script: {src: string; async: boolean}) => added.push({...script})},
    },
  });
  return {
    added,
    paint: () => observers.forEach((callback) => callback()),
    elapse: () => timers.splice(0).forEach((callback) => callback()),
  };
}

const inOrder = scripts.map((src) => ({src, async: false}));

test('starts nothing before the first paint, then the scripts in order', () => {
  const page = open();
  assert.deepEqual(page.added, []);
  page.paint();
  assert.deepEqual(page.added, inOrder);
});

test('starts them once, whatever paints or timers follow', () => {
  const page = open();
  page.paint();
  page.paint();
  page.elapse();
  assert.deepEqual(page.added, inOrder);
});

test('starts them after a while on a page that never paints', () => {
  const page = open();
  page.elapse();
  assert.deepEqual(page.added, inOrder);
});

test('starts them at once in a hidden tab, or where paints are not reported', () => {
  assert.deepEqual(open({visible: false}).added, inOrder);
  assert.deepEqual(open({paintTiming: false}).added, inOrder);
});
