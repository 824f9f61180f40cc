import type {PieceRule} from '../rule.ts';

/** Lighthouse brings a browser's worth of dependencies: an existing project gets it when asked for. */
export const lighthouseOptIn: PieceRule = {
  name: 'Lighthouse only when asked for, in an existing project',
  decide: ({existing, chosen, request}) =>
    existing && chosen.has('lighthouse') && !request.with.has('lighthouse')
      ? [{drop: ['lighthouse'], note: {id: 'optIn', piece: 'lighthouse'}}]
      : [],
};
