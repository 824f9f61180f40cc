import {routeChunkGroups} from './groups.ts';

// CUSTOM (Docusaurus 3.10.2): one route module of the registry.js Docusaurus
// generates (a private format), with its key, its chunk's name and its path:
//   "key": [() => import(/* webpackChunkName: "key" */ "module"), "module", ...],
export const registryEntry =
  /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)/g;

/**
 * Renames the chunk of each grouped route module after its group. A registry
 * in which no module of a group is found any more (a new format, renamed
 * modules) fails the build, since the plugin would do nothing unseen.
 */
export default function routeChunkGroupsLoader(source: string): string {
  const found = new Set<string>();
  const renamed = source.replace(
    registryEntry,
    (entry: string, key: string, _chunk: string, modulePath: string) => {
      const group = Object.entries(routeChunkGroups).find(([, test]) => test.test(modulePath));
      if (!group) {
        return entry;
      }
      found.add(group[0]);
      return `"${key}": [() => import(/* webpackChunkName: "${group[0]}" */ "${modulePath}")`;
    },
  );
  const missing = Object.keys(routeChunkGroups).filter((group) => !found.has(group));
  if (missing.length > 0) {
    throw new Error(
      `plugins/routeChunkGroups found no module of ${missing.join(', ')} in Docusaurus's registry.js: its format or module paths changed. Check the plugin against the new version, or build with SETUP_STOCK_BUNDLE=1 (plugins/README.md).`,
    );
  }
  return renamed;
}
