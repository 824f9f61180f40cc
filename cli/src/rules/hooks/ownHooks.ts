// The reader's hooks keep running, in a new project too: a global or local
// core.hooksPath, hooks a git init copies from a template, or hooks in
// .git/hooks (reliability F3, F4). husky would switch each of them off.
import type {Project} from '../../detect.ts';
import {huskyFolderOf} from '../facts.ts';
import type {PieceRule} from '../rule.ts';

/** The hooks Git runs here, or those a new repository's git init would bring. */
const hooksOf = (project: Project) => project.git ?? project.newRepositoryHooks;

/** A core.hooksPath that is not husky's. */
function ownHooksPath(project: Project): string | undefined {
  const path = hooksOf(project)?.hooksPath;
  return path && !/(^|\/)\.husky(\/_)?$/.test(path) ? path : undefined;
}

export const ownCoreHooksPath: PieceRule = {
  name: "no husky over a core.hooksPath of the reader's own",
  decide: ({project, chosen}) => {
    const hooksPath = ownHooksPath(project);
    return hooksPath && chosen.has('husky')
      ? [{drop: ['husky'], note: {id: 'hooksPath', hooksPath}}]
      : [];
  },
};

/**
 * husky set up for another folder of the repository (its top, or another
 * package): Git has one hooks folder, so a second husky would switch the
 * first one's hooks off (real projects P12).
 */
export const huskyElsewhere: PieceRule = {
  name: "no second husky beside another folder's",
  decide: ({project, chosen}) => {
    const hooksPath = hooksOf(project)?.hooksPath;
    return hooksPath &&
      !ownHooksPath(project) &&
      hooksPath.replace(/\/_?$/, '') !== huskyFolderOf(project) &&
      chosen.has('husky')
      ? [{drop: ['husky'], note: {id: 'huskyElsewhere', hooksPath}}]
      : [];
  },
};

export const hooksInGitFolder: PieceRule = {
  name: 'no husky over hooks in .git/hooks',
  decide: ({project, chosen}) => {
    const hooks = hooksOf(project);
    return hooks && !hooks.hooksPath && hooks.ownHooks.length > 0 && chosen.has('husky')
      ? [{drop: ['husky'], note: {id: 'ownHooks', hooks: hooks.ownHooks}}]
      : [];
  },
};
