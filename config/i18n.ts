import type {Config} from '@docusaurus/types';
import {baseUrl} from './env.ts';

// Readers and maintainers see "kr" (URLs, i18n/kr/, build/kr/), but the locale
// key is "ko": browsers and Intl read "kr" as Kanuri, while "ko" gives the
// built-in Korean theme strings, Korean dates, lang="ko" and hreflang="ko".
export const koreanPath = 'kr';

export const i18n = {
  defaultLocale: 'en',
  locales: ['en', 'ko'],
  localeConfigs: {
    en: {label: 'English', htmlLang: 'en'},
    ko: {
      label: '한국어',
      htmlLang: 'ko',
      path: koreanPath,
      baseUrl: `${baseUrl}${koreanPath}/`,
    },
  },
} satisfies Config['i18n'];
