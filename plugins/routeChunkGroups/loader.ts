import {routeChunkGroups} from './groups.ts';

// One route module of the generated registry, with its key, its chunk's
// name and its path:
//   "key": [() => import(/* webpackChunkName: "key" */ "module"), "module", ...],
export const registryEntry =
  /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)/g;

/** Renames the chunk of each grouped route module after its group. */
export default function routeChunkGroupsLoader(source: string): string {
  return source.replace(
    registryEntry,
    (entry: string, key: string, _chunk: string, modulePath: string) => {
      const group = Object.entries(routeChunkGroups).find(([, test]) => test.test(modulePath));
      return group
        ? `"${key}": [() => import(/* webpackChunkName: "${group[0]}" */ "${modulePath}")`
        : entry;
    },
  );
}
