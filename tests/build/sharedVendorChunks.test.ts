// A route's node_modules code is split into a chunk of its own only when
// another route chunk shares it (plugins/sharedVendorChunks.ts): main.js
// inserts every chunk of a page in its start-up task, so a chunk that serves
// one route only adds a <script> to that task.
//
// Read from what Docusaurus generates for the last locale it built (Korean):
// the route modules each route loads (routesChunkNames.json), their chunks
// (the registry) and, for each chunk, the chunks that load with it
// (client-manifest.json).
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {projectDir} from '../../scripts/lib/run.ts';
import {routeRegistry} from '../helpers/routeRegistry.ts';

type ChunkNames = string | ChunkNames[] | {[key: string]: ChunkNames};

function flatten(names: ChunkNames): string[] {
  if (typeof names === 'string') {
    return [names];
  }
  return Object.values(names).flatMap(flatten);
}

async function generated(file: string): Promise<unknown> {
  return JSON.parse(await readFile(path.join(projectDir, '.docusaurus', file), 'utf8'));
}

type Manifest = {
  /** For each chunk, by name (or id if it has none), the ids of the chunks it loads with. */
  origins: Record<string, string[]>;
  /** Each chunk's files, by chunk id. */
  assets: Record<string, {js?: {file: string}[]}>;
};

test("every chunk split off from a route's chunks serves two of them or more", async () => {
  const routes = (await generated('routesChunkNames.json')) as Record<string, ChunkNames>;
  const {origins, assets} = (await generated('client-manifest.json')) as Manifest;
  const chunkOf = new Map((await routeRegistry()).map(({key, chunk}) => [key, chunk]));
  const routeChunks = new Set(
    Object.values(routes)
      .flatMap(flatten)
      .map((key) => chunkOf.get(key) ?? key),
  );
  // Chunk files are named [chunk name, or id].[hash].js.
  const nameOf = (id: string) => path.basename(assets[id]?.js?.[0]?.file ?? id).split('.')[0] ?? id;
  const entry = new Set(origins.main);
  const users = new Map<string, string[]>();
  for (const routeChunk of routeChunks) {
    for (const id of origins[routeChunk] ?? []) {
      const chunk = nameOf(id);
      if (!routeChunks.has(chunk) && !entry.has(id) && assets[id]?.js) {
        users.set(chunk, [...(users.get(chunk) ?? []), routeChunk]);
      }
    }
  }
  assert.ok(users.size > 0, 'no chunk is split off from the route chunks');
  assert.deepEqual(
    [...users]
      .filter(([, loadedWith]) => loadedWith.length < 2)
      .map(([chunk, loadedWith]) => `${chunk} serves ${loadedWith.join()} alone`),
    [],
  );
});
