// Setup's block for workspace packages in a hook at the repository's top:
// one block per hook, a second package joins its list.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {hookLine} from '../../src/files.ts';
import {exampleSources} from '../../src/generated.ts';
import {repositoryWideLines, withPackageInHook} from '../../src/hookBlocks.ts';

// The hooks the command writes: the installed binary, else the package manager's runner.
const preCommit = exampleSources.vite['.husky/pre-commit'] ?? '';
const commitMsg = exampleSources.vite['.husky/commit-msg'] ?? '';

test('the first package gets a block after the hook’s own lines', () => {
  const text = withPackageInHook('npm test\n', preCommit, 'packages/api');
  assert.equal(
    text,
    [
      'npm test',
      '# Setup: for each package listed, a commit that touches it runs its checks',
      'for folder in packages/api; do',
      '  if ! git diff --cached --quiet -- "$folder"; then',
      '    (cd "$folder" && npx --no -- lint-staged) || exit 1',
      '  fi',
      'done',
      '',
    ].join('\n'),
  );
});

test('a second package joins the list; the same package twice changes nothing', () => {
  const first = withPackageInHook('', commitMsg, 'packages/api');
  const second = withPackageInHook(first, commitMsg, 'packages/my app');
  assert.match(second, /^for folder in packages\/api "packages\/my app"; do$/m);
  assert.equal(second.match(/commitlint/g)?.length, 1);
  assert.match(second, /^message="\$PWD\/\$1"$/m);
  assert.match(second, /--edit "\$message"\) \|\| exit 1$/m);
  assert.equal(withPackageInHook(second, commitMsg, 'packages/api'), second);
});

test('the lines that run for every commit leave out Setup’s blocks, old and new', () => {
  const older = [
    '# packages/old: its checks, for a commit that touches it (Setup)',
    'if ! git diff --cached --quiet -- packages/old; then',
    '  (cd packages/old && npx lint-staged) || exit 1',
    'fi',
    '',
  ].join('\n');
  const text = withPackageInHook(
    `# the top's\nnpx lint-staged\n${older}`,
    preCommit,
    'packages/api',
  );
  assert.deepEqual(repositoryWideLines(text), ['npx lint-staged']);
  assert.deepEqual(repositoryWideLines(withPackageInHook(older, preCommit, 'packages/api')), []);
});

test('a package’s block runs the package manager’s runner: the binaries are the top’s', () => {
  const text = withPackageInHook('', hookLine(commitMsg, 'pnpm'), 'packages/api');
  assert.match(text, /^message="\$PWD\/\$1"$/m);
  assert.match(
    text,
    /^ {4}\(cd "\$folder" && pnpm exec commitlint --edit "\$message"\) \|\| exit 1$/m,
  );
  assert.doesNotMatch(text, /node_modules\/\.bin/);
});
