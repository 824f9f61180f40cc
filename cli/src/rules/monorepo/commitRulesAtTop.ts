import {repositoryWideLines} from '../../hookBlocks.ts';
import {wayUp} from '../facts.ts';
import type {PieceRule} from '../rule.ts';

/**
 * A workspace's package whose repository's commit-msg hook already runs
 * commitlint for every commit gets no commitlint of its own: a second one
 * would check each commit touching the package twice, by two configs that
 * can disagree (unseen P4).
 */
export const commitRulesAtTop: PieceRule = {
  name: "no second commitlint in a workspace's package",
  decide: ({project, chosen, request}) => {
    const prefix = project.git?.prefix ?? '';
    if (
      !project.workspaceTop ||
      prefix === '' ||
      !chosen.has('commitlint') ||
      request.with.has('commitlint')
    ) {
      return [];
    }
    const hook = project.entry(`${wayUp(prefix)}/.husky/commit-msg`);
    const checked =
      hook.type === 'file' &&
      repositoryWideLines(hook.text).some((line) => /\bcommitlint\b/.test(line));
    return checked ? [{drop: ['commitlint'], note: {id: 'commitRulesAtTop'}}] : [];
  },
};
