import type {PieceRule} from '../rule.ts';

/** Type-aware rules need a tsconfig.json to read the types from. */
export const noTsconfig: PieceRule = {
  name: 'no type-aware rules without a tsconfig.json',
  decide: ({existing, project}) =>
    existing && project.entry('tsconfig.json').type === 'missing'
      ? [{drop: ['typed-lint'], note: {id: 'noTypeScript'}}]
      : [],
};
