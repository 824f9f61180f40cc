// A stock Docusaurus classic TypeScript site of our Docusaurus version,
// scaffolded from the npm registry into a temporary folder.
import {spawnSync} from 'node:child_process';
import {readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {projectDir} from '../lib/run.ts';

type PackageJson = {
  dependencies: Record<string, string>;
  overrides?: Record<string, string>;
};

function runOrThrow(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8'});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
}

/** Scaffolds and installs the stock site; returns its folder. */
export async function createStockSite(): Promise<string> {
  const ours = JSON.parse(
    await readFile(path.join(projectDir, 'package.json'), 'utf8'),
  ) as PackageJson;
  const version = ours.dependencies['@docusaurus/core'];
  if (!version) {
    throw new Error('package.json has no @docusaurus/core');
  }
  const parent = tmpdir();
  const name = `setup-bench-stock-${process.pid}`;
  runOrThrow(
    'npx',
    [
      '--yes',
      `create-docusaurus@${version}`,
      name,
      'classic',
      parent,
      '--typescript',
      '--skip-install',
      '--package-manager',
      'npm',
    ],
    parent,
  );
  const siteDir = path.join(parent, name);
  // The same registry pins as ours (some newest versions are missing here).
  const packageFile = path.join(siteDir, 'package.json');
  const stock = JSON.parse(await readFile(packageFile, 'utf8')) as PackageJson;
  stock.overrides = ours.overrides;
  await writeFile(packageFile, `${JSON.stringify(stock, null, 2)}\n`);
  runOrThrow('npm', ['install', '--no-audit', '--no-fund'], siteDir);
  return siteDir;
}
