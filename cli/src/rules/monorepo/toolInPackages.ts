import type {PieceRule} from '../rule.ts';

/**
 * At a workspace's top whose packages lint or format on their own (turbo
 * run lint), a copy at the top would be a second one beside theirs (real
 * projects P12: create-t3-turbo). husky stays for the repository's commit
 * rules, with nothing for lint-staged to run at the top (content review W7).
 */
export const toolInPackages: PieceRule = {
  name: "no ESLint or Prettier at a workspace's top whose packages run their own",
  decide: ({existing, project, chosen, request, dependencies}) => {
    if (!existing || !project.isWorkspaceTop) {
      return [];
    }
    const inPackages = project.workspaceRanges();
    return (['eslint', 'prettier'] as const).flatMap((piece) =>
      chosen.has(piece) &&
      !request.with.has(piece) &&
      piece in inPackages &&
      !(piece in dependencies)
        ? [
            {
              drop: [piece],
              note: {id: 'toolInPackages', tool: piece === 'eslint' ? 'ESLint' : 'Prettier', piece},
              commitRulesOnly: true as const,
            },
          ]
        : [],
    );
  },
};
