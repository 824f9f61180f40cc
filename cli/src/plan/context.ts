// What every part of the plan reads, worked out once: the project, the
// reader's choices, and where the package sits in its repository (its
// prefix, the way up to the top, whether its hooks join the top's), and
// whether Setup sets the commit template.
import {effectivePieces, type Options, type Piece} from '../choices.ts';
import type {Project} from '../detect.ts';
import type {ExampleSources} from '../files.ts';
import {shellLive} from '../names.ts';
import type {Note, Refusal, Request} from '../planTypes.ts';
import type {PrettierFit} from '../prettierFit.ts';
import {majorOf, wayUp} from '../rules/facts.ts';

export type PlanContext = {
  project: Project;
  request: Request;
  sources: ExampleSources;
  options: Options;
  on: ReadonlySet<Piece>;
  /** The plan's notes so far, in the order the reader reads them; each part adds its own. */
  notes: Note[];
  existing: boolean;
  hasCommits: boolean;
  /** Yarn 1, which runs prepare on install, reads no .yarnrc.yml and keeps no install state. */
  yarnClassic: boolean;
  /** The package's folder in its repository, "" at the top. */
  prefix: string;
  /** The way from the package up to the repository's top ("../.."), for a package below it. */
  up: string;
  /** The package's hooks join the repository's at the workspace's top. */
  hooksAtTop: boolean;
  /** A commit.template of the reader's own, which stays. */
  templateOwn?: string;
  linkedWorktree: boolean;
  /** Setup sets commit.template. */
  template: boolean;
  prettierFit?: PrettierFit;
  /** The package manager's version on the PATH. */
  packageManagerVersion?: string;
};

type Chosen = Pick<
  PlanContext,
  'project' | 'request' | 'sources' | 'options' | 'notes' | 'existing' | 'hasCommits'
> &
  Pick<PlanContext, 'prettierFit' | 'packageManagerVersion'>;

/** The context of a plan for the options chosen, or why a package's folder cannot have one. */
export function planContext(chosen: Chosen): {context: PlanContext} | {refusal: Refusal} {
  const {project, options, notes} = chosen;
  const on = effectivePieces(options);
  const yarnClassic =
    options.packageManager === 'yarn' &&
    (chosen.packageManagerVersion
      ? majorOf(chosen.packageManagerVersion) === 1
      : /^# yarn lockfile v1$/m.test(textOf(project, 'yarn.lock')));
  const prefix = project.git?.prefix ?? '';
  if (prefix !== '') {
    const live = [...new Set(prefix.match(shellLive) ?? [])];
    if (live.length > 0 && (on.has('husky') || on.has('gitmessage'))) {
      return {
        refusal: {
          id: 'unsafeFolderName',
          prefix,
          characters: live.map((character) => JSON.stringify(character)).join(' '),
        },
      };
    }
    notes.push({id: 'subfolder', prefix, hooks: on.has('husky')});
  }
  const hooksAtTop = prefix !== '' && project.workspaceTop !== undefined && on.has('husky');
  if (hooksAtTop) {
    notes.push({id: 'hooksAtTop', prefix});
  }
  const templateOwn =
    project.git?.template &&
    project.git.template !== (prefix ? `${prefix}/.gitmessage` : '.gitmessage')
      ? project.git.template
      : undefined;
  if (templateOwn && on.has('gitmessage')) {
    notes.push({id: 'templateKept', template: templateOwn});
  }
  // A template Git cannot read breaks every commit made in an editor (F17).
  const message = project.entry('.gitmessage');
  const messageReadable = message.type !== 'symlink' || message.resolves;
  // Git's config is shared by every worktree, and the others have no
  // .gitmessage until this branch is merged: their editor commits would fail.
  const linkedWorktree = project.git?.linkedWorktree === true;
  const context: PlanContext = {
    ...chosen,
    on,
    yarnClassic,
    prefix,
    up: wayUp(prefix),
    hooksAtTop,
    ...(templateOwn ? {templateOwn} : {}),
    linkedWorktree,
    template: on.has('gitmessage') && !templateOwn && messageReadable && !linkedWorktree,
  };
  return {context};
}

/** A file's text, or "" where it is not a file. */
export function textOf(project: Project, file: string): string {
  const entry = project.entry(file);
  return entry.type === 'file' ? entry.text : '';
}
