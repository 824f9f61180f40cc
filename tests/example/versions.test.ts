// Each example project installs exactly the tool versions the guides name,
// for every tool it lists in devDependencies (the starter lists them all).
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {npmView, releaseTimes, versionsInRange} from '../../scripts/lib/npmRegistry.ts';
import {toolReleases} from '../../cli/src/toolReleases.ts';
import {stackCheckedAt} from '../../src/data/stack.ts';
import {toolVersions} from '../../src/data/toolVersions.ts';
import {examples, starter} from '../helpers/example.ts';

async function readVersion(file: string): Promise<string> {
  return (JSON.parse(await readFile(file, 'utf8')) as {version: string}).version;
}

async function devDependencies(dir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  return Object.keys(manifest.devDependencies);
}

test(`${starter.name}: lists every tool the guides name in devDependencies`, async () => {
  const listed = await devDependencies(starter.dir);
  assert.deepEqual(
    Object.keys(toolVersions).filter((tool) => !listed.includes(tool)),
    [],
  );
});

for (const {name, dir} of examples) {
  const listed = await devDependencies(dir);
  for (const [tool, version] of Object.entries(toolVersions)) {
    if (listed.includes(tool)) {
      test(`${name}: ${tool} ${version} is what the example installs`, async () => {
        assert.equal(
          await readVersion(path.join(dir, 'node_modules', tool, 'package.json')),
          version,
        );
      });
    }
  }
}

// The tests that install from the registry see it as it stood at stackCheckedAt
// (scripts/lib/readerEnv.ts): a version moved past that moment (a Renovate
// PR, say) would make the guides' walkthrough install an older one.
test('every version the examples install directly was published by stackCheckedAt', async () => {
  const installed = new Map<string, string>();
  for (const {dir} of examples) {
    for (const name of await devDependencies(dir)) {
      installed.set(
        `${name}@${await readVersion(path.join(dir, 'node_modules', name, 'package.json'))}`,
        name,
      );
    }
  }
  const later = await Promise.all(
    [...installed].map(async ([spec, name]) => {
      const version = spec.slice(name.length + 1);
      const published = (await releaseTimes(name))[version];
      assert.ok(published, `the registry gives no publish time for ${spec}`);
      return Date.parse(published) > Date.parse(stackCheckedAt) ? `${spec} (${published})` : '';
    }),
  );
  assert.deepEqual(
    later.filter(Boolean),
    [],
    `published after stackCheckedAt (${stackCheckedAt}): move it in src/data/stack.ts to when the versions were checked`,
  );
});

// The command's older releases for a project on an older Node line
// (cli/src/toolReleases.ts): the first is the examples' own, with the
// engines the installed package declares; each older one is the newest
// release of its range and declares the engines the table gives.
test("the command's tool releases for older Node lines match the examples and the registry", async () => {
  const starterManifest = JSON.parse(
    await readFile(path.join(starter.dir, 'package.json'), 'utf8'),
  ) as {devDependencies: Record<string, string>};
  for (const [tool, [own, ...older]] of Object.entries(toolReleases)) {
    assert.ok(own, tool);
    assert.equal(own.range, starterManifest.devDependencies[tool], tool);
    const installed = JSON.parse(
      await readFile(path.join(starter.dir, 'node_modules', tool, 'package.json'), 'utf8'),
    ) as {engines?: {node?: string}};
    assert.equal(own.node, installed.engines?.node, `${tool}'s engines.node`);
    for (const release of older) {
      const versions = await versionsInRange(tool, release.range);
      const newest = versions.at(-1);
      assert.ok(newest, `${tool}@${release.range} is on the registry`);
      assert.equal(
        await npmView(`${tool}@${newest}`, ['engines.node']),
        release.node,
        `${tool}@${newest}'s engines.node`,
      );
    }
  }
});
