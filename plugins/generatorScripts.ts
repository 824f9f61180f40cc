import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatorScriptsFolder, generatorUrls} from '../config/generator';
import {packageManagers} from '../src/components/PackageManagerTabs/commands.ts';
import {
  kinds,
  publishedOptions,
  publishedScriptName,
} from '../src/components/SetupGenerator/options.ts';
import {generateScript} from '../src/components/SetupGenerator/script.ts';
import {readExampleSources} from './exampleSources';

/**
 * Publishes the generator's script for every package manager and kind of
 * project with all pieces on, as generator/<pm>-<kind>.sh, so the page can
 * offer `curl -fsSL <url> | sh`. Written once, into the default locale's build.
 */
export default function generatorScripts(context: LoadContext): Plugin {
  const {i18n, siteDir} = context;
  return {
    name: 'generator-scripts',
    async postBuild({outDir}) {
      if (i18n.currentLocale !== i18n.defaultLocale) {
        return;
      }
      const sources = await readExampleSources(siteDir);
      const folder = path.join(outDir, generatorScriptsFolder);
      await mkdir(folder, {recursive: true});
      for (const {value: packageManager} of packageManagers) {
        for (const kind of kinds) {
          const options = publishedOptions(packageManager, kind);
          const script = generateScript(sources, options, generatorUrls.generatorPageUrl);
          await writeFile(path.join(folder, publishedScriptName(options) ?? ''), script);
        }
      }
    },
  };
}
