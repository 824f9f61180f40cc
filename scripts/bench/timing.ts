// Build and dev-server timings of a Docusaurus site folder.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import path from 'node:path';

export type BuildTiming = {wallSeconds: number; cpuSeconds?: number; peakMemoryMb?: number};

// GNU time reports CPU and the peak memory of the largest process; without it
// only the wall time is known.
const gnuTime = '/usr/bin/time';

/** Runs `docusaurus build` in a site folder; cold clears every cache first. */
export async function timeBuild(siteDir: string, cold: boolean): Promise<BuildTiming> {
  if (cold) {
    for (const folder of ['build', '.docusaurus', 'node_modules/.cache']) {
      await rm(path.join(siteDir, folder), {recursive: true, force: true});
    }
  }
  const docusaurus = path.join(siteDir, 'node_modules/.bin/docusaurus');
  const withTime = existsSync(gnuTime);
  const started = performance.now();
  const result = withTime
    ? spawnSync(gnuTime, ['-f', 'BENCH %e %U %S %M', docusaurus, 'build'], {
        cwd: siteDir,
        encoding: 'utf8',
      })
    : spawnSync(docusaurus, ['build'], {cwd: siteDir, encoding: 'utf8'});
  const wallSeconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`docusaurus build failed in ${siteDir}:\n${result.stdout}${result.stderr}`);
  }
  const figures = /BENCH ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(result.stderr);
  if (!figures) {
    return {wallSeconds};
  }
  const [, wall = '0', user = '0', system = '0', maxKb = '0'] = figures;
  return {
    wallSeconds: Number(wall),
    cpuSeconds: Number(user) + Number(system),
    peakMemoryMb: Number(maxKb) / 1024,
  };
}

/** Starts `docusaurus start` and returns the seconds until the first page is served. */
export async function timeDevServer(
  siteDir: string,
  baseUrl: string,
  port: number,
): Promise<number> {
  const started = performance.now();
  const server = spawn(
    path.join(siteDir, 'node_modules/.bin/docusaurus'),
    ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: siteDir,
      detached: true,
      stdio: 'ignore',
    },
  );
  try {
    for (;;) {
      if (performance.now() - started > 120_000) {
        throw new Error('the dev server served no page within 120 s');
      }
      const response = await fetch(`http://127.0.0.1:${port}${baseUrl}`).catch(() => undefined);
      if (response?.ok && (await response.text()).includes('__docusaurus')) {
        return (performance.now() - started) / 1000;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    if (server.pid) {
      process.kill(-server.pid, 'SIGTERM');
    }
  }
}
