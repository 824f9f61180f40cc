// The whole-output comparison of the guides' walkthrough (tests/helpers/quotedOutput.ts).
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {elisionMarker as cut, quoteMismatch} from '../helpers/quotedOutput.ts';

const printed = ['one', 'two', 'three', 'four', 'five'];

describe('quoteMismatch', () => {
  test('accepts a quote equal to the output', () => {
    assert.equal(quoteMismatch(printed, printed), undefined);
  });

  test('refuses a quote that leaves a line out without a marker, wherever it is', () => {
    assert.ok(quoteMismatch(['one', 'two', 'three', 'four'], printed));
    assert.ok(quoteMismatch(['two', 'three', 'four', 'five'], printed));
    assert.ok(quoteMismatch(['one', 'two', 'four', 'five'], printed));
  });

  test('refuses a quote with a line the output does not have', () => {
    assert.ok(quoteMismatch([...printed, 'six'], printed));
    assert.ok(quoteMismatch(['one', cut, 'six'], printed));
  });

  test('lets the marker stand for lines at the start, in the middle or at the end', () => {
    assert.equal(quoteMismatch([cut, 'four', 'five'], printed), undefined);
    assert.equal(quoteMismatch(['one', cut, 'five'], printed), undefined);
    assert.equal(quoteMismatch(['one', 'two', cut], printed), undefined);
    assert.equal(quoteMismatch(['one', cut, 'three', cut, 'five'], printed), undefined);
  });

  test('still holds the lines around a marker to their places', () => {
    assert.ok(quoteMismatch(['two', cut], printed), 'the quote must start where the output does');
    assert.ok(quoteMismatch([cut, 'four'], printed), 'the quote must end where the output does');
    assert.ok(quoteMismatch(['one', cut, 'three', 'five'], printed), 'no gap without a marker');
    assert.ok(quoteMismatch(['one', cut, 'four', cut, 'three'], printed), 'order counts');
  });
});
