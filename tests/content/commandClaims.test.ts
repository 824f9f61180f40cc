// Every behaviour the command's page states in a bullet names the test
// that holds it (issue 53): a bullet of docs/init/command.mdx that starts
// with a bold lead carries {/* tested: "…" */}, and the quoted text is part
// of the title of a test or suite of the command's or the generator's. A
// new claim without a test, or a test renamed or removed under a claim,
// fails here.
import assert from 'node:assert/strict';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {projectDir} from '../../scripts/lib/run.ts';

const testFolders = ['cli/test', 'cli/test/unit', 'tests/generator', 'tests/example'];

/** The titles of every test and suite in the folders the command's behaviour is tested in. */
async function testTitles(): Promise<string[]> {
  const titles: string[] = [];
  for (const folder of testFolders) {
    for (const name of await readdir(path.join(projectDir, folder))) {
      if (name.endsWith('.test.ts')) {
        const text = await readFile(path.join(projectDir, folder, name), 'utf8');
        for (const match of text.matchAll(
          /\b(?:test|describe)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/gs,
        )) {
          titles.push((match[2] ?? '').replaceAll("\\'", "'").replaceAll('\\"', '"'));
        }
      }
    }
  }
  return titles;
}

test('each claim of the command page names a test that exists', async () => {
  const page = await readFile(path.join(projectDir, 'docs/init/command.mdx'), 'utf8');
  const claims = page.split('\n').filter((line) => line.startsWith('- **'));
  assert.ok(claims.length >= 20, `only ${claims.length} claims found`);
  const titles = await testTitles();
  const problems = claims.flatMap((claim) => {
    const lead = claim.slice(0, 60);
    const tag = /\{\/\* tested: "((?:\\"|[^"])+)" \*\/\}$/.exec(claim)?.[1]?.replaceAll('\\"', '"');
    if (tag === undefined) {
      return [`${lead}… names no test`];
    }
    return titles.some((title) => title.includes(tag))
      ? []
      : [`${lead}… names "${tag}", no such test`];
  });
  assert.deepEqual(problems, []);
});
