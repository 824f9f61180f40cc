import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {projectDir} from '../../scripts/lib/run.ts';
import routeChunkGroupsLoader, {registryEntry} from '../../plugins/routeChunkGroups/loader.ts';

export type RegistryEntry = {
  /** The key routesChunkNames.json gives the module by. */
  key: string;
  /** The chunk the module is bundled in, once plugins/routeChunkGroups has named it. */
  chunk: string;
  modulePath: string;
};

/**
 * The route modules of the registry Docusaurus generated for the last locale
 * it built (Korean), read as the bundler reads it: through the plugin's loader.
 */
export async function routeRegistry(): Promise<RegistryEntry[]> {
  const source = routeChunkGroupsLoader(
    await readFile(path.join(projectDir, '.docusaurus/registry.js'), 'utf8'),
  );
  return [...source.matchAll(registryEntry)].map(([, key = '', chunk = '', modulePath = '']) => ({
    key,
    chunk,
    modulePath,
  }));
}
