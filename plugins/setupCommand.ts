import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readdir, readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {setupCommandFolder, setupCommandUrl} from '../config/setupCommand.ts';
import {writeSetupData} from './setupData.ts';

/** What the generator page reads with usePluginData('setup-command'). */
export type SetupCommandData = {tarballUrl: string};

const run = promisify(execFile);

/** What the package is made from: its manifest, README, sources, build settings and compiler. */
async function packageInputs(siteDir: string): Promise<string[]> {
  const sources = (await readdir(path.join(siteDir, 'cli/src'), {recursive: true}))
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => path.join('cli/src', file));
  return [
    'cli/package.json',
    'cli/README.md',
    'cli/tsconfig.build.json',
    'node_modules/typescript/package.json',
    ...sources,
  ];
}

/** The tarball's file name: npm pack's, with a hash of what the package is made from. */
async function tarballName(siteDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await packageInputs(siteDir)) {
    hash.update(`${file}\0`).update(await readFile(path.join(siteDir, file)));
  }
  const {name, version} = JSON.parse(
    await readFile(path.join(siteDir, 'cli/package.json'), 'utf8'),
  ) as {name: string; version: string};
  return `${name}-${version}-${hash.digest('hex').slice(0, 12)}.tgz`;
}

/** Compiles cli/ and packs it into `folder`; returns the tarball's path. */
async function pack(siteDir: string, folder: string): Promise<string> {
  const cliDir = path.join(siteDir, 'cli');
  // Modules that no longer exist in src/ must not linger in the package.
  await rm(path.join(cliDir, 'dist'), {recursive: true, force: true});
  await run(
    process.execPath,
    [path.join(siteDir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {cwd: cliDir},
  );
  await rm(folder, {recursive: true, force: true});
  await mkdir(folder, {recursive: true});
  const {stdout} = await run('npm', ['pack', '--json', '--pack-destination', folder], {
    cwd: cliDir,
    encoding: 'utf8',
  });
  const [packed] = JSON.parse(stdout) as {filename: string}[];
  if (!packed) {
    throw new Error(`npm pack in ${cliDir} named no tarball`);
  }
  return path.join(folder, packed.filename);
}

/**
 * Packs the setup command (cli/) with npm pack into the build, under a name
 * that holds a hash of what it is made from: npx caches a tarball by its
 * address, so a changed command must get a new one. The page shows
 * `npx -y <address>`, which works as soon as the site is deployed. The
 * tarball is written once, into the default locale's build; both languages
 * link to it. Since the name is known before the package is, the compiler
 * and npm run while the site is bundled.
 */
export default function setupCommand(context: LoadContext): Plugin {
  const {i18n, siteDir, generatedFilesDir} = context;
  const packsHere = i18n.currentLocale === i18n.defaultLocale;
  let tarball = '';
  let packing: Promise<string> | undefined;
  return {
    name: 'setup-command',
    async loadContent() {
      await writeSetupData(siteDir);
      tarball = await tarballName(siteDir);
      if (packsHere) {
        packing = pack(siteDir, path.join(generatedFilesDir, 'setup-command'));
        // Awaited in postBuild, which reports a failure.
        packing.catch(() => undefined);
      }
    },
    contentLoaded({actions}) {
      actions.setGlobalData({tarballUrl: setupCommandUrl(tarball)} satisfies SetupCommandData);
    },
    async postBuild({outDir}) {
      if (!packing) {
        return;
      }
      const folder = path.join(outDir, setupCommandFolder);
      await mkdir(folder, {recursive: true});
      await copyFile(await packing, path.join(folder, tarball));
    },
  };
}
