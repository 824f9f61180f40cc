// Every code block names a language Prism highlights (prism-react-renderer's
// own, plus config/prism.ts's additionalLanguages), or `text` on
// purpose: an unknown name would render as plain text without a word.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import {Prism} from 'prism-react-renderer';
import {additionalLanguages} from '../../config/prism.ts';
import {allPages} from '../helpers/builtPages.ts';

const require = createRequire(import.meta.url);
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
