// The newest release of each tool that the newest releases of the others
// accept: a tool whose latest release falls outside another tool's peer range
// (TypeScript 7 under typescript-eslint's `<6.1.0`) stays on the newest
// release inside it, and is reported as held, with the range that holds it.
import {npmView, versionsInRange} from '../lib/npmRegistry.ts';
import {compareVersions, newestVersion} from '../lib/versionGap.ts';

export type Choice = {
  tool: string;
  pinned: string;
  latest: string;
  /** The version to try: latest, or the newest the other tools' peer ranges accept. */
  chosen: string;
  /** Why chosen is not latest: "typescript-eslint 8.73.0 accepts >=4.8.4 <6.1.0". */
  heldBy: string[];
};

type Release = {version: string; peers: Record<string, string>};

async function latestRelease(tool: string): Promise<Release> {
  const found = await npmView(`${tool}@latest`, ['version', 'peerDependencies']);
  // npm prints the bare version when the release has no peerDependencies.
  if (typeof found === 'string') {
    return {version: found, peers: {}};
  }
  const {version, peerDependencies} = found as {
    version?: unknown;
    peerDependencies?: Record<string, string>;
  };
  if (typeof version !== 'string') {
    throw new Error(`npm view ${tool}@latest printed no version`);
  }
  return {version, peers: peerDependencies ?? {}};
}

export async function newestThatFit(pinned: Readonly<Record<string, string>>): Promise<Choice[]> {
  const tools = Object.keys(pinned);
  const releases = new Map(
    await Promise.all(tools.map(async (tool) => [tool, await latestRelease(tool)] as const)),
  );
  return Promise.all(
    tools.map(async (tool): Promise<Choice> => {
      const latest = releases.get(tool)?.version ?? '';
      const ranges = [...releases].flatMap(([other, {version, peers}]) => {
        const range = peers[tool];
        return other !== tool && range ? [{by: `${other} ${version}`, range}] : [];
      });
      const accepted = await Promise.all(
        ranges.map(async ({by, range}) => ({
          by,
          range,
          versions: await versionsInRange(tool, range),
        })),
      );
      const holding = accepted.filter(({versions}) => !versions.includes(latest));
      const [first = [], ...others] = accepted.map(({versions}) => versions);
      const fitting = first.filter((version) => others.every((list) => list.includes(version)));
      const chosen =
        holding.length === 0
          ? latest
          : newestVersion(fitting.filter((version) => compareVersions(version, latest) <= 0));
      return {
        tool,
        pinned: pinned[tool] ?? '',
        latest,
        // With no release that every range accepts, try the latest and let the install say why.
        chosen: chosen ?? latest,
        heldBy: holding.map(({by, range}) => `${by} accepts ${tool} ${range}`),
      };
    }),
  );
}
