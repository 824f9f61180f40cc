// Which of a project's scripts the command runs as its checks (checks.ts).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {filesNamed, projectChecks} from '../src/checks.ts';

test("commander.js's scripts: the leaves run, the scripts that only chain them do not", () => {
  assert.deepEqual(
    projectChecks({
      check: 'npm run check:type && npm run check:lint && npm run check:format',
      'check:format': 'prettier --check .',
      'check:lint': 'eslint .',
      'check:type': 'npm run check:type:js && npm run check:type:ts',
      'check:type:ts': 'tsd && tsc -p tsconfig.ts.json',
      'check:type:js': 'tsc -p tsconfig.js.json',
      'fix:lint': 'eslint --fix .',
      'lint:fix': 'eslint . --fix',
      test: 'node --test',
      build: 'tsc',
    }),
    {
      run: ['check:format', 'check:lint', 'check:type:ts', 'check:type:js'],
      fixing: [],
      watching: [],
    },
  );
});

test("create-vue's run-s lint:* runs two fixers: neither it nor they run (unseen P10)", () => {
  const scripts = {
    'type-check': 'vue-tsc --build',
    lint: 'run-s "lint:*"',
    'lint:oxlint': 'oxlint . --fix',
    'lint:eslint': 'eslint . --fix --cache',
    format: 'prettier --write --experimental-cli src/',
  };
  assert.deepEqual(projectChecks(scripts), {
    run: ['type-check'],
    fixing: ['lint:oxlint', 'lint:eslint'],
    watching: [],
  });
  // A runner over a fixer that is no check by its name: the runner fixes too.
  assert.deepEqual(projectChecks({lint: 'npm-run-all -s tidy', tidy: 'eslint --fix .'}).fixing, [
    'lint',
  ]);
  // Over checks only, the parts run on their own.
  assert.deepEqual(
    projectChecks({check: 'run-p check:**', 'check:a:b': 'tsc', 'check:c': 'eslint .'}).run,
    ['check:a:b', 'check:c'],
  );
});

test("NestJS's lint fixes files: never run on the working tree (F10)", () => {
  assert.deepEqual(
    projectChecks({lint: 'eslint "{src,apps,libs,test}/**/*.ts" --fix', typecheck: 'tsc --noEmit'}),
    {run: ['typecheck'], fixing: ['lint'], watching: []},
  );
  assert.deepEqual(projectChecks({'format:check': 'prettier -w .'}).fixing, ['format:check']);
});

test("SvelteKit's check:watch and a watching type check never run: they do not end, and are named", () => {
  assert.deepEqual(
    projectChecks({
      check: 'svelte-kit sync && svelte-check --tsconfig ./tsconfig.json',
      'check:watch': 'svelte-kit sync && svelte-check --tsconfig ./tsconfig.json --watch',
      typecheck: 'tsc --noEmit --watch',
      'lint:types': 'vitest watch --typecheck',
    }),
    {run: ['check'], fixing: [], watching: ['check:watch', 'typecheck', 'lint:types']},
  );
  // jest --watchAll, tsc -w, a server: none of them ends either (N-H).
  assert.deepEqual(
    projectChecks(
      {
        test: 'jest --watchAll',
        build: 'tsc -w -p .',
        'lint:css': 'stylelint --serve',
        lint: 'eslint .',
        'format:check': 'prettier -w .',
      },
      'all',
    ),
    {run: ['lint'], fixing: ['format:check'], watching: ['test', 'build', 'lint:css']},
  );
});

test('a failing check names the files of Setup it mentions, whole names only', () => {
  const output = [
    '/tmp/app/commitlint.config.mjs',
    '  0:0  error  Parsing error',
    '[warn] .lintstagedrc.json',
    '[warn] src/my.prettierrc.ts',
  ].join('\n');
  assert.deepEqual(
    filesNamed(output, [
      'commitlint.config.mjs',
      '.lintstagedrc.json',
      '.prettierrc',
      'package.json',
    ]),
    ['commitlint.config.mjs', '.lintstagedrc.json'],
  );
});

test('--verify=all adds the test and build scripts, never their fixing or watching kin', () => {
  const scripts = {test: 'vitest run', build: 'tsc', 'test:watch': 'vitest', lint: 'eslint .'};
  assert.deepEqual(projectChecks(scripts).run, ['lint']);
  assert.deepEqual(projectChecks(scripts, 'all').run, ['test', 'build', 'lint']);
});
