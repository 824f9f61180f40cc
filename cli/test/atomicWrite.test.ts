// Setup's writes on a disk that fills up (reliability review F7, F8): the old
// file stays whole, a new file is not left behind half written, and no
// temporary file remains. The disk is a small tmpfs, which needs root.
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {once} from 'node:events';
import {
  chmodSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {createFile, replaceFile, running} from '../src/atomicWrite.ts';
import {makeTempRoot} from './layouts.ts';

const root = makeTempRoot('setup-atomic-');
const disk = path.join(root, 'disk');
mkdirSync(disk);
const mounted =
  process.getuid?.() === 0 &&
  spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', disk]).status === 0;
after(() => {
  if (mounted) {
    spawnSync('umount', [disk]);
  }
  rmSync(root, {recursive: true, force: true});
});

const original = `${JSON.stringify({name: 'app', version: '1.0.0'}, null, 2)}\n`;
const grown = `${JSON.stringify({name: 'app', version: '1.0.0', notes: 'x'.repeat(64 * 1024)}, null, 2)}\n`;

/** Fills the disk with one file until fewer than 16 KiB are free. */
function fill(): void {
  const block = Buffer.alloc(16 * 1024);
  for (let index = 0; ; index += 1) {
    try {
      writeFileSync(path.join(disk, `filler-${index}`), block);
    } catch {
      return;
    }
  }
}

describe('a full disk', {skip: mounted ? false : 'needs root to mount a tmpfs'}, () => {
  test('replacing package.json fails and leaves it whole', () => {
    const file = path.join(disk, 'package.json');
    writeFileSync(file, original);
    fill();
    assert.throws(() => replaceFile(file, grown), {code: 'ENOSPC'});
    assert.equal(readFileSync(file, 'utf8'), original);
    assert.deepEqual(
      readdirSync(disk).filter((name) => name.endsWith('.tmp')),
      [],
    );
  });

  test('creating a file fails and leaves no file of that name', () => {
    const file = path.join(disk, 'eslint.config.js');
    assert.throws(() => createFile(file, grown), {code: 'ENOSPC'});
    assert.deepEqual(
      readdirSync(disk).filter((name) => name.includes('eslint') || name.endsWith('.tmp')),
      [],
    );
  });
});

test('createFile refuses a name that exists, and leaves that file as it was', () => {
  const file = path.join(root, 'taken');
  writeFileSync(file, 'yours\n');
  assert.throws(() => createFile(file, 'ours\n'), {code: 'EEXIST'});
  assert.equal(readFileSync(file, 'utf8'), 'yours\n');
});

test('a replaced file keeps its mode under a narrow umask; a new one takes the umask (N-D)', () => {
  const dir = path.join(root, 'modes');
  mkdirSync(dir);
  const file = path.join(dir, 'package.json');
  writeFileSync(file, original);
  chmodSync(file, 0o644);
  const before = process.umask(0o077);
  try {
    replaceFile(file, grown);
    createFile(path.join(dir, '.nvmrc'), '24\n');
  } finally {
    process.umask(before);
  }
  assert.equal(statSync(file).mode & 0o777, 0o644);
  assert.equal(statSync(path.join(dir, '.nvmrc')).mode & 0o777, 0o600);
});

test('a killed process its parent has not waited for (a zombie) is not running; this one is', async () => {
  // sh starts a short sleep, then becomes a sleep that never waits for it:
  // still running when sh prints its id, so sh cannot reap it first.
  const parent = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 5'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [line] = (await once(parent.stdout, 'data')) as [Buffer];
  const zombie = Number(line.toString().trim());
  for (
    let tries = 0;
    tries < 100 && !/\) Z/.test(readFileSync(`/proc/${zombie}/stat`, 'utf8'));
    tries++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.equal(running(zombie), false);
  assert.equal(running(process.pid), true);
  parent.kill();
});
