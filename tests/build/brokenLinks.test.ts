// A doc that links to a page that does not exist fails the build, and the
// output names the file and the link, using the site's own link settings.
import assert from 'node:assert/strict';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {run} from '../helpers/run.ts';

test('a broken link in a doc fails the build and names the doc', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'setup-broken-link-'));
  try {
    const result = run('docusaurus', ['build', 'tests/fixtures/broken-link', '--out-dir', outDir]);
    assert.notEqual(result.status, 0, 'the build must fail');
    assert.match(result.output, /Docusaurus found broken links/);
    assert.match(result.output, /source file "tests\/fixtures\/broken-link\/docs\/guide\.md"/);
    assert.match(result.output, /linking to \.\/next-step\.md/);
    assert.match(result.output, /linking to \/reference\//);
  } finally {
    await rm(outDir, {recursive: true, force: true});
  }
});
