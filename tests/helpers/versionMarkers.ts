// The version markers of files that lean on what Docusaurus, prism-react-renderer
// or React do not promise (tests/content/swizzles.test.ts):
//   CUSTOM (Docusaurus 3.10.2): why …
//   CUSTOM (Docusaurus 3.10.2, prism-react-renderer 2.4, React 19.3.1): why …
//   Ejected from @docusaurus/theme-classic 3.10.2 (Tabs).
// A version names as many parts as the file was checked to: "2.4" holds for
// any 2.4.x, "3.10.2" for that release only.
import {escapeRegExp} from './regExp.ts';

/** The names a marker may give a package by, besides its own npm name. */
export const packageNames: Record<string, string> = {
  Docusaurus: '@docusaurus/core',
  React: 'react',
  'prism-react-renderer': 'prism-react-renderer',
  Rspack: '@rspack/core',
};

export type NamedVersion = {
  /** As the marker writes it: "Docusaurus", "@docusaurus/theme-classic". */
  name: string;
  /** The npm package whose installed version it must be. */
  packageName: string;
  version: string;
};

export type Markers = {
  named: NamedVersion[];
  /** Parts of a CUSTOM (…) marker that name no known package and version. */
  unreadable: string[];
};

const version = String.raw`v?(\d+\.\d+(?:\.\d+)?)`;
const customMarker = /\bCUSTOM \(([^)\n]*)\)/g;
const ejectedMarker = new RegExp(String.raw`\bEjected from (@docusaurus/[\w-]+) ${version}`, 'g');
const namedVersion = new RegExp(String.raw`^(\S+) ${version}$`);
const mentionedNames = [
  ...Object.keys(packageNames),
  String.raw`@docusaurus/[\w-]+`,
  'theme-classic',
  'theme-common',
  'react-dom',
];
const namedMention = new RegExp(
  String.raw`(?<![\w/@-])(?:${mentionedNames.join('|')})\s+v?\d+\.\d+(?:\.\d+)?`,
  'g',
);

function packageOf(name: string): string | undefined {
  return packageNames[name] ?? (name.startsWith('@docusaurus/') ? name : undefined);
}

/** The versions named by the markers anywhere in a file. */
export function markersIn(source: string): Markers {
  const named: NamedVersion[] = [];
  const unreadable: string[] = [];
  for (const [, list = ''] of source.matchAll(customMarker)) {
    for (const part of list.split(',').map((entry) => entry.trim())) {
      const [, name = '', partVersion = ''] = namedVersion.exec(part) ?? [];
      const packageName = packageOf(name);
      if (packageName) {
        named.push({name, packageName, version: partVersion});
      } else {
        unreadable.push(part);
      }
    }
  }
  for (const [, name = '', ejectedVersion = ''] of source.matchAll(ejectedMarker)) {
    named.push({name, packageName: name, version: ejectedVersion});
  }
  return {named, unreadable};
}

/**
 * Whether `installed` is a release `named` stands for: "2.4" stands for any
 * 2.4.x, and no version for a prerelease (a canary is always compared).
 */
export function sameVersion(named: string, installed: string): boolean {
  const [release = '', prerelease] = installed.split(/(?=[-+])/);
  const installedParts = release.split('.');
  return (
    prerelease === undefined &&
    named.split('.').every((part, index) => part === installedParts[index])
  );
}

/** Mentions of a package's version ("Docusaurus 3.10.2's template") that are not part of a marker. */
export function versionsOutsideMarkers(source: string, bareVersions: readonly string[]): string[] {
  const rest = source.replace(customMarker, '').replace(ejectedMarker, '');
  const named = [...rest.matchAll(namedMention)].map(([mention]) => mention);
  // A bare version in a comment ("Replaces the theme's link (3.10.2)") is a
  // marker in the making too; in code it may be any other tool's version.
  const comments = commentText(rest.replace(namedMention, ''));
  const bare = bareVersions.filter((bareVersion) => {
    const pattern = new RegExp(String.raw`(?<![\w.])${escapeRegExp(bareVersion)}(?!\.?\w)`);
    return comments.some((line) => pattern.test(line));
  });
  return [...named, ...bare];
}

/** The comment text of each line: whole lines of a block comment, or what follows `//`. */
export function commentText(source: string): string[] {
  return source.split('\n').flatMap((line) => {
    const trimmed = line.trim();
    if (/^(?:\/\/|\/\*|\*|\{\/\*)/.test(trimmed)) {
      return [trimmed];
    }
    const at = line.indexOf('//', line.search(/\S/));
    return at === -1 || line[at - 1] === ':' ? [] : [line.slice(at)];
  });
}
