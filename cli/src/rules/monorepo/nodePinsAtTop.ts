import type {PieceRule} from '../rule.ts';

/**
 * A package of a workspace takes its Node version from the top: an .nvmrc,
 * engines or devEngines of its own would be a second pin that can disagree
 * (content review W2: a new package of a pnpm workspace got all three).
 */
export const nodePinsAtTop: PieceRule = {
  name: "no Node pins in a workspace's package",
  decide: ({project, chosen, request}) =>
    project.workspaceTop && chosen.has('node-version') && !request.with.has('node-version')
      ? [{drop: ['node-version'], note: {id: 'nodePinsAtTop'}}]
      : [],
};
