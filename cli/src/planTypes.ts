// The planner's data: what the reader asks for, the plan it returns, and the
// notes and refusals messages.ts words in both languages.
import type {Kind, Options, Piece, TypeScriptSetup} from './choices.ts';
import type {PackageJsonProblem} from './detect.ts';
import type {Language} from './guides.ts';
import type {PackageManager} from './packageManagers.ts';

/** What the reader asked for on the command line; unset values are detected. */
export type Request = {
  packageManager?: PackageManager;
  kind?: Kind;
  typescript?: TypeScriptSetup;
  without: ReadonlySet<Piece>;
  /** Pieces to add even where the project's own tools would otherwise keep them out. */
  with: ReadonlySet<Piece>;
  /** The reader's language, which the commit template follows; both languages when unset. */
  language?: Language;
  /** all: the project's test and build scripts are checks too (--verify=all). */
  verify?: 'checks' | 'all';
};

/** A fact the plan reports: translated and printed by messages.ts. */
export type Note =
  | {id: 'keptConfig'; path: string; tool: string; piece?: Piece}
  | {id: 'keptFile'; path: string; piece?: Piece}
  | {id: 'keptScript'; name: string; command: string}
  | {id: 'keptDependency'; name: string; range: string}
  | {id: 'legacyEslint'; path: string}
  | {id: 'otherTool'; tool: string; piece: 'eslint' | 'prettier'}
  | {id: 'otherToolBeside'; tool: string}
  | {id: 'pnpKept'}
  | {id: 'watchersLeftOut'; scripts: readonly string[]}
  | {id: 'noTypeScript'}
  | {id: 'untypedForComponents'; extension: string}
  | {id: 'typescript7Eslint'}
  | {id: 'projectReferences'}
  | {id: 'hooksPath'; hooksPath: string}
  | {id: 'huskyElsewhere'; hooksPath: string}
  | {id: 'hooksAtTop'; prefix: string}
  | {id: 'lintStagedAtTop'; prefix: string}
  | {id: 'commitRulesAtTop'}
  | {id: 'toolInPackages'; tool: string; piece: Piece}
  | {id: 'ownHooks'; hooks: readonly string[]}
  | {id: 'templateKept'; template: string}
  | {id: 'templateWorktree'; template: string}
  | {id: 'nodeRangeKept'; range?: string}
  | {id: 'nodeVersionAtTop'}
  | {id: 'nvmrcOutsideRange'; version: string; range: string}
  | {id: 'envExampleOwn'}
  | {id: 'nodePinsAtTop'}
  | {id: 'optIn'; piece: Piece}
  | {id: 'lighthouseNoPreview'}
  | {id: 'publishedPinst'}
  | {id: 'ignoredPaths'; paths: readonly string[]}
  | {id: 'notUtf8'; path: string}
  | {id: 'huskyOld'; version: string}
  | {id: 'hookManager'; tool: string; config: string; commitMsg: 'added' | 'own' | 'manual'}
  | {id: 'scriptExtended'; name: string; command: string}
  | {id: 'frameworkFiles'; extension: string; plugins: string; prettierReads: boolean}
  | {id: 'frameworkRules'; packages: readonly string[]}
  | {id: 'componentsUnchecked'; extension: string; plugins: string}
  | {id: 'prettierDefaults'}
  | {id: 'prettierReach'; changed: number; total: number}
  | {id: 'nothingToRun'; piece: Piece}
  | {id: 'lighthouseNeedsVite'}
  | {id: 'typedLintNeedsEslint'}
  | {id: 'nodeTooOld'; piece: Piece; major: number}
  | {id: 'olderReleases'; major: number; releases: readonly string[]}
  | {id: 'scriptsOff'; file: string; command: string}
  | {id: 'prettierRewrites'; changed: number; total: number; sampled: boolean}
  | {id: 'ownPrettierRewrites'; changed: number; total: number}
  | {id: 'ownPrettierReach'; changed: number; total: number}
  | {id: 'symlink'; path: string}
  | {id: 'moduleRename'; from: string; to: string}
  | {
      id: 'subfolder';
      prefix: string;
      /** Whether hooks run from there (husky is on). */ hooks: boolean;
    }
  | {id: 'detected'; what: 'packageManager' | 'kind' | 'typescript'; value: string; from: string};

export type Refusal =
  | {id: 'home'; dir: string}
  | {id: 'notAProject'; names: readonly string[]}
  | {id: 'badPackageJson'; problem: PackageJsonProblem}
  | {id: 'packageManagerMismatch'; asked: string; found: string; from: string}
  | {
      id: 'blockedPath';
      path: string;
      reason: 'notAFolder' | 'notAFile' | 'symlinkedFolder' | 'symlinkedFile' | 'symlinkedLockfile';
    }
  | {id: 'unsafeFolderName'; prefix: string; characters: string}
  | {id: 'unreadableFolder'; reason: string}
  | {id: 'runUnderWay'; pid: number}
  | {id: 'nothingToCheck'}
  | {id: 'gitVariable'; variable: string}
  | {id: 'gitRefused'; message: string}
  | {id: 'hiddenRepository'; top: string}
  | {id: 'gitBusy'; operation: string}
  | {id: 'installsNothing'; file: string}
  | {id: 'controlInPath'}
  /** `why`: the note of the rule that leaves the piece out. */
  | {id: 'withRefused'; piece: Piece; why?: Note}
  | {id: 'notWritable'; path: string};

export type FileChange =
  | {path: string; action: 'create'; text: string; piece?: Piece}
  | {path: string; action: 'update'; before: string; text: string; piece?: Piece}
  | {path: string; action: 'same'; piece?: Piece};

export type Plan = {
  /** A new project in an empty folder, or additions to an existing one. */
  mode: 'new' | 'existing';
  options: Options;
  pieces: ReadonlySet<Piece>;
  changes: FileChange[];
  notes: Note[];
  /** The folder's new packages, by name; installed with the package manager. */
  dependencies: Record<string, string>;
  git: {
    init: boolean;
    /** Make the first commit: only in a new repository (never in one with the reader's history). */
    commit: boolean;
    /** The husky command's folder argument, relative to the repository top; undefined: no hooks. */
    hooks?: string;
    /** The project's own hook manager's install command, run after its config gained a hook. */
    runner?: readonly string[];
    /** commit.template's value, relative to the repository top; undefined: keep as it is. */
    template?: string;
  };
  /** Scripts to run as checks: they must pass in a new project and are advice in an existing one. */
  checks: string[];
  /** The install a CI runs on the committed lockfile, checked before and after (an existing project). */
  lockfileCheck?: string;
  /** Copy .env.example to .env when there is none (a new project with the env piece). */
  createEnv: boolean;
  /** What the run does, in order: printPlan shows it and apply carries it out. */
  steps: PlanStep[];
};

/**
 * A step of the run, in the order apply() carries them out; the plan shows
 * those a reader would not see in its list of files and installs.
 */
export type PlanStep =
  /** An existing project's own checks before anything changes, and the CI install of its lockfile. */
  | {
      id: 'baseline';
      scripts: readonly string[];
      /** Its checks left out because they change files (--fix, --write). */
      fixing: readonly string[];
    }
  | {id: 'gitInit'}
  | {id: 'write'}
  /** `at`: where it runs, relative to the project (a workspace's top whose package.json the plan changes). */
  | {id: 'install'; command: string; at?: string}
  | {id: 'hooks'; folder: string}
  | {id: 'runner'; command: readonly string[]}
  | {id: 'template'; file: string}
  | {id: 'env'}
  | {id: 'rehearse'}
  /** The checks after the setup; `lockfile`: the CI install, where a lockfile is there to check. */
  | {id: 'checks'; scripts: readonly string[]; lockfile?: string}
  | {id: 'exportInstall'; command: string}
  /** A second plan of the set-up project, which must find nothing left to change. */
  | {id: 'settled'}
  /** The end: what to commit, and the commit itself where `make` says so. */
  | {id: 'commit'; make: boolean};

export type PlanResult = {plan: Plan; refusal?: undefined} | {refusal: Refusal; plan?: undefined};
