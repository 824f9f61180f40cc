// Dates in the site's two languages without Intl.DateTimeFormat. A page's
// first DateTimeFormat makes the browser load ICU's locale data, a task of
// its own of about 50 ms on a mid-range phone, and the site only ever shows
// a date in the four shapes below. Dates are calendar dates in UTC, as
// Docusaurus writes them (front matter and git dates).

export type DateStyle =
  /** "Nov 2026", "2026년 11월" */
  | 'month'
  /** "Nov 22, 2026", "2026년 11월 22일" */
  | 'short'
  /** "November 22, 2026", "2026년 11월 22일" */
  | 'long'
  /** "November 22", "11월 22일" */
  | 'dayMonth';

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The Intl options each style stands for, used for any other locale. */
export const intlOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  month: {year: 'numeric', month: 'short'},
  short: {year: 'numeric', month: 'short', day: 'numeric'},
  long: {year: 'numeric', month: 'long', day: 'numeric'},
  dayMonth: {month: 'long', day: 'numeric'},
};

function english(year: number, month: number, day: number, style: DateStyle): string {
  const long = englishMonths[month] ?? '';
  const short = long.slice(0, 3);
  switch (style) {
    case 'month':
      return `${short} ${year}`;
    case 'short':
      return `${short} ${day}, ${year}`;
    case 'long':
      return `${long} ${day}, ${year}`;
    case 'dayMonth':
      return `${long} ${day}`;
  }
}

function korean(year: number, month: number, day: number, style: DateStyle): string {
  switch (style) {
    case 'month':
      return `${year}년 ${month + 1}월`;
    case 'short':
    case 'long':
      return `${year}년 ${month + 1}월 ${day}일`;
    case 'dayMonth':
      return `${month + 1}월 ${day}일`;
  }
}

/** The date as Intl.DateTimeFormat(locale, {...intlOptions[style], timeZone: 'UTC'}) writes it. */
export function formatDate(date: Date | string | number, locale: string, style: DateStyle): string {
  const at = new Date(date);
  const [year, month, day] = [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()];
  const language = locale.split('-')[0];
  if (language === 'en') {
    return english(year, month, day, style);
  }
  if (language === 'ko') {
    return korean(year, month, day, style);
  }
  return new Intl.DateTimeFormat(locale, {...intlOptions[style], timeZone: 'UTC'}).format(at);
}
