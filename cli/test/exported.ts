// A project as a Docker build or a source archive gets it: `git archive` of
// its HEAD, unpacked into a folder that is no Git work tree.
import {mkdir} from 'node:fs/promises';
import path from 'node:path';
import type {ReaderShell} from './readerShell.ts';

/** Git must find no repository above the export (a checkout under the temp folder, say). */
export const outsideGit = (root: string): NodeJS.ProcessEnv => ({GIT_CEILING_DIRECTORIES: root});

/** Unpacks `dir`'s HEAD (or `revision`) into `root`/`name`, and returns that folder. */
export async function exportHead(
  run: ReaderShell['run'],
  dir: string,
  root: string,
  name: string,
  revision = 'HEAD',
): Promise<string> {
  const folder = path.join(root, name);
  await mkdir(folder, {recursive: true});
  const archive = await run(dir, 'sh', ['-c', `git archive ${revision} | tar -x -C "${folder}"`]);
  if (archive.status !== 0) {
    throw new Error(`git archive: ${archive.output}`);
  }
  return folder;
}
