// The GitHub workflows, checked for the mistakes CI would not report on the
// pull request that makes them: a script package.json no longer has (the
// deploy only runs after the merge), a deploy that publishes something other
// than the build its tests ran on, pull requests tested less than the deploy,
// and a shallow clone that would stamp every page with the same date. The
// values the workflows merely set (triggers, permissions, versions) are not
// repeated here.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {parse} from 'yaml';
import {projectDir} from '../../scripts/lib/run.ts';

type Step = {uses?: string; run?: string; with?: Record<string, unknown>};
type Job = {steps?: Step[]};
type Workflow = {jobs?: Record<string, Job>};

async function readWorkflow(name: string): Promise<Workflow> {
  const file = path.join(projectDir, '.github/workflows', name);
  try {
    return parse(await readFile(file, 'utf8'), {prettyErrors: true}) as Workflow;
  } catch (error) {
    throw new Error(`${file} is not valid YAML: ${String(error)}`, {cause: error});
  }
}

const {scripts} = JSON.parse(await readFile(path.join(projectDir, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

const workflows = {
  'deploy.yml': await readWorkflow('deploy.yml'),
  'test.yml': await readWorkflow('test.yml'),
  'release.yml': await readWorkflow('release.yml'),
  'latest-tools.yml': await readWorkflow('latest-tools.yml'),
  'command-windows.yml': await readWorkflow('command-windows.yml'),
};

function steps(workflow: Workflow): Step[] {
  return Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps ?? []);
}

function runs(workflow: Workflow): string[] {
  return steps(workflow).flatMap((step) => (step.run ? [step.run] : []));
}

/** The package.json scripts a shell command runs: `npm run x`, `npm test`, `npm start`. */
function npmScripts(command: string): string[] {
  return [...command.matchAll(/\bnpm\s+(?:run(?:-script)?\s+([\w:.-]+)|(test|start)\b)/g)].flatMap(
    ([, run, lifecycle]) => [run ?? lifecycle ?? ''],
  );
}

describe('the workflows', () => {
  for (const [name, workflow] of Object.entries(workflows)) {
    test(`${name} runs only scripts package.json has`, () => {
      const used = runs(workflow).flatMap(npmScripts);
      assert.ok(used.length > 0, `${name} runs some npm script`);
      for (const script of used) {
        assert.ok(script in scripts, `${name} runs "npm run ${script}", which package.json lacks`);
      }
    });
  }

  test('pull requests run the same tests as the deploy', () => {
    assert.deepEqual(
      runs(workflows['test.yml']).flatMap(npmScripts),
      runs(workflows['deploy.yml']).flatMap(npmScripts),
    );
  });
});

describe('.github/workflows/deploy.yml', () => {
  const workflow = workflows['deploy.yml'];

  test('publishes the build npm test made and tested, without building a second time', () => {
    assert.match(scripts.test ?? '', /\bnpm run build\b/, 'npm test builds the site');
    const buildJob = Object.values(workflow.jobs ?? {}).find((job) =>
      job.steps?.some((step) => step.uses?.startsWith('actions/upload-pages-artifact@')),
    );
    assert.ok(buildJob?.steps, 'a job uploads the Pages artifact');
    const testStep = buildJob.steps.findIndex(
      (step) => step.run && npmScripts(step.run).includes('test'),
    );
    const upload = buildJob.steps.findIndex((step) =>
      step.uses?.startsWith('actions/upload-pages-artifact@'),
    );
    assert.ok(testStep >= 0, 'the job that uploads runs npm test');
    assert.ok(testStep < upload, 'the tests run before the upload');
    for (const command of runs(workflow)) {
      assert.doesNotMatch(command, /\bnpm run build\b|\bdocusaurus build\b/, 'a second build');
    }
    const outDir = /--out-dir\s+(\S+)/.exec(scripts.build ?? '')?.[1] ?? 'build';
    assert.equal(
      buildJob.steps[upload]?.with?.path,
      outDir,
      'uploads the folder npm run build writes',
    );
  });

  test('fetches the whole history, which last-update dates and sitemap lastmod come from', () => {
    const checkout = steps(workflow).find((step) => step.uses?.startsWith('actions/checkout@'));
    assert.equal(checkout?.with?.['fetch-depth'], 0);
  });
});
