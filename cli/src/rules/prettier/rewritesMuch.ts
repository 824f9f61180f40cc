import {rewritesMuch} from '../../prettierFit.ts';
import type {PieceRule} from '../rule.ts';

/**
 * Prettier that would rewrite much of the code even with options read from
 * it (express's style) would turn each edit into a rewrite.
 */
export const prettierRewritesMuch: PieceRule = {
  name: 'no Prettier that would rewrite much of the code',
  decide: ({prettierFit, chosen, request}) =>
    prettierFit &&
    rewritesMuch(prettierFit) &&
    chosen.has('prettier') &&
    !request.with.has('prettier')
      ? [
          {
            drop: ['prettier'],
            note: {
              id: 'prettierRewrites',
              changed: prettierFit.changed.length,
              total: prettierFit.total,
              sampled: prettierFit.sampled,
            },
          },
        ]
      : [],
};
