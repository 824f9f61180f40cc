// Build and dev-server timings of a Docusaurus site folder.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {startDevServer} from '../lib/devServer.ts';

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
  const server = await startDevServer(siteDir, baseUrl, port, 120_000);
  const seconds = (performance.now() - started) / 1000;
  server.stop();
  return seconds;
}
