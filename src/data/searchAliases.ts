// Words readers type for what the pages call otherwise, in one reviewed list
// (the translators' glossary, i18n/kr/GLOSSARY.md, points here). Search
// looks up each alias's words too, ranked just below the words typed.
//
// Add an entry when a reader's word finds nothing or the wrong page, and
// only words the pages really use on the right side: tests/build/search.test.ts
// fails on a word that no page of the locale holds.

type Aliases = Readonly<Record<string, readonly string[]>>;

/** Both locales: tool names as Korean developers write them in Hangul. */
const toolNamesInHangul: Aliases = {
  허스키: ['husky'],
  프리티어: ['prettier'],
  린트: ['eslint', 'lint'],
  이에스린트: ['eslint'],
  타입스크립트: ['typescript'],
  자바스크립트: ['javascript'],
  라이트하우스: ['lighthouse'],
  노드: ['node'],
  깃: ['git'],
  깃허브: ['github'],
  커밋린트: ['commitlint'],
  비트: ['vite'],
  바이트: ['vite'],
  피엔피엠: ['pnpm'],
  얀: ['yarn'],
  브이에스코드: ['vs', 'code'],
  모노레포: ['monorepo', 'workspace'],
};

export const searchAliases: Readonly<Record<'en' | 'ko', Aliases>> = {
  en: {
    ...toolNamesInHangul,
    formatter: ['prettier'],
    formatting: ['prettier'],
    linter: ['eslint'],
    linting: ['eslint'],
    secret: ['env', 'environment'],
    secrets: ['env', 'environment'],
    dotenv: ['env'],
    hook: ['husky'],
    hooks: ['husky'],
    precommit: ['husky', 'pre', 'commit'],
    lockfile: ['lock'],
    performance: ['lighthouse'],
    editor: ['vs', 'code'],
    vscode: ['vs', 'code'],
    ts: ['typescript'],
    js: ['javascript'],
  },
  ko: {
    ...toolNamesInHangul,
    시크릿: ['비밀'],
    락파일: ['잠금'],
    에러: ['오류'],
    종속성: ['의존성'],
    포매터: ['prettier'],
    포맷터: ['prettier'],
    린터: ['eslint'],
    훅: ['husky'],
    성능: ['lighthouse'],
    에디터: ['vs', 'code'],
    편집기: ['vs', 'code'],
    환경설정: ['환경'],
    // Format on save and auto import as Korean developers say them (자동 정렬, 오토 임포트).
    정렬: ['포맷'],
    세이브: ['저장'],
    오토: ['자동'],
    임포트: ['import'],
  },
};
