// The plan's invariants over every shape of the corpus (corpus.ts), without
// installs: what the command would write into each real shape of project,
// and what a second run would then write.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {detect, type PackageJson} from '../src/detect.ts';
import {exampleSources} from '../src/generated.ts';
import {makePlan, type Plan} from '../src/plan.ts';
import {componentKinds} from '../src/rules/facts.ts';
import {changedValues, shapes, type Shape} from './corpus.ts';
import {committedRepository, isolatedRoot} from './layouts.ts';

const root = isolatedRoot('setup-corpus-');

const request = {without: new Set<never>(), with: new Set<never>()};
const installTimeScripts = ['preinstall', 'install', 'postinstall'];
const lockfileNames = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock'];

function planIn(dir: string): Plan {
  const result = makePlan(detect(dir), request, exampleSources);
  assert.ok(result.plan, `refused: ${JSON.stringify(result.refusal)}`);
  return result.plan;
}

function packageJsonOf(plan: Plan, before: PackageJson): PackageJson {
  const change = plan.changes.find((entry) => entry.path === 'package.json');
  return change && change.action !== 'same' ? (JSON.parse(change.text) as PackageJson) : before;
}

/** Writes the plan's files into the folder, as the command would. */
function write(dir: string, plan: Plan): void {
  for (const change of plan.changes) {
    if (change.action !== 'same') {
      mkdirSync(path.dirname(path.join(dir, change.path)), {recursive: true});
      writeFileSync(path.join(dir, change.path), change.text);
    }
  }
}

function shapeFolder(shape: Shape, index: number): string {
  const top = committedRepository(path.join(root, String(index), 'project'), shape.layout);
  return shape.at ? path.join(top, shape.at) : top;
}

describe('every shape of the corpus', () => {
  for (const [index, shape] of shapes.entries()) {
    test(`${shape.name} (${shape.seenIn})`, () => {
      const dir = shapeFolder(shape, index);
      const project = detect(dir);
      const before = project.packageJson?.data ?? {};
      const plan = planIn(dir);

      // Only package.json (the package's, and the repository top's that runs
      // the hooks), lockfiles, .gitignore and the hook manager's own config
      // change among the project's files.
      const editable = new Set(['package.json', '.gitignore', ...lockfileNames]);
      const updated = plan.changes.filter((change) => change.action === 'update');
      assert.deepEqual(
        updated
          .map((change) => change.path)
          .filter(
            (file) =>
              !editable.has(path.posix.basename(file)) &&
              file !== project.hookManager?.config &&
              !/(^|\/)\.husky\/[^/]+$/.test(file),
          ),
        [],
      );
      for (const change of updated) {
        if (change.path !== 'package.json' && change.path.endsWith('/package.json')) {
          const top = JSON.parse(change.before) as PackageJson;
          assert.deepEqual(changedValues(top, JSON.parse(change.text)), [], change.path);
        }
      }

      // No value of package.json changed or removed, no engines added, and
      // nothing that runs on a user's install of a published package.
      const after = packageJsonOf(plan, before);
      assert.deepEqual(changedValues(before, after), []);
      assert.equal(after.engines === undefined, before.engines === undefined, 'engines added');
      // (husky's postinstall for Yarn 4 is kept out of the package by pinst.)
      if (before.private !== true) {
        const added = installTimeScripts.filter(
          (name) => after.scripts?.[name] !== before.scripts?.[name],
        );
        const packedWithout =
          after.scripts?.prepack?.endsWith('pinst --disable') === true &&
          after.scripts.postpack?.endsWith('pinst --enable') === true;
        assert.deepEqual(
          packedWithout ? added.filter((name) => name !== 'postinstall') : added,
          [],
          'an install-time script in a published package',
        );
      }

      // No second linter or formatter beside the project's own.
      const created = plan.changes.filter((change) => change.action === 'create');
      if (shape.ownLinter) {
        assert.ok(!created.some((change) => /^eslint\.config\./.test(change.path)));
        assert.ok(!('eslint' in plan.dependencies));
      }
      if (shape.ownFormatter) {
        assert.ok(!created.some((change) => change.path.startsWith('.prettierrc')));
        assert.ok(!('prettier' in plan.dependencies));
      }

      // A tool another package of the workspace lists keeps that package's
      // range (one version across the workspace, as sherif checks).
      const inWorkspace = project.workspaceRanges();
      for (const [name, range] of Object.entries(plan.dependencies)) {
        assert.equal(range, inWorkspace[name] ?? range, name);
      }

      // Nothing written where the project's .gitignore keeps it out of Git.
      const ignored = spawnSync('git', ['check-ignore', '--', ...created.map((c) => c.path)], {
        cwd: dir,
        encoding: 'utf8',
      }).stdout;
      assert.equal(ignored, '');

      // Component files reach the hook, or a note says nothing of the project
      // reads them (unseen projects P7).
      const staged = created.find((change) => change.path === '.lintstagedrc.json');
      const dependencies = {...before.dependencies, ...before.devDependencies};
      for (const kind of componentKinds.filter((each) =>
        each.frameworks.some((framework) => framework in dependencies),
      )) {
        const globs = staged?.action === 'create' ? Object.keys(JSON.parse(staged.text)) : [];
        const reached = globs.some((glob) => new RegExp(`[{.,]${kind.extension}[},]?$`).test(glob));
        const said = plan.notes.some(
          (note) => note.id === 'componentsUnchecked' && note.extension === `.${kind.extension}`,
        );
        assert.ok(!staged || reached || said, `.${kind.extension}: ${JSON.stringify(globs)}`);
      }

      // A package's pins stay at the repository's top.
      if (shape.at) {
        assert.ok(!created.some((change) => change.path === '.nvmrc'));
        assert.equal(after.packageManager, before.packageManager);
      }

      // A second run finds everything in place.
      write(dir, plan);
      const again = planIn(dir);
      assert.deepEqual(
        again.changes.filter((change) => change.action !== 'same').map((change) => change.path),
        [],
      );
      assert.deepEqual(again.dependencies, {});
      // ...and keeps the same scripts of the project's own: none of its own
      // additions (SvelteKit's extended prepare) is reported as one.
      const kept = (notes: Plan['notes']) => notes.filter((note) => note.id === 'keptScript');
      assert.deepEqual(kept(again.notes), kept(plan.notes));
    });
  }
});
