// Every script the browser loads starts with V8's compile hint
// (plugins/compileHints.ts), so its functions compile while it downloads and
// not in the page's long tasks. The hint must be the file's first line: V8
// reads it nowhere else, and a minifier that ran after the plugin would strip it.
import assert from 'node:assert/strict';
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {stockBundle} from '../../config/stockBundle.ts';
import {buildDir, readBuildFile} from '../helpers/buildOutput.ts';
import {locales} from '../helpers/routes.ts';
import {compileHint} from '../../plugins/compileHints.ts';

for (const locale of locales) {
  test(
    `${locale.key}: every script starts with the compile hint`,
    {skip: stockBundle && 'the performance layer is off (SETUP_STOCK_BUNDLE=1)'},
    async () => {
      const folder = path.join(buildDir, locale.segment, 'assets/js');
      const scripts = (await readdir(folder)).filter((name) => name.endsWith('.js'));
      assert.ok(
        scripts.some((name) => name.startsWith('main.')),
        `no main.js in ${folder}`,
      );
      const missing = [];
      for (const name of scripts) {
        const source = await readBuildFile(locale, `assets/js/${name}`);
        if (!source.startsWith(`${compileHint}\n`)) {
          missing.push(name);
        }
      }
      assert.deepEqual(missing, [], 'scripts without the hint on their first line');
    },
  );
}
