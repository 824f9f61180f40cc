// ESLint, with each example's flat config, passes on its sources and reports
// the unused variable that the ESLint page uses as its check.
import assert from 'node:assert/strict';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {copyExample, examples, runInExample} from '../helpers/example.ts';

for (const {name, dir, entry} of examples) {
  test(`${name}: eslint . passes`, () => {
    const result = runInExample(dir, 'eslint', ['--max-warnings=0', '.']);
    assert.equal(result.status, 0, result.output);
  });

  test(`${name}: eslint . fails on a planted unused variable`, async () => {
    const copy = await copyExample(dir);
    try {
      await writeFile(path.join(copy.dir, 'src/planted.ts'), 'const unused = 1;\n');
      const result = runInExample(copy.dir, 'eslint', ['.']);
      assert.equal(result.status, 1, result.output);
      assert.match(result.output, /src\/planted\.ts/);
      assert.match(result.output, /'unused' is assigned a value but never used.*no-unused-vars/);
    } finally {
      await copy.remove();
    }
  });

  test(`${name}: eslint-config-prettier finds no rule that fights Prettier in ${entry}`, () => {
    const result = runInExample(dir, 'eslint-config-prettier', [entry]);
    assert.equal(result.status, 0, result.output);
    assert.match(
      result.output,
      /No rules that are unnecessary or conflict with Prettier were found\./,
    );
  });
}
