// Writes new tool versions wherever Renovate would: the pins its custom
// managers find (src/data/toolVersions.ts, the versions the pages quote) and
// the examples' devDependencies, each range kept in its style.
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {examples} from '../lib/examples.ts';
import {moveSpec} from '../lib/packageSpec.ts';
import {findPins, movePins, readRenovateConfig, type Pin} from '../lib/renovatePins.ts';
import {projectDir} from '../lib/run.ts';

/** Moves the pins of the packages in `versions`; returns the files it changed. */
export async function rewritePins(versions: Readonly<Record<string, string>>): Promise<string[]> {
  const {customManagers = []} = await readRenovateConfig();
  const byFile = new Map<string, Pin[]>();
  for (const pin of (await Promise.all(customManagers.map(findPins))).flat()) {
    byFile.set(pin.file, [...(byFile.get(pin.file) ?? []), pin]);
  }
  const changed: string[] = [];
  for (const [file, pins] of byFile) {
    const absolute = path.join(projectDir, file);
    const text = await readFile(absolute, 'utf8');
    const moved = movePins(text, pins, versions);
    if (moved !== text) {
      await writeFile(absolute, moved);
      changed.push(file);
    }
  }
  return changed;
}

/** Moves the examples' devDependencies on those packages; returns the files it changed. */
export async function rewriteExamples(
  versions: Readonly<Record<string, string>>,
): Promise<string[]> {
  const changed: string[] = [];
  for (const {dir} of examples) {
    const file = path.join(dir, 'package.json');
    const text = await readFile(file, 'utf8');
    const manifest = JSON.parse(text) as {devDependencies?: Record<string, string>};
    const devDependencies = manifest.devDependencies ?? {};
    for (const [name, spec] of Object.entries(devDependencies)) {
      const version = versions[name];
      if (version !== undefined) {
        devDependencies[name] = moveSpec(spec, version);
      }
    }
    const moved = `${JSON.stringify(manifest, null, 2)}\n`;
    if (moved !== text) {
      await writeFile(file, moved);
      changed.push(path.relative(projectDir, file));
    }
  }
  return changed;
}

/**
 * Moves stackCheckedAt (src/data/stack.ts) to `moment`, so that the tests
 * install from the registry as it is then; returns the file it changed.
 */
export async function rewriteCheckedAt(moment: Date): Promise<string> {
  const file = 'src/data/stack.ts';
  const absolute = path.join(projectDir, file);
  const text = await readFile(absolute, 'utf8');
  const pattern = /(export const stackCheckedAt = ')[^']+(';)/;
  if (!pattern.test(text)) {
    throw new Error(`${file} declares no stackCheckedAt = '…'`);
  }
  await writeFile(absolute, text.replace(pattern, `$1${moment.toISOString()}$2`));
  return file;
}
