// Reads the example projects whose files the setup command and the generator
// page write; scripts/generateSetupData.ts turns them into cli/src/generated.ts.
import {execFileSync} from 'node:child_process';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {ExampleSources} from '../cli/src/files.ts';

export const exampleFolders = {vite: 'examples/starter', node: 'examples/node-package'} as const;

/**
 * The files of an example, lockfile aside, by path relative to it: what git
 * tracks or would track (so not node_modules/, dist/ or a local .env).
 */
export function trackedExampleFiles(siteDir: string, folder: string): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', '.'],
    {
      cwd: path.join(siteDir, folder),
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => file !== '' && file !== 'package-lock.json');
}

export async function readExampleSources(siteDir: string): Promise<ExampleSources> {
  const read = async (folder: string) =>
    Object.fromEntries(
      await Promise.all(
        trackedExampleFiles(siteDir, folder).map(async (file) => [
          file,
          await readFile(path.join(siteDir, folder, file), 'utf8'),
        ]),
      ),
    ) as Record<string, string>;
  return {vite: await read(exampleFolders.vite), node: await read(exampleFolders.node)};
}
