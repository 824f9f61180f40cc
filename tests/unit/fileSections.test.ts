// Each file the setup writes links to the guide section that explains it:
// every generated file has a section, and that section exists in the
// English guide and its Korean translation.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {pieces} from '../../cli/src/choices.ts';
import {generateFiles} from '../../cli/src/files.ts';
import {exampleSources} from '../../cli/src/generated.ts';
import {fileSections, guidePath} from '../../cli/src/guides.ts';
import {packageManagers} from '../../cli/src/packageManagers.ts';
import {projectDir} from '../../scripts/lib/run.ts';

const koreanDocs = 'i18n/kr/docusaurus-plugin-content-docs/current';

async function guideSource(folder: string, docPath: string): Promise<string> {
  const relative = docPath.replace(/^docs\//, '').replace(/\/$/, '');
  for (const candidate of [`${relative}.mdx`, `${relative}/index.mdx`]) {
    const text = await readFile(path.join(projectDir, folder, candidate), 'utf8').catch(
      () => undefined,
    );
    if (text !== undefined) {
      return text;
    }
  }
  throw new Error(`no source for ${docPath} in ${folder}`);
}

test('every file of every choice has a guide section', () => {
  const paths = new Set(
    packageManagers.flatMap(({value}) =>
      (['vite', 'node'] as const).flatMap((kind) =>
        generateFiles(exampleSources, {
          packageManager: value,
          kind,
          typescript: '6',
          pieces: new Set(pieces),
        }).map((file) => file.path),
      ),
    ),
  );
  for (const file of paths) {
    assert.ok(fileSections[file], `${file} has no section in cli/src/guides.ts`);
  }
});

test('each section is a heading of its guide in both languages', async () => {
  for (const [file, {guide, anchor}] of Object.entries(fileSections)) {
    for (const folder of ['docs', koreanDocs]) {
      const source = await guideSource(folder, guidePath(guide));
      assert.ok(
        source.includes(`{/* #${anchor} */}`),
        `${folder}: ${guidePath(guide)}#${anchor} (for ${file})`,
      );
    }
  }
});
