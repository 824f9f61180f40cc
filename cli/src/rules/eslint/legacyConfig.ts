import {legacyEslintNames} from '../../configNames.ts';
import {existingConfig, majorOf} from '../facts.ts';
import type {PieceRule} from '../rule.ts';

/**
 * A legacy .eslintrc, which ESLint 10 ignores, is the project's to migrate.
 * An ESLint before 9 reads it: the hook runs that one (express).
 */
export const legacyEslintConfig: PieceRule = {
  name: 'no ESLint config beside a legacy .eslintrc',
  decide: ({existing, project, chosen, dependencies}) => {
    const legacy = legacyEslintNames.find((name) => project.names.includes(name));
    if (
      !existing ||
      !legacy ||
      existingConfig(project, 'eslint.config.js') ||
      !chosen.has('eslint')
    ) {
      return [];
    }
    const eslintMajor = majorOf(dependencies.eslint);
    return [
      {
        drop: ['eslint'],
        note: {id: 'legacyEslint', path: legacy},
        ...(eslintMajor > 0 && eslintMajor < 9
          ? {standIn: {tool: 'ESLint', code: 'eslint --fix'}}
          : {}),
      },
    ];
  },
};
