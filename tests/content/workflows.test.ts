// The GitHub workflows parse and keep the steps publishing depends on, so a
// typo in them fails here instead of silently stopping deploys.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {parse} from 'yaml';
import {projectDir} from '../helpers/run.ts';

type Step = {uses?: string; run?: string; with?: Record<string, unknown>; if?: string};
type Job = {'runs-on'?: string; needs?: string | string[]; steps?: Step[]; environment?: unknown};
type Workflow = {
  on?: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: {group?: string; 'cancel-in-progress'?: boolean};
  jobs?: Record<string, Job>;
};

async function readWorkflow(name: string): Promise<Workflow> {
  const file = path.join(projectDir, '.github/workflows', name);
  try {
    return parse(await readFile(file, 'utf8'), {prettyErrors: true}) as Workflow;
  } catch (error) {
    throw new Error(`${file} is not valid YAML: ${String(error)}`, {cause: error});
  }
}

function steps(workflow: Workflow): Step[] {
  return Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps ?? []);
}

function action(workflow: Workflow, name: string): Step | undefined {
  return steps(workflow).find((step) => step.uses?.split('@')[0] === name);
}

function runs(workflow: Workflow): string[] {
  return steps(workflow).flatMap((step) => (step.run ? [step.run.trim()] : []));
}

/** The steps both workflows share: Node from .nvmrc, a clean install, every test. */
function assertTestSteps(workflow: Workflow): void {
  const checkout = action(workflow, 'actions/checkout');
  assert.ok(checkout, 'checks out the repository');
  assert.equal(checkout.with?.['fetch-depth'], 0, 'fetches full history for git dates');
  assert.equal(action(workflow, 'actions/setup-node')?.with?.['node-version-file'], '.nvmrc');
  const commands = runs(workflow);
  const install = commands.indexOf('npm ci');
  const test = commands.indexOf('npm test');
  assert.ok(install >= 0, 'installs with npm ci');
  assert.ok(test > install, 'runs npm test after npm ci');
}

describe('.github/workflows/deploy.yml', async () => {
  const workflow = await readWorkflow('deploy.yml');

  test('runs on pushes to main and by hand', () => {
    assert.deepEqual(workflow.on?.push, {branches: ['main']});
    assert.ok(workflow.on && 'workflow_dispatch' in workflow.on);
  });

  test('asks for the least permissions Pages needs', () => {
    assert.deepEqual(workflow.permissions, {
      contents: 'read',
      pages: 'write',
      'id-token': 'write',
    });
  });

  test('never runs two deploys at once', () => {
    assert.ok(workflow.concurrency?.group, 'has a concurrency group');
    assert.equal(workflow.concurrency['cancel-in-progress'], false);
  });

  test('tests, builds both locales and uploads build/ as the Pages artifact', () => {
    assertTestSteps(workflow);
    const commands = runs(workflow);
    assert.ok(
      commands.indexOf('npm run build') > commands.indexOf('npm test'),
      'builds after the tests pass',
    );
    assert.equal(action(workflow, 'actions/upload-pages-artifact')?.with?.path, 'build');
  });

  test('deploys the artifact in a job that waits for the build', () => {
    const deployJob = Object.values(workflow.jobs ?? {}).find((job) =>
      job.steps?.some((step) => step.uses?.startsWith('actions/deploy-pages@')),
    );
    assert.ok(deployJob, 'a job uses actions/deploy-pages');
    assert.ok(deployJob.needs, 'the deploy job needs the build job');
    assert.ok(deployJob.environment, 'the deploy job names its environment');
  });
});

describe('.github/workflows/test.yml', async () => {
  const workflow = await readWorkflow('test.yml');

  test('runs on pull requests with read-only permissions', () => {
    assert.ok(workflow.on && 'pull_request' in workflow.on);
    assert.deepEqual(workflow.permissions, {contents: 'read'});
  });

  test('runs the same tests as the deploy', () => {
    assertTestSteps(workflow);
  });

  test('uploads the Playwright report and screenshots when a test fails', () => {
    const upload = action(workflow, 'actions/upload-artifact');
    assert.ok(upload, 'uploads an artifact');
    assert.equal(upload.if, 'failure()');
    const uploaded = String(upload.with?.path);
    for (const folder of ['playwright-report/', 'test-results/', 'screenshots/']) {
      assert.ok(uploaded.includes(folder), `uploads ${folder}`);
    }
  });
});

test('static/.nojekyll stops GitHub Pages from dropping files that start with _', async () => {
  await readFile(path.join(projectDir, 'static/.nojekyll'));
});
