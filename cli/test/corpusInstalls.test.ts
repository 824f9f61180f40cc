// The command for real on shapes of the corpus (corpus.ts) whose own tools
// install quickly: each installed and committed as a contributor has it,
// then set up, then held to the invariants (exit, files changed,
// the project's checks, the Node it supports, no second linter, the printed
// commit, a one-line edit, commit rules, a fresh clone, a second run, an
// install outside Git).
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {PackageJson} from '../src/detect.ts';
import {changedValues, shapes} from './corpus.ts';
import {exportHead, outsideGit} from './exported.ts';
import {writeLayout} from './layouts.ts';
import {command, readerShell} from './readerShell.ts';

const {root, env, run} = await readerShell('setup-corpus-installs-');

// The machine's older Node (Debian's, Node 20), for invariant 4.
const olderNode = process.env.OLDER_NODE ?? '/usr/bin/node';
const olderPath = [path.dirname(olderNode), env.PATH].join(path.delimiter);

const git = async (dir: string, ...args: string[]) => {
  const result = await run(dir, 'git', args);
  assert.equal(result.status, 0, `git ${args.join(' ')}: ${result.output}`);
  return result.output.trim();
};

/** Files Setup may change among those the project had: the invariant 2. */
const changeable = /^(package\.json|package-lock\.json|\.gitignore|lefthook\.yml)$/;

/** A component file with an unused variable, which the project's own ESLint rejects. */
const badVue = [
  '<script>',
  'export default {',
  "  name: 'BadCard',",
  '  data() {',
  '    const unused = 1',
  '    return {}',
  '  },',
  '}',
  '</script>',
  '',
].join('\n');

/** A component file the project's lint rejects with a message, or fixes into a text. */
type Component = {file: string; text: string} & ({rejectedWith: RegExp} | {fixedTo: string});

const installed: {name: string; edit: string; component?: Component}[] = [
  {name: 'lefthook project', edit: 'index.js'},
  {name: 'standard-linted CommonJS library supporting Node 18', edit: 'index.js'},
  {name: '.gitignore that ignores .vscode', edit: 'index.js'},
  {
    name: 'Vue app linted by oxlint and its own ESLint with the Vue plugin',
    // The file its own Prettier config would rewrite: the edit must stay one line.
    edit: 'vite.config.js',
    component: {
      file: 'src/BadCard.vue',
      text: badVue,
      rejectedWith: /'unused' is assigned a value but never used/,
    },
  },
  {
    name: 'Angular app that installs angular-eslint and has no ESLint config yet',
    edit: 'src/app/app.ts',
    // Setup's new config takes angular-eslint's template rules (unseen P12).
    component: {
      file: 'src/app/bad.html',
      text: '<input ([ngModel])="name" />\n',
      // angular-eslint's banana-in-box fixes the binding.
      fixedTo: '<input [(ngModel)]="name" />\n',
    },
  },
];

describe('shapes of the corpus, set up for real', {concurrency: true}, () => {
  test(`an older Node to install with is on this machine (${olderNode})`, async () => {
    assert.ok(existsSync(olderNode), olderNode);
    const version = (await run(root, olderNode, ['--version'])).output.trim();
    assert.match(version, /^v(18|20)\./);
  });

  for (const [index, {name, edit, component}] of installed.entries()) {
    const shape = shapes.find((candidate) => candidate.name === name);
    assert.ok(shape, name);
    test(name, async () => {
      const dir = writeLayout(path.join(root, `shape-${index}`), shape.layout);
      await git(dir, 'init', '-q', '-b', 'main');
      const install = await run(dir, 'npm', ['install', '--no-audit', '--no-fund']);
      assert.equal(install.status, 0, install.output);
      await git(dir, 'add', '-A');
      await git(dir, 'commit', '-q', '--no-verify', '-m', 'chore: start');
      const before = JSON.parse(
        await readFile(path.join(dir, 'package.json'), 'utf8'),
      ) as PackageJson;
      // npm itself leaves some lockfiles inconsistent (lefthook's platform
      // packages): the lockfile must stay as consistent as it was.
      const ciArgs = ['ci', '--dry-run', '--ignore-scripts', '--no-audit'];
      const ciBefore = (await run(dir, 'npm', ciArgs)).status;
      // 1. Exit 0; 3. the project's checks pass after as before (or it would put back and exit 1).
      const result = await run(dir, process.execPath, [command, '--yes']);
      assert.equal(result.status, 0, result.output);
      assert.doesNotMatch(result.output, /put back/);

      // 2. Nothing committed; of the project's files, only package.json,
      // the lockfile, .gitignore and the hook manager's config changed,
      // and no package.json value changed.
      assert.equal(await git(dir, 'log', '--format=%s'), 'chore: start');
      const changed = (await git(dir, 'diff', '--name-only')).split('\n').filter(Boolean);
      assert.deepEqual(
        changed.filter((file) => !changeable.test(file)),
        [],
      );
      const after = JSON.parse(
        await readFile(path.join(dir, 'package.json'), 'utf8'),
      ) as PackageJson;
      assert.deepEqual(changedValues(before, after), []);

      // 5. No second linter or formatter.
      const added = Object.keys(after.devDependencies ?? {});
      if (shape.ownLinter) {
        assert.ok(!added.includes('eslint') || 'eslint' in (before.devDependencies ?? {}));
      }
      if (shape.ownFormatter) {
        assert.ok(!added.includes('prettier'));
      }

      // 6. The printed commit line commits every change, and the lockfile installs as CI's does.
      const line = /git add -- .* && git commit -m "chore: set up the project"/.exec(result.output);
      assert.ok(line, result.output);
      const commit = await run(dir, 'sh', ['-c', line[0]]);
      assert.equal(commit.status, 0, commit.output);
      assert.equal(await git(dir, 'status', '--porcelain'), '');
      if (ciBefore === 0) {
        const ci = await run(dir, 'npm', ciArgs);
        assert.equal(ci.status, 0, ci.output);
      }

      // 11. An install outside Git fails no more than before. The command
      // proved the install with dev dependencies itself (its step "Install a
      // copy without .git"); a production install of the committed tree, as
      // a Docker build without dev dependencies runs it, is tried here.
      assert.match(result.output, /==> Install a copy without \.git, as a Docker build does/);
      const production = async (name: string, revision = 'HEAD') => {
        const folder = await exportHead(run, dir, root, `${name}-${index}`, revision);
        const args = ['ci', '--omit=dev', '--no-audit', '--no-fund'];
        return run(folder, 'npm', args, outsideGit(root));
      };
      const exported = await production('export-after');
      if (exported.status !== 0) {
        // Only a project whose own install already failed there may fail there.
        const before = await production('export-before', 'HEAD~1');
        assert.notEqual(before.status, 0, exported.output);
      }

      // 8. Commit rules: "Added stuff." is rejected.
      await run(dir, 'sh', ['-c', `echo '// one more line' >> ${edit}`]);
      await git(dir, 'add', edit);
      const bad = await run(dir, 'git', ['commit', '-m', 'Added stuff.']);
      assert.notEqual(bad.status, 0, bad.output);

      // 7. A one-line edit commits as a diff of at most 3 lines.
      await git(dir, 'commit', '-q', '-m', 'chore: add a line');
      const numstat = await git(dir, 'show', '--numstat', '--format=', 'HEAD');
      const lines = numstat
        .split('\n')
        .map((row) => row.split('\t'))
        .reduce((sum, [plus, minus]) => sum + Number(plus) + Number(minus), 0);
      assert.ok(lines <= 3, numstat);

      // 12. A component file reaches the hook, through the project's linter (unseen P7, P12).
      if (component) {
        await writeFile(path.join(dir, component.file), component.text);
        await git(dir, 'add', component.file);
        const commit = await run(dir, 'git', ['commit', '-m', 'feat: add a component']);
        if ('rejectedWith' in component) {
          assert.notEqual(commit.status, 0, commit.output);
          assert.match(commit.output, component.rejectedWith);
          await git(dir, 'rm', '-q', '--cached', component.file);
          await rm(path.join(dir, component.file));
        } else {
          assert.equal(commit.status, 0, commit.output);
          assert.equal(await git(dir, 'show', `HEAD:${component.file}`), component.fixedTo.trim());
        }
      }

      // 10. A second run changes nothing.
      const again = await run(dir, process.execPath, [command, '--yes']);
      assert.equal(again.status, 0, again.output);
      assert.doesNotMatch(again.output, /\((create|change)\)/);
      assert.equal(await git(dir, 'status', '--porcelain'), '');

      // 4 and 9. A fresh clone installs with the older Node, and its hooks
      // are active: with that Node where the project supports it.
      const clone = path.join(root, `clone-${index}`);
      await git(root, 'clone', '-q', dir, clone);
      const supportsOlder = after.engines?.node !== undefined;
      // A contributor's shell, not CI's: lefthook installs no hooks where CI is set.
      const cloneInstall = await run(clone, 'npm', ['install', '--no-audit', '--no-fund'], {
        PATH: olderPath,
        CI: undefined,
      });
      assert.equal(cloneInstall.status, 0, cloneInstall.output);
      await run(clone, 'sh', ['-c', `echo '// x' >> ${edit}`]);
      await git(clone, 'add', edit);
      const cloneEnv = supportsOlder ? {PATH: olderPath} : {};
      const cloneBad = await run(clone, 'git', ['commit', '-m', 'Added stuff.'], cloneEnv);
      assert.notEqual(cloneBad.status, 0, cloneBad.output);
      const cloneGood = await run(clone, 'git', ['commit', '-m', 'chore: add a line'], cloneEnv);
      assert.equal(cloneGood.status, 0, cloneGood.output);
    });
  }
});
