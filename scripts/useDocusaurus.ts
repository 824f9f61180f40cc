// node scripts/useDocusaurus.ts <latest|canary> [--report FILE] [--dry-run]
// Moves the site to the newest Docusaurus release (`latest`: the dist-tag of
// @docusaurus/core) or to the newest canary whose packages are all published
// (scripts/lib/docusaurusVersions.ts), as the weekly workflow
// (.github/workflows/latest-tools.yml) tries them before building and testing
// the site: every @docusaurus dependency and devDependency of package.json
// goes to that one version, then npm install moves the lockfile. Prints the
// version it chose, writes what it did as Markdown to FILE and, in a GitHub
// workflow, sets the step outputs `version` and `skip`. When `latest` is the
// version the site pins, nothing moves: skip=true, and it exits 0. The
// changes are for the tests, not to commit: Renovate's PRs move the pins.
// --dry-run only chooses and prints.
import {appendFile, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import semver from 'semver';
import {
  missingAt,
  newestCompleteCanary,
  skippedLines,
  type Registry,
  type Skipped,
} from './lib/docusaurusVersions.ts';
import {
  networkErrorCode,
  npmFailure,
  npmView,
  quickFailFlags,
  RegistryUnreachableError,
} from './lib/npmRegistry.ts';
import {projectDir, run, runAsync} from './lib/run.ts';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {report: {type: 'string'}, 'dry-run': {type: 'boolean', default: false}},
});
const [target] = positionals;
if ((target !== 'latest' && target !== 'canary') || positionals.length !== 1) {
  console.error('Usage: node scripts/useDocusaurus.ts <latest|canary> [--report FILE] [--dry-run]');
  process.exit(2);
}

type Manifest = {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

const manifestFile = path.join(projectDir, 'package.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
const sections = [manifest.dependencies ?? {}, manifest.devDependencies ?? {}];
const docusaurusPackages = sections
  .flatMap((section) => Object.keys(section))
  .filter((name) => name.startsWith('@docusaurus/'));
const pinned = manifest.dependencies?.['@docusaurus/core'];
const pinnedVersion = pinned === undefined ? undefined : semver.minVersion(pinned)?.version;
if (pinnedVersion === undefined) {
  console.error(`package.json pins @docusaurus/core at ${pinned ?? 'nothing'}, not a version`);
  process.exit(1);
}

/** `npm view <spec> <field> --json`, parsed; undefined when the registry has no such package or version. */
async function view(spec: string, field: string): Promise<unknown> {
  const {status, stdout, output} = await runAsync('npm', [
    'view',
    spec,
    field,
    '--json',
    ...quickFailFlags,
  ]);
  if (status !== 0) {
    if (/\bE404\b/.test(output) && !networkErrorCode(output)) {
      return undefined;
    }
    throw await npmFailure(`npm view ${spec} ${field}`, output);
  }
  // npm prints nothing for a field the release lacks (a package with no dependencies).
  return stdout.trim() === '' ? undefined : (JSON.parse(stdout) as unknown);
}

const registry: Registry = {
  async versions(name) {
    const found = await view(name, 'versions');
    // One version alone comes as a string.
    const list = Array.isArray(found) ? (found as unknown[]) : [found];
    return list.filter((version) => typeof version === 'string');
  },
  async dependencies(name, version) {
    const found = await view(`${name}@${version}`, 'dependencies');
    return typeof found === 'object' && found !== null ? (found as Record<string, string>) : {};
  },
};

async function report(lines: readonly string[], outputs: Record<string, string>): Promise<void> {
  const text = `${lines.join('\n')}\n`;
  console.log(text);
  if (values.report) {
    await writeFile(values.report, text);
  }
  if (process.env.GITHUB_OUTPUT) {
    const entries = Object.entries(outputs).map(([key, value]) => `${key}=${value}\n`);
    await appendFile(process.env.GITHUB_OUTPUT, entries.join(''));
  }
}

let version: string | undefined;
let skipped: Skipped[] = [];
try {
  if (target === 'latest') {
    const latest = await npmView('@docusaurus/core', ['dist-tags.latest']);
    if (typeof latest !== 'string' || semver.valid(latest) === null) {
      throw new Error(
        `npm view @docusaurus/core dist-tags.latest printed ${JSON.stringify(latest)}`,
      );
    }
    if (semver.lte(latest, pinnedVersion)) {
      await report(
        [`Docusaurus latest is ${latest}, and the site pins ${pinned}: nothing to try.`],
        {version: latest, skip: 'true'},
      );
      process.exit(0);
    }
    const missing = await missingAt(latest, docusaurusPackages, registry);
    if (missing.length > 0) {
      skipped = [{version: latest, missing}];
    } else {
      version = latest;
    }
  } else {
    ({version, skipped} = await newestCompleteCanary(docusaurusPackages, registry));
  }
} catch (error) {
  if (error instanceof RegistryUnreachableError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

if (version === undefined) {
  await report(
    [
      target === 'latest'
        ? 'The registry lacks packages the site installs at the version Docusaurus latest names:'
        : 'No Docusaurus canary has every @docusaurus package the site installs:',
      '',
      ...skippedLines(skipped),
    ],
    {version: target === 'latest' ? (skipped[0]?.version ?? '') : '', skip: 'false'},
  );
  process.exit(1);
}

await report(
  [
    `Docusaurus ${target}: ${version}, in place of the ${pinned} the site pins, for every @docusaurus package.`,
    ...(skipped.length > 0
      ? [
          '',
          'Newer canaries passed over, incomplete on the registry:',
          '',
          ...skippedLines(skipped),
        ]
      : []),
  ],
  {version, skip: 'false'},
);

if (values['dry-run']) {
  process.exit(0);
}

for (const section of sections) {
  for (const name of Object.keys(section)) {
    if (name.startsWith('@docusaurus/')) {
      section[name] = version;
    }
  }
}
await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Rewrote package.json; installing @docusaurus/* ${version}...`);
const result = run('npm', ['install', '--no-audit', '--no-fund']);
if (result.status !== 0) {
  console.error(`npm install failed for Docusaurus ${version}:\n${result.output}`);
  process.exit(1);
}
console.log(`Installed Docusaurus ${version}.`);
