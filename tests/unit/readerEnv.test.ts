// The shell the walkthrough and the setup command's tests run package
// managers in (scripts/lib/readerEnv.ts).
import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {minutesSince, readerEnv} from '../../scripts/lib/readerEnv.ts';
import {stackCheckedAt} from '../../src/data/stack.ts';

const home = await mkdtemp(path.join(tmpdir(), 'reader-env-'));
after(() => rm(home, {recursive: true, force: true}));

test('minutesSince rounds up, and is never negative', () => {
  const now = Date.parse('2026-11-28T02:00:30Z');
  assert.equal(minutesSince('2026-11-28T01:00:00Z', now), 61);
  assert.equal(minutesSince('2026-11-29T00:00:00Z', now), 0);
});

test("drops the caller's npm settings, keeps where the registry and the cache are", async () => {
  const saved = {...process.env};
  Object.assign(process.env, {
    npm_config_loglevel: 'silent',
    npm_config_engine_strict: 'true',
    npm_lifecycle_event: 'test:guides',
    INIT_CWD: '/somewhere',
    npm_config_registry: 'https://registry.example/',
    npm_config_cache: '/var/cache/npm',
    PATH: ['/work/node_modules/.bin', '/usr/bin'].join(path.delimiter),
  });
  try {
    const env = await readerEnv(home, {LANG: 'C.UTF-8'});
    assert.equal(env.npm_config_loglevel, undefined);
    assert.equal(env.npm_config_engine_strict, undefined);
    assert.equal(env.npm_lifecycle_event, undefined);
    assert.equal(env.INIT_CWD, undefined);
    assert.ok('npm_config_loglevel' in env, 'present as undefined, to clear it over process.env');
    assert.equal(env.npm_config_registry, 'https://registry.example/');
    assert.equal(env.npm_config_cache, '/var/cache/npm');
    assert.equal(env.PATH, '/usr/bin');
    assert.equal(env.HOME, home);
    assert.equal(env.LANG, 'C.UTF-8');
  } finally {
    for (const name of Object.keys(process.env)) {
      if (!(name in saved)) {
        delete process.env[name];
      }
    }
    Object.assign(process.env, saved);
  }
});

test('npm and pnpm see the registry as it stood at stackCheckedAt', async () => {
  const env = await readerEnv(home);
  assert.equal(env.npm_config_before, stackCheckedAt);
  assert.equal(env.XDG_CONFIG_HOME, path.join(home, '.config'));
  const rc = await readFile(path.join(home, '.config/pnpm/rc'), 'utf8');
  const minutes = Number(/^minimum-release-age=(\d+)$/m.exec(rc)?.[1]);
  assert.ok(Math.abs(minutes - minutesSince(stackCheckedAt)) <= 1, rc);
});
