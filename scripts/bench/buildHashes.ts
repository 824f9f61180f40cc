// Reproducible builds: two builds of one commit must write the same files,
// byte for byte, so a deploy can be checked against a local build.
import {createHash} from 'node:crypto';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';

/** SHA-256 of every file of a folder, by path relative to it. */
export async function hashFolder(folder: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const entry of await readdir(folder, {withFileTypes: true, recursive: true})) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      const digest = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
      hashes.set(path.relative(folder, file), digest);
    }
  }
  return hashes;
}

/** Files missing from one build or different between the two. */
export function differingFiles(first: Map<string, string>, second: Map<string, string>): string[] {
  const names = new Set([...first.keys(), ...second.keys()]);
  return [...names].filter((name) => first.get(name) !== second.get(name)).sort();
}
