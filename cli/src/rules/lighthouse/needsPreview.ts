import type {PieceRule} from '../rule.ts';

/**
 * Lighthouse audits the app a `preview` script serves: in a project without
 * one, its browser's worth of dependencies would have nothing to run.
 */
export const lighthouseNeedsPreview: PieceRule = {
  name: 'no Lighthouse without a preview script to audit',
  decide: ({existing, project, chosen}) =>
    existing &&
    chosen.has('lighthouse') &&
    typeof project.packageJson?.data.scripts?.preview !== 'string'
      ? [{drop: ['lighthouse'], note: {id: 'lighthouseNoPreview'}}]
      : [],
};
