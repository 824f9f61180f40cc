// Renovate's JSON schema for its configuration, as published in the renovate
// package on the npm registry (renovate-schema.json at the package's root).
// The package itself is far too big to install for one file, so `npm pack`
// fetches the tarball of the pinned release (integrity-checked by npm, and
// from npm's cache when it is there) and the schema is kept under
// node_modules/.cache for the next run. renovate.json's custom managers keep
// this pin current.
import {mkdir, mkdtemp, readFile, rename, rm} from 'node:fs/promises';
import path from 'node:path';
import {
  npmFailure,
  quickFailFlags,
  RegistryUnreachableError,
} from '../../scripts/lib/npmRegistry.ts';
import {projectDir, run} from '../../scripts/lib/run.ts';

export const renovateVersion = '44.121.2';

export type JsonSchema = {[keyword: string]: unknown};

const cacheDir = path.join(projectDir, 'node_modules/.cache/renovate-schema');
const cacheFile = path.join(cacheDir, `renovate-schema-${renovateVersion}.json`);

async function packSchema(): Promise<void> {
  // Inside the cache folder, so that the rename below stays on one file system.
  await mkdir(cacheDir, {recursive: true});
  const folder = await mkdtemp(path.join(cacheDir, 'pack-'));
  try {
    const spec = `renovate@${renovateVersion}`;
    const packed = run('npm', [
      'pack',
      spec,
      '--pack-destination',
      folder,
      '--json',
      '--prefer-offline',
      '--ignore-scripts',
      ...quickFailFlags,
    ]);
    if (packed.status !== 0) {
      throw await npmFailure(`npm pack ${spec}`, packed.output);
    }
    const [{filename}] = JSON.parse(packed.stdout) as [{filename: string}];
    const member = 'package/renovate-schema.json';
    const extracted = run('tar', ['-xzf', path.join(folder, filename), '-C', folder, member]);
    if (extracted.status !== 0) {
      throw new Error(`${spec} has no ${member}:\n${extracted.output}`);
    }
    // Renamed into place, so that a run stopped half-way leaves no partial schema.
    await rename(path.join(folder, member), cacheFile);
  } finally {
    await rm(folder, {recursive: true, force: true});
  }
}

/**
 * The schema of the pinned release, or why it could not be had: the registry
 * was not reached and the schema was not in the cache.
 */
export async function renovateSchema(): Promise<JsonSchema | {unavailable: string}> {
  const cached = await readFile(cacheFile, 'utf8').catch(() => undefined);
  if (cached !== undefined) {
    return JSON.parse(cached) as JsonSchema;
  }
  try {
    await packSchema();
  } catch (error) {
    if (error instanceof RegistryUnreachableError) {
      return {unavailable: error.message};
    }
    throw error;
  }
  return JSON.parse(await readFile(cacheFile, 'utf8')) as JsonSchema;
}
