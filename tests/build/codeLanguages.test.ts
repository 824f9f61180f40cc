// Every code block names a language the site's Prism highlights (only
// config/prism.ts's grammars: plugins/prismWithCodeBlocks.ts leaves
// prism-react-renderer's own out), or `text` on purpose: an unknown name would
// render as plain text without a word.
import assert from 'node:assert/strict';
import {readdir, readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {stockBundle} from '../../config/stockBundle.ts';
import {additionalLanguages} from '../../config/prism.ts';
import {buildDir} from '../helpers/buildOutput.ts';
import {allPages} from '../helpers/builtPages.ts';

const require = createRequire(import.meta.url);
const Prism = require('prismjs/components/prism-core') as {languages: Record<string, unknown>};
Object.assign(globalThis, {Prism});
for (const language of additionalLanguages) {
  require(`prismjs/components/prism-${language}`);
}

test('every code block is in a language Prism knows', async () => {
  const unknown = new Set<string>();
  for (const page of await allPages()) {
    for (const block of page.document.querySelectorAll('pre.prism-code')) {
      const language = /\blanguage-([\w-]+)/.exec(block.classNames)?.[1] ?? '';
      if (!(language in Prism.languages)) {
        unknown.add(`${page.path}: ${language}`);
      }
    }
  }
  assert.deepEqual([...unknown], []);
});

// The grammars are the performance layer's choice (plugins/prismWithCodeBlocks.ts).
test(
  'the JavaScript bundles register only those grammars',
  {skip: stockBundle && 'the performance layer is off (SETUP_STOCK_BUNDLE=1)'},
  async () => {
    const chunks = path.join(buildDir, 'assets/js');
    const registered = new Set<string>();
    for (const name of await readdir(chunks)) {
      const source = await readFile(path.join(chunks, name), 'utf8');
      for (const [, language = ''] of source.matchAll(/\blanguages\.([a-zA-Z]+)=/g)) {
        registered.add(language);
      }
    }
    assert.deepEqual(
      [...registered].filter((language) => !(language in Prism.languages)),
      [],
    );
  },
);
