// Source checks on every doc, blog post and page, in both languages.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {contentFiles, docFolders, frontMatter, mirroredFolders, prose} from '../helpers/content.ts';
import {examples} from '../../scripts/lib/examples.ts';
import {projectDir} from '../../scripts/lib/run.ts';

const allContent = mirroredFolders.flatMap(({english, korean}) => [english, korean]);

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

/** What a reader sees of a blog data file (authors.yml, tags.yml): names, titles, labels, descriptions. */
const dataText = (source: string) =>
  [...source.matchAll(/^\s+(?:name|title|label|description): *(.*)$/gm)]
    .map(([, value]) => value)
    .join('\n');

// The one check that Korean readers get Korean (the rendered pages add only
// interface strings, which tests/content/translations.test.ts covers).
test('the prose of every Korean page and blog data file is mostly Hangul', async () => {
  const latinHeavy: string[] = [];
  for (const {korean: folder} of mirroredFolders) {
    for (const file of await contentFiles(folder, {data: true})) {
      const text = /\.ya?ml$/.test(file.name) ? dataText(file.source) : prose(file.source);
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

// The editor guide is the only place readers learn what each setting does.
test('the editor guide, in both languages, explains every key of each example’s VS Code settings', async () => {
  const unexplained: string[] = [];
  for (const folder of Object.values(docFolders)) {
    const page = await readFile(
      path.join(projectDir, folder, 'tutorial-basics/setting-vscode-autoprefix.mdx'),
      'utf8',
    );
    for (const {name, dir} of examples) {
      const settings = JSON.parse(
        await readFile(path.join(dir, '.vscode/settings.json'), 'utf8'),
      ) as Record<string, unknown>;
      unexplained.push(
        ...Object.keys(settings)
          .filter((key) => !page.includes(key))
          .map((key) => `${folder}: ${key} (${name})`),
      );
    }
  }
  assert.deepEqual(unexplained, []);
});
