import type {Piece} from '../../choices.ts';
import {pieceTools, releaseFor} from '../../toolReleases.ts';
import {projectNodeMajor} from '../facts.ts';
import type {PieceRule} from '../rule.ts';

/**
 * A tool none of whose releases runs on the oldest Node line the project
 * supports (ESLint 10 and Node 18) is left out; others take an older release.
 */
export const nodeTooOld: PieceRule = {
  name: "no tool without a release for the project's oldest Node",
  decide: ({existing, project, chosen}) => {
    const major = existing ? projectNodeMajor(project) : undefined;
    if (major === undefined) {
      return [];
    }
    return (Object.entries(pieceTools) as [Piece, readonly string[]][]).flatMap(([piece, tools]) =>
      chosen.has(piece) && tools.some((tool) => releaseFor(tool, major) === undefined)
        ? [{drop: [piece], note: {id: 'nodeTooOld', piece, major}}]
        : [],
    );
  },
};
