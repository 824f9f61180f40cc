// Input the command cannot work with gets one clear line and an exit code,
// never a stack trace, and nothing is written (reliability review F21–F23).
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {messages} from '../src/messages.ts';
import {
  cliPath,
  git,
  isolatedRoot,
  makeTempRoot,
  runCli,
  snapshot,
  writeExecutable,
} from './layouts.ts';

const root = isolatedRoot('setup-faults-');
/** These tests drive the command from a POSIX shell and a terminal (script), which Windows lacks. */
const posix = process.platform === 'win32' ? 'needs sh and script(1)' : false;

/** A small committed app in `dir`: package.json (with `extra` fields) and .gitignore. */
function commitApp(dir: string, extra: Record<string, string> = {}): void {
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({name: 'app', version: '1.0.0', ...extra}, null, 2)}\n`,
  );
  writeFileSync(path.join(dir, '.gitignore'), 'node_modules\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, '-c', 'user.name=T', '-c', 'user.email=t@e.x', 'commit', '-q', '-m', 'init');
}

function noStackTrace(output: string): void {
  assert.doesNotMatch(output, /\n\s+at |node:internal|Error:/, output);
}

test(
  'a current folder deleted from under the shell: refused with one line (F21)',
  {skip: posix},
  () => {
    const dir = path.join(root, 'gone');
    mkdirSync(dir);
    // The shell enters the folder, removes it, then starts the command there.
    const result = spawnSync(
      'sh',
      ['-c', `cd "${dir}" && rmdir "${dir}" && exec "${process.execPath}" "${cliPath}" --yes`],
      {encoding: 'utf8', env: {...process.env, LANG: 'en_US.UTF-8'}},
    );
    const output = `${result.stdout}${result.stderr}`;
    assert.equal(result.status, 3, output);
    assert.match(output, /The current folder cannot be read \(ENOENT\)/);
    noStackTrace(output);
  },
);

test(
  'a folder whose name is not UTF-8: refused as such, not as a missing folder',
  {skip: posix},
  () => {
    // "caf\xe9" in Latin-1: a name Linux allows and Node.js cannot name.
    const result = spawnSync(
      'sh',
      [
        '-c',
        `mkdir "$(printf '${root}/caf\\351')" && cd "$(printf '${root}/caf\\351')" && exec "${process.execPath}" "${cliPath}" --dry-run`,
      ],
      {encoding: 'utf8', env: {...process.env, LANG: 'en_US.UTF-8'}},
    );
    const output = `${result.stdout}${result.stderr}`;
    assert.equal(result.status, 3, output);
    assert.match(output, /The current folder's path is not valid UTF-8/);
    noStackTrace(output);
  },
);

test('a non-string packageManager in package.json: no TypeError (F22)', () => {
  const dir = path.join(root, 'array-manager');
  mkdirSync(dir);
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({name: 'app', version: '1.0.0', packageManager: ['npm@11.0.0']})}\n`,
  );
  const result = runCli(dir, ['--dry-run']);
  assert.equal(result.status, 0, result.output);
  noStackTrace(result.output);
});

describe('a key at the first question, on a terminal (F23)', {skip: posix}, () => {
  /** Runs the command on a terminal (script(1) gives it one) and presses `key` at the first question. */
  function pressAtFirstQuestion(
    dir: string,
    key: string,
  ): Promise<{status: number | null; output: string}> {
    return new Promise((resolve) => {
      const child = spawn(
        'script',
        ['-qfec', `"${process.execPath}" "${cliPath}" --lang en`, '/dev/null'],
        {cwd: dir, env: {...process.env, LANG: 'en_US.UTF-8'}},
      );
      let output = '';
      let pressed = false;
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (!pressed && output.includes('Package manager')) {
          pressed = true;
          child.stdin.write(key);
        }
      });
      child.on('close', (status) => resolve({status, output}));
    });
  }

  for (const [key, name, status] of [
    ['\u0003', 'Ctrl+C', 130],
    ['\u0004', 'Ctrl+D', 0],
  ] as const) {
    test(`${name}: "Nothing was changed." and exit ${status}, the folder still empty`, async () => {
      const dir = path.join(root, `key-${status}`);
      mkdirSync(dir);
      const result = await pressAtFirstQuestion(dir, key);
      assert.equal(result.status, status, result.output);
      assert.match(result.output, /Nothing was changed\./);
      noStackTrace(result.output);
      assert.deepEqual(readdirSync(dir), []);
    });
  }
});

describe('usage errors speak the language asked for (F30)', () => {
  const cases: {args: string[]; lang?: string; expected: RegExp}[] = [
    {
      args: ['--bogus'],
      expected: /^Unknown option --bogus\. Run it with --help for its options\.$/,
    },
    {
      args: ['--bogus', '--lang', 'ko'],
      expected: /^알 수 없는 옵션입니다: --bogus\. 옵션은 --help로 볼 수 있습니다\.$/,
    },
    {args: ['--pm'], lang: 'ko_KR.UTF-8', expected: /^--pm 옵션에는 값이 필요합니다\./},
    {args: ['--dry-run=yes', '--lang=ko'], expected: /^--dry-run 옵션은 값을 받지 않습니다\./},
    {
      args: ['--kind', 'react', '--lang', 'ko'],
      expected: /^--kind 옵션의 값은 vite, node 중 하나여야 합니다/,
    },
    {
      args: ['extra'],
      expected: /^Unexpected argument "extra": the command takes options, and "check" first\./,
    },
    // The last --lang, as the run takes it (reliability note 4.11).
    {args: ['--lang=ko', '--lang=en', '--bogus'], expected: /^Unknown option --bogus\./},
    {
      args: ['check', '--dry-run'],
      expected: /^--dry-run does not apply to "check", which asks nothing and changes nothing\./,
    },
    {args: ['check', '--pm', 'npm', '--lang', 'ko'], expected: /^--pm 옵션은 "check"에 쓸 수/},
    {
      args: ['--with', 'lighthouse', '--without', 'husky,lighthouse'],
      expected: /^--with and --without both name lighthouse: keep one\./,
    },
  ];
  for (const {args, lang, expected} of cases) {
    test(`${args.join(' ')}${lang ? ` (LANG=${lang})` : ''}: exit 2, one line`, () => {
      const result = spawnSync(process.execPath, [cliPath, ...args], {
        cwd: root,
        encoding: 'utf8',
        env: {...process.env, LANG: lang ?? 'en_US.UTF-8', LC_ALL: '', LC_MESSAGES: ''},
      });
      assert.equal(result.status, 2, result.stderr);
      assert.match(result.stderr.trim(), expected);
      assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
    });
  }
});

test('a registry that does not answer: the install stops after SETUP_INSTALL_TIMEOUT, everything put back (F29, F-a)', () => {
  const dir = path.join(root, 'no-registry');
  mkdirSync(dir);
  commitApp(dir);
  const result = spawnSync(process.execPath, [cliPath, '--yes', '--without', 'lighthouse'], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      LANG: 'en_US.UTF-8',
      SETUP_INSTALL_TIMEOUT: '5',
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_cache: path.join(root, 'empty-cache'),
    },
  });
  const output = `${result.stdout}${result.stderr}`;
  assert.equal(result.status, 1, output);
  assert.match(output, /no result after 5 s/);
  // While npm is silent, the command is not: a line every half of the limit here.
  assert.match(output, /… still installing after 2\.5 s \(stopped at 5 s/);
  assert.match(output, /Everything Setup changed is put back/);
  assert.equal(git(dir, 'status', '--porcelain', '--untracked-files=all'), '');
  assert.deepEqual(readdirSync(dir).sort(), ['.git', '.gitignore', 'package.json']);
});

test('a failed step in Korean: every reason worded in Korean, the exit code too (Korean review §4.3)', () => {
  const {stepFailed} = messages.ko.result;
  const texts = [
    stepFailed('개발 의존성 설치(npm)', {exitCode: 1, output: 'npm error ERESOLVE'}),
    stepFailed('개발 의존성 설치(npm)', {timeout: 600, command: 'npm'}),
    stepFailed('파일 쓰기', {changed: 'package.json'}),
  ];
  assert.match(
    texts[0] ?? '',
    /^"개발 의존성 설치\(npm\)" 단계에서 멈췄습니다\(종료 코드 1\nnpm error ERESOLVE\)\.$/,
  );
  for (const text of texts) {
    assert.doesNotMatch(text, /exit code|no result|changed while/);
  }
});

test('a one-line package.json of megabytes: the dry run diff cuts its long lines (F28)', () => {
  const dir = path.join(root, 'one-line');
  mkdirSync(dir);
  const config = Object.fromEntries(Array.from({length: 40_000}, (_, i) => [`key${i}`, i]));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({name: 'big', version: '1.0.0', config}),
  );
  const result = runCli(dir, ['--dry-run']);
  assert.equal(result.status, 0, result.output.slice(0, 2000));
  assert.ok(result.output.length < 200_000, `${result.output.length} characters printed`);
  assert.match(result.output, /… \(\d+ more characters\)/);
});

/** The project's files and Git's, by path; Git's object store and logs left out. */
const projectState = (dir: string) =>
  Object.fromEntries(
    Object.entries(snapshot(dir)).filter(([file]) => !/^\.git\/(objects|logs)\//.test(file)),
  );

const disk = makeTempRoot('setup-full-disk-');
const smallDisk =
  process.getuid?.() === 0 &&
  spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', disk]).status === 0;
after(() => {
  if (smallDisk) {
    spawnSync('umount', [disk]);
  }
  rmSync(disk, {recursive: true, force: true});
});

describe(
  'a disk that fills up during the run (F7, F8)',
  {skip: smallDisk ? false : 'needs root to mount a tmpfs'},
  () => {
    for (const freePages of [0, 2, 6, 12, 20]) {
      test(`${freePages} pages free: the project ends byte for byte as it started`, () => {
        const dir = path.join(disk, `project-${freePages}`);
        mkdirSync(dir);
        commitApp(dir, {description: 'x'.repeat(4000)});
        const before = projectState(dir);
        // One page per filler file: fill the disk, then free the pages asked for.
        const fillers = path.join(disk, `fillers-${freePages}`);
        mkdirSync(fillers);
        let count = 0;
        try {
          for (;;) {
            writeFileSync(path.join(fillers, String(count)), Buffer.alloc(4096));
            count += 1;
          }
        } catch {
          // The disk is full.
        }
        for (let index = 0; index < freePages; index += 1) {
          rmSync(path.join(fillers, String(count - 1 - index)));
        }
        const result = spawnSync(process.execPath, [cliPath, '--yes', '--without', 'lighthouse'], {
          cwd: dir,
          encoding: 'utf8',
          env: {
            ...process.env,
            LANG: 'en_US.UTF-8',
            npm_config_cache: path.join(root, 'npm-cache'),
          },
          timeout: 120_000,
        });
        const output = `${result.stdout}${result.stderr}`;
        rmSync(fillers, {recursive: true});
        assert.notEqual(result.status, 0, output);
        noStackTrace(output);
        assert.deepEqual(projectState(dir), before, output);
        rmSync(dir, {recursive: true});
      });
    }
  },
);

test(
  'a folder the reader may not write: refused before anything is written (R1)',
  {skip: smallDisk ? false : 'needs root to mount a tmpfs'},
  () => {
    const dir = makeTempRoot('setup-read-only-');
    try {
      assert.equal(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir]).status, 0);
      writeFileSync(
        path.join(dir, 'package.json'),
        '{\n  "name": "app",\n  "version": "1.0.0"\n}\n',
      );
      // A read-only file system: what root may not write either. Being a mount
      // point without a repository, it also checks Git's stop at the boundary
      // is no refusal.
      assert.equal(spawnSync('mount', ['-o', 'remount,ro', dir]).status, 0);
      const result = runCli(dir, ['--yes']);
      assert.equal(result.status, 3, result.output);
      assert.match(result.output, /You may not write \., which the setup changes/);
      noStackTrace(result.output);
    } finally {
      spawnSync('umount', [dir]);
      rmSync(dir, {recursive: true, force: true});
    }
  },
);

test("the pnpm the reader runs is checked, not a project's pnpm in node_modules/.bin (P11)", () => {
  const dir = path.join(root, 'own-pnpm');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'package.json'), '{\n  "name": "app",\n  "version": "1.0.0"\n}\n');
  writeFileSync(path.join(dir, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n");
  // The project pins an old pnpm as a devDependency; npx puts its bin folder first.
  writeExecutable(path.join(dir, 'node_modules/.bin/pnpm'), '#!/bin/sh\necho 7.33.0\n');
  const readerBin = path.join(root, 'reader-bin');
  writeExecutable(path.join(readerBin, 'pnpm'), '#!/bin/sh\necho 8.15.9\n');
  const result = spawnSync(process.execPath, [cliPath, '--dry-run'], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      LANG: 'en_US.UTF-8',
      PATH: [path.join(dir, 'node_modules/.bin'), readerBin, process.env.PATH].join(path.delimiter),
    },
  });
  const output = `${result.stdout}${result.stderr}`;
  // pnpm 8 is new enough for an existing project, which keeps the pnpm it uses.
  assert.equal(result.status, 0, output);
  assert.doesNotMatch(output, /7\.33\.0|older than/);
});

test('no Git on the PATH: refused before any plan, which Git alone could make right (note 4.10)', () => {
  const dir = path.join(root, 'no-git');
  mkdirSync(dir);
  commitApp(dir);
  // Node's own folder holds node and npm, and no git.
  const result = runCli(dir, ['--dry-run'], {PATH: path.dirname(process.execPath)});
  assert.equal(result.status, 3, result.output);
  assert.match(result.output, /^Git is not installed\. Install Git 2\.32 or later/);
  assert.doesNotMatch(result.output, /Create a Git repository|Plan for/);
});

test("the project's own package manager missing: no --pm offered, which it would refuse (note 4.14)", () => {
  const dir = path.join(root, 'pnpm-missing');
  mkdirSync(dir);
  commitApp(dir, {packageManager: 'pnpm@9.15.0'});
  const bin = path.join(root, 'git-only-bin');
  mkdirSync(bin);
  symlinkSync(
    spawnSync('sh', ['-c', 'command -v git'], {encoding: 'utf8'}).stdout.trim(),
    path.join(bin, 'git'),
  );
  const result = runCli(dir, ['--dry-run'], {
    PATH: [bin, path.dirname(process.execPath)].join(path.delimiter),
  });
  assert.equal(result.status, 3, result.output);
  assert.equal(
    result.output.trim(),
    'pnpm is not installed, and this project uses it (packageManager). Install it (https://pnpm.io/installation), then run the command again.',
  );
});
