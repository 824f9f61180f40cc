// Everything the command says, in English and Korean. Each language is one
// object of the same shape, so a missing translation fails the typecheck.
import type {Failure} from './apply.ts';
import type {UsageProblem} from './args.ts';
import type {Piece} from './choices.ts';
import type {PackageJsonProblem} from './detect.ts';
import type {Checked, Finding} from './doctor.ts';
import {guideOfPiece, guideUrl, type Language} from './guides.ts';
import type {Note, Refusal} from './plan.ts';
import type {Problem} from './prerequisites.ts';

type Messages = {
  finding: {[K in Finding['id']]: (finding: Extract<Finding, {id: K}>) => string};
  doctor: {
    heading: (dir: string) => string;
    checked: Record<Checked, string>;
    healthy: string;
    found: (count: number) => string;
  };
  usage: {[K in UsageProblem['id']]: (problem: Extract<UsageProblem, {id: K}>) => string} & {
    seeHelp: string;
  };
  note: {[K in Note['id']]: (note: Extract<Note, {id: K}>) => string};
  refusal: {[K in Refusal['id']]: (refusal: Extract<Refusal, {id: K}>) => string};
  problem: {[K in Problem['id']]: (problem: Extract<Problem, {id: K}>) => string};
  heading: {
    plan: (dir: string, mode: 'new' | 'existing') => string;
    create: string;
    update: string;
    same: string;
    kept: string;
    install: (count: number, manager: string, at?: string) => string;
    diff: string;
    git: string;
    gitInit: string;
    hooksPath: (folder: string) => string;
    runner: (command: string) => string;
    template: (file: string) => string;
    env: string;
    checks: (scripts: readonly string[]) => string;
    newChecks: (scripts: readonly string[]) => string;
    rehearse: string;
    settled: string;
    lockfile: (command: string) => string;
    exportInstall: (command: string, existing: boolean) => string;
    commit: string;
    noCommit: string;
  };
  step: {
    baseline: (script: string) => string;
    rehearse: string;
    settled: string;
    exportInstall: (command: string) => string;
    restore: string;
    gitInit: string;
    write: string;
    /** `at`: the workspace's top, relative to the package. */
    install: (manager: string, at?: string) => string;
    hooks: string;
    runner: (command: string) => string;
    template: string;
    env: string;
    check: (script: string) => string;
    commit: string;
  };
  result: {
    dryRun: string;
    nothingToDo: string;
    done: string;
    committed: (count: number) => string;
    noIdentity: (command: string) => string;
    review: (command: string) => string;
    checkAdvice: (script: string, fix: string) => string;
    checkFailed: (script: string) => string;
    stepFailed: (step: string, failure: Failure) => string;
    rerun: string;
    notPutBack: string;
    waiting: (seconds: number, limit: number) => string;
    checkWaiting: (check: string, seconds: number, limit: number) => string;
    restored: string;
    recovered: string;
    broke: (script: string, passedBefore: boolean, files: readonly string[]) => string;
    failedBefore: (script: string) => string;
    brokeOutsideGit: (command: string, files: readonly string[]) => string;
    outsideGitFailedBefore: (command: string) => string;
    changing: (scripts: readonly string[]) => string;
    envHint: string;
    guides: (url: string) => string;
    confirm: string;
    cancelled: string;
  };
  ask: {
    packageManager: string;
    kind: string;
    typescript: string;
    pieces: string;
  };
};

const guide = (language: Language, piece: Piece | undefined) =>
  guideUrl(language, guideOfPiece(piece));

const english: Messages = {
  finding: {
    hooksInactive: ({hooksPath, want}) =>
      `The Git hooks are off: core.hooksPath is ${hooksPath ?? 'not set'}, not ${want}, or husky's files are missing there. Fix: npm install (its prepare script runs husky), or npx husky.`,
    hooksMissing: ({want, command}) =>
      `The Git hooks are off in this work tree: core.hooksPath is ${want}, but husky's files are not there yet (a fresh clone or a new worktree before its install). Fix: ${command}.`,
    hooksNotInstalled: ({want}) =>
      `No install script runs husky, so a fresh clone gets no hooks. Fix: add husky to the "prepare" script (for ${want}: see the command page's monorepo section).`,
    lintStagedNotCalled: ({config, command}) =>
      `${config} configures lint-staged, but .husky/pre-commit does not run it. Fix: add "${command}" to .husky/pre-commit.`,
    commitlintNotCalled: ({config, command}) =>
      `${config} configures commitlint, but .husky/commit-msg does not run it. Fix: add '${command}' to .husky/commit-msg.`,
    hookNotExecutable: ({hook}) =>
      `Git skips ${hook}: husky before 9 runs a hook only when it is executable. Fix: chmod +x ${hook} && git update-index --chmod=+x ${hook}.`,
    templateUnset: ({template, command}) =>
      `The install sets commit.template to ${template}, but this repository has none: git commit opens an empty message. Fix: ${command}.`,
    templateUnreadable: ({template}) =>
      `commit.template is ${template}, which Git cannot read: every commit in an editor fails. Fix: restore the file, or git config --unset commit.template.`,
    configMissing: ({tool, name}) =>
      `${tool} is installed but finds no configuration. Fix: add ${name} (the guides show Setup's).`,
    notInstalled: ({name, range}) =>
      `${name}@${range} is in package.json but not installed. Fix: run the package manager's install.`,
    versionMismatch: ({name, range, installed}) =>
      `${name} ${installed} is installed, but package.json asks for ${range}. Fix: run the package manager's install.`,
    nodeRange: ({range, found}) =>
      `Node.js ${found} is outside the project's engines.node (${range}). Fix: nvm install, or use a Node.js in that range.`,
    interrupted: () =>
      'A run of the setup command was stopped half way (its journal is in .git). Fix: run the setup command again: it puts the project back first, then sets it up.',
    firstCommitMissing: () =>
      "The new project's first commit was not made. Fix: run the setup command again, or commit its files yourself.",
  },
  doctor: {
    heading: (dir) => `Checked the setup of ${dir}:`,
    checked: {
      hooks: 'the Git hooks are active',
      freshClone: 'a fresh clone gets them on install',
      lintStaged: 'the pre-commit hook runs lint-staged',
      commitlint: 'the commit-msg hook runs commitlint',
      template: 'the commit template is readable',
      configs: 'each installed tool finds its configuration',
      versions: 'the installed versions satisfy package.json',
      node: "this Node.js is in the project's range",
      finished: 'no run of the setup command stopped half way',
    },
    healthy: 'Everything holds.',
    found: (count) => `${count} ${count === 1 ? 'thing needs' : 'things need'} fixing.`,
  },
  usage: {
    unknownOption: ({option}) => `Unknown option ${option}`,
    missingValue: ({option}) => `${option} needs a value`,
    unwantedValue: ({option}) => `${option} takes no value`,
    positional: ({argument}) =>
      `Unexpected argument "${argument}": the command takes options, and "check" first`,
    notOneOf: ({flag, allowed, value}) =>
      `--${flag} takes one of ${allowed.join(', ')} (got "${value}")`,
    notForCheck: ({option}) =>
      `${option} does not apply to "check", which asks nothing and changes nothing`,
    withAndWithout: ({piece}) => `--with and --without both name ${piece}: keep one`,
    seeHelp: 'Run it with --help for its options.',
  },
  note: {
    keptConfig: ({path, tool, piece}) =>
      `Kept your ${path}: ${tool} is not added beside it. Setup's version: ${guide('en', piece)}`,
    keptFile: ({path, piece}) =>
      `Kept your ${path} as it is. Setup's version: ${guide('en', piece)}`,
    keptScript: ({name, command}) => `Kept your "${name}" script (${command}).`,
    keptDependency: ({name, range}) =>
      `Kept ${name}@${range}: older than the guides' version; the setup's files may need a newer one.`,
    otherToolBeside: ({tool}) =>
      `${tool} lints this project beside its own ESLint config: the pre-commit hook runs both.`,
    pnpKept: () =>
      "Yarn's Plug'n'Play stays as it is: Setup's steps and the hooks run the tools through yarn.",
    watchersLeftOut: ({scripts}) =>
      `Not run as checks, as they keep running until stopped: ${scripts.join(', ')}.`,
    legacyEslint: ({path}) =>
      `${path} is a configuration ESLint 10 ignores: ESLint is left out. Migrate it with: npx @eslint/migrate-config ${path}`,
    otherTool: ({tool, piece}) =>
      piece === 'eslint'
        ? `${tool} already lints this project: ESLint is left out (add it with --with eslint).`
        : `${tool} already formats this project: Prettier is left out (add it with --with prettier).`,
    noTypeScript: () =>
      `No tsconfig.json: TypeScript settings and type-aware lint rules are left out. To add TypeScript: ${guideUrl('en', 'typescript')}`,
    untypedForComponents: ({extension}) =>
      `Type-aware lint rules are left out: they see each ${extension} file a TypeScript file imports as an error type, and would reject every commit that touches such an import.`,
    typescript7Eslint: () =>
      `TypeScript 7 is installed as "typescript", which typescript-eslint cannot read: ESLint is left out. The guide installs 7 beside 6: ${guideUrl('en', 'typescript')}`,
    projectReferences: () =>
      'tsconfig.json uses project references: no "typecheck" script is added, since tsc --noEmit checks no file there (tsc -b checks them, and writes builds).',
    hooksPath: ({hooksPath}) =>
      `Git hooks run from ${hooksPath} (core.hooksPath): husky is left out so that your hooks keep running. Add "npx lint-staged" to your pre-commit hook.`,
    hooksAtTop: ({prefix}) =>
      `Git hooks belong to the whole repository: husky is set up once, at its top (.husky/, run by the top package.json's install script), and this package's checks and commit rules run there only for a commit that touches ${prefix}.`,
    lintStagedAtTop: ({prefix}) =>
      `The top's pre-commit hook already runs lint-staged for every commit, and lint-staged reads the config nearest to each staged file: ${prefix}'s own .lintstagedrc.json runs for its files, in its folder. Nothing is added to the hook.`,
    commitRulesAtTop: () =>
      "The top's commit-msg hook already checks every commit's message with commitlint: commitlint is left out here, so that no commit is checked twice.",
    toolInPackages: ({tool}) =>
      `The workspace's packages run ${tool} on their own: none is added at the top beside theirs. The top still gets the hooks and the commit rules for the whole repository; run the command in a package to add its staged-file checks to the top's pre-commit hook.`,
    huskyElsewhere: ({hooksPath}) =>
      `This repository's Git hooks already run from ${hooksPath}, husky's for another folder, and Git has one hooks folder: husky is left out here so that they keep running. To check this package at commit time too, add its commands to those hooks (lint-staged reads the nearest config to each staged file).`,
    ownHooks: ({hooks}) =>
      `Your own Git hooks (${hooks.join(', ')} in .git/hooks) would stop running under husky: husky is left out. Move them to .husky/ and run the command again.`,
    templateKept: ({template}) => `Kept your commit template (commit.template = ${template}).`,
    nodeRangeKept: ({range}) =>
      `The project's Node range stays its own (${range ? `engines.node ${range}` : 'no engines.node'}): Setup adds no engines, and no devEngines runtime that would stop an install on a Node version it supports.`,
    nodeVersionAtTop: () =>
      "No .nvmrc in this package: one pin at the repository's top serves every package in it.",
    nvmrcOutsideRange: ({version, range}) =>
      `No .nvmrc: its Node ${version} is outside the project's engines.node ${range}, which stays the project's own.`,
    envExampleOwn: () =>
      "No .env.example in an existing project: its keys are the project's own to list. Setup adds the .gitignore lines that keep .env files out of Git; the environment guide shows a template.",
    nodePinsAtTop: () =>
      "No Node pins in this package (.nvmrc, engines, devEngines): the workspace's top holds them for every package. To set them, run the command there.",
    optIn: ({piece}) =>
      `${piece} is not added to an existing project unless asked for: --with ${piece}.`,
    lighthouseNoPreview: () =>
      'Lighthouse is left out: it audits the app that a "preview" script serves, and this project has none. Add one (vite preview, say), then run the command again with --with lighthouse.',
    prettierReach: ({changed, total}) =>
      changed === 0
        ? `Prettier's options are read from your code: it leaves all ${total} of your files as they are.`
        : `Prettier's options are read from your code, and it would still rewrite ${changed} of your ${total} files: .prettierignore lists them, so that a commit touching one stays a small diff. Format each in a commit of its own (npx prettier --write <file>), then remove it from the list.`,
    ownPrettierReach: ({changed, total}) =>
      `Your Prettier config would rewrite ${changed} of your ${total} files, which do not follow it yet: .prettierignore lists them, so that a commit touching one stays a small diff. Format each in a commit of its own (npx prettier --write <file>), then remove it from the list.`,
    ownPrettierRewrites: ({changed, total}) =>
      `Your Prettier config would rewrite ${changed} of your ${total} files, which do not follow it yet, so a one-line edit there would commit as a rewrite: the pre-commit hook leaves formatting out. Format them in a commit of its own (npx prettier --write .), then run the command again.`,
    prettierRewrites: ({changed, total, sampled}) =>
      `Prettier would rewrite ${changed} of ${sampled ? `the ${total} files it sampled` : `your ${total} files`}, even with options read from your code: it is left out, so that an edit stays a small diff. To format the whole project in a commit of its own, run the command with --with prettier, then npx prettier --write .`,
    typedLintNeedsEslint: () =>
      'Type-aware lint rules are ESLint rules: they need ESLint, which --without eslint leaves out.',
    lighthouseNeedsVite: () =>
      "The Lighthouse command measures a Vite app's preview, and this project is no Vite app (pass --kind vite if it is one).",
    nothingToRun: ({piece}) =>
      piece === 'husky'
        ? 'husky and lint-staged are left out: no linter or formatter here would run on staged files.'
        : `${piece} is left out with husky, which would run it.`,
    scriptsOff: ({file, command}) =>
      `${file} keeps installs from running scripts, so an install never activates the hooks: after a fresh clone, run ${command}.`,
    nodeTooOld: ({piece, major}) =>
      `${piece} is left out: no release of its tools runs on Node ${major}, which this project's engines.node still supports.`,
    olderReleases: ({major, releases}) =>
      `This project supports Node ${major}: Setup installs the releases that still run there, ${releases.join(', ')}.`,
    prettierDefaults: () =>
      'Prettier is already here, with its defaults: Setup adds no .prettierrc, which would change them.',
    frameworkRules: ({packages}) =>
      `Setup's ESLint config takes the rules of ${packages.join(' and ')}, which this project installs.`,
    frameworkFiles: ({extension, plugins, prettierReads}) =>
      prettierReads
        ? `Setup's ESLint config leaves ${extension} files alone, which Prettier formats itself: to lint them too, add ${plugins} as its docs describe.`
        : `Setup's ESLint and Prettier configs leave ${extension} files alone: to check them too, add ${plugins} as their docs describe.`,
    componentsUnchecked: ({extension, plugins}) =>
      `None of the project's linters and formatters reads ${extension} files, so the pre-commit hook leaves them alone: to check them, add ${plugins} as their docs describe.`,
    scriptExtended: ({name, command}) =>
      `Your "${name}" script now also activates the hooks, after its own work, so a fresh clone gets them: ${command}`,
    hookManager: ({tool, config, commitMsg}) =>
      `${tool} runs this project's Git hooks (${config}): husky and lint-staged are left out, so that its hooks keep running. ${
        {
          added: `Setup adds a commit-msg hook there that runs commitlint, and runs ${tool} to activate it.`,
          own: 'It already has a commit-msg hook: commitlint is left out.',
          manual: `commitlint is left out, as Setup does not rewrite that file: add a commit-msg hook there that runs "npx --no -- commitlint --edit" with the message file, then run the command again.`,
        }[commitMsg]
      }`,
    huskyOld: ({version}) =>
      `husky ${version} runs this project's hooks its own way: Setup's husky 9 is left out, and lint-staged and commitlint with it. To move to husky 9, follow husky's migration guide (${huskyMigration(version)}), then run the command again.`,
    notUtf8: ({path}) =>
      `${path} is not UTF-8: left unchanged, as rewriting it would change its other bytes. Add Setup's lines by hand (the guides list them).`,
    ignoredPaths: ({paths}) =>
      `Not written, as the project's .gitignore ignores them and they would stay out of Git: ${paths.join(', ')}.`,
    publishedPinst: () =>
      "This package is published: husky's postinstall, which Yarn runs on install, is kept out of the packed package by pinst (prepack: pinst --disable, postpack: pinst --enable), so that its users' installs never run it.",
    templateWorktree: ({template}) =>
      `commit.template is left unset: in a linked worktree it would apply to every worktree of the repository, which have no ${template} until this branch is merged. Set it then: git config commit.template ${template}`,
    symlink: ({path}) => `${path} is a symbolic link: left unchanged. Make the change by hand.`,
    moduleRename: ({to}) => `This package is CommonJS: the ES module config is written as ${to}.`,
    subfolder: ({prefix, hooks}) =>
      `This package sits in ${prefix}/ of its repository: ${hooks ? 'the hooks run from there, and ' : ''}only its files are touched.`,
    detected: ({what, value, from}) =>
      `Detected ${{packageManager: 'package manager', kind: 'project kind', typescript: 'TypeScript'}[what]}: ${value} (from ${from}).`,
  },
  refusal: {
    home: ({dir}) =>
      `${dir} is your home folder, or looks like one (Desktop, .ssh and the like), not a project. Make a folder for the project (mkdir my-app && cd my-app) or cd into one, and run the command there. Nothing was changed.`,
    notAProject: ({names}) =>
      `This folder is neither empty nor a JavaScript project (it has no package.json) and holds ${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}. Run the command in an empty folder or in a project's folder. Nothing was changed.`,
    badPackageJson: ({problem}) =>
      `${packageJsonWhy.en(problem)}. Fix it and run the command again. Nothing was changed.`,
    packageManagerMismatch: ({asked, found, from}) =>
      `This project uses ${found} (${from}), not ${asked}. Run the command without --pm, or with --pm ${found}. Nothing was changed.`,
    blockedPath: ({path, reason}) =>
      ({
        notAFolder: `${path} is a file, but Setup writes files inside a folder of that name. Rename it, or leave that piece out with --without. Nothing was changed.`,
        notAFile: `${path} is a folder, but Setup writes a file of that name. Rename it, or leave that piece out with --without. Nothing was changed.`,
        symlinkedFolder: `${path} is a symbolic link: Setup does not write through it. Nothing was changed.`,
        symlinkedFile: `${path} is a link (symbolic or hard) in a folder husky writes into, and husky would write through it. Remove the link (husky makes the file again), then run the command again. Nothing was changed.`,
        symlinkedLockfile: `${path} is a symbolic link, and the install would write the lockfile through it. Put the file itself in its place, then run the command again. Nothing was changed.`,
      })[reason],
    gitVariable: ({variable}) =>
      `${variable} is set in this shell, so Git would not work on this folder's own repository. Run the command in a shell without it (unset ${variable}). Nothing was changed.`,
    gitRefused: ({message}) =>
      `Git refuses the repository here (${message}). Fix that as Git says, then run the command again. Nothing was changed.`,
    gitBusy: ({operation}) =>
      `A ${operation} is under way in this repository: its commit would take Setup's files with it. Finish it or abort it (git ${operation} --continue or --abort), then run the command again. Nothing was changed.`,
    controlInPath: () =>
      `The path of this folder holds a line break or another control character, which the tools the Git hooks run cannot take in a file's path. Rename the folder, then run the command again. Nothing was changed.`,
    installsNothing: ({file}) =>
      `${file} sets dry-run=true, so npm would install none of the tools Setup adds. Remove that line, then run the command again. Nothing was changed.`,
    hiddenRepository: ({top}) =>
      `${top} holds a Git repository that Git does not look into from here (GIT_CEILING_DIRECTORIES, or another file system without GIT_DISCOVERY_ACROSS_FILESYSTEM): Setup would make a second one inside it. Run the command where Git finds that repository (unset GIT_CEILING_DIRECTORIES), or outside it. Nothing was changed.`,
    notWritable: ({path}) =>
      `You may not write ${path}, which the setup changes. Run the command as the folder's owner, or fix the permissions, then run it again. Nothing was changed.`,
    nothingToCheck: () =>
      'This folder is empty: there is no project here to check. To set one up here, run the command without check.',
    withRefused: ({piece, why}) =>
      `--with ${piece} cannot be done here${why ? `: ${noteText('en', why)}` : '.'} Nothing was changed.`,
    runUnderWay: ({pid}) =>
      `Another run of Setup is under way in this folder or its repository (process ${pid}): wait for it to end, then run the command again. Nothing was changed.`,
    unreadableFolder: ({reason}) =>
      reason === 'notUtf8Name'
        ? "The current folder's path is not valid UTF-8, which Node.js cannot name: rename the folder (or the one above it that has such a name) and run the command again. Nothing was changed."
        : `The current folder cannot be read (${reason}). Check that it exists and that you may read it, or cd into the project's folder, and run the command again. Nothing was changed.`,
    unsafeFolderName: ({prefix, characters}) =>
      `This package's folder in its repository, ${prefix}, holds ${characters}, which a shell reads as code, and the Git hooks' install script must name that folder. Rename the folder (letters, digits, - _ . / and spaces are safe), or leave the hooks out with --without husky,gitmessage. Nothing was changed.`,
  },
  problem: {
    nodeOld: ({found, need}) =>
      `Node.js ${found} is too old: this setup needs ${need} or later. Install Node.js 24 from https://nodejs.org/en/download, or with nvm: nvm install 24`,
    gitMissing: () =>
      'Git is not installed. Install Git 2.32 or later: https://git-scm.com/downloads',
    gitOld: ({found}) =>
      `Git ${found} is too old: lint-staged needs 2.32 or later. Update it: https://git-scm.com/downloads`,
    managerMissing: ({manager, from}) =>
      from
        ? `${manager} is not installed, and this project uses it (${from}). Install it (${managerSite[manager] ?? ''}), then run the command again.`
        : `${manager} is not installed. Install it (${managerSite[manager] ?? ''}), or choose another package manager with --pm.`,
    managerOld: ({manager, found, need}) =>
      `${manager} ${found} is older than this setup or the project needs (${need}). Update it (corepack use ${manager}@latest, or ${managerSite[manager] ?? ''}).`,
    nodeEnvProduction: () =>
      'NODE_ENV is "production" in this shell, so installs skip dev dependencies and the tools would be missing. Run the command in a shell without it: NODE_ENV= npx …',
    devEngines: ({what, name, want, found}) =>
      `package.json's devEngines.${what} asks for ${name}${want ? ` ${want}` : ''}, and ${found} was found. Use a matching ${name} and run the command again.`,
  },
  heading: {
    plan: (dir, mode) =>
      mode === 'new'
        ? `Plan for a new project in ${dir}:`
        : `Plan for the existing project in ${dir}:`,
    create: 'create',
    update: 'change',
    same: 'already in place',
    kept: 'Notes:',
    install: (count, manager, at) =>
      `Install ${count} dev dependencies with ${manager}${at ? `, at the workspace's top (${at}), which installs every package's` : ''}:`,
    diff: 'Every change, as a diff:',
    git: 'Then, in Git and the shell:',
    gitInit: 'Create a Git repository here (git init -b main).',
    hooksPath: (folder) =>
      `Set core.hooksPath to ${folder}/_ (husky), so Git runs the hooks in ${folder}/ and no longer those of .git/hooks.`,
    runner: (command) => `Run ${command}, so that Git runs the new commit-msg hook.`,
    template: (file) => `Set commit.template to ${file}.`,
    env: 'Copy .env.example to .env (ignored by Git).',
    checks: (scripts) =>
      `Run the project's checks before and after the changes, and put everything back if one that passed fails: ${scripts.join(', ')}.`,
    newChecks: (scripts) =>
      `Run the checks, which must pass before the first commit: ${scripts.join(', ')}.`,
    rehearse:
      "Run the pre-commit hook over Setup's new files, then over a one-line edit of an existing file of each kind it matches (in a scratch worktree), without committing: each edit must stay one line.",
    settled:
      'Plan again once set up, which must find nothing left to change, and put everything back if not.',
    lockfile: (command) =>
      `Check that the lockfile still installs as a CI installs it (${command}), and put everything back if not.`,
    exportInstall: (command, existing) =>
      `Install a copy of the project without .git (${command}, its install scripts on), as a Docker build or a source archive does${existing ? ', and put everything back if that fails now and passed before' : ': it must pass'}.`,
    commit: "Commit Setup's files, and only them: chore: set up the project.",
    noCommit: 'Commit nothing: the command ends with the commit line to run.',
  },
  step: {
    baseline: (script) => `Check before the setup: ${script}`,
    rehearse:
      "Run the pre-commit hook over Setup's files and a one-line edit of each kind, without committing",
    settled: 'Plan again, which must find nothing left to change',
    exportInstall: (command) => `Install a copy without .git, as a Docker build does: ${command}`,
    restore: 'Put the project back as it was',
    gitInit: 'Create the Git repository',
    write: 'Write the files',
    install: (manager, at) =>
      `Install the dev dependencies with ${manager}${at ? `, at the workspace's top (${at})` : ''}`,
    hooks: 'Activate the Git hooks',
    runner: (command) => `Activate the Git hooks: ${command}`,
    template: 'Set the commit message template',
    env: 'Create .env from .env.example',
    check: (script) => `Check: ${script}`,
    commit: 'Make the first commit',
  },
  result: {
    dryRun:
      'Dry run: nothing was changed. Run the command without --dry-run to make these changes.',
    nothingToDo: 'The setup is already in place: nothing to change.',
    done: 'Done.',
    committed: (count) => `Committed the ${count} files of the setup.`,
    noIdentity: (command) =>
      `Not committed: Git does not know your name and email yet. Set them (git config --global user.name/user.email), then: ${command}`,
    review: (command) => `Review the changes (git status, git diff), then commit them: ${command}`,
    checkAdvice: (script, fix) =>
      `"${script}" reports problems in the project's existing files. Fix them when it suits you: ${fix}`,
    checkFailed: (script) =>
      `The check "${script}" failed: the files are written, but the setup does not pass yet.`,
    stepFailed: (step, failure) => {
      const why =
        'exitCode' in failure
          ? `exit code ${failure.exitCode}${failure.output ? `\n${failure.output}` : ''}`
          : 'timeout' in failure
            ? `no result after ${failure.timeout} s (SETUP_INSTALL_TIMEOUT sets the limit in seconds); check that the registry answers (${failure.command} config get registry) and the network`
            : 'changed' in failure
              ? `${failure.changed} changed while the command ran`
              : 'differ' in failure
                ? `put back, these still differ from before: ${failure.differ.join(', ')}`
                : 'unsettled' in failure
                  ? `a second plan of the set-up project would still change ${failure.unsettled.join(', ')}: a run would change it again every time`
                  : 'rewrites' in failure
                    ? `a one-line edit, committed through the new pre-commit hook, changed more lines: ${failure.rewrites.map(({file, lines}) => `${file} (${lines} lines)`).join(', ')}; the hook would put the rest of such a file into your next commit of it. Format those files once and commit them on their own, then run the command again`
                    : failure.message;
      return `Stopped at "${step}" (${why}).`;
    },
    rerun: 'Run the same command again to finish: it keeps what is already done.',
    waiting: (seconds, limit) =>
      `  … still installing after ${seconds} s (stopped at ${limit} s; SETUP_INSTALL_TIMEOUT sets the limit)`,
    checkWaiting: (check, seconds, limit) =>
      `  … "${check}" still running after ${seconds} s (stopped at ${limit} s, and counted as failing; SETUP_CHECK_TIMEOUT sets the limit)`,
    notPutBack:
      'Setup could not put everything back; the journal in .git keeps what it changed. Remove the cause above (disk space, permissions), then run the same command again: it puts the project back first.',
    restored:
      'Everything Setup changed is put back: the project is as it was before the command ran.',
    recovered:
      'An earlier run of Setup here was stopped half way: the project is put back as it was before it, and set up again now.',
    broke: (script, passedBefore, files) =>
      passedBefore
        ? `The project's "${script}" passed before the setup and fails after it${files.length > 0 ? `, in files Setup wrote or changed (${files.join(', ')})` : ''}:`
        : files.length > 0
          ? `"${script}" fails in files Setup created (${files.join(', ')}):`
          : `"${script}" fails on the files Setup wrote:`,
    failedBefore: (script) =>
      `"${script}" already failed before the setup: not counted against it.`,
    brokeOutsideGit: (command, files) =>
      `"${command}" in a copy of the project without .git (a Docker build, a source archive) passed before the setup and fails after it${files.length > 0 ? `, in files Setup wrote or changed (${files.join(', ')})` : ''}:`,
    outsideGitFailedBefore: (command) =>
      `"${command}" in a copy of the project without .git (a Docker build, a source archive) already failed before the setup: not counted against it.`,
    changing: (scripts) =>
      `Not run, as they change files: ${scripts.join(', ')}. Setup never runs a --fix or --write on your working tree.`,
    envHint:
      'Fill in .env with your values (it is ignored by Git; .env.example is the committed template).',
    guides: (url) => `Each file is explained in the guides: ${url}`,
    confirm: 'Make these changes? [Y/n] ',
    cancelled: 'Nothing was changed.',
  },
  ask: {
    packageManager: 'Package manager',
    kind: 'Project (vite: a browser app built with Vite; node: a Node.js package or CLI)',
    typescript:
      'TypeScript (6: TypeScript 6.0; 7-beside-6: the native TypeScript 7 compiler beside 6.0)',
    pieces: 'Pieces to leave out, separated by commas (Enter: none)',
  },
};

/** What is wrong with a package.json, in each language. */
const packageJsonWhy: Record<Language, (problem: PackageJsonProblem) => string> = {
  en: (problem) => {
    switch (problem.kind) {
      case 'notAFile':
        return 'package.json cannot be read: it is not a regular file';
      case 'byteOrderMark':
        return 'package.json starts with a byte order mark (U+FEFF): save it as UTF-8 without one';
      case 'notUtf8':
        return 'package.json has bytes that are not UTF-8 (a Latin-1 "é", say), which npm reads as UTF-8 and an edit would garble: save it as UTF-8';
      case 'notAnObject':
        return 'package.json is not a JSON object';
      case 'syntax':
        return `package.json cannot be read (${problem.message})`;
      case 'keyTwice':
        return `package.json has the key "${problem.key}" twice, and npm reads only the last: keep one`;
      case 'fieldNotAnObject':
        return `"${problem.field}" in package.json is not an object`;
      case 'fieldNotAString':
        return `"${problem.field}" in package.json is not a string, which npm refuses`;
      case 'unreadable':
        return `package.json cannot be read (${problem.code}): check that you may read it`;
    }
  },
  ko: (problem) => {
    switch (problem.kind) {
      case 'notAFile':
        return 'package.json이 일반 파일이 아니어서 읽을 수 없습니다';
      case 'byteOrderMark':
        return 'package.json이 BOM(U+FEFF)으로 시작합니다. BOM 없는 UTF-8로 저장하세요';
      case 'notUtf8':
        return 'package.json에 UTF-8이 아닌 바이트(Latin-1의 "é" 등)가 있습니다. npm은 UTF-8로 읽고, 그대로 고치면 글자가 깨집니다. UTF-8로 저장하세요';
      case 'notAnObject':
        return 'package.json이 JSON 객체가 아닙니다';
      case 'syntax':
        return `package.json을 읽을 수 없습니다(${problem.message})`;
      case 'keyTwice':
        return `package.json에 "${problem.key}" 키가 두 번 있고, npm은 마지막 것만 읽습니다. 하나만 남기세요`;
      case 'fieldNotAnObject':
        return `package.json의 "${problem.field}" 값이 객체가 아닙니다`;
      case 'fieldNotAString':
        return `package.json의 "${problem.field}" 값이 문자열이 아니어서 npm이 거부합니다`;
      case 'unreadable':
        return `package.json을 읽을 수 없습니다(${problem.code}). 읽을 권한이 있는지 확인하세요`;
    }
  },
};

/**
 * husky's way to 9 from the version a project runs: its guide from 4, the
 * 9.0.1 release notes from 5 to 8 (unseen projects P13: husky 7 got 4's).
 */
function huskyMigration(version: string): string {
  return Number(/\d+/.exec(version)?.[0] ?? 0) <= 4
    ? 'https://typicode.github.io/husky/migrate-from-v4.html'
    : 'https://github.com/typicode/husky/releases/tag/v9.0.1';
}

const managerSite: Record<string, string> = {
  npm: 'https://docs.npmjs.com/try-the-latest-stable-version-of-npm',
  pnpm: 'https://pnpm.io/installation',
  yarn: 'https://yarnpkg.com/getting-started/install',
  bun: 'https://bun.sh/',
};

const korean: Messages = {
  finding: {
    hooksInactive: ({hooksPath, want}) =>
      `Git 훅이 꺼져 있습니다. core.hooksPath 값은 ${want} 폴더여야 하고 그 폴더에 husky 파일이 있어야 하는데, 지금 값은 ${hooksPath ?? '(없음)'}입니다. 해결: npm install을 실행하거나(prepare 스크립트가 husky를 실행합니다) npx husky를 실행하세요.`,
    hooksMissing: ({want, command}) =>
      `이 작업 트리에서는 Git 훅이 꺼져 있습니다. core.hooksPath는 ${want}이지만, 아직 그 폴더에 husky 파일이 없습니다(설치 전의 새 클론이나 새 작업 트리). 해결: ${command}`,
    hooksNotInstalled: ({want}) =>
      `husky를 실행하는 설치 스크립트가 없어, 새로 클론한 저장소에는 훅이 설치되지 않습니다. 해결: "prepare" 스크립트에 husky를 추가하세요(${want} 위치는 명령 페이지의 모노레포 절 참고).`,
    lintStagedNotCalled: ({config, command}) =>
      `${config} 파일에 lint-staged 설정이 있지만 .husky/pre-commit이 lint-staged를 실행하지 않습니다. 해결: .husky/pre-commit에 "${command}"를 추가하세요.`,
    commitlintNotCalled: ({config, command}) =>
      `${config} 파일에 commitlint 설정이 있지만 .husky/commit-msg가 commitlint를 실행하지 않습니다. 해결: .husky/commit-msg에 '${command}'을 추가하세요.`,
    hookNotExecutable: ({hook}) =>
      `Git이 ${hook}을 건너뜁니다. husky 9 이전 버전은 실행 권한이 있는 훅만 실행합니다. 해결: chmod +x ${hook} && git update-index --chmod=+x ${hook}`,
    templateUnset: ({template, command}) =>
      `설치 스크립트는 commit.template을 ${template}로 설정하지만, 이 저장소에는 설정되어 있지 않아 git commit이 빈 메시지를 엽니다. 해결: ${command}`,
    templateUnreadable: ({template}) =>
      `commit.template 값인 ${template} 파일을 Git이 읽을 수 없어, 편집기로 하는 커밋이 모두 실패합니다. 해결: 파일을 되살리거나 git config --unset commit.template을 실행하세요.`,
    configMissing: ({tool, name}) =>
      `${tool} 도구는 설치되어 있지만 설정 파일을 찾지 못합니다. 해결: ${name} 파일을 추가하세요(가이드에 Setup의 설정이 있습니다).`,
    notInstalled: ({name, range}) =>
      `${name}@${range} 패키지가 package.json에 있지만 설치되어 있지 않습니다. 해결: 패키지 매니저로 설치를 실행하세요.`,
    versionMismatch: ({name, range, installed}) =>
      `설치된 ${name} 버전(${installed})이 package.json이 요구하는 범위(${range})에 맞지 않습니다. 해결: 패키지 매니저로 설치를 실행하세요.`,
    nodeRange: ({range, found}) =>
      `Node.js 버전(${found})이 프로젝트의 engines.node 범위(${range}) 밖에 있습니다. 해결: nvm install을 실행하거나 그 범위의 Node.js를 쓰세요.`,
    interrupted: () =>
      '설정 명령이 도중에 멈췄습니다(기록이 .git 안에 남아 있습니다). 해결: 설정 명령을 다시 실행하세요. 먼저 프로젝트를 되돌린 뒤 설정합니다.',
    firstCommitMissing: () =>
      '새 프로젝트의 첫 커밋이 아직 없습니다. 해결: 설정 명령을 다시 실행하거나 파일을 직접 커밋하세요.',
  },
  doctor: {
    heading: (dir) => `${dir}의 설정을 검사했습니다.`,
    checked: {
      hooks: 'Git 훅이 켜져 있음',
      freshClone: '새로 클론해도 설치할 때 훅이 켜짐',
      lintStaged: 'pre-commit 훅이 lint-staged를 실행함',
      commitlint: 'commit-msg 훅이 commitlint를 실행함',
      template: '커밋 템플릿을 읽을 수 있음',
      configs: '설치된 도구마다 설정 파일이 있음',
      versions: '설치된 버전이 package.json의 범위에 맞음',
      node: '지금 Node.js가 프로젝트의 범위에 맞음',
      finished: '도중에 멈춘 설정 명령 실행이 없음',
    },
    healthy: '모두 정상입니다.',
    found: (count) => `고칠 것이 ${count}개 있습니다.`,
  },
  usage: {
    unknownOption: ({option}) => `알 수 없는 옵션입니다: ${option}`,
    missingValue: ({option}) => `${option} 옵션에는 값이 필요합니다`,
    unwantedValue: ({option}) => `${option} 옵션은 값을 받지 않습니다`,
    positional: ({argument}) =>
      `예상하지 못한 인수입니다: "${argument}". 이 명령은 옵션과, 맨 앞의 "check"만 받습니다`,
    notOneOf: ({flag, allowed, value}) =>
      `--${flag} 옵션의 값은 ${allowed.join(', ')} 중 하나여야 합니다(입력한 값: "${value}")`,
    notForCheck: ({option}) =>
      `${option} 옵션은 "check"에 쓸 수 없습니다. check는 아무것도 묻지 않고 바꾸지 않습니다`,
    withAndWithout: ({piece}) =>
      `--with와 --without에 같은 항목(${piece})이 있습니다. 하나만 남기세요`,
    seeHelp: '옵션은 --help로 볼 수 있습니다.',
  },
  note: {
    keptConfig: ({path, tool, piece}) =>
      `기존 설정(${path})을 그대로 두고, Setup의 설정 파일(${tool})은 따로 추가하지 않습니다. Setup의 설정: ${guide('ko', piece)}`,
    keptFile: ({path, piece}) =>
      `기존 파일(${path})을 그대로 둡니다. Setup의 설정: ${guide('ko', piece)}`,
    keptScript: ({name, command}) => `기존 "${name}" 스크립트(${command})를 그대로 둡니다.`,
    keptDependency: ({name, range}) =>
      `기존 의존성(${name}@${range})을 그대로 둡니다. 가이드가 쓰는 버전보다 낮아서, 설정 파일이 제대로 동작하려면 업그레이드가 필요할 수 있습니다.`,
    otherToolBeside: ({tool}) =>
      `이 프로젝트는 자체 ESLint 설정과 함께 ${tool}로도 린트하므로, pre-commit 훅이 둘 다 실행합니다.`,
    pnpKept: () =>
      "Yarn의 Plug'n'Play는 그대로 둡니다. Setup의 단계와 훅은 yarn을 거쳐 도구를 실행합니다.",
    watchersLeftOut: ({scripts}) =>
      `멈출 때까지 계속 실행되는 스크립트라서 검사로 실행하지 않습니다: ${scripts.join(', ')}.`,
    legacyEslint: ({path}) =>
      `기존 설정 파일(${path})은 ESLint 10이 읽지 않는 형식이므로 ESLint는 빼고 진행합니다. 이렇게 옮기세요: npx @eslint/migrate-config ${path}`,
    otherTool: ({tool, piece}) =>
      piece === 'eslint'
        ? `이 프로젝트에는 이미 린터(${tool})가 있으므로 ESLint는 빼고 진행합니다(넣으려면 --with eslint).`
        : `이 프로젝트에는 이미 포매터(${tool})가 있으므로 Prettier는 빼고 진행합니다(넣으려면 --with prettier).`,
    noTypeScript: () =>
      `tsconfig.json이 없으므로 TypeScript 설정과 타입 기반 린트 규칙은 빼고 진행합니다. TypeScript를 추가하려면: ${guideUrl('ko', 'typescript')}`,
    untypedForComponents: ({extension}) =>
      `타입 기반 린트 규칙은 빼고 진행합니다. TypeScript 파일이 가져오는 ${extension} 파일을 오류 타입으로 보아, 그런 import를 건드리는 커밋을 모두 막기 때문입니다.`,
    typescript7Eslint: () =>
      `TypeScript 7이 "typescript"로 설치되어 있어 typescript-eslint가 읽지 못하므로 ESLint는 빼고 진행합니다. 가이드는 TypeScript 6.0과 7을 함께 설치합니다: ${guideUrl('ko', 'typescript')}`,
    projectReferences: () =>
      'tsconfig.json이 프로젝트 참조를 쓰므로 "typecheck" 스크립트는 추가하지 않습니다. 여기서는 tsc --noEmit이 아무 파일도 검사하지 않습니다(tsc -b는 검사하지만 빌드 결과도 씁니다).',
    hooksPath: ({hooksPath}) =>
      `Git 훅이 ${hooksPath}(core.hooksPath)에서 실행되므로, 기존 훅이 계속 실행되도록 husky는 빼고 진행합니다. pre-commit 훅에 "npx lint-staged"를 추가하세요.`,
    hooksAtTop: ({prefix}) =>
      `Git 훅은 저장소 전체에 걸리므로 husky는 저장소 루트에 한 번만 설정합니다(.husky/, 루트 package.json의 설치 스크립트가 실행). 이 패키지의 검사와 커밋 규칙은 ${prefix}를 건드리는 커밋에서만 실행됩니다.`,
    lintStagedAtTop: ({prefix}) =>
      `루트의 pre-commit 훅이 이미 모든 커밋에서 lint-staged를 실행합니다. lint-staged는 스테이징한 파일마다 가장 가까운 설정을 읽으므로, ${prefix}의 파일에는 그 폴더의 .lintstagedrc.json이 그 폴더에서 실행됩니다. 훅에는 아무것도 추가하지 않습니다.`,
    commitRulesAtTop: () =>
      '루트의 commit-msg 훅이 이미 모든 커밋 메시지를 commitlint로 검사합니다. 같은 커밋을 두 번 검사하지 않도록 여기에는 commitlint를 넣지 않습니다.',
    toolInPackages: ({tool}) =>
      `워크스페이스의 패키지들이 각자 ${tool}를 실행하므로 루트에는 따로 추가하지 않습니다. 그래도 루트에는 저장소 전체에 걸리는 훅과 커밋 규칙을 설정합니다. 패키지에서 이 명령을 실행하면 그 패키지의 스테이징 파일 검사가 루트 pre-commit 훅에 추가됩니다.`,
    huskyElsewhere: ({hooksPath}) =>
      `이 저장소의 Git 훅은 이미 다른 폴더용 husky 설정(${hooksPath})에서 실행되고, Git의 훅 폴더는 하나뿐입니다. 그 훅이 계속 실행되도록 여기서는 husky를 빼고 진행합니다. 커밋할 때 이 패키지도 검사하려면 그 훅에 이 패키지의 명령을 추가하세요(lint-staged는 스테이징한 파일마다 가장 가까운 설정을 읽습니다).`,
    ownHooks: ({hooks}) =>
      `직접 만든 Git 훅(.git/hooks의 ${hooks.join(', ')})은 husky를 쓰면 실행되지 않으므로 husky는 빼고 진행합니다. 훅을 .husky/로 옮긴 뒤 명령을 다시 실행하세요.`,
    templateWorktree: ({template}) =>
      `commit.template은 설정하지 않습니다. 연결된 작업 트리(linked worktree)에서는 이 설정이 저장소의 모든 작업 트리에 적용되는데, 이 브랜치를 병합하기 전에는 다른 작업 트리에 템플릿 파일(${template})이 없습니다. 병합한 뒤 설정하세요: git config commit.template ${template}`,
    templateKept: ({template}) =>
      `기존 커밋 템플릿(commit.template = ${template})을 그대로 둡니다.`,
    nodeRangeKept: ({range}) =>
      `프로젝트의 Node 버전 범위(${range ? `engines.node ${range}` : 'engines.node 없음'})를 그대로 둡니다. Setup은 engines를 추가하지 않고, 프로젝트가 지원하는 Node 버전에서 설치를 막는 devEngines runtime도 추가하지 않습니다.`,
    nodeVersionAtTop: () =>
      '이 패키지에는 .nvmrc를 만들지 않습니다. Node 버전은 저장소 루트에 한 번만 고정하면 모든 패키지에 적용됩니다.',
    nvmrcOutsideRange: ({version, range}) =>
      `.nvmrc를 만들지 않습니다. 여기에 적을 Node 버전(${version})은 프로젝트의 engines.node ${range} 범위 밖이고, 이 범위는 프로젝트가 정한 것입니다.`,
    envExampleOwn: () =>
      '기존 프로젝트에는 .env.example을 만들지 않습니다. 어떤 키를 둘지는 프로젝트가 정할 일입니다. Setup은 .env 파일이 Git에 들어가지 않게 하는 .gitignore 줄만 추가하며, 템플릿은 환경 변수 가이드에 있습니다.',
    nodePinsAtTop: () =>
      '이 패키지에는 Node 버전을 고정하지 않습니다(.nvmrc, engines, devEngines). 워크스페이스 루트에서 모든 패키지의 버전을 한곳에서 정하므로, 고정하려면 루트에서 명령을 실행하세요.',
    optIn: ({piece}) =>
      `기존 프로젝트에는 요청할 때만 추가하는 항목입니다(${piece}). 추가하려면 --with ${piece} 옵션을 붙이세요.`,
    lighthouseNoPreview: () =>
      'Lighthouse는 추가하지 않습니다. Lighthouse는 "preview" 스크립트가 띄운 앱을 검사하는데, 이 프로젝트에는 그 스크립트가 없습니다. preview 스크립트(예: vite preview)를 추가한 뒤 --with lighthouse 옵션으로 다시 실행하세요.',
    prettierReach: ({changed, total}) =>
      changed === 0
        ? `Prettier 옵션을 기존 코드에서 읽었으므로 파일 ${total}개를 모두 그대로 둡니다.`
        : `Prettier 옵션을 기존 코드에서 읽었지만, 파일 ${total}개 중 ${changed}개는 그래도 Prettier가 다시 쓰게 됩니다. 이 파일들은 .prettierignore에 적어 두었으므로, 그중 하나를 고친 커밋도 diff가 작게 유지됩니다. 파일마다 따로 커밋해 포맷한 뒤(npx prettier --write <파일>) 목록에서 지우세요.`,
    ownPrettierReach: ({changed, total}) =>
      `프로젝트의 Prettier 설정을 아직 따르지 않는 파일이 ${total}개 중 ${changed}개 있어, 그대로 두면 Prettier가 다시 씁니다. 이 파일들은 .prettierignore에 적어 두었으므로, 그중 하나를 고친 커밋도 diff가 작게 유지됩니다. 파일마다 따로 커밋해 포맷한 뒤(npx prettier --write <파일>) 목록에서 지우세요.`,
    ownPrettierRewrites: ({changed, total}) =>
      `프로젝트의 Prettier 설정을 아직 따르지 않는 파일이 ${total}개 중 ${changed}개 있어, 그런 파일을 한 줄만 고쳐도 커밋에서는 파일 전체가 바뀝니다. 그래서 pre-commit 훅에서는 포맷을 빼고 진행합니다. 한 커밋으로 포맷한 뒤(npx prettier --write .) 명령을 다시 실행하세요.`,
    prettierRewrites: ({changed, total, sampled}) =>
      `Prettier 옵션을 기존 코드에서 읽어도 ${sampled ? `살펴본 파일 ${total}개` : `파일 ${total}개`} 중 ${changed}개를 다시 쓰게 되므로, 수정한 내용이 작은 diff로 남도록 Prettier는 빼고 진행합니다. 프로젝트 전체를 한 커밋으로 포맷하려면 --with prettier를 붙여 명령을 실행한 뒤 npx prettier --write .를 실행하세요.`,
    typedLintNeedsEslint: () =>
      '타입 기반 린트 규칙은 ESLint 규칙이라 ESLint가 있어야 하는데, --without eslint로 ESLint를 뺐습니다.',
    lighthouseNeedsVite: () =>
      'Lighthouse 명령은 Vite 앱의 미리 보기를 측정하는데, 이 프로젝트는 Vite 앱이 아닙니다(Vite 앱이라면 --kind vite를 함께 주세요).',
    nothingToRun: ({piece}) =>
      piece === 'husky'
        ? '스테이징한 파일에 실행할 린터나 포매터가 없으므로 husky와 lint-staged는 빼고 진행합니다.'
        : `이 항목(${piece})은 실행해 줄 husky가 없으므로 함께 빼고 진행합니다.`,
    scriptsOff: ({file, command}) =>
      `이 프로젝트의 설정 파일(${file})이 설치할 때 스크립트를 실행하지 않도록 막고 있어, 설치만으로는 훅이 켜지지 않습니다. 새로 클론한 뒤에는 다음을 실행하세요: ${command}`,
    nodeTooOld: ({piece, major}) =>
      `이 프로젝트의 engines.node가 아직 Node ${major} 버전을 지원하는데, 이 항목(${piece})의 도구는 그 버전에서 실행되는 릴리스가 없으므로 빼고 진행합니다.`,
    olderReleases: ({major, releases}) =>
      `이 프로젝트는 Node ${major} 버전을 지원하므로, 그 버전에서도 실행되는 릴리스를 설치합니다: ${releases.join(', ')}.`,
    prettierDefaults: () =>
      '이 프로젝트는 이미 Prettier를 기본 설정으로 쓰고 있으므로, 그 설정을 바꿀 .prettierrc는 추가하지 않습니다.',
    frameworkRules: ({packages}) =>
      `이 프로젝트가 설치한 ${packages.join(', ')}의 규칙을 Setup의 ESLint 설정에 넣습니다.`,
    frameworkFiles: ({extension, plugins, prettierReads}) =>
      prettierReads
        ? `Setup의 ESLint 설정은 ${extension} 파일을 검사하지 않습니다. 포맷은 Prettier가 직접 맞춥니다. 이 파일도 린트하려면 문서에 따라 다음을 추가하세요: ${plugins}.`
        : `Setup의 ESLint와 Prettier 설정은 ${extension} 파일을 검사하지 않습니다. 이 파일도 검사하려면 각 문서에 따라 다음을 추가하세요: ${plugins}.`,
    componentsUnchecked: ({extension, plugins}) =>
      `프로젝트의 린터와 포매터 가운데 ${extension} 파일을 읽는 도구가 없어, pre-commit 훅은 이 파일을 검사하지 않습니다. 검사하려면 각 문서에 따라 다음을 추가하세요: ${plugins}.`,
    scriptExtended: ({name, command}) =>
      `새로 클론해도 훅이 켜지도록 기존 "${name}" 스크립트 뒤에 훅을 켜는 명령을 덧붙입니다: ${command}`,
    hookManager: ({tool, config, commitMsg}) =>
      `이 프로젝트의 Git 훅 관리 도구: ${tool}(${config}). 그 훅이 계속 실행되도록 husky와 lint-staged는 빼고 진행합니다. ${
        {
          added: `커밋 메시지를 commitlint로 검사하는 commit-msg 훅을 그 설정에 추가하고, 훅 관리 도구를 실행해 훅을 켭니다.`,
          own: '이미 commit-msg 훅이 있으므로 commitlint는 빼고 진행합니다.',
          manual: `Setup은 그 파일을 고쳐 쓰지 않으므로 commitlint는 빼고 진행합니다. 메시지 파일을 넘겨 "npx --no -- commitlint --edit"를 실행하는 commit-msg 훅을 그 설정에 직접 추가한 뒤 명령을 다시 실행하세요.`,
        }[commitMsg]
      }`,
    huskyOld: ({version}) =>
      `이 프로젝트는 husky ${version} 방식으로 훅을 실행하므로 Setup의 husky 9는 빼고 진행하며, lint-staged와 commitlint도 함께 뺍니다. husky 9로 옮기려면 husky의 마이그레이션 안내(${huskyMigration(version)})를 따른 뒤 명령을 다시 실행하세요.`,
    notUtf8: ({path}) =>
      `기존 파일(${path})은 UTF-8이 아니어서 그대로 둡니다. 다시 쓰면 다른 바이트까지 바뀌기 때문입니다. Setup의 줄은 직접 추가하세요(가이드에 있습니다).`,
    ignoredPaths: ({paths}) =>
      `프로젝트의 .gitignore가 무시하는 경로라서 Git에 들어가지 않으므로 쓰지 않습니다: ${paths.join(', ')}.`,
    publishedPinst: () =>
      '배포되는 패키지입니다. Yarn이 설치할 때 실행하는 husky의 postinstall은 pinst가 패키지를 묶는 동안 빼 두므로(prepack: pinst --disable, postpack: pinst --enable), 이 패키지를 설치하는 사용자에게는 실행되지 않습니다.',
    symlink: ({path}) => `기존 파일(${path})은 심볼릭 링크이므로 바꾸지 않습니다. 직접 수정하세요.`,
    moduleRename: ({to}) =>
      `이 패키지는 CommonJS이므로 ES 모듈 설정은 .mjs 파일(${to})로 만듭니다.`,
    subfolder: ({prefix, hooks}) =>
      `이 패키지는 저장소의 하위 폴더(${prefix}/)에 있습니다. ${hooks ? '훅은 그 폴더에서 실행되고, ' : ''}이 패키지의 파일만 바꿉니다.`,
    detected: ({what, value, from}) =>
      `${{packageManager: '패키지 매니저', kind: '프로젝트 종류', typescript: 'TypeScript'}[what]}: ${value}(${from}에서 찾음).`,
  },
  refusal: {
    home: ({dir}) =>
      `현재 폴더(${dir})는 홈 폴더이거나 홈 폴더처럼 보이는 폴더(Desktop, .ssh 등이 있음)이지 프로젝트가 아닙니다. 프로젝트 폴더를 만들거나(mkdir my-app && cd my-app) 프로젝트 폴더로 이동한 뒤 실행하세요. 아무것도 바꾸지 않았습니다.`,
    notAProject: ({names}) =>
      `이 폴더는 비어 있지도 않고(들어 있는 항목: ${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}) JavaScript 프로젝트도 아닙니다(package.json이 없음). 빈 폴더나 프로젝트 폴더에서 실행하세요. 아무것도 바꾸지 않았습니다.`,
    badPackageJson: ({problem}) =>
      `${packageJsonWhy.ko(problem)}. 고친 뒤 다시 실행하세요. 아무것도 바꾸지 않았습니다.`,
    packageManagerMismatch: ({asked, found, from}) =>
      `이 프로젝트가 쓰는 패키지 매니저는 ${found}입니다(${from}). --pm ${asked} 옵션과 다르므로, --pm 없이 실행하거나 --pm ${found} 옵션을 붙여 실행하세요. 아무것도 바꾸지 않았습니다.`,
    blockedPath: ({path, reason}) =>
      ({
        notAFolder: `이 경로(${path})는 파일인데, Setup은 그 이름의 폴더 안에 파일을 만듭니다. 이름을 바꾸거나 --without으로 그 항목을 빼세요. 아무것도 바꾸지 않았습니다.`,
        notAFile: `이 경로(${path})는 폴더인데, Setup은 그 이름으로 파일을 만듭니다. 이름을 바꾸거나 --without으로 그 항목을 빼세요. 아무것도 바꾸지 않았습니다.`,
        symlinkedFolder: `이 폴더(${path})는 심볼릭 링크이므로 Setup은 그 안에 파일을 만들지 않습니다. 아무것도 바꾸지 않았습니다.`,
        symlinkedFile: `이 파일(${path})은 husky가 파일을 쓰는 폴더 안의 링크(심볼릭 링크나 하드 링크)라서, husky가 링크를 따라가 다른 파일에 씁니다. 링크를 지운 뒤(husky가 파일을 다시 만듭니다) 명령을 다시 실행하세요. 아무것도 바꾸지 않았습니다.`,
        symlinkedLockfile: `이 잠금 파일(${path})은 심볼릭 링크라서, 설치가 링크를 따라가 다른 파일에 씁니다. 링크 자리에 파일 자체를 두고 명령을 다시 실행하세요. 아무것도 바꾸지 않았습니다.`,
      })[reason],
    gitVariable: ({variable}) =>
      `이 셸에 ${variable} 변수가 설정되어 있어 Git이 이 폴더의 저장소가 아닌 다른 파일로 동작합니다. 이 변수가 없는 셸에서 실행하세요(unset ${variable}). 아무것도 바꾸지 않았습니다.`,
    gitRefused: ({message}) =>
      `Git이 이 저장소를 거부합니다(${message}). Git의 메시지대로 고친 뒤 다시 실행하세요. 아무것도 바꾸지 않았습니다.`,
    gitBusy: ({operation}) =>
      `이 저장소에서 ${operation} 작업이 진행 중이라, 그 커밋에 Setup의 파일이 함께 들어가게 됩니다. 작업을 마치거나 취소한 뒤(git ${operation} --continue 또는 --abort) 다시 실행하세요. 아무것도 바꾸지 않았습니다.`,
    controlInPath: () =>
      `이 폴더의 경로에 줄바꿈 같은 제어 문자가 있어, Git 훅이 실행하는 도구가 파일 경로를 읽지 못합니다. 폴더 이름을 바꾼 뒤 다시 실행하세요. 아무것도 바꾸지 않았습니다.`,
    installsNothing: ({file}) =>
      `${file} 파일에 dry-run=true가 있어, npm이 Setup이 추가하는 도구를 하나도 설치하지 않습니다. 그 줄을 지운 뒤 다시 실행하세요. 아무것도 바꾸지 않았습니다.`,
    hiddenRepository: ({top}) =>
      `${top}에 Git 저장소가 있지만, 여기서는 Git이 그 저장소를 찾지 않습니다(GIT_CEILING_DIRECTORIES, 또는 GIT_DISCOVERY_ACROSS_FILESYSTEM 없이 다른 파일 시스템). 이대로면 Setup이 그 안에 저장소를 하나 더 만들게 됩니다. Git이 그 저장소를 찾는 곳에서 실행하거나(GIT_CEILING_DIRECTORIES 해제), 저장소 밖에서 실행하세요. 아무것도 바꾸지 않았습니다.`,
    notWritable: ({path}) =>
      `Setup이 바꿔야 하는 경로(${path})에 쓸 권한이 없습니다. 폴더 소유자로 실행하거나 권한을 고친 뒤 다시 실행하세요. 아무것도 바꾸지 않았습니다.`,
    nothingToCheck: () =>
      '이 폴더는 비어 있어서 검사할 프로젝트가 없습니다. 여기에 프로젝트를 설정하려면 check 없이 명령을 실행하세요.',
    withRefused: ({piece, why}) =>
      `--with ${piece} 옵션대로 할 수 없습니다${why ? `. ${noteText('ko', why)}` : '.'} 아무것도 바꾸지 않았습니다.`,
    runUnderWay: ({pid}) =>
      `이 폴더나 그 저장소에서 Setup이 이미 실행 중입니다(프로세스 ${pid}). 그 실행이 끝나기를 기다린 뒤 다시 실행하세요. 아무것도 바꾸지 않았습니다.`,
    unreadableFolder: ({reason}) =>
      reason === 'notUtf8Name'
        ? '현재 폴더의 경로가 올바른 UTF-8이 아니어서 Node.js가 그 이름을 다룰 수 없습니다. 폴더(또는 그런 이름이 있는 상위 폴더)의 이름을 바꾼 뒤 다시 실행하세요. 아무것도 바꾸지 않았습니다.'
        : `현재 폴더를 읽을 수 없습니다(${reason}). 폴더가 있는지, 읽을 권한이 있는지 확인하거나 프로젝트 폴더로 이동한 뒤 다시 실행하세요. 아무것도 바꾸지 않았습니다.`,
    unsafeFolderName: ({prefix, characters}) =>
      `저장소에서 이 패키지 폴더의 경로(${prefix})에 셸이 코드로 읽는 문자(${characters})가 들어 있습니다. Git 훅을 설치하는 스크립트에 이 폴더 이름을 써야 하므로 여기서 멈춥니다. 폴더 이름을 바꾸거나(영문자, 숫자, - _ . / 와 공백은 안전합니다) --without husky,gitmessage로 훅을 빼세요. 아무것도 바꾸지 않았습니다.`,
  },
  problem: {
    nodeOld: ({found, need}) =>
      `Node.js 버전(${found})이 너무 낮습니다. 이 설정에는 ${need} 이상이 필요합니다. https://nodejs.org/en/download 에서 Node.js 24를 설치하거나 nvm으로 설치하세요: nvm install 24`,
    gitMissing: () =>
      'Git이 설치되어 있지 않습니다. Git 2.32 이상을 설치하세요: https://git-scm.com/downloads',
    gitOld: ({found}) =>
      `Git 버전(${found})이 너무 낮습니다. lint-staged에는 2.32 이상이 필요합니다. 업데이트하세요: https://git-scm.com/downloads`,
    managerMissing: ({manager, from}) =>
      from
        ? `이 프로젝트가 쓰는 패키지 매니저(${manager}, ${from})가 설치되어 있지 않습니다. 설치한 뒤(${managerSite[manager] ?? ''}) 다시 실행하세요.`
        : `패키지 매니저(${manager})가 설치되어 있지 않습니다. 설치하거나(${managerSite[manager] ?? ''}) --pm으로 다른 패키지 매니저를 고르세요.`,
    managerOld: ({manager, found, need}) =>
      `${manager} 버전(${found})이 이 설정이나 프로젝트가 요구하는 버전(${need})보다 낮습니다. 업데이트하세요(corepack use ${manager}@latest 또는 ${managerSite[manager] ?? ''}).`,
    nodeEnvProduction: () =>
      '이 셸의 NODE_ENV가 "production"이라 설치할 때 개발 의존성을 건너뛰므로 도구가 설치되지 않습니다. NODE_ENV 없이 실행하세요: NODE_ENV= npx …',
    devEngines: ({what, name, want, found}) =>
      `package.json의 devEngines.${what} 조건(${name}${want ? ` ${want}` : ''})에 맞지 않습니다(현재: ${found.replace(/^no (.*)$/, '$1 없음')}). 조건에 맞는 ${name} 버전을 쓴 뒤 다시 실행하세요.`,
  },
  heading: {
    plan: (dir, mode) =>
      mode === 'new' ? `새 프로젝트(${dir}) 설정 계획:` : `기존 프로젝트(${dir}) 설정 계획:`,
    create: '새 파일',
    update: '수정',
    same: '변경 없음',
    kept: '참고:',
    install: (count, manager, at) =>
      `개발 의존성 ${count}개 설치(${manager}${at ? `, 모든 패키지의 의존성을 설치하는 워크스페이스 루트 ${at}에서` : ''}):`,
    diff: '모든 변경 사항(diff):',
    git: '이어서 Git과 셸에서 할 일:',
    gitInit: '이 폴더에 Git 저장소를 만듭니다(git init -b main).',
    hooksPath: (folder) =>
      `core.hooksPath를 ${folder}/_(husky)로 설정합니다. 이제 Git은 .git/hooks 대신 ${folder}/의 훅을 실행합니다.`,
    runner: (command) => `Git이 새 commit-msg 훅을 실행하도록 다음을 실행합니다: ${command}`,
    template: (file) => `commit.template 값을 ${file} 파일로 설정합니다.`,
    env: '.env.example을 .env로 복사합니다(Git이 무시하는 파일).',
    checks: (scripts) =>
      `바꾸기 전과 후에 프로젝트의 검사를 실행하고, 통과하던 검사가 실패하면 모두 되돌립니다: ${scripts.join(', ')}.`,
    newChecks: (scripts) =>
      `검사를 실행합니다. 첫 커밋 전에 모두 통과해야 합니다: ${scripts.join(', ')}.`,
    rehearse:
      'Setup이 새로 쓴 파일로 pre-commit 훅을 미리 실행하고, 훅이 맞추는 종류마다 기존 파일 하나를 한 줄 고쳐 임시 워크트리에서 다시 실행합니다(커밋하지 않음). 고친 한 줄 말고 다른 줄이 바뀌면 안 됩니다.',
    settled:
      '설정을 마친 뒤 다시 계획해 더 바꿀 것이 없는지 확인하고, 남아 있으면 모두 되돌립니다.',
    lockfile: (command) =>
      `잠금 파일이 CI에서처럼 설치되는지 확인하고(${command}), 설치되지 않으면 모두 되돌립니다.`,
    exportInstall: (command, existing) =>
      `Docker 빌드나 소스 압축 파일처럼 .git이 없는 프로젝트 사본을 설치 스크립트까지 실행해 설치합니다(${command}). ${existing ? '설정 전에는 통과했는데 지금 실패하면 모두 되돌립니다.' : '반드시 통과해야 합니다.'}`,
    commit: 'Setup이 쓴 파일만 커밋합니다: chore: set up the project.',
    noCommit: '커밋하지 않습니다. 마지막에 실행할 커밋 명령을 알려 줍니다.',
  },
  step: {
    baseline: (script) => `설정 전 검사: ${script}`,
    rehearse: 'Setup이 쓴 파일과 종류별 한 줄 수정으로 pre-commit 훅 미리 실행하기(커밋하지 않음)',
    settled: '다시 계획해 더 바꿀 것이 없는지 확인하기',
    exportInstall: (command) => `Docker 빌드처럼 .git 없는 사본 설치하기: ${command}`,
    restore: '프로젝트를 원래대로 되돌리기',
    gitInit: 'Git 저장소 만들기',
    write: '파일 쓰기',
    install: (manager, at) =>
      `개발 의존성 설치(${manager}${at ? `, 워크스페이스 루트 ${at}에서` : ''})`,
    hooks: 'Git 훅 켜기',
    runner: (command) => `Git 훅 켜기: ${command}`,
    template: '커밋 메시지 템플릿 설정',
    env: '.env.example에서 .env 만들기',
    check: (script) => `검사: ${script}`,
    commit: '첫 커밋 만들기',
  },
  result: {
    dryRun:
      '미리 보기(dry run)이므로 아무것도 바꾸지 않았습니다. 바꾸려면 --dry-run 없이 실행하세요.',
    nothingToDo: '설정이 이미 되어 있습니다. 바꿀 것이 없습니다.',
    done: '완료했습니다.',
    committed: (count) => `설정 파일 ${count}개를 커밋했습니다.`,
    noIdentity: (command) =>
      `커밋하지 않았습니다. Git에 이름과 이메일이 아직 없습니다. 설정한 뒤(git config --global user.name/user.email) 실행하세요: ${command}`,
    review: (command) => `바뀐 내용을 확인한 뒤(git status, git diff) 커밋하세요: ${command}`,
    checkAdvice: (script, fix) =>
      `"${script}" 검사가 프로젝트의 기존 파일에서 문제를 찾았습니다. 편할 때 고치세요: ${fix}`,
    checkFailed: (script) =>
      `"${script}" 검사가 실패했습니다. 파일은 모두 만들었지만, 아직 검사를 통과하지 못했습니다.`,
    stepFailed: (step, failure) => {
      const why =
        'exitCode' in failure
          ? `종료 코드 ${failure.exitCode}${failure.output ? `\n${failure.output}` : ''}`
          : 'timeout' in failure
            ? `${failure.timeout}초 동안 결과가 없습니다. 제한 시간은 SETUP_INSTALL_TIMEOUT에 초 단위로 정합니다. 레지스트리가 응답하는지(${failure.command} config get registry), 네트워크가 연결되어 있는지 확인하세요`
            : 'changed' in failure
              ? `명령이 실행되는 동안 파일(${failure.changed})이 바뀌었습니다`
              : 'differ' in failure
                ? `되돌린 뒤에도 다음 파일이 실행 전과 다릅니다: ${failure.differ.join(', ')}`
                : 'unsettled' in failure
                  ? `설정을 마친 프로젝트를 다시 계획하면 아직도 ${failure.unsettled.join(', ')}을 바꿉니다. 이대로면 실행할 때마다 프로젝트가 바뀝니다`
                  : 'rewrites' in failure
                    ? `한 줄만 고친 파일을 새 pre-commit 훅으로 커밋하니 더 많은 줄이 바뀌었습니다: ${failure.rewrites.map(({file, lines}) => `${file}(${lines}줄)`).join(', ')}. 이 훅은 그런 파일을 다음에 커밋할 때 나머지 줄까지 함께 커밋하게 됩니다. 그 파일들을 한 번 포맷해 따로 커밋한 뒤 명령을 다시 실행하세요`
                    : failure.message;
      return `"${step}" 단계에서 멈췄습니다(${why}).`;
    },
    rerun: '같은 명령을 다시 실행하면 이미 한 일은 그대로 두고 마저 끝냅니다.',
    waiting: (seconds, limit) =>
      `  … ${seconds}초째 설치하는 중입니다(${limit}초가 지나면 멈춥니다. 제한 시간은 SETUP_INSTALL_TIMEOUT으로 정합니다)`,
    checkWaiting: (check, seconds, limit) =>
      `  … "${check}" 검사가 ${seconds}초째 실행 중입니다(${limit}초가 지나면 멈추고 실패로 셉니다. 제한 시간은 SETUP_CHECK_TIMEOUT으로 정합니다)`,
    notPutBack:
      'Setup이 바꾼 것을 모두 되돌리지 못했습니다. 바꾼 내용은 .git 안의 기록에 남아 있습니다. 위의 원인(디스크 공간, 권한)을 해결한 뒤 같은 명령을 다시 실행하면 먼저 프로젝트를 되돌립니다.',
    restored: 'Setup이 바꾼 것을 모두 되돌렸습니다. 프로젝트는 명령을 실행하기 전 그대로입니다.',
    recovered:
      '이 폴더에서 Setup이 실행 도중 멈춘 적이 있어, 그 전 상태로 프로젝트를 되돌린 뒤 지금 다시 설정합니다.',
    broke: (script, passedBefore, files) =>
      passedBefore
        ? `프로젝트의 "${script}" 검사는 설정 전에는 통과했지만 설정 뒤에는 실패합니다${files.length > 0 ? `(Setup이 만들거나 바꾼 파일: ${files.join(', ')})` : ''}.`
        : files.length > 0
          ? `"${script}" 검사가 Setup이 만든 파일(${files.join(', ')})에서 실패합니다.`
          : `"${script}" 검사가 Setup이 쓴 파일에서 실패합니다.`,
    failedBefore: (script) =>
      `"${script}" 검사는 설정 전에도 실패했으므로 설정 탓으로 치지 않습니다.`,
    brokeOutsideGit: (command, files) =>
      `.git이 없는 프로젝트 사본(Docker 빌드, 소스 압축 파일)에서 "${command}"는 설정 전에는 통과했지만 설정 뒤에는 실패합니다${files.length > 0 ? `(Setup이 만들거나 바꾼 파일: ${files.join(', ')})` : ''}.`,
    outsideGitFailedBefore: (command) =>
      `.git이 없는 프로젝트 사본(Docker 빌드, 소스 압축 파일)에서 "${command}"는 설정 전에도 실패했으므로 설정 탓으로 치지 않습니다.`,
    changing: (scripts) =>
      `파일을 바꾸는 검사는 실행하지 않았습니다: ${scripts.join(', ')}. Setup은 작업 트리에서 --fix나 --write를 실행하지 않습니다.`,
    envHint:
      '.env에 실제 값을 채우세요(.env는 Git이 무시하고, 커밋되는 템플릿은 .env.example입니다).',
    guides: (url) => `각 파일은 가이드에서 설명합니다: ${url}`,
    confirm: '이대로 바꿀까요? [Y/n] ',
    cancelled: '아무것도 바꾸지 않았습니다.',
  },
  ask: {
    packageManager: '패키지 매니저',
    kind: '프로젝트(vite: Vite로 빌드하는 브라우저 앱, node: Node.js 패키지나 CLI)',
    typescript:
      'TypeScript(6: TypeScript 6.0, 7-beside-6: TypeScript 6.0과 네이티브 TypeScript 7 컴파일러를 함께 설치)',
    pieces: '뺄 항목을 쉼표로 구분해 입력(Enter: 없음)',
  },
};

export const messages: Record<Language, Messages> = {en: english, ko: korean};

export function noteText(language: Language, note: Note): string {
  const format = messages[language].note[note.id] as (value: Note) => string;
  return format(note);
}

export function refusalText(language: Language, refusal: Refusal): string {
  const format = messages[language].refusal[refusal.id] as (value: Refusal) => string;
  return format(refusal);
}

export function problemText(language: Language, problem: Problem): string {
  const format = messages[language].problem[problem.id] as (value: Problem) => string;
  return format(problem);
}

export function usageText(language: Language, problem: UsageProblem): string {
  const format = messages[language].usage[problem.id] as (value: UsageProblem) => string;
  return format(problem);
}

export function findingText(language: Language, finding: Finding): string {
  const format = messages[language].finding[finding.id] as (value: Finding) => string;
  return format(finding);
}
