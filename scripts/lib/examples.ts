// The example projects under examples/: the tests run the real tools on
// them, the bench audits the starter with Lighthouse.
import path from 'node:path';
import {projectDir} from './run.ts';

/** A tested example project under examples/. */
export type Example = {
  /** Its folder name under examples/, which every test name starts with. */
  name: string;
  dir: string;
  /** The source file the guides' single-file commands take as their argument. */
  entry: string;
};

function example(name: string, entry: string): Example {
  return {name, dir: path.join(projectDir, 'examples', name), entry};
}

/** The Vite + TypeScript browser app the guides walk through. */
export const starter = example('starter', 'src/main.ts');

/** A Node.js CLI in TypeScript, compiled by tsc alone. */
export const nodePackage = example('node-package', 'src/cli.ts');

export const examples: readonly Example[] = [starter, nodePackage];

/** The starter's folder: the example the guides walk through. */
export const exampleDir = starter.dir;
