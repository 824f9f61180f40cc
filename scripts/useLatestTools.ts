// node scripts/useLatestTools.ts [--report FILE] [--dry-run]
// Moves the tools the guides cover to their newest releases, as the weekly
// workflow (.github/workflows/latest-tools.yml) tries them before running the
// example, guide and generator tests: src/data/toolVersions.ts, the versions
// the pages quote and the examples' package.json, then a fresh install of each
// example, with no lockfile, as a reader starting today would get it, and
// stackCheckedAt moved to now, so the tests meet today's registry. A tool
// that another tool's peer range holds back stays on the newest release that
// range accepts. Prints what moved, and writes it as Markdown to FILE.
// --dry-run only prints. The changes are for the tests, not to commit:
// Renovate's PRs move the pins for good.
import {rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {toolVersions} from '../src/data/toolVersions.ts';
import {examples} from './lib/examples.ts';
import {RegistryUnreachableError} from './lib/npmRegistry.ts';
import {run} from './lib/run.ts';
import {newestThatFit, type Choice} from './latestTools/newest.ts';
import {markdownReport} from './latestTools/report.ts';
import {rewriteCheckedAt, rewriteExamples, rewritePins} from './latestTools/rewrite.ts';

const {values} = parseArgs({
  options: {report: {type: 'string'}, 'dry-run': {type: 'boolean', default: false}},
});

let choices: Choice[];
try {
  choices = await newestThatFit(toolVersions);
} catch (error) {
  if (error instanceof RegistryUnreachableError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const report = markdownReport(choices);
console.log(report);
if (values.report) {
  await writeFile(values.report, report);
}

if (!values['dry-run']) {
  const versions = Object.fromEntries(choices.map(({tool, chosen}) => [tool, chosen]));
  for (const file of [
    ...(await rewritePins(versions)),
    ...(await rewriteExamples(versions)),
    await rewriteCheckedAt(new Date()),
  ]) {
    console.log(`Rewrote ${file}`);
  }
  for (const {name, dir} of examples) {
    console.log(`Installing examples/${name} from scratch...`);
    await rm(path.join(dir, 'node_modules'), {recursive: true, force: true});
    await rm(path.join(dir, 'package-lock.json'), {force: true});
    // Scripts skipped as in scripts/installExample.ts: the tests run husky themselves.
    const result = run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: dir,
    });
    if (result.status !== 0) {
      console.error(`npm install failed in examples/${name}:\n${result.output}`);
      process.exit(1);
    }
  }
}
