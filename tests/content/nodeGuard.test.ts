// The Node version guard (scripts/checkNode.cjs): every npm script a newcomer
// types stops at once, with one message saying how to get the right Node,
// when their Node is older than package.json's "engines". The guard reads
// process.versions, which a preloaded file fakes. (That npm ci and npm install
// refuse an older Node is npm's engine-strict, set in .npmrc.)
import assert from 'node:assert/strict';
import {cp, mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {projectDir, run, runAsync} from '../../scripts/lib/run.ts';

const fakeVersion = path.join(projectDir, 'tests/fixtures/fakeNodeVersion.cjs');
const {engines} = JSON.parse(await readFile(path.join(projectDir, 'package.json'), 'utf8')) as {
  engines: {node: string};
};
const minimum = engines.node.replace('>=', '');
const recommended = (await readFile(path.join(projectDir, '.nvmrc'), 'utf8')).trim();
const old = '20.20.2';

function asNode(version: string) {
  return {NODE_OPTIONS: `--require ${fakeVersion}`, FAKE_NODE_VERSION: version};
}

const guard = (version: string) => run('node', ['scripts/checkNode.cjs'], {env: asNode(version)});

test('on an older Node the guard names both versions and how to get the right one, without a stack trace', () => {
  const result = guard(old);
  assert.equal(result.status, 1);
  assert.equal(
    result.output,
    [
      `This project needs Node.js ${minimum} or later; this is Node.js ${old}.`,
      `Install Node.js ${recommended} (.nvmrc) with \`nvm install\` in this folder,`,
      'or download it from https://nodejs.org/en/download, then run the command again.',
      '',
    ].join('\n'),
  );
});

test('the guard lets the minimum, a later release and the Node running the tests through silently, and refuses one patch below the minimum', () => {
  for (const version of [minimum, '24.0.0', process.versions.node]) {
    assert.deepEqual(guard(version), {status: 0, output: '', stdout: ''}, version);
  }
  const [major, minor, patch] = minimum.split('.').map(Number) as [number, number, number];
  assert.equal(guard(`${major}.${minor}.${patch - 1}`).status, 1);
});

describe('on an older Node, the npm scripts stop with the guard', {concurrency: true}, () => {
  // A copy of what the scripts' guard reads and nothing else: a script that
  // ran past it would fail here for another reason (no node_modules), fast.
  let copy: string;
  before(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'node-guard-'));
    for (const file of ['package.json', '.nvmrc', 'scripts/checkNode.cjs']) {
      await cp(path.join(projectDir, file), path.join(copy, file));
    }
  });
  after(() => rm(copy, {recursive: true, force: true}));

  for (const script of ['start', 'start:kr', 'build', 'test', 'bench']) {
    test(`npm run ${script}`, async () => {
      const result = await runAsync('npm', ['run', script], {cwd: copy, env: asNode(old)});
      assert.equal(result.status, 1, result.output);
      assert.match(result.output, /^This project needs Node\.js .+\n.*nvm install/m);
      assert.doesNotMatch(result.output, /at .*\(node:|ERR_/, 'no stack trace');
    });
  }
});
