import {routeChunkGroups} from './groups.ts';

// One registry line reads:
//   "id": [() => import(/* webpackChunkName: "id" */ "module"), "module", ...],
const dynamicImport = /webpackChunkName: "[^"]+" \*\/ "([^"]+)"/g;

/** Renames the chunk of each grouped route module after its group. */
export default function routeChunkGroupsLoader(source: string): string {
  return source.replace(dynamicImport, (line: string, modulePath: string) => {
    const group = Object.entries(routeChunkGroups).find(([, test]) => test.test(modulePath));
    return group ? `webpackChunkName: "${group[0]}" */ "${modulePath}"` : line;
  });
}
