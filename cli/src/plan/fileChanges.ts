// The files of the plan but package.json: each file the choices produce,
// fitted to the project (its generated folders, its code style, its module
// type), then created, kept as the project has it, merged (.gitignore) or
// left out with a note.
import semver from 'semver';
import {prettierrcFor, prettierrcText} from '../codeStyle.ts';
import {configFamilies} from '../configNames.ts';
import {repositoryWideLines} from '../hookBlocks.ts';
import {allDependencies, type Project} from '../detect.ts';
import {
  generateFiles,
  stagedEslintConfig,
  installScript,
  installScriptPath,
  worktreeHookPath,
  type GeneratedFile,
} from '../files.ts';
import type {FileChange, Refusal} from '../planTypes.ts';
import {rewritesMuch} from '../prettierFit.ts';
import {
  commitlintJson,
  generatedIn,
  sourceFolders,
  withIgnoredFolders,
  withIgnoredLines,
  withoutTypeScriptSdk,
  withSourceFolders,
  withUnformatted,
  withWarningPolicy,
} from '../projectFit.ts';
import {existingConfig, majorOf, nodeRange, topConfig} from '../rules/facts.ts';
import {withComponentFiles, type StagedConfig} from './componentFiles.ts';
import {frameworksIn, withFrameworkRules} from './frameworkRules.ts';
import {textOf, type PlanContext} from './context.ts';
import {hookBlockChange, packageHookChange} from './hooks.ts';

type Fitter = (text: string) => string;

/**
 * Setup's configs as this project needs them: its generated folders
 * ignored, its own warning policy at commit time, its code's style.
 */
function fittersFor({project, prettierFit, notes, on}: PlanContext): Record<string, Fitter> {
  const generated = generatedIn(project.packageJson?.data, project.names);
  const dependencies = {
    ...allDependencies(project.workspaceTop?.data),
    ...allDependencies(project.packageJson?.data),
  };
  // Where the type-aware rules apply: only where the config has them.
  const typedFolders =
    on.has('typed-lint') && project.entry('tsconfig.json').type === 'file'
      ? sourceFolders(textOf(project, 'tsconfig.json'))
      : undefined;
  return {
    'eslint.config.js': (text) => {
      const frameworks = frameworksIn(dependencies);
      if (frameworks.length > 0) {
        notes.push({id: 'frameworkRules', packages: frameworks.map((rules) => rules.package)});
      }
      return withFrameworkRules(
        withSourceFolders(withIgnoredFolders(text, generated), typedFolders),
        frameworks,
      );
    },
    '.prettierignore': (text) =>
      withUnformatted(
        withIgnoredLines(text, generated),
        prettierFit && !rewritesMuch(prettierFit) ? prettierFit.changed : [],
      ),
    '.lintstagedrc.json': (text) => {
      const fitted = withComponentFiles(JSON.parse(text) as StagedConfig, dependencies);
      notes.push(...fitted.notes);
      const changed = JSON.stringify(fitted.config) !== JSON.stringify(JSON.parse(text));
      const named = withWarningPolicy(
        changed ? `${JSON.stringify(fitted.config, null, 2)}\n` : text,
        project.packageJson?.data.scripts?.lint,
      );
      // A CommonJS package gets the ES module configs as .mjs (pathIn).
      return project.esm ? named : named.replace(stagedEslintConfig, 'eslint.staged.config.mjs');
    },
    '.prettierrc': (text) =>
      prettierFit ? prettierrcText(prettierFit.options) : prettierrcFor(text, project.codeStyle()),
    // VS Code's TypeScript from node_modules, where the project has one.
    '.vscode/settings.json': (text) =>
      project.typescript === undefined ? withoutTypeScriptSdk(text) : text,
  };
}

/** Whether a generated file stays out of this project (with a note where the reader should know). */
function leftOut(context: PlanContext, file: GeneratedFile): boolean {
  const {project, existing, on, notes, prefix} = context;
  const asked = file.piece !== undefined && context.request.with.has(file.piece);
  if (file.path === 'package.json' || (existing && file.source)) {
    // --with env names no file an existing project gets: said, not silent.
    if (asked && file.path === '.env.example') {
      notes.push({id: 'envExampleOwn'});
    }
    return true;
  }
  // An existing project's linker stays its own: Plug'n'Play is not switched
  // to node_modules without a word (unseen projects P3); Yarn 1 reads no .yarnrc.yml.
  if (existing && file.path === '.yarnrc.yml') {
    if ([...project.names, ...(project.topNames ?? [])].includes('.pnp.cjs')) {
      notes.push({id: 'pnpKept'});
    }
    return true;
  }
  if (
    (existing && file.path === 'tsconfig.json') ||
    (context.yarnClassic && file.path === '.yarnrc.yml')
  ) {
    return true;
  }
  // The commit-msg hook of a project whose own hook manager runs it.
  if (file.path.startsWith('.husky/') && !on.has('husky')) {
    return true;
  }
  // A commit template of the reader's own stays set: a .gitmessage beside
  // it would be read by nothing (unseen P4: a package's, under the top's).
  if (file.path === '.gitmessage' && context.templateOwn) {
    return true;
  }
  // The top's own install script runs husky there (topChanges).
  if (context.hooksAtTop && file.path === installScriptPath) {
    return true;
  }
  // Prettier already in the project without a config formats with its
  // defaults (lowdb, through eslint-plugin-prettier): a .prettierrc of
  // Setup's would change them.
  if (
    existing &&
    file.path === '.prettierrc' &&
    'prettier' in allDependencies(project.packageJson?.data) &&
    !existingConfig(project, '.prettierrc')
  ) {
    notes.push({id: 'prettierDefaults'});
    return true;
  }
  if (existing && file.path === '.nvmrc') {
    // Pins stay at the repository's top, and within the project's range.
    const pin = configFamilies.find((family) => family.ours === '.nvmrc')?.names ?? [];
    if (prefix !== '' || pin.some((name) => project.topNames?.includes(name))) {
      notes.push({id: 'nodeVersionAtTop'});
      return true;
    }
    const range = nodeRange(project.packageJson?.data ?? {});
    const version = file.text.trim();
    const outside = Boolean(
      range && semver.validRange(range) && !semver.satisfies(`${version}.0.0`, range),
    );
    if (outside && asked && range) {
      notes.push({id: 'nvmrcOutsideRange', version, range});
    }
    return outside;
  }
  return false;
}

/**
 * The path a file takes in this project: an ES module config in a CommonJS
 * package as .mjs, commitlint's as .commitlintrc.json.
 */
function pathIn({existing, project}: PlanContext, file: GeneratedFile) {
  const renamed =
    existing &&
    !project.esm &&
    (file.path === 'eslint.config.js' || file.path === stagedEslintConfig);
  const commitlintRc = existing && file.path === 'commitlint.config.js';
  const path = commitlintRc
    ? '.commitlintrc.json'
    : renamed
      ? file.path.replace(/\.js$/, '.mjs')
      : file.path;
  return {path, renamed, commitlintRc};
}

/** The file's text as this project gets it. */
function textIn(
  context: PlanContext,
  file: GeneratedFile,
  target: ReturnType<typeof pathIn>,
  fitters: Record<string, Fitter>,
): string {
  const {path, renamed, commitlintRc} = target;
  const {sources, options} = context;
  let text =
    path === installScriptPath
      ? installScript(sources[options.kind][installScriptPath] ?? '', context.template)
      : path.startsWith('.husky/') && path !== worktreeHookPath
        ? hookInFolder(file.text, context.prefix)
        : file.text;
  if (context.yarnClassic && path === '.gitignore') {
    text = text.replace('\n# Yarn\n.yarn/install-state.gz\n', '\n');
  }
  if (renamed && path.startsWith('eslint.config.')) {
    text = withCommonJsFiles(text);
  } else if (renamed) {
    text = text.replace("'./eslint.config.js'", "'./eslint.config.mjs'");
  } else if (commitlintRc) {
    text = commitlintJson(text);
  }
  return context.existing ? (fitters[file.path]?.(text) ?? text) : text;
}

/** What happens to `path` given the project's entry there: the change, a refusal, or a note alone. */
function changeAt(
  context: PlanContext,
  file: GeneratedFile,
  target: ReturnType<typeof pathIn>,
  text: string,
): FileChange | Refusal | undefined {
  const {path} = target;
  const {notes} = context;
  const entry = context.project.entry(path);
  if (entry.type === 'missing') {
    if (target.renamed && file.path === 'eslint.config.js') {
      notes.push({id: 'moduleRename', from: file.path, to: path});
    }
    return {path, action: 'create', text, piece: file.piece};
  }
  if (entry.type === 'symlink') {
    notes.push({id: 'symlink', path});
  } else if (entry.type !== 'file') {
    return {id: 'blockedPath', path, reason: 'notAFile'};
  } else if (entry.text === text) {
    return {path, action: 'same', piece: file.piece};
  } else if (path === '.gitignore' && entry.text.includes('\uFFFD')) {
    // Bytes that are not UTF-8 (a Latin-1 "café"): written back as text,
    // they would change, and a rule would stop matching.
    notes.push({id: 'notUtf8', path});
  } else if (path === worktreeHookPath) {
    // The reader's own post-checkout keeps its lines; the worktree's join them.
    return hookBlockChange(context.project, path, text, file.piece);
  } else if (path === '.gitignore') {
    const merged = withMissingLines(entry.text, text);
    return merged === entry.text
      ? {path, action: 'same'}
      : {path, action: 'update', before: entry.text, text: merged};
  } else {
    notes.push({id: 'keptFile', path, piece: file.piece});
  }
  return undefined;
}

/**
 * Nothing to add where the top's pre-commit already runs lint-staged for
 * every commit: lint-staged (12.2 and later) runs each staged file's
 * nearest config, the package's own, in the package's folder (unseen P4:
 * a second copy ran every check twice).
 */
function lintStagedAtTop(
  context: PlanContext,
  file: GeneratedFile,
  path: string,
): FileChange | undefined {
  const range = allDependencies(context.project.workspaceTop?.data)['lint-staged'];
  const lines = repositoryWideLines(textOf(context.project, path));
  if (
    file.path !== '.husky/pre-commit' ||
    !lines.some((line) => /\blint-staged\b/.test(line)) ||
    (range !== undefined && majorOf(range) > 0 && majorOf(range) < 13)
  ) {
    return undefined;
  }
  context.notes.push({id: 'lintStagedAtTop', prefix: context.prefix});
  return {path, action: 'same', piece: file.piece};
}

/** The change of one generated file, a refusal, or nothing (left out, kept, noted). */
function fileChange(
  context: PlanContext,
  file: GeneratedFile,
  fitters: Record<string, Fitter>,
): FileChange | Refusal | undefined {
  const {project, existing, notes} = context;
  if (leftOut(context, file)) {
    return undefined;
  }
  if (context.hooksAtTop && file.path.startsWith('.husky/')) {
    const path = `${context.up}/${file.path}`;
    const change =
      file.path === worktreeHookPath
        ? // The worktree hook finds its folders itself: one copy serves every package.
          hookBlockChange(project, path, file.text, file.piece)
        : (lintStagedAtTop(context, file, path) ??
          packageHookChange(project, path, file.text, context.prefix, file.piece));
    return change ?? {id: 'blockedPath', path, reason: 'notAFile'};
  }
  const target = pathIn(context, file);
  // Any config of the tool's other than the very file Setup writes is kept,
  // and nothing is written beside it (not even the .mjs of a CommonJS package).
  const otherConfig = existing
    ? (existingConfig(project, file.path) ?? topConfig(project, file.path))
    : undefined;
  if (otherConfig && otherConfig !== target.path) {
    notes.push({id: 'keptConfig', path: otherConfig, tool: target.path, piece: file.piece});
    return undefined;
  }
  const text = textIn(context, file, target, fitters);
  return parentProblem(project, target.path) ?? changeAt(context, file, target, text);
}

/** The changes of every generated file but package.json, or the first refusal. */
export function fileChanges(context: PlanContext): {changes: FileChange[]} | {refusal: Refusal} {
  const fitters = fittersFor(context);
  const changes: FileChange[] = [];
  const {sources, options, request} = context;
  for (const file of generateFiles(sources, options, request.language)) {
    const result = fileChange(context, file, fitters);
    if (result && 'id' in result) {
      return {refusal: result};
    }
    if (result) {
      changes.push(result);
    }
  }
  return {changes: withStagedConfigOnlyBesideOurs(changes)};
}

/**
 * The hook's ESLint config imports Setup's eslint.config.js: where the
 * project keeps an ESLint config of its own, there is none, and the hook's
 * ESLint reads the project's config as the lint script does.
 */
function withStagedConfigOnlyBesideOurs(changes: FileChange[]): FileChange[] {
  const ours = changes.some((change) => /^eslint\.config\.m?js$/.test(change.path));
  if (ours) {
    return changes;
  }
  return changes
    .filter((change) => !change.path.startsWith('eslint.staged.config.'))
    .map((change) => {
      if (change.path !== '.lintstagedrc.json' || change.action === 'same') {
        return change;
      }
      const text = change.text.replace(/--config eslint\.staged\.config\.m?js /, '');
      return text === change.text
        ? change
        : {...change, text: `${JSON.stringify(JSON.parse(text), null, 2)}\n`};
    });
}

/** Appends the lines of `wanted` that `text` lacks, in the file's own line ends. */
export function withMissingLines(text: string, wanted: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  // "dist" and "/dist/" ignore what "dist/" does, for a folder at the top.
  const pattern = (line: string) => line.trim().replace(/^\//, '').replace(/\/$/, '');
  const have = new Set(text.split(/\r?\n/).map(pattern));
  const missing = wanted
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#') && !have.has(pattern(line)));
  if (missing.length === 0) {
    return text;
  }
  const base = text === '' || text.endsWith('\n') ? text : `${text}${eol}`;
  return `${base}${eol}# Added by Setup${eol}${missing.join(eol)}${eol}`;
}

/**
 * A hook that runs from the repository top, moved into the package's folder.
 * The folder is found at run time from the hook's own path ($0 is
 * <prefix>/.husky/<hook> under husky), so its name never becomes shell text.
 */
function hookInFolder(text: string, prefix: string): string {
  if (prefix === '') {
    return text;
  }
  // The commit message file Git passes is relative to the top; a commit
  // that leaves this package alone is not its rules' to check (real
  // projects P12).
  const commitMessage = text.includes('"$1"');
  const message = commitMessage ? 'message="$PWD/$1"\n' : '';
  const ownCommits = commitMessage ? 'git diff --cached --quiet -- . && exit 0\n' : '';
  return `${message}cd "$(dirname "$0")/.."\n${ownCommits}${text.replace('"$1"', '"$message"')}`;
}

/** ESLint settings for a CommonJS package's .js files, before the config's last entry. */
function withCommonJsFiles(config: string): string {
  const block = [
    '  {',
    '    // A CommonJS package: its .js files use require() and module.exports.',
    "    files: ['**/*.{js,cjs}'],",
    "    languageOptions: { sourceType: 'commonjs' },",
    "    rules: { '@typescript-eslint/no-require-imports': 'off' },",
    '  },',
    '',
  ].join('\n');
  // Before Prettier's entry, which must stay last, or else before the end.
  const last = config.indexOf('  // Keep this last');
  const at = last === -1 ? config.lastIndexOf(');') : last;
  if (at === -1) {
    throw new Error('eslint.config.js of the examples has no "// Keep this last" and no ");"');
  }
  return `${config.slice(0, at)}${block}${config.slice(at)}`;
}

function parentProblem(project: Project, file: string): Refusal | undefined {
  const parts = file.split('/');
  for (let depth = 1; depth < parts.length; depth += 1) {
    const folder = parts.slice(0, depth).join('/');
    const entry = project.entry(folder);
    if (entry.type === 'symlink') {
      return {id: 'blockedPath', path: folder, reason: 'symlinkedFolder'};
    }
    if (entry.type !== 'missing' && entry.type !== 'directory') {
      return {id: 'blockedPath', path: folder, reason: 'notAFolder'};
    }
  }
  return undefined;
}
