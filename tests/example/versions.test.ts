// The example project installs exactly the tool versions the guides name.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {toolVersions} from '../../src/data/toolVersions.ts';
import {exampleDir} from '../helpers/example.ts';

for (const [tool, version] of Object.entries(toolVersions)) {
  test(`${tool} ${version} is what the example project installs`, async () => {
    const manifest = JSON.parse(
      await readFile(path.join(exampleDir, 'node_modules', tool, 'package.json'), 'utf8'),
    ) as {version: string};
    assert.equal(manifest.version, version);
  });
}
