// Swizzles that copy or reach into Docusaurus (ejected components, marked
// CUSTOM, and anything importing @docusaurus/theme-common/internal) say in
// their header which Docusaurus version they were made against. That version
// must be the installed one: upgrading Docusaurus fails here until each of
// them has been compared with the new version and its header updated.
import assert from 'node:assert/strict';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {projectDir} from '../../scripts/lib/run.ts';

const themeDir = path.join(projectDir, 'src/theme');
const {version} = JSON.parse(
  await readFile(path.join(projectDir, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
) as {version: string};

/** The comment lines at the top of a file. */
function header(source: string): string {
  const lines = source.split('\n');
  const end = lines.findIndex((line) => !line.startsWith('//'));
  return lines.slice(0, end === -1 ? lines.length : end).join('\n');
}

test(`every swizzle that copies or reaches into Docusaurus names ${version}`, async () => {
  const files = (await readdir(themeDir, {recursive: true})).filter((file) => /\.tsx?$/.test(file));
  const stale: string[] = [];
  for (const file of files) {
    const source = await readFile(path.join(themeDir, file), 'utf8');
    const fragile =
      /CUSTOM|Ejected/.test(source) || source.includes('@docusaurus/theme-common/internal');
    if (fragile && !header(source).includes(version)) {
      stale.push(file);
    }
  }
  assert.deepEqual(
    stale,
    [],
    `compare these with Docusaurus ${version}, then name it in their header`,
  );
});
