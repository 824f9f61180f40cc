import {configFamilies} from '../../configNames.ts';
import type {Project} from '../../detect.ts';
import type {PieceRule} from '../rule.ts';

const setupConfig = {eslint: 'eslint.config.js', prettier: '.prettierrc'} as const;

/** Whether every other package of the workspace has a config of the tool's own. */
function inEveryPackage(project: Project, piece: keyof typeof setupConfig): boolean {
  const family = configFamilies.find((candidate) => candidate.ours === setupConfig[piece]);
  const members = project.workspaceNames();
  return (
    family !== undefined &&
    members.length > 0 &&
    members.every((names) => family.names.some((name) => names.includes(name)))
  );
}

/**
 * At a workspace's top whose packages lint or format on their own (turbo
 * run lint; each package's eslint.config.ts run by nx), a copy at the top
 * would be a second one beside theirs (real projects P12: create-t3-turbo;
 * unseen projects P11: TanStack/config). husky stays for the repository's
 * commit rules, with nothing for lint-staged to run at the top (content
 * review W7).
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
      ((piece in inPackages && !(piece in dependencies)) || inEveryPackage(project, piece))
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
