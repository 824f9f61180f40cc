// Follows the guides the way a reader does: from an empty folder, in the
// introduction's order, it runs each command and writes each file the pages
// mark as steps, and checks every output the pages quote, whole (a quote
// that leaves lines out marks the gap: tests/helpers/quotedOutput.ts). The finished
// folder must then hold the example project's files.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {appendFile, mkdir, mkdtemp, readFile, realpath, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {stripVTControlCharacters} from 'node:util';
import {wholeFile} from '../../cli/src/regions.ts';
import {exampleDir} from '../helpers/example.ts';
import {guideOrder, readGuide, type RunStep} from '../helpers/guideSteps.ts';
import {quoteMismatch} from '../helpers/quotedOutput.ts';
import {readerEnv} from '../../scripts/lib/readerEnv.ts';
import {run} from '../../scripts/lib/run.ts';

const root = await realpath(await mkdtemp(path.join(tmpdir(), 'walkthrough-')));
after(() => rm(root, {recursive: true, force: true}));
const home = path.join(root, 'home');
await mkdir(home);
await writeFile(
  path.join(home, '.gitconfig'),
  '[user]\n\tname = Reader\n\temail = reader@example.com\n',
);

// A reader's shell (scripts/lib/readerEnv.ts), with a home of its own and an
// editor that closes at once without editing the message.
const env = await readerEnv(home, {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_EDITOR: 'true',
  NODE_OPTIONS: '',
});

let cwd = path.join(root, 'work');
await mkdir(cwd);
const cwdFile = path.join(root, 'cwd');

function normalise(text: string): string[] {
  return stripVTControlCharacters(text)
    .replaceAll(cwd, '/path/to/project')
    .replace(/\bv?\d+\.\d+\.\d+\b/g, 'x.y.z')
    .replace(/\b\d+(?:\.\d+)? ?(ms|s|kB|MB)\b/g, 'N $1')
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

function runStep(step: RunStep): {status: number | null; output: string} {
  const script = step.mustFail ? step.script : `set -e\n${step.script}\npwd > "${cwdFile}"`;
  const result = spawnSync('bash', ['-c', script], {cwd, env, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

const guides = await guideOrder('docs');
// Each guide builds on the folder the ones before it left, so after a
// failure the later guides are skipped instead of failing for its reason.
let broken: string | undefined;

for (const guidePath of guides) {
  test(`${guidePath}: every step works as the page says`, async (t) => {
    if (broken) {
      t.skip(`${broken} failed`);
      return;
    }
    broken = guidePath;
    const guide = await readGuide(guidePath);
    assert.ok(guide.steps.length > 0, `${guidePath} marks no steps`);
    for (const step of guide.steps) {
      const where = `${guidePath}:${step.line}`;
      if (step.kind === 'write') {
        const file = path.join(cwd, step.file);
        await mkdir(path.dirname(file), {recursive: true});
        await (step.append ? appendFile : writeFile)(file, step.text);
        continue;
      }
      const result = runStep(step);
      const report = `${where}\n$ ${step.script}\n${result.output}`;
      if (step.mustFail) {
        assert.notEqual(result.status, 0, `${report}\nshould have failed`);
      } else {
        assert.equal(result.status, 0, `${report}\nfailed`);
        cwd = (await readFile(cwdFile, 'utf8')).trim();
      }
      if (step.output !== undefined) {
        const quoted = normalise(step.output);
        const mismatch = quoteMismatch(quoted, normalise(result.output));
        assert.equal(
          mismatch,
          undefined,
          `${report}\ndoes not print what the page quotes: ${mismatch}\nquoted:\n${quoted.join('\n')}`,
        );
      }
    }
    broken = undefined;
  });
}

test('the reader ends with the example project', async (t) => {
  if (broken) {
    t.skip(`${broken} failed`);
    return;
  }
  const tracked = run('git', ['ls-files'], {cwd: exampleDir}).stdout.trim().split('\n');
  for (const file of tracked.filter((name) => !/^package(-lock)?\.json$/.test(name))) {
    const expected = wholeFile(await readFile(path.join(exampleDir, file), 'utf8'));
    const actual = await readFile(path.join(cwd, file), 'utf8').catch(() => undefined);
    assert.ok(actual !== undefined, `no guide writes ${file}`);
    assert.equal(wholeFile(actual), expected, `${file} differs from examples/starter/${file}`);
  }
  type Manifest = Record<string, Record<string, unknown> | undefined>;
  const readManifest = async (dir: string) =>
    JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as Manifest;
  const [example, walked] = [await readManifest(exampleDir), await readManifest(cwd)];
  for (const [name, command] of Object.entries(example.scripts ?? {})) {
    assert.equal(walked.scripts?.[name], command, `the guides' "${name}" script`);
  }
  assert.deepEqual(walked.type, example.type);
  assert.deepEqual(walked.engines, example.engines);
  assert.deepEqual(walked.devEngines, example.devEngines);
  assert.deepEqual(walked.devDependencies, example.devDependencies);
});
