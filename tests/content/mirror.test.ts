// i18n/kr mirrors the English sources file for file: every doc, blog post and
// page has a Korean counterpart, and no Korean file outlives its source.
import assert from 'node:assert/strict';
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {projectDir} from '../helpers/run.ts';

const mirrors = [
  {english: 'docs', korean: 'i18n/kr/docusaurus-plugin-content-docs/current'},
  {english: 'blog', korean: 'i18n/kr/docusaurus-plugin-content-blog'},
  {english: 'src/pages', korean: 'i18n/kr/docusaurus-plugin-content-pages'},
];

async function contentFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(projectDir, folder), {recursive: true});
  return entries.filter((entry) => /\.(mdx?|ya?ml)$/.test(entry)).sort();
}

for (const {english, korean} of mirrors) {
  test(`${korean} mirrors ${english}/`, async () => {
    const expected = await contentFiles(english);
    const actual = (await contentFiles(korean)).filter((file) => file !== 'options.json');
    const missing = expected.filter((file) => !actual.includes(file));
    const stale = actual.filter((file) => !expected.includes(file));
    assert.deepEqual(missing, [], `no Korean counterpart in ${korean}/`);
    assert.deepEqual(stale, [], `Korean files in ${korean}/ with no English source`);
  });
}
