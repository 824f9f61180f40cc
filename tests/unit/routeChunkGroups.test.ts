// The loud check of plugins/routeChunkGroups' private dependency, the text of
// Docusaurus's generated registry.js: a registry it no longer understands
// fails the build instead of leaving the chunks as they were.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import routeChunkGroupsLoader from '../../plugins/routeChunkGroups/loader.ts';

const entry = (key: string, modulePath: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

const registry = [
  'export default {',
  entry('17896441', '@theme/DocItem'),
  entry('a7bd4aaa', '@theme/DocVersionRoot'),
  entry('5e95c892', '@theme/DocsRoot'),
  entry('acecf23e', '~blog/default/blog-post-list-prop-default.json'),
  '};',
].join('\n');

test('each grouped module is renamed after its group, the others keep their chunk', () => {
  const output = routeChunkGroupsLoader(registry);
  assert.match(output, /webpackChunkName: "docs-shell" \*\/ "@theme\/DocVersionRoot"/);
  assert.match(output, /webpackChunkName: "docs-shell" \*\/ "@theme\/DocsRoot"/);
  assert.match(output, /webpackChunkName: "blog-shell" \*\/ "~blog\/default\//);
  assert.match(output, /webpackChunkName: "17896441" \*\/ "@theme\/DocItem"/);
});

test('a registry in another format fails the build, naming the plugin and the switch', () => {
  const otherFormat = registry.replaceAll('webpackChunkName', 'chunkName');
  assert.throws(
    () => routeChunkGroupsLoader(otherFormat),
    /plugins\/routeChunkGroups found no module of docs-shell, blog-shell .*SETUP_STOCK_BUNDLE=1/,
  );
});
