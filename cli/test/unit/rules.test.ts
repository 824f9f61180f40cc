// Each planner rule over a project built in memory: when it leaves its piece
// out, with which note, and when it leaves the piece alone. No folder, Git or
// package manager is touched, so the whole file runs in milliseconds.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {pieces, type Piece} from '../../src/choices.ts';
import {legacyEslintConfig} from '../../src/rules/eslint/legacyConfig.ts';
import {eslintWithTypeScript7} from '../../src/rules/eslint/typescript7.ts';
import {ownHookManager} from '../../src/rules/hooks/hookManager.ts';
import {oldHusky} from '../../src/rules/hooks/oldHusky.ts';
import {
  hooksInGitFolder,
  huskyElsewhere,
  ownCoreHooksPath,
} from '../../src/rules/hooks/ownHooks.ts';
import {decidePieces, pieceRules} from '../../src/rules/index.ts';
import {lighthouseNeedsPreview} from '../../src/rules/lighthouse/needsPreview.ts';
import {lighthouseOptIn} from '../../src/rules/lighthouse/optIn.ts';
import {commitRulesAtTop} from '../../src/rules/monorepo/commitRulesAtTop.ts';
import {nodePinsAtTop} from '../../src/rules/monorepo/nodePinsAtTop.ts';
import {toolInPackages} from '../../src/rules/monorepo/toolInPackages.ts';
import {nodeTooOld} from '../../src/rules/node/tooOld.ts';
import {ownLinterAndFormatter} from '../../src/rules/otherTools.ts';
import {prettierRewritesMuch} from '../../src/rules/prettier/rewritesMuch.ts';
import type {PieceRule} from '../../src/rules/rule.ts';
import {noTsconfig} from '../../src/rules/typescript/noTsconfig.ts';
import {untypedForComponents} from '../../src/rules/typescript/untypedComponents.ts';
import {contextFor, noFlags, projectSnapshot, type Snapshot} from './snapshot.ts';

const typed = {files: {'tsconfig.json': '{}'}};
const git = {
  root: '/project',
  gitDir: '/project/.git',
  prefix: '',
  hasCommits: true,
  ownHooks: [],
  linkedWorktree: false,
  unfinished: false,
};

/** The pieces a rule leaves out and the ids of its notes, in an existing project. */
function decide(rule: PieceRule, snapshot: Snapshot, extra: Parameters<typeof contextFor>[1] = {}) {
  const decisions = rule.decide(contextFor(projectSnapshot(snapshot), extra));
  return {
    dropped: decisions.flatMap((decision) => decision.drop),
    notes: decisions.map((decision) => decision.note),
    decisions,
  };
}

describe('rules that leave a piece out', () => {
  test('Lighthouse: out of an existing project unless asked for, kept in a new one', () => {
    assert.deepEqual(decide(lighthouseOptIn, {}).dropped, ['lighthouse']);
    const asked = {...noFlags, with: new Set<Piece>(['lighthouse'])};
    assert.deepEqual(decide(lighthouseOptIn, {}, {request: asked}).dropped, []);
    assert.deepEqual(decide(lighthouseOptIn, {}, {existing: false}).dropped, []);
  });

  test('Lighthouse asked for: only where a preview script serves the app to audit', () => {
    assert.deepEqual(decide(lighthouseNeedsPreview, {packageJson: {scripts: {}}}).notes, [
      {id: 'lighthouseNoPreview'},
    ]);
    const preview = {packageJson: {scripts: {preview: 'vite preview'}}};
    assert.deepEqual(decide(lighthouseNeedsPreview, preview).dropped, []);
    assert.deepEqual(decide(lighthouseNeedsPreview, {}, {existing: false}).dropped, []);
  });

  test("the project's own linter and formatter stand in for ESLint and Prettier", () => {
    const xo = {tool: 'xo', code: 'xo --fix'};
    const biome = {tool: 'Biome', code: 'biome check --write', data: 'biome check --write'};
    const {dropped, decisions} = decide(ownLinterAndFormatter, {
      otherLinter: xo,
      otherFormatter: biome,
    });
    assert.deepEqual(dropped, ['eslint', 'prettier']);
    assert.deepEqual(
      decisions.map((decision) => decision.standIn),
      [xo, biome],
    );
    const withEslint = {...noFlags, with: new Set<Piece>(['eslint'])};
    assert.deepEqual(
      decide(ownLinterAndFormatter, {otherLinter: xo}, {request: withEslint}).dropped,
      [],
    );
  });

  test("a linter beside the project's own ESLint config keeps ESLint in; both run (P7)", () => {
    const oxlint = {tool: 'oxlint', code: 'oxlint'};
    const {dropped, decisions} = decide(ownLinterAndFormatter, {
      otherLinter: oxlint,
      files: {'eslint.config.ts': 'export default [];\n'},
    });
    assert.deepEqual(dropped, []);
    assert.deepEqual(
      decisions.map(({note, standIn}) => [note, standIn]),
      [[{id: 'otherToolBeside', tool: 'oxlint'}, oxlint]],
    );
  });

  test("a workspace's top whose packages lint and format gets neither at the top", () => {
    const top = {isWorkspaceTop: true, workspaceRanges: () => ({eslint: '^9.0.0'})};
    assert.deepEqual(decide(toolInPackages, top).notes, [
      {id: 'toolInPackages', tool: 'ESLint', piece: 'eslint'},
    ]);
    // husky stays for the repository's commit rules (content review W7).
    assert.equal(decide(toolInPackages, top).decisions[0]?.commitRulesOnly, true);
    // The top lists ESLint itself: its own, not the packages'.
    const own = {...top, packageJson: {devDependencies: {eslint: '^9.0.0'}}};
    assert.deepEqual(decide(toolInPackages, own).dropped, []);
    assert.deepEqual(decide(toolInPackages, {workspaceRanges: top.workspaceRanges}).dropped, []);
  });

  test('a top whose every package has its own ESLint config gets none, though it lists ESLint (P11)', () => {
    // TanStack/config: ESLint at the top, an eslint.config.ts in each package, run by nx.
    const tanstack = (names: string[][]) => ({
      isWorkspaceTop: true,
      packageJson: {devDependencies: {eslint: '^10.0.0'}},
      workspaceNames: () => names,
    });
    const each = [
      ['package.json', 'eslint.config.ts'],
      ['package.json', 'eslint.config.js'],
    ];
    assert.deepEqual(decide(toolInPackages, tanstack(each)).dropped, ['eslint']);
    // One package without a config of its own: the top's config serves it.
    const some = [['package.json', 'eslint.config.ts'], ['package.json']];
    assert.deepEqual(decide(toolInPackages, tanstack(some)).dropped, []);
  });

  test("a workspace's package leaves the Node pins to the top, unless asked for", () => {
    const workspaceTop = {text: '{}', data: {workspaces: ['packages/*']}};
    for (const existing of [true, false]) {
      assert.deepEqual(decide(nodePinsAtTop, {workspaceTop}, {existing}).notes, [
        {id: 'nodePinsAtTop'},
      ]);
    }
    const asked = {request: {...noFlags, with: new Set(['node-version'] as const)}};
    assert.deepEqual(decide(nodePinsAtTop, {workspaceTop}, asked).dropped, []);
    // The top itself, and a project alone in its repository, pin their own.
    assert.deepEqual(decide(nodePinsAtTop, {isWorkspaceTop: true}).dropped, []);
    assert.deepEqual(decide(nodePinsAtTop, {}).dropped, []);
  });

  test("a workspace's package whose top checks every commit message gets no commitlint", () => {
    const workspaceTop = {text: '{}', data: {workspaces: ['packages/*']}};
    const inPackage = (hook: string) => ({
      workspaceTop,
      git: {...git, prefix: 'packages/api'},
      files: {'../../.husky/commit-msg': hook},
    });
    assert.deepEqual(decide(commitRulesAtTop, inPackage('npx --no -- commitlint --edit "$1"\n')), {
      dropped: ['commitlint'],
      notes: [{id: 'commitRulesAtTop'}],
      decisions: [{drop: ['commitlint'], note: {id: 'commitRulesAtTop'}}],
    });
    // Another package's block checks only the commits touching that package.
    const block = [
      '# Setup: for each package listed, a commit that touches it runs its commit rules',
      'message="$PWD/$1"',
      'for folder in packages/web; do',
      '  if ! git diff --cached --quiet -- "$folder"; then',
      '    (cd "$folder" && npx --no -- commitlint --edit "$message") || exit 1',
      '  fi',
      'done',
      '',
    ].join('\n');
    assert.deepEqual(decide(commitRulesAtTop, inPackage(block)).dropped, []);
    assert.deepEqual(decide(commitRulesAtTop, inPackage('# commitlint, one day\n')).dropped, []);
    // The top itself keeps its own.
    assert.deepEqual(
      decide(commitRulesAtTop, {
        workspaceTop,
        files: {'.husky/commit-msg': 'npx commitlint --edit "$1"\n'},
      }).dropped,
      [],
    );
  });

  test('Prettier that would rewrite much of the code is left out, with the count', () => {
    const fit = (changed: number) => ({
      options: {},
      changed: Array.from({length: changed}, (_, index) => `src/${index}.js`),
      total: 40,
      sampled: false,
    });
    assert.deepEqual(decide(prettierRewritesMuch, {}, {prettierFit: fit(20)}).notes, [
      {id: 'prettierRewrites', changed: 20, total: 40, sampled: false},
    ]);
    assert.deepEqual(decide(prettierRewritesMuch, {}, {prettierFit: fit(3)}).dropped, []);
  });

  test("the project's own Prettier config: kept in the hook where .prettierignore can list its few files (P6)", () => {
    const own = (changed: number) => ({
      options: {},
      changed: Array.from({length: changed}, (_, index) => `src/${index}.js`),
      total: 31,
      sampled: false,
      own: true as const,
    });
    // Setup writes the .prettierignore that lists them.
    assert.deepEqual(decide(prettierRewritesMuch, {}, {prettierFit: own(2)}).dropped, []);
    // The project keeps a .prettierignore of its own, or they are too many: out of the hook.
    const kept = {files: {'.prettierignore': 'dist\n'}};
    assert.deepEqual(decide(prettierRewritesMuch, kept, {prettierFit: own(2)}).notes, [
      {id: 'ownPrettierRewrites', changed: 2, total: 31},
    ]);
    assert.deepEqual(decide(prettierRewritesMuch, {}, {prettierFit: own(20)}).dropped, [
      'prettier',
    ]);
  });

  test('a legacy .eslintrc: no ESLint config beside it; ESLint 8 runs in the hook', () => {
    const legacy = {
      files: {'.eslintrc.json': '{}'},
      packageJson: {devDependencies: {eslint: '8.57.0'}},
    };
    const {notes, decisions} = decide(legacyEslintConfig, legacy);
    assert.deepEqual(notes, [{id: 'legacyEslint', path: '.eslintrc.json'}]);
    assert.deepEqual(decisions[0]?.standIn, {tool: 'ESLint', code: 'eslint --fix'});
    const flat = {files: {...legacy.files, 'eslint.config.js': ''}};
    assert.deepEqual(decide(legacyEslintConfig, flat).dropped, []);
  });

  test('no tsconfig.json: no type-aware rules', () => {
    assert.deepEqual(decide(noTsconfig, {}).notes, [{id: 'noTypeScript'}]);
    assert.deepEqual(decide(noTsconfig, typed).dropped, []);
  });

  test('Vue, Svelte or Astro components: no type-aware rules, the extension named', () => {
    const vue = {...typed, packageJson: {dependencies: {vue: '^3.5.0'}}};
    assert.deepEqual(decide(untypedForComponents, vue).notes, [
      {id: 'untypedForComponents', extension: '.vue'},
    ]);
    assert.deepEqual(decide(untypedForComponents, typed).dropped, []);
  });

  test('an installed TypeScript 7: no new ESLint config', () => {
    assert.deepEqual(decide(eslintWithTypeScript7, typed, {typescript7: true}).dropped, ['eslint']);
    assert.deepEqual(decide(eslintWithTypeScript7, typed).dropped, []);
  });

  test("the project's hook manager: no husky; commitlint goes into lefthook.yml", () => {
    const lefthook = {
      hookManager: {
        tool: 'lefthook' as const,
        config: 'lefthook.yml',
        hooks: ['pre-commit'],
        edit: 'appendYaml' as const,
        atTop: false,
      },
    };
    const {notes, decisions} = decide(ownHookManager, lefthook);
    assert.deepEqual(notes, [
      {id: 'hookManager', tool: 'lefthook', config: 'lefthook.yml', commitMsg: 'added'},
    ]);
    assert.equal(decisions[0]?.hookRunner, 'lefthook');
    assert.deepEqual(decisions[0]?.drop, ['husky']);
    const ownCommitMsg = {hookManager: {...lefthook.hookManager, hooks: ['commit-msg']}};
    assert.equal(decide(ownHookManager, ownCommitMsg).decisions[0]?.hookRunner, undefined);
  });

  test('husky 4 or 8: husky 9 is not laid over it', () => {
    assert.deepEqual(decide(oldHusky, {packageJson: {devDependencies: {husky: '^8.0.3'}}}).notes, [
      {id: 'huskyOld', version: '^8.0.3'},
    ]);
    assert.deepEqual(decide(oldHusky, {packageJson: {husky: {hooks: {}}}}).notes, [
      {id: 'huskyOld', version: '4'},
    ]);
    assert.deepEqual(
      decide(oldHusky, {packageJson: {devDependencies: {husky: '^9.1.7'}}}).dropped,
      [],
    );
  });

  test("the reader's own hooks keep running: core.hooksPath, another folder's husky, .git/hooks", () => {
    const hooksPath = (path: string) => ({git: {...git, hooksPath: path}});
    assert.deepEqual(decide(ownCoreHooksPath, hooksPath('.githooks')).notes, [
      {id: 'hooksPath', hooksPath: '.githooks'},
    ]);
    assert.deepEqual(decide(ownCoreHooksPath, hooksPath('.husky/_')).dropped, []);
    assert.deepEqual(decide(huskyElsewhere, hooksPath('web/.husky/_')).notes, [
      {id: 'huskyElsewhere', hooksPath: 'web/.husky/_'},
    ]);
    assert.deepEqual(decide(huskyElsewhere, hooksPath('.husky/_')).dropped, []);
    const inGitFolder = {git: {...git, ownHooks: ['pre-commit']}};
    assert.deepEqual(decide(hooksInGitFolder, inGitFolder).notes, [
      {id: 'ownHooks', hooks: ['pre-commit']},
    ]);
    assert.deepEqual(decide(hooksInGitFolder, {git}).dropped, []);
  });

  test("a tool with no release for the project's oldest Node is left out", () => {
    const node6 = {packageJson: {engines: {node: '>=6'}}};
    const {dropped, notes} = decide(nodeTooOld, node6);
    assert.ok(dropped.includes('eslint') && dropped.includes('husky'), dropped.join(' '));
    assert.ok(notes.every((note) => note.id === 'nodeTooOld' && note.major === 6));
    assert.deepEqual(decide(nodeTooOld, {packageJson: {engines: {node: '>=22'}}}).dropped, []);
    assert.deepEqual(decide(nodeTooOld, node6, {existing: false}).dropped, []);
  });

  test("a workspace's package never narrows its top's Node floor (unseen projects P4)", () => {
    const top = (node: string) => ({text: '{}', data: {engines: {node}}});
    const own = {packageJson: {engines: {node: '>=22'}}};
    const under16 = decide(nodeTooOld, {...own, workspaceTop: top('>=16')});
    assert.ok(under16.dropped.includes('eslint'), under16.dropped.join(' '));
    assert.ok(under16.notes.every((note) => note.id === 'nodeTooOld' && note.major === 16));
    // A top that supports less than the package: the package's own floor holds.
    assert.deepEqual(decide(nodeTooOld, {...own, workspaceTop: top('>=24')}).dropped, []);
  });
});

describe('the rules together', () => {
  test('each rule sees the pieces the ones before it left: one note per piece', () => {
    const project = projectSnapshot({
      files: {'.eslintrc.json': '{}'},
      otherLinter: {tool: 'xo', code: 'xo --fix'},
      packageJson: {engines: {node: '>=6'}},
    });
    const context = contextFor(project);
    const {chosen, notes} = decidePieces(context, new Set(pieces));
    // xo stands in for ESLint: the legacy config and the old Node say nothing more about it.
    assert.deepEqual(
      notes.filter((note) => 'piece' in note && note.piece === 'eslint').map((note) => note.id),
      ['otherTool'],
    );
    assert.ok(!notes.some((note) => note.id === 'legacyEslint'));
    assert.ok(!chosen.has('eslint'));
  });

  test('every rule has a name of its own', () => {
    const names = pieceRules.map((rule) => rule.name);
    assert.equal(new Set(names).size, names.length);
  });
});
