import {componentKinds, existingConfig} from '../facts.ts';
import type {PieceRule} from '../rule.ts';

/**
 * Type-aware rules read a component file an import names as an error type
 * (create-vite's vue-ts: every commit touching main.ts blocked).
 */
export const untypedForComponents: PieceRule = {
  name: 'no type-aware rules in a project of Vue, Svelte or Astro components',
  decide: ({existing, project, chosen, dependencies}) => {
    const components = componentKinds.find((kind) =>
      kind.frameworks.some((framework) => framework in dependencies),
    );
    return existing &&
      components &&
      chosen.has('typed-lint') &&
      !existingConfig(project, 'eslint.config.js')
      ? [
          {
            drop: ['typed-lint'],
            note: {id: 'untypedForComponents', extension: `.${components.extension}`},
          },
        ]
      : [];
  },
};
