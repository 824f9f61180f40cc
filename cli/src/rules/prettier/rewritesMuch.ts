import {rewritesMuch} from '../../prettierFit.ts';
import type {Decision, PieceRule} from '../rule.ts';

/**
 * Prettier that would rewrite much of the code even with options read from
 * it (express's style) would turn each edit into a rewrite. So would the
 * project's own Prettier config where its files do not follow it (unseen
 * projects P6: Angular, create-vue), unless .prettierignore can list the
 * few it would rewrite: not where the project keeps a .prettierignore of its own.
 */
export const prettierRewritesMuch: PieceRule = {
  name: 'no Prettier that would rewrite much of the code',
  decide: ({prettierFit, chosen, request, project}): Decision[] => {
    if (!prettierFit || !chosen.has('prettier') || request.with.has('prettier')) {
      return [];
    }
    const {changed, total, sampled} = prettierFit;
    if (prettierFit.own) {
      const listable = project.entry('.prettierignore').type === 'missing';
      return changed.length > 0 && (rewritesMuch(prettierFit) || !listable)
        ? [{drop: ['prettier'], note: {id: 'ownPrettierRewrites', changed: changed.length, total}}]
        : [];
    }
    return rewritesMuch(prettierFit)
      ? [
          {
            drop: ['prettier'],
            note: {id: 'prettierRewrites', changed: changed.length, total, sampled},
          },
        ]
      : [];
  },
};
