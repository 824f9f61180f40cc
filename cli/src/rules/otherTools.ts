import {existingConfig} from './facts.ts';
import type {Decision, PieceRule} from './rule.ts';

/**
 * The project's own linter and formatter, or the workspace's (a new package
 * in a monorepo follows its top), and no second one beside them: each runs
 * at commit time in its piece's place. A linter that runs beside an ESLint
 * config of the project's own (create-vue's oxlint and ESLint: unseen
 * projects P7) leaves ESLint in, with the project's config, and runs too.
 */
export const ownLinterAndFormatter: PieceRule = {
  name: "no ESLint or Prettier beside the project's own linter or formatter",
  decide: ({project, chosen, request}) =>
    (
      [
        ['eslint', project.otherLinter],
        ['prettier', project.otherFormatter],
      ] as const
    ).flatMap(([piece, tool]): Decision[] => {
      if (!tool || !chosen.has(piece) || request.with.has(piece)) {
        return [];
      }
      if (piece === 'eslint' && existingConfig(project, 'eslint.config.js')) {
        return [{drop: [], note: {id: 'otherToolBeside', tool: tool.tool}, standIn: tool}];
      }
      return [{drop: [piece], note: {id: 'otherTool', tool: tool.tool, piece}, standIn: tool}];
    }),
};
