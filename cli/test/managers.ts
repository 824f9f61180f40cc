// The package managers a reader may use besides npm and pnpm, installed once
// from the npm registry into a cache folder (as .ci/run installs Node), and
// put on a PATH of their own: the command never looks in node_modules/.bin.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, symlink} from 'node:fs/promises';
import {homedir} from 'node:os';
import path from 'node:path';

/** Each manager's npm package, pinned, and its program inside the package. */
const packages = {
  yarn1: {spec: 'yarn@1.22.22', program: 'yarn/bin/yarn.js', name: 'yarn'},
  yarn4: {spec: '@yarnpkg/cli-dist@4.18.1', program: '@yarnpkg/cli-dist/bin/yarn.js', name: 'yarn'},
  bun: {spec: 'bun@1.4.5', program: 'bun/bin/bun.exe', name: 'bun'},
} as const;

export type Manager = keyof typeof packages;

const cache = path.join(homedir(), '.cache/setup-docs/package-managers');

/**
 * A folder under `root` holding only `manager`'s program, installed into the
 * cache when it is not there yet: put it first on a run's PATH.
 */
export async function managerBin(root: string, manager: Manager): Promise<string> {
  const {spec, program, name} = packages[manager];
  const prefix = path.join(cache, spec.replace(/[/@]/g, '_'));
  const file = path.join(prefix, 'node_modules', program);
  if (!existsSync(file)) {
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        spec,
      ],
      {encoding: 'utf8'},
    );
    if (install.status !== 0) {
      throw new Error(`npm install ${spec}: ${install.stdout}${install.stderr}`);
    }
  }
  const bin = path.join(root, `bin-${manager}`);
  await mkdir(bin, {recursive: true});
  // A second test of the same file asks for the same folder: the link is there.
  await symlink(file, path.join(bin, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') {
      throw error;
    }
  });
  return bin;
}
