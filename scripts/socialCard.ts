// Renders static/img/social-card.png, the 1200×630 image that link previews
// (Open Graph, Twitter cards) show for every page, from the site logo and its
// tagline in both languages. Run it after changing the logo or the tagline:
//   npm run social-card
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {taglines} from '../config/project.ts';
import {chromiumArgs, chromiumPath} from './lib/chromium.ts';
import {projectDir} from './lib/run.ts';

const output = path.join(projectDir, 'static/img/social-card.png');
const logo = await readFile(path.join(projectDir, 'static/img/logo.svg'), 'utf8');

const html = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  body {
    margin: 0; width: 1200px; height: 630px; box-sizing: border-box;
    display: flex; flex-direction: column; justify-content: center; gap: 28px;
    padding: 0 96px; background: #12294f; color: #ffffff;
    font-family: system-ui, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', 'Noto Sans CJK KR', sans-serif;
  }
  header { display: flex; align-items: center; gap: 32px; }
  svg { width: 128px; height: 128px; }
  h1 { margin: 0; font-size: 104px; letter-spacing: -2px; }
  p { margin: 0; font-size: 40px; line-height: 1.35; color: #dbe6fb; }
  p[lang='ko'] { font-size: 34px; color: #9be2b5; word-break: keep-all; }
</style></head><body>
  <header>${logo}<h1>Setup</h1></header>
  <p>${taglines.en}</p>
  <p lang="ko">${taglines.ko}</p>
</body></html>`;

const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
try {
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(html);
  await page.screenshot({path: output});
  console.log(`Wrote ${path.relative(projectDir, output)}`);
} finally {
  await browser.close();
}
