// The GitHub workflows, checked for the mistakes CI would not report on the
// pull request that makes them: a script package.json no longer has (the
// deploy only runs after the merge), a deploy that publishes something other
// than the build its tests ran on, pull requests tested less than the deploy
// (their jobs split npm test), a shallow clone that would stamp every page
// with the same date, and, in the scheduled runs, a script file or a step id
// that is not there (the weekly run would only fail on Monday). The values the workflows merely set
// (triggers, permissions, versions) are not repeated here.
import assert from 'node:assert/strict';
import {access, readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {parse} from 'yaml';
import {projectDir} from '../../scripts/lib/run.ts';

type Step = {id?: string; uses?: string; run?: string; with?: Record<string, unknown>};
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

/** The jobs of a workflow that build the site: `npm test` or `npm run build`. */
function buildJobs(workflow: Workflow): [string, Job][] {
  return Object.entries(workflow.jobs ?? {}).filter(([, job]) =>
    (job.steps ?? []).some(
      (step) =>
        step.run && npmScripts(step.run).some((script) => script === 'test' || script === 'build'),
    ),
  );
}

/** The project files a shell command runs with node: `node --flag scripts/x.ts`. */
function nodeScripts(command: string): string[] {
  return [
    ...command.matchAll(/\bnode\s+(?:--\S+\s+)*((?:scripts|cli|tests)\/\S+\.[cm]?[jt]s)\b/g),
  ].map(([, file]) => file ?? '');
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

  for (const [name, workflow] of Object.entries(workflows)) {
    test(`${name} runs only script files the project has`, async () => {
      for (const file of runs(workflow).flatMap(nodeScripts)) {
        await assert.doesNotReject(access(path.join(projectDir, file)), `${name} runs ${file}`);
      }
    });

    test(`${name} refers only to steps of the same job`, () => {
      for (const [jobName, job] of Object.entries(workflow.jobs ?? {})) {
        const ids = new Set((job.steps ?? []).flatMap((step) => (step.id ? [step.id] : [])));
        for (const [, id] of JSON.stringify(job).matchAll(/\bsteps\.([\w-]+)\./g)) {
          assert.ok(
            ids.has(id ?? ''),
            `${name}: job ${jobName} refers to steps.${id}, which it lacks`,
          );
        }
      }
    });

    test(`${name} fetches the whole history wherever it builds the site`, () => {
      // Last-update dates and sitemap lastmod come from git, and the build tests check them.
      for (const [jobName, job] of buildJobs(workflow)) {
        const checkout = job.steps?.find((step) => step.uses?.startsWith('actions/checkout@'));
        assert.equal(checkout?.with?.['fetch-depth'], 0, `${name}: job ${jobName}`);
      }
    });
  }

  test('the site is built by the deploy, pull requests and the weekly newest-Docusaurus run', () => {
    for (const name of ['deploy.yml', 'test.yml', 'latest-tools.yml'] as const) {
      assert.ok(buildJobs(workflows[name]).length > 0, `${name} builds the site`);
    }
  });

  test('the deploy runs npm test, and pull requests run every part of it in their parallel jobs', () => {
    assert.ok(runs(workflows['deploy.yml']).flatMap(npmScripts).includes('test'));
    const parts = npmScripts(scripts.test ?? '');
    assert.ok(parts.length > 5, 'npm test is a chain of npm scripts');
    const pullRequests = new Set(runs(workflows['test.yml']).flatMap(npmScripts));
    assert.deepEqual(
      parts.filter((part) => !pullRequests.has(part)),
      [],
      'parts of npm test that no job of test.yml runs',
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
});
