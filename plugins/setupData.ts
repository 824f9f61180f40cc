// Writes cli/src/generated.ts: the example projects' files and the site's
// addresses, the one source from which the generator page, its zip and the
// setup command take the files they write. The setup-command plugin writes it
// for every build and dev server, `npm test` before the typecheck
// (scripts/generateSetupData.ts); it is not committed.
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {baseUrl, siteUrl} from '../config/env.ts';
import {koreanPath} from '../config/i18n.ts';
import {readExampleSources} from './exampleSources.ts';

export async function writeSetupData(siteDir: string): Promise<void> {
  const sources = await readExampleSources(siteDir);
  const sorted = Object.fromEntries(
    Object.entries(sources).map(([kind, files]: [string, Record<string, string>]) => [
      kind,
      Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b, 'en'))),
    ]),
  );
  const site = {en: `${siteUrl}${baseUrl}`, ko: `${siteUrl}${baseUrl}${koreanPath}/`};
  await writeFile(
    path.join(siteDir, 'cli/src/generated.ts'),
    `// Written by plugins/setupData.ts from examples/ and config/: do not edit.
import type {ExampleSources} from './files.ts';

/** The tested example projects' files, by kind and path. */
export const exampleSources: ExampleSources = ${JSON.stringify(sorted, null, 2)};

/** The documentation site's address in each language, ending in a slash. */
export const siteAddress = ${JSON.stringify(site, null, 2)} as const;
`,
  );
}
