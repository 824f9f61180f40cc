// The node package builds with tsc alone, and the built CLI reads its settings
// from the environment: from .env.example with --env-file, from .env with npm
// start, and fails with a clear message when one is missing.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {access, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {copyExample, nodePackage, runInExample, type ExampleCopy} from '../helpers/example.ts';
import {run} from '../../scripts/lib/run.ts';

const {name} = nodePackage;
let copy: ExampleCopy;

before(async () => {
  copy = await copyExample(nodePackage.dir);
  const build = runInExample(copy.dir, 'npm', ['run', 'build']);
  assert.equal(build.status, 0, build.output);
});

after(() => copy.remove());

/** Runs the built CLI with Node in exactly `env`, nothing inherited. */
function cli(args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, [...args, 'dist/cli.js'], {
    cwd: copy.dir,
    env,
    encoding: 'utf8',
  });
}

const greetingLine = (title: string) =>
  new RegExp(`^Good (morning|afternoon|evening), welcome to ${title}\\.$`, 'm');

test(`${name}: npm run build (tsc) writes dist/cli.js with its shebang, declarations and source maps`, async () => {
  const built = await readFile(path.join(copy.dir, 'dist/cli.js'), 'utf8');
  assert.match(built, /^#!\/usr\/bin\/env node\n/);
  assert.match(built, /from '\.\/lib\/config\.js'/);
  for (const file of ['cli.d.ts', 'cli.js.map', 'lib/config.js', 'lib/greeting.d.ts']) {
    await access(path.join(copy.dir, 'dist', file));
  }
});

test(`${name}: node --env-file=.env.example dist/cli.js prints the greeting and the API origin`, () => {
  const result = cli(['--env-file=.env.example']);
  assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
  const [greeting, api, ...rest] = result.stdout.split('\n');
  assert.match(greeting ?? '', greetingLine('Setup node package'));
  assert.equal(api, 'API: http://localhost:8080');
  assert.deepEqual(rest, ['']);
});

test(`${name}: a missing APP_TITLE fails with the clear message and no stack trace`, () => {
  const result = cli([], {API_URL: 'http://localhost:8080/api'});
  assert.equal(result.status, 1, `${result.stdout}${result.stderr}`);
  assert.equal(result.stdout, '');
  assert.equal(result.stderr, 'APP_TITLE is not set: copy .env.example to .env and fill it in.\n');
});

test(`${name}: npm start without a .env fails with the clear message`, () => {
  // Blank values keep any APP_TITLE or API_URL of the test's own environment out.
  const result = run('npm', ['start', '--silent'], {
    cwd: copy.dir,
    env: {APP_TITLE: '', API_URL: ''},
  });
  assert.equal(result.status, 1, result.output);
  assert.match(
    result.output,
    /^APP_TITLE is not set: copy \.env\.example to \.env and fill it in\.$/m,
  );
});

test(`${name}: npm start reads .env`, async () => {
  const example = await readFile(path.join(copy.dir, '.env.example'), 'utf8');
  await writeFile(
    path.join(copy.dir, '.env'),
    example
      .replace(/^APP_TITLE=.*$/m, 'APP_TITLE=My CLI')
      .replace(/^API_URL=.*$/m, 'API_URL=https://api.example.com/v1'),
  );
  const result = run('npm', ['start', '--silent'], {cwd: copy.dir});
  assert.equal(result.status, 0, result.output);
  assert.match(result.stdout, greetingLine('My CLI'));
  assert.match(result.stdout, /^API: https:\/\/api\.example\.com$/m);
});
