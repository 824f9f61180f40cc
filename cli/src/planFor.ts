// The plan the command shows and carries out, made once: where the plan adds
// Prettier to an existing project, Prettier's options are measured on the
// project's files first, and Setup's new files are formatted as the
// project's Prettier will check them.
import {allDependencies, type Project} from './detect.ts';
import type {ExampleSources} from './files.ts';
import {makePlan, type PlanResult, type Request} from './plan.ts';
import {
  fitOwnPrettier,
  fitPrettier,
  formattedAsProject,
  type PrettierOptions,
} from './prettierFit.ts';

export async function planFor(
  project: Project,
  request: Request,
  sources: ExampleSources,
  packageManagerVersion: string | undefined,
): Promise<PlanResult> {
  const first = makePlan(project, request, sources, packageManagerVersion);
  const newPrettierrc = first.plan?.changes.find(
    (change) => change.path === '.prettierrc' && change.action === 'create',
  );
  if (first.plan?.mode !== 'existing') {
    return first;
  }
  if (newPrettierrc?.action !== 'create') {
    // The project's own Prettier, which the hook will run: how much of its
    // code its own config would rewrite at a one-line edit (unseen P6).
    const ownPrettier =
      first.plan.pieces.has('prettier') &&
      'prettier' in allDependencies(project.packageJson?.data) &&
      (await fitOwnPrettier(project.dir));
    return ownPrettier && ownPrettier.changed.length > 0
      ? makePlan(project, request, sources, packageManagerVersion, ownPrettier)
      : first;
  }
  const prettierFit = await fitPrettier(
    project.dir,
    JSON.parse(newPrettierrc.text) as PrettierOptions,
    project.codeStyle(),
  );
  if (!prettierFit) {
    return first;
  }
  const measured = makePlan(project, request, sources, packageManagerVersion, prettierFit);
  if (!measured.plan?.changes.some((change) => change.path === '.prettierrc')) {
    return measured;
  }
  // Setup's own new files pass the project's new format check too.
  const created = measured.plan.changes.filter((change) => change.action === 'create');
  const formatted = await formattedAsProject(created, prettierFit.options);
  const changes = measured.plan.changes.map(
    (change) => formatted.find((file) => file.path === change.path) ?? change,
  );
  return {plan: {...measured.plan, changes}};
}
