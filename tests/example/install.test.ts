// Each example installs wherever a reader installs it: its install script
// ("prepare": "node .husky/install.mjs") passes outside a Git checkout (a
// Docker build or a source archive), without dev dependencies and with
// HUSKY=0, and a plain install in a clone still turns on the hooks and the
// commit template.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, realpath, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {copyExample, examples, initGitRepo} from '../helpers/example.ts';
import {run, runAsync} from '../../scripts/lib/run.ts';

const root = await realpath(await mkdtemp(path.join(tmpdir(), 'example-installs-')));
after(() => rm(root, {recursive: true, force: true}));

// Git must not find a repository above the exports (a checkout under /tmp, say).
const env = {GIT_CEILING_DIRECTORIES: root, HUSKY: '', npm_config_audit: 'false'};
const npm = (dir: string, args: readonly string[], extra: NodeJS.ProcessEnv = {}) =>
  runAsync('npm', [...args, '--no-fund', '--prefer-offline'], {cwd: dir, env: {...env, ...extra}});
const git = (dir: string, ...args: string[]) => {
  const result = run('git', args, {cwd: dir, env});
  assert.equal(result.status, 0, `git ${args.join(' ')}: ${result.output}`);
  return result.output.trim();
};
const gitSetting = (dir: string, key: string) =>
  run('git', ['config', '--local', key], {cwd: dir, env}).output.trim();

describe('the examples install anywhere', {concurrency: true}, () => {
  for (const {name, dir} of examples) {
    test(`${name}: an export without .git, a production install and HUSKY=0 all pass`, async () => {
      // The example as its repository holds it: committed, then exported and cloned.
      const copy = await copyExample(dir);
      after(copy.remove);
      await initGitRepo(copy.dir);
      git(copy.dir, 'add', '-A');
      git(copy.dir, 'commit', '-q', '--no-verify', '-m', 'chore: start');

      const exported = path.join(root, `${name}-export`);
      await mkdir(exported);
      const archive = run('sh', ['-c', `git archive HEAD | tar -x -C "${exported}"`], {
        cwd: copy.dir,
        env,
      });
      assert.equal(archive.status, 0, archive.output);
      assert.ok(!existsSync(path.join(exported, '.git')));
      for (const args of [['ci'], ['ci', '--omit=dev']]) {
        const install = await npm(exported, args);
        assert.equal(install.status, 0, `npm ${args.join(' ')} outside Git\n${install.output}`);
      }

      const clone = path.join(root, `${name}-clone`);
      git(root, 'clone', '-q', copy.dir, clone);
      const quiet = await npm(clone, ['ci'], {HUSKY: '0'});
      assert.equal(quiet.status, 0, `HUSKY=0 npm ci\n${quiet.output}`);
      assert.equal(gitSetting(clone, 'core.hooksPath'), '');
      assert.equal(gitSetting(clone, 'commit.template'), '');

      // Without Git on PATH, the script has nothing to turn on.
      const noGit = run(process.execPath, ['.husky/install.mjs'], {
        cwd: clone,
        env: {...env, PATH: path.dirname(process.execPath)},
      });
      assert.equal(noGit.status, 0, `without Git\n${noGit.output}`);

      const plain = await npm(clone, ['install']);
      assert.equal(plain.status, 0, `npm install\n${plain.output}`);
      assert.equal(gitSetting(clone, 'core.hooksPath'), '.husky/_');
      assert.equal(gitSetting(clone, 'commit.template'), '.gitmessage');
      assert.ok(existsSync(path.join(clone, '.husky/_/pre-commit')));
    });
  }
});
