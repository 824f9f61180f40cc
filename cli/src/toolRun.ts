// The project's installed tools as command lines: from node_modules, or
// through Yarn where Plug'n'Play keeps them out of it (unseen projects P3:
// the linker stays the project's own, so Setup's steps run the tools the
// way the project's own scripts do).
import {existsSync} from 'node:fs';
import path from 'node:path';
import {installedFile} from './detect.ts';

/** Yarn's Plug'n'Play files, beside the package.json that Yarn installs. */
export const pnpFiles = ['.pnp.cjs', '.pnp.loader.mjs'] as const;

/** Whether Yarn's Plug'n'Play installs the package in `dir` (its own, or its workspace top's at `top`). */
export function usesPnp(dir: string, top: string): boolean {
  return [dir, top].some((folder) => existsSync(path.join(folder, '.pnp.cjs')));
}

/** A tool's binary, and its script inside its package for a run without Yarn. */
export type Tool = {bin: string; script?: string};

/** The command line that runs `tool` with `args` for the package in `dir`. */
export function toolCommand(
  dir: string,
  top: string,
  tool: Tool,
  args: readonly string[],
): {command: string; args: string[]} {
  if (usesPnp(dir, top)) {
    return {command: 'yarn', args: [tool.bin, ...args]};
  }
  return tool.script
    ? {command: process.execPath, args: [installedFile(dir, top, tool.script), ...args]}
    : {command: installedFile(dir, top, `.bin/${tool.bin}`), args: [...args]};
}

export const husky: Tool = {bin: 'husky', script: 'husky/bin.js'};
export const lintStaged: Tool = {bin: 'lint-staged', script: 'lint-staged/bin/lint-staged.js'};
