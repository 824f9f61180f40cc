// Source checks on every doc, blog post and page, in both languages.
import assert from 'node:assert/strict';
import {access} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {contentFiles, docFolders, frontMatter, prose} from '../helpers/content.ts';
import {projectDir} from '../helpers/run.ts';

const allContent = [
  docFolders.english,
  docFolders.korean,
  'blog',
  'i18n/kr/docusaurus-plugin-content-blog',
  'src/pages',
  'i18n/kr/docusaurus-plugin-content-pages',
];

for (const folder of Object.values(docFolders)) {
  test(`every doc in ${folder} has a title, a description and keywords`, async () => {
    for (const file of await contentFiles(folder)) {
      const fields = frontMatter(file.source);
      for (const field of ['title', 'description', 'keywords']) {
        assert.ok(fields[field], `${file.path} has no "${field}" in its front matter`);
      }
    }
  });
}

test('every imported example file exists', async () => {
  const missing: string[] = [];
  for (const folder of allContent) {
    for (const file of await contentFiles(folder)) {
      for (const [, target = ''] of file.source.matchAll(/from '!!raw-loader!@site\/([^']+)'/g)) {
        await access(path.join(projectDir, target)).catch(() =>
          missing.push(`${file.path} imports ${target}, which does not exist`),
        );
      }
    }
  }
  assert.deepEqual(missing, []);
});

const leftovers = [
  /\bTODO\b/,
  /\bFIXME\b/,
  /lorem ipsum/i,
  /dinosaur/i,
  /Docusaurus in 5 minutes/i,
  /Let's discover/i,
  /placeholder text/i,
];

test('no page holds placeholder text or template leftovers', async () => {
  const found: string[] = [];
  for (const folder of allContent) {
    for (const file of await contentFiles(folder)) {
      for (const pattern of leftovers) {
        if (pattern.test(file.source)) {
          found.push(`${file.path}: ${pattern}`);
        }
      }
    }
  }
  assert.deepEqual(found, []);
});

const koreanFolders = allContent.filter((folder) => folder.startsWith('i18n/kr'));

test('the prose of every Korean page is mostly Hangul', async () => {
  const latinHeavy: string[] = [];
  for (const folder of koreanFolders) {
    for (const file of await contentFiles(folder)) {
      const text = prose(file.source);
      const hangul = text.match(/\p{Script=Hangul}/gu)?.length ?? 0;
      const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
      const share = hangul / Math.max(1, hangul + latin);
      if (share < 0.5) {
        latinHeavy.push(`${file.path}: ${Math.round(share * 100)}% Hangul`);
      }
    }
  }
  assert.deepEqual(latinHeavy, []);
});
