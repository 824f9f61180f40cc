// i18n/kr mirrors the English sources file for file: every doc, blog post,
// page and blog data file (authors, tags) has a Korean counterpart, and no
// Korean file outlives its source.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {contentFiles, mirroredFolders} from '../helpers/content.ts';

const namesIn = async (folder: string) =>
  (await contentFiles(folder, {data: true})).map(({name}) => name);

for (const {english, korean} of mirroredFolders) {
  test(`${korean} mirrors ${english}/`, async () => {
    const expected = await namesIn(english);
    const actual = await namesIn(korean);
    const missing = expected.filter((file) => !actual.includes(file));
    const stale = actual.filter((file) => !expected.includes(file));
    assert.deepEqual(missing, [], `no Korean counterpart in ${korean}/`);
    assert.deepEqual(stale, [], `Korean files in ${korean}/ with no English source`);
  });
}
