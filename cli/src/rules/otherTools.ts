import type {PieceRule} from './rule.ts';

/**
 * The project's own linter and formatter, or the workspace's (a new package
 * in a monorepo follows its top), and no second one beside them: each runs
 * at commit time in its piece's place.
 */
export const ownLinterAndFormatter: PieceRule = {
  name: "no ESLint or Prettier beside the project's own linter or formatter",
  decide: ({project, chosen, request}) =>
    (
      [
        ['eslint', project.otherLinter],
        ['prettier', project.otherFormatter],
      ] as const
    ).flatMap(([piece, tool]) =>
      tool && chosen.has(piece) && !request.with.has(piece)
        ? [{drop: [piece], note: {id: 'otherTool', tool: tool.tool, piece}, standIn: tool}]
        : [],
    ),
};
