// How tests/content/ssrTemplate.test.ts compares the site's page template
// with core's (tests/helpers/ssrTemplateDrift.ts): with its scripts put back
// as core's, the site's copy must be core's line for line, and a change to
// core's template comes out as the lines to carry over.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {ssrTemplate} from '../../config/ssrTemplate.ts';
import {projectDir} from '../../scripts/lib/run.ts';
import {
  appScripts,
  stockScripts,
  templatePatch,
  withStockScripts,
} from '../helpers/ssrTemplateDrift.ts';

const require = createRequire(path.join(projectDir, 'package.json'));
const {default: coreTemplate} = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {
  default: string;
};

test('the same templates, blank lines around them aside, give no patch', () => {
  assert.equal(templatePatch(`\n${coreTemplate}\n\n`, coreTemplate), undefined);
});

test("a line core changed comes out as the site's line and core's", () => {
  const changed = coreTemplate.replace(
    '<meta charset="UTF-8">',
    '<meta charset="UTF-8">\n    <meta name="color-scheme" content="light dark">',
  );
  const patch = templatePatch(withStockScripts(ssrTemplate), changed) ?? '';
  assert.deepEqual(
    patch.split('\n').filter((line) => !line.startsWith('  ')),
    ['+     <meta name="color-scheme" content="light dark">'],
  );
  const removed = coreTemplate.replace('    <%~ it.postBodyTags %>\n', '');
  assert.deepEqual(
    (templatePatch(withStockScripts(ssrTemplate), removed) ?? '')
      .split('\n')
      .filter((line) => !line.startsWith('  ')),
    ['-     <%~ it.postBodyTags %>'],
  );
});

test("the site's scripts are put back as core's, and only those", () => {
  assert.ok(ssrTemplate.includes(appScripts));
  assert.ok(!withStockScripts(ssrTemplate).includes('rel="preload"'));
  assert.ok(withStockScripts(ssrTemplate).includes(stockScripts));
});

test("a template whose scripts are not the site's is refused, not compared", () => {
  assert.throws(
    () => withStockScripts(ssrTemplate.replace('rel="preload"', 'rel="modulepreload"')),
    /has 0 copies of the app's scripts/,
  );
});
