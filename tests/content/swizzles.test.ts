// The version tripwire. Every file of the site that leans on what Docusaurus,
// prism-react-renderer or React do not promise (ejected or replaced
// components, internal imports, lib/ paths, private output and runtime
// behaviour) names in a marker the version it was checked against:
//   CUSTOM (Docusaurus 3.10.2, prism-react-renderer 2.4, React 19.3.1): why …
//   Ejected from @docusaurus/theme-classic 3.10.2 (Tabs).
// Each named version must be the installed one (node_modules/<package>/package.json):
// upgrading one of them fails here, listing the files to compare with the new
// version, until each has been compared and its marker updated. A file that
// names a version anywhere else, or leans on an internal without a marker,
// fails too, so the tripwire cannot silently lose a file.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {getSwizzleConfig} from '@docusaurus/theme-classic';
import {projectDir} from '../../scripts/lib/run.ts';
import {
  markersIn,
  packageNames,
  sameVersion,
  versionsOutsideMarkers,
  type Markers,
  type NamedVersion,
} from '../helpers/versionMarkers.ts';

/** Where the site's own code is: these folders, and the files at the top of the project. */
const roots = ['src', 'plugins', 'config', 'scripts'];
const codeFile = /\.(?:[cm]?[jt]sx?|css)$/;
const notSource = new Set(['node_modules', 'build', '.docusaurus']);

/**
 * Files whose reliance no rule below can see from their text, with the
 * packages their marker must name: without this list, deleting such a
 * marker would drop the file from the tripwire unseen.
 */
const reliesUnseen: Record<string, readonly string[]> = {
  // A copy of core's page template (also compared by ssrTemplate.test.ts).
  'config/ssrTemplate.ts': ['Docusaurus'],
  // theme-classic's markup of code blocks, tabs and admonitions.
  'plugins/markdownTwins/htmlToMarkdown.ts': ['Docusaurus'],
  // Cuts prism-react-renderer's bundle at its build's section comments.
  'plugins/prismWithCodeBlocks.ts': ['Docusaurus', 'prism-react-renderer'],
  // The text and module paths of the generated registry.js.
  'plugins/routeChunkGroups/groups.ts': ['Docusaurus'],
  'plugins/routeChunkGroups/index.ts': ['Docusaurus'],
  'plugins/routeChunkGroups/loader.ts': ['Docusaurus'],
  // Docusaurus's webpack cache groups.
  'plugins/sharedVendorChunks.ts': ['Docusaurus'],
  // The frozen window.docusaurus object.
  'src/clientModules/prefetchAtIdle.ts': ['Docusaurus'],
  // A wrap and two safe ejects that rely on the stock components' behaviour.
  'src/theme/CodeBlock/Buttons/index.tsx': ['Docusaurus'],
  'src/theme/CodeBlock/index.tsx': ['Docusaurus'],
  'src/theme/NavbarItem/ComponentTypes.tsx': ['Docusaurus'],
  // Stands in for theme-classic's prism-include-languages client module.
  'src/theme/CodeBlock/noGlobalPrism.ts': ['Docusaurus'],
  // theme-classic's grammar bundling and prism-react-renderer's Prism.
  'src/theme/CodeBlock/prismLanguages.ts': ['Docusaurus', 'prism-react-renderer'],
  // React leaving dangerouslySetInnerHTML alone in hydration; prism-react-renderer's lines.
  'src/theme/CodeBlock/Content/Lean.tsx': ['Docusaurus', 'prism-react-renderer', 'React'],
  'src/theme/CodeBlock/Content/drawLines.tsx': ['Docusaurus', 'prism-react-renderer'],
  // React outlining a server-rendered Suspense boundary past 12.8 KB.
  'src/theme/CodeBlock/Content/useLines.ts': ['React'],
  // theme-common's internal extractLeadingEmoji, reimplemented.
  'src/theme/DocCard/leadingEmoji.ts': ['Docusaurus'],
};

async function sourceFiles(): Promise<string[]> {
  const top = (await readdir(projectDir, {withFileTypes: true}))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const nested = await Promise.all(
    roots.map(async (root) =>
      (await readdir(path.join(projectDir, root), {recursive: true})).map((file) =>
        path.join(root, file),
      ),
    ),
  );
  return [...top, ...nested.flat()]
    .filter((file) => codeFile.test(file))
    .filter((file) => !file.split(path.sep).some((part) => notSource.has(part)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const themeClassicComponents = path.join(
  projectDir,
  'node_modules/@docusaurus/theme-classic/lib/theme',
);
// A component the config leaves out is unsafe to eject, as for `docusaurus swizzle`.
const swizzleComponents = getSwizzleConfig?.()?.components ?? {};

/** The theme-classic component a src/theme file replaces outright, not as a wrapper. */
function replacedComponent(file: string, source: string): string | undefined {
  if (!file.startsWith('src/theme/')) {
    return undefined;
  }
  const component = file
    .slice('src/theme/'.length)
    .replace(/\.[jt]sx?$/, '')
    .replace(/\/index$/, '');
  const isComponent = [`${component}.js`, `${component}/index.js`].some((candidate) =>
    existsSync(path.join(themeClassicComponents, candidate)),
  );
  const wraps = source.includes(`'@theme-original/${component}'`);
  return isComponent && !wraps ? component : undefined;
}

/** Why a file must carry a marker, seen from its text; none if nothing shows. */
function reliances(file: string, source: string): string[] {
  const reasons: string[] = [];
  if (/\bCUSTOM\b|\bEjected\b/.test(source)) {
    reasons.push('marked CUSTOM or Ejected');
  }
  if (source.includes('@docusaurus/theme-common/internal')) {
    reasons.push('imports @docusaurus/theme-common/internal');
  }
  const privatePath = /@docusaurus\/[\w-]+\/lib\/|prism-react-renderer\/dist\//.exec(source);
  if (privatePath) {
    reasons.push(`reaches into ${privatePath[0]}`);
  }
  const component = replacedComponent(file, source);
  const ejectSafety = component && (swizzleComponents[component]?.actions.eject ?? 'unsafe');
  if (ejectSafety && ejectSafety !== 'safe') {
    reasons.push(`replaces theme-classic's ${component}, ${ejectSafety} to eject`);
  }
  return reasons;
}

const installedVersions = new Map<string, string | undefined>();

async function installedVersion(packageName: string): Promise<string | undefined> {
  if (!installedVersions.has(packageName)) {
    const manifest = path.join(projectDir, 'node_modules', packageName, 'package.json');
    installedVersions.set(
      packageName,
      existsSync(manifest)
        ? (JSON.parse(await readFile(manifest, 'utf8')) as {version: string}).version
        : undefined,
    );
  }
  return installedVersions.get(packageName);
}

type SourceFile = {file: string; source: string; markers: Markers};

const files: SourceFile[] = await Promise.all(
  (await sourceFiles()).map(async (file) => {
    const source = await readFile(path.join(projectDir, file), 'utf8');
    return {file, source, markers: markersIn(source)};
  }),
);
const covered = files.filter(({markers}) => markers.named.length > 0);
const docusaurusVersion = await installedVersion('@docusaurus/core');
const markerExample = `CUSTOM (Docusaurus ${docusaurusVersion}): why`;

test('every marker names the installed version of its package', async (t) => {
  const stale = new Map<string, string[]>();
  for (const {file, markers} of covered) {
    for (const {name, packageName, version} of markers.named) {
      const installed = await installedVersion(packageName);
      if (installed === undefined || !sameVersion(version, installed)) {
        const key = `${packageName} ${installed ?? '(not installed)'}`;
        stale.set(key, [...(stale.get(key) ?? []), `${file} (names ${name} ${version})`]);
      }
    }
  }
  t.diagnostic(`the tripwire covers ${covered.length} files:`);
  covered.forEach(({file}) => t.diagnostic(`  ${file}`));
  const report = [...stale].map(
    ([installed, list]) =>
      `Compare these files with ${installed}, then name it in their markers:\n${list.map((file) => `  ${file}`).join('\n')}`,
  );
  assert.equal(stale.size, 0, report.join('\n'));
});

test('every file that leans on an internal carries a marker that can be read', () => {
  const unmarked = files.flatMap(({file, source, markers}) => {
    const reasons = reliances(file, source);
    const missing =
      reasons.length > 0 && markers.named.length === 0
        ? [`${file}: ${reasons.join('; ')}, but names no version`]
        : [];
    const unreadable = markers.unreadable.map(
      (part) =>
        `${file}: "${part}" in its CUSTOM (…) marker is not one of ${Object.keys(packageNames).join(', ')} or @docusaurus/<package>, then a version`,
    );
    return [...missing, ...unreadable];
  });
  assert.deepEqual(unmarked, [], `give each a header marker such as "${markerExample}"`);
});

test('no file names a version outside a marker', () => {
  const loose = files.flatMap(({file, source}) =>
    versionsOutsideMarkers(source, docusaurusVersion ? [docusaurusVersion] : []).map(
      (mention) => `${file}: "${mention}"`,
    ),
  );
  assert.deepEqual(
    loose,
    [],
    `a version the tripwire cannot check: make it a marker ("${markerExample}") or drop it`,
  );
});

/** Whether a named version is of the package `name` stands for; Docusaurus is any of its packages. */
function isPackage(named: NamedVersion, name: string): boolean {
  return name === 'Docusaurus'
    ? named.packageName.startsWith('@docusaurus/')
    : named.packageName === packageNames[name];
}

test('the files whose reliance the rules cannot see keep their markers', () => {
  const lost = Object.entries(reliesUnseen).flatMap(([file, names]) => {
    const found = files.find((candidate) => candidate.file === file);
    if (!found) {
      return [`${file} is gone: list its successor here, or take it off the list`];
    }
    return names
      .filter((name) => !found.markers.named.some((named) => isPackage(named, name)))
      .map((name) => `${file}: no marker names the ${name} version it was checked against`);
  });
  assert.deepEqual(lost, [], `give them back their marker, such as "${markerExample}"`);
});
