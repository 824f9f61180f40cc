// The site's own date formatter against Intl.DateTimeFormat in Node (full
// ICU), for every day of a leap year in both languages and every style.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {formatDate, intlOptions, type DateStyle} from '../../src/utils/dates.ts';

const styles = Object.keys(intlOptions) as DateStyle[];

for (const locale of ['en', 'ko']) {
  test(`${locale}: every day of 2028 in every style reads as Intl writes it`, () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      for (const style of styles) {
        const intl = new Intl.DateTimeFormat(locale, {...intlOptions[style], timeZone: 'UTC'});
        assert.equal(
          formatDate(date, locale, style),
          intl.format(date),
          `${style} ${date.toISOString()}`,
        );
      }
    }
  });
}

test('an ISO date string or a timestamp is read as a UTC date', () => {
  assert.equal(formatDate('2026-11-22', 'en', 'short'), 'Nov 22, 2026');
  assert.equal(formatDate(Date.UTC(2026, 10, 22, 23, 30), 'ko', 'dayMonth'), '11월 22일');
});
