import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readFile, rename, rm} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {setupCommandFolder, setupCommandUrl} from '../config/setupCommand';
import {writeSetupData} from './setupData';

/** What the generator page reads with usePluginData('setup-command'). */
export type SetupCommandData = {tarballUrl: string};

/**
 * Packs the setup command (cli/) with npm pack into the build, under a name
 * that holds a hash of its content: npx caches a tarball by its address, so
 * a changed command must get a new one. The page shows `npx -y <address>`,
 * which works as soon as the site is deployed. The tarball is written once,
 * into the default locale's build; both languages link to it.
 */
export default function setupCommand(context: LoadContext): Plugin {
  const {i18n, siteDir, generatedFilesDir} = context;
  const cliDir = path.join(siteDir, 'cli');
  let tarball = '';
  return {
    name: 'setup-command',
    async loadContent() {
      await writeSetupData(siteDir);
      // Modules that no longer exist in src/ must not linger in the package.
      await rm(path.join(cliDir, 'dist'), {recursive: true, force: true});
      execFileSync(
        process.execPath,
        [path.join(siteDir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
        {
          cwd: cliDir,
          stdio: 'inherit',
        },
      );
      const folder = path.join(generatedFilesDir, 'setup-command');
      await rm(folder, {recursive: true, force: true});
      await mkdir(folder, {recursive: true});
      const [packed] = JSON.parse(
        execFileSync('npm', ['pack', '--json', '--pack-destination', folder], {
          cwd: cliDir,
          encoding: 'utf8',
        }),
      ) as {filename: string}[];
      const packedFile = path.join(folder, packed?.filename ?? '');
      const hash = createHash('sha256')
        .update(await readFile(packedFile))
        .digest('hex')
        .slice(0, 12);
      tarball = path.join(folder, packed?.filename.replace(/\.tgz$/, `-${hash}.tgz`) ?? '');
      await rename(packedFile, tarball);
    },
    contentLoaded({actions}) {
      actions.setGlobalData({
        tarballUrl: setupCommandUrl(path.basename(tarball)),
      } satisfies SetupCommandData);
    },
    async postBuild({outDir}) {
      if (i18n.currentLocale !== i18n.defaultLocale) {
        return;
      }
      const folder = path.join(outDir, setupCommandFolder);
      await mkdir(folder, {recursive: true});
      await copyFile(tarball, path.join(folder, path.basename(tarball)));
    },
  };
}
