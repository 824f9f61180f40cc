// The build publishes the generator's default script for every package manager
// and kind of project, each equal to what the page writes for those choices.
import assert from 'node:assert/strict';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {generatorScriptsFolder, generatorUrls} from '../../config/generator.ts';
import {readExampleSources} from '../../plugins/exampleSources.ts';
import {packageManagers} from '../../src/components/PackageManagerTabs/commands.ts';
import {
  kinds,
  publishedOptions,
  publishedScriptName,
} from '../../src/components/SetupGenerator/options.ts';
import {generateScript} from '../../src/components/SetupGenerator/script.ts';
import {buildDir} from '../helpers/buildOutput.ts';
import {projectDir} from '../../tools/run.ts';

const sources = await readExampleSources(projectDir);
const folder = path.join(buildDir, generatorScriptsFolder);

test('one script per package manager and kind of project, and nothing else', async () => {
  const expected = packageManagers.flatMap(({value}) =>
    kinds.map((kind) => publishedScriptName(publishedOptions(value, kind))),
  );
  assert.deepEqual((await readdir(folder)).sort(), expected.sort());
});

for (const {value: packageManager} of packageManagers) {
  for (const kind of kinds) {
    const options = publishedOptions(packageManager, kind);
    const name = publishedScriptName(options) ?? '';
    test(`generator/${name} is what the page generates for ${packageManager} and ${kind}`, async () => {
      const published = await readFile(path.join(folder, name), 'utf8');
      assert.equal(published, generateScript(sources, options, generatorUrls.generatorPageUrl));
    });
  }
}
