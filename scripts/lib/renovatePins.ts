// The versions renovate.json's custom managers find, found the way Renovate
// finds and rewrites them: each matchString applied with the g flag alone (no
// m or s), to the files a managerFilePatterns regex matches by repository
// path; an update replaces the old version everywhere in the whole match.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {projectDir, run} from './run.ts';

export type CustomManager = {
  customType: string;
  description?: string | string[];
  managerFilePatterns: string[];
  matchStrings: string[];
  depNameTemplate?: string;
  datasourceTemplate?: string;
  versioningTemplate?: string;
};

export type RenovateConfig = {customManagers?: CustomManager[]; [option: string]: unknown};

/** One version a custom manager found. */
export type Pin = {
  file: string;
  depName: string;
  currentValue: string;
  /** The whole match: the text Renovate rewrites. */
  match: string;
  index: number;
  matchString: string;
};

const renovateConfigFile = path.join(projectDir, 'renovate.json');

export async function readRenovateConfig(): Promise<RenovateConfig> {
  return JSON.parse(await readFile(renovateConfigFile, 'utf8')) as RenovateConfig;
}

/**
 * A managerFilePatterns entry as a RegExp. Renovate also takes globs; this
 * repository writes /regex/ only, which JavaScript applies exactly as Renovate does.
 */
export function filePattern(pattern: string): RegExp {
  const match = /^\/(.+)\/$/.exec(pattern);
  if (!match?.[1]) {
    throw new Error(`managerFilePatterns "${pattern}": write it as /regex/`);
  }
  return new RegExp(match[1]);
}

/** What one manager finds in one file. */
export function pinsIn(manager: CustomManager, file: string, text: string): Pin[] {
  return manager.matchStrings.flatMap((matchString) =>
    [...text.matchAll(new RegExp(matchString, 'g'))].map((found) => {
      const depName = found.groups?.depName ?? manager.depNameTemplate;
      const currentValue = found.groups?.currentValue;
      if (!depName || depName.includes('{{') || !currentValue) {
        throw new Error(
          `${file}: "${matchString}" needs (?<depName>…) or a plain depNameTemplate, and (?<currentValue>…)`,
        );
      }
      return {file, depName, currentValue, match: found[0], index: found.index, matchString};
    }),
  );
}

/** The files of the repository (committed or not, but not ignored) that a manager reads. */
export function managerFiles(manager: CustomManager): string[] {
  const listed = run('git', ['ls-files', '--cached', '--others', '--exclude-standard']);
  if (listed.status !== 0) {
    throw new Error(`git ls-files failed:\n${listed.output}`);
  }
  const patterns = manager.managerFilePatterns.map(filePattern);
  return listed.stdout
    .split('\n')
    .filter((file) => file && patterns.some((pattern) => pattern.test(file)));
}

/** Every version one manager finds in the repository. */
export async function findPins(manager: CustomManager): Promise<Pin[]> {
  const pins: Pin[][] = [];
  for (const file of managerFiles(manager)) {
    pins.push(pinsIn(manager, file, await readFile(path.join(projectDir, file), 'utf8')));
  }
  return pins.flat();
}

/** A file's text with the pins of the packages in `versions` moved to those versions. */
export function movePins(
  text: string,
  pins: readonly Pin[],
  versions: Readonly<Record<string, string>>,
): string {
  let moved = text;
  for (const pin of [...pins].sort((a, b) => b.index - a.index)) {
    const version = versions[pin.depName];
    if (version !== undefined && version !== pin.currentValue) {
      const replacement = pin.match.replaceAll(pin.currentValue, version);
      moved = moved.slice(0, pin.index) + replacement + moved.slice(pin.index + pin.match.length);
    }
  }
  return moved;
}
