import type {PieceRule} from '../rule.ts';

/**
 * A hook manager of the project's own (simple-git-hooks, lefthook,
 * pre-commit) runs its hooks: husky would switch them off. The commit
 * message check goes into that manager's config where Setup can edit it
 * (real projects P14).
 */
export const ownHookManager: PieceRule = {
  name: "no husky beside the project's own hook manager",
  decide: ({existing, project, chosen}) => {
    const manager = project.hookManager;
    if (!existing || !manager || !chosen.has('husky')) {
      return [];
    }
    const editable =
      !manager.atTop && manager.edit !== 'none' && manager.tool !== 'pre-commit'
        ? manager.tool
        : undefined;
    const commitMsg = manager.hooks.includes('commit-msg') ? 'own' : editable ? 'added' : 'manual';
    const commitlint = chosen.has('commitlint');
    return [
      {
        drop: ['husky'],
        note: {
          id: 'hookManager',
          tool: manager.tool,
          config: manager.atTop ? `${project.git?.root ?? ''}/${manager.config}` : manager.config,
          commitMsg: commitlint ? commitMsg : 'own',
        },
        ...(commitlint && commitMsg === 'added' ? {hookRunner: editable} : {}),
      },
    ];
  },
};
