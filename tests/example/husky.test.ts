// In a fresh git repository holding each example project, the Husky hooks run
// lint-staged before a commit and commitlint on its message.
import assert from 'node:assert/strict';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {
  copyExample,
  examples,
  initGitRepo,
  runInExample,
  type ExampleCopy,
} from '../helpers/example.ts';
import {run} from '../../scripts/lib/run.ts';

/** Each example's throwaway repository, by example name. */
const copies = new Map<string, ExampleCopy>();

before(async () => {
  for (const {name, dir} of examples) {
    const copy = await copyExample(dir);
    copies.set(name, copy);
    await initGitRepo(copy.dir);
    const install = runInExample(copy.dir, 'husky', []);
    assert.equal(install.status, 0, install.output);
  }
});

after(() => Promise.all([...copies.values()].map((copy) => copy.remove())));

for (const {name} of examples) {
  const repo = (): string => {
    const copy = copies.get(name);
    assert.ok(copy, `the ${name} repository was set up`);
    return copy.dir;
  };
  const git = (...args: string[]) => run('git', args, {cwd: repo()});

  test(`${name}: husky points git at .husky/_`, () => {
    assert.equal(git('config', 'core.hooksPath').output.trim(), '.husky/_');
  });

  test(`${name}: the commit-msg hook rejects a message commitlint rejects`, () => {
    git('add', '-A');
    const result = git('commit', '-m', 'Added everything.');
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, /\[type-empty\]/);
    assert.match(git('rev-list', '--all', '--count').output.trim(), /^0$/);
  });

  test(`${name}: a conventional message commits, after lint-staged ran on the staged files`, () => {
    git('add', '-A');
    const result = git('commit', '-m', 'chore: start the project');
    assert.equal(result.status, 0, result.output);
    assert.match(result.output, /Running tasks for staged files/);
  });

  test(`${name}: the pre-commit hook rejects a staged file with a lint error`, async () => {
    await writeFile(path.join(repo(), 'src/unused.ts'), 'const unused = 1;\n');
    git('add', 'src/unused.ts');
    const result = git('commit', '-m', 'feat: add a constant');
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, /no-unused-vars/);
    assert.equal(git('rev-list', '--all', '--count').output.trim(), '1');
  });
}
