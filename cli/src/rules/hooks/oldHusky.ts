import {allDependencies} from '../../detect.ts';
import {majorOf} from '../facts.ts';
import type {PieceRule} from '../rule.ts';

/**
 * husky before 9 (lowdb's 8, or a "husky" key of husky 4 in package.json)
 * runs the project's hooks its own way, which husky 9 would break (real
 * projects P13): moving is the reader's step, never a silent one.
 */
export const oldHusky: PieceRule = {
  name: 'no husky 9 over husky 4 or 8',
  decide: ({existing, project, chosen}) => {
    const range = allDependencies(project.packageJson?.data).husky;
    const version =
      range !== undefined && majorOf(range) > 0 && majorOf(range) < 9
        ? range
        : project.packageJson?.data.husky !== undefined
          ? '4'
          : undefined;
    return existing && version && chosen.has('husky')
      ? [{drop: ['husky'], note: {id: 'huskyOld', version}}]
      : [];
  },
};
