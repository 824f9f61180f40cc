// Every command a newcomer types stops at once, with one message saying how to
// get the right Node, when their Node is older than package.json's "engines".
// npm and the guard both read process.version, which a preloaded file fakes.
import assert from 'node:assert/strict';
import {cp, mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {projectDir, run} from '../../scripts/lib/run.ts';

const fakeVersion = path.join(projectDir, 'tests/fixtures/fakeNodeVersion.cjs');
const {engines} = JSON.parse(await readFile(path.join(projectDir, 'package.json'), 'utf8')) as {
  engines: {node: string};
};
const minimum = engines.node.replace('>=', '');

function asNode(version: string) {
  return {NODE_OPTIONS: `--require ${fakeVersion}`, FAKE_NODE_VERSION: version};
}

describe('on a Node older than the minimum', () => {
  // A copy of what npm and the guard read and nothing else: if a guard failed
  // to stop a command, the command would fail here for another reason, fast.
  let copy: string;
  before(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'node-guard-'));
    for (const file of [
      'package.json',
      'package-lock.json',
      '.npmrc',
      '.nvmrc',
      'scripts/checkNode.cjs',
    ]) {
      await cp(path.join(projectDir, file), path.join(copy, file));
    }
  });
  after(() => rm(copy, {recursive: true, force: true}));

  for (const command of [['ci'], ['install']]) {
    test(`npm ${command.join(' ')} stops before installing, naming both versions`, () => {
      const result = run('npm', [...command, '--dry-run'], {cwd: copy, env: asNode('20.20.2')});
      assert.notEqual(result.status, 0);
      assert.match(result.output, /EBADENGINE/);
      assert.match(result.output, new RegExp(`Required: \\{"node":"${engines.node}"\\}`));
      assert.match(result.output, /Actual: +\{"node":"v20\.20\.2"/);
    });
  }

  for (const script of ['start', 'start:kr', 'build', 'test', 'bench']) {
    test(`npm run ${script} prints how to get Node and exits 1`, () => {
      const result = run('npm', ['run', script], {cwd: copy, env: asNode('20.20.2')});
      assert.equal(result.status, 1);
      assert.match(
        result.output,
        new RegExp(
          `needs Node\\.js ${minimum.replaceAll('.', '\\.')} or later; this is Node\\.js 20\\.20\\.2\\.`,
        ),
      );
      assert.match(result.output, /Install Node\.js 24 \(\.nvmrc\) with `nvm install`/);
      assert.match(result.output, /https:\/\/nodejs\.org\/en\/download/);
      assert.doesNotMatch(result.output, /at .*\(node:|ERR_/, 'no stack trace');
    });
  }
});

describe('on a supported Node', () => {
  for (const version of [minimum, '24.0.0', process.versions.node]) {
    test(`the guard lets Node ${version} through silently`, () => {
      const result = run('node', ['scripts/checkNode.cjs'], {env: asNode(version)});
      assert.equal(result.status, 0);
      assert.equal(result.output, '');
    });
  }

  test('one patch release below the minimum is refused', () => {
    const [major, minor, patch] = minimum.split('.').map(Number) as [number, number, number];
    const result = run('node', ['scripts/checkNode.cjs'], {
      env: asNode(`${major}.${minor}.${patch - 1}`),
    });
    assert.equal(result.status, 1);
  });

  test('npm ci accepts the Node that runs the tests', () => {
    const result = run('npm', ['ci', '--dry-run', '--ignore-scripts'], {env: {NODE_OPTIONS: ''}});
    assert.equal(result.status, 0, result.output);
  });
});
