// Route modules that every page of a kind loads share one chunk
// (plugins/routeChunkGroups): main.js inserts each chunk's <script> in its
// start-up task. Checked on the registry Docusaurus generated for the last
// locale it built (Korean), as the plugin's loader rewrites it, and on the
// script files of both locales.
import assert from 'node:assert/strict';
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {routeChunkGroups} from '../../plugins/routeChunkGroups/groups.ts';
import {buildDir} from '../helpers/buildOutput.ts';
import {routeRegistry} from '../helpers/routeRegistry.ts';
import {locales} from '../helpers/routes.ts';

/** What each group must hold: the modules that all its pages load. */
const expected: Record<string, string[]> = {
  'docs-shell': [
    '@theme/DocsRoot',
    '@theme/DocVersionRoot',
    '@theme/DocRoot',
    '@generated/docusaurus-plugin-content-docs/default/__plugin.json',
  ],
  'blog-shell': [
    '@generated/docusaurus-plugin-content-blog/default/__plugin.json',
    '~blog/default/blog-post-list-prop-default.json',
  ],
};

test('the docs layout and data, and the blog data, are each named as one chunk', async () => {
  const chunks = new Map<string, string[]>();
  for (const {chunk, modulePath} of await routeRegistry()) {
    chunks.set(chunk, [...(chunks.get(chunk) ?? []), modulePath]);
  }
  assert.deepEqual(Object.keys(expected), Object.keys(routeChunkGroups));
  for (const [group, modules] of Object.entries(expected)) {
    const members = chunks.get(group) ?? [];
    assert.deepEqual(
      modules.filter((module) => !members.includes(module)),
      [],
      `missing from ${group} (its members: ${members.join(', ')})`,
    );
  }
});

for (const locale of locales) {
  test(`${locale.key}: the build has one script per group`, async () => {
    const scripts = await readdir(path.join(buildDir, locale.segment, 'assets/js'));
    for (const group of Object.keys(routeChunkGroups)) {
      assert.equal(
        scripts.filter((name) => name.startsWith(`${group}.`)).length,
        1,
        `${group}.*.js in ${locale.key}`,
      );
    }
  });
}
