import {existingConfig} from '../facts.ts';
import type {PieceRule} from '../rule.ts';

/** typescript-eslint reads the TypeScript 6 API, which an installed `typescript` 7 no longer is. */
export const eslintWithTypeScript7: PieceRule = {
  name: 'no new ESLint over an installed TypeScript 7',
  decide: ({existing, project, chosen, typescript7}) =>
    existing && typescript7 && chosen.has('eslint') && !existingConfig(project, 'eslint.config.js')
      ? [{drop: ['eslint'], note: {id: 'typescript7Eslint'}}]
      : [],
};
