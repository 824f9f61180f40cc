// The watcher of a process group the command starts (an install, a check):
// a kill -9 of the command stops the group with it; a watch the command ends
// itself stops nothing (reliability note 4.4).
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {readFile} from 'node:fs/promises';
import {test} from 'node:test';
import {setTimeout as delay} from 'node:timers/promises';

const guardModule = new URL('../src/groupGuard.ts', import.meta.url).href;

/** Whether `pid` still runs (a process that ended but is not yet reaped does not). */
async function running(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat !== '' && !/^\d+ \(.*\) Z /.test(stat);
}

/** Whether `pid` ends within 5 seconds. */
async function ends(pid: number): Promise<boolean> {
  for (let tries = 0; tries < 50; tries += 1) {
    if (!(await running(pid))) {
      return true;
    }
    await delay(100);
  }
  return false;
}

/**
 * A command that starts `sleep` in a group of its own under the guard, and
 * prints the sleeper's pid; with `release`, it ends the watch at once.
 */
async function commandWithSleeper(release: boolean) {
  const script = [
    "import {spawn} from 'node:child_process';",
    `import {guardGroup} from ${JSON.stringify(guardModule)};`,
    "const sleeper = spawn('sleep', ['30'], {detached: true, stdio: 'ignore'});",
    'const stop = guardGroup(sleeper.pid);',
    release ? 'stop();' : '',
    'console.log(sleeper.pid);',
    'setInterval(() => {}, 1000);',
  ].join('\n');
  const command = spawn(
    process.execPath,
    ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', '--input-type=module', '-e', script],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
  const sleeper = await new Promise<number>((resolve) =>
    command.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  return {command, sleeper};
}

test('the command killed outright: the group it started is stopped', async () => {
  const {command, sleeper} = await commandWithSleeper(false);
  assert.ok(await running(sleeper));
  command.kill('SIGKILL');
  assert.ok(await ends(sleeper), 'the sleeper runs on alone');
});

test('a watch the command ends itself leaves the group alone', async () => {
  const {command, sleeper} = await commandWithSleeper(true);
  await delay(300);
  command.kill('SIGKILL');
  await delay(700);
  assert.ok(await running(sleeper), 'the released watcher stopped the group');
  process.kill(-sleeper, 'SIGKILL');
});
