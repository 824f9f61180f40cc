// Lighthouse (mobile, simulated throttling) through the example project's
// pinned Lighthouse, against the local Chromium; the median of several runs.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {chromiumArgs, chromiumPath} from '../../tests/helpers/chromium.ts';
import {exampleDir} from '../../tests/helpers/example.ts';

export type LighthouseResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred, by resource type (script, stylesheet, document, image, font, ...). */
  bytes: Record<string, number>;
};

type Report = {
  categories: Record<string, {score: number | null}>;
  audits: Record<
    string,
    {numericValue?: number; details?: {items?: {resourceType: string; transferSize: number}[]}}
  >;
};

function runOnce(url: string): LighthouseResult {
  const result = spawnSync(
    path.join(exampleDir, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    {
      encoding: 'utf8',
      env: {...process.env, CHROME_PATH: chromiumPath},
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) {
    throw new Error(`lighthouse failed on ${url}:\n${result.stderr}`);
  }
  const report = JSON.parse(result.stdout) as Report;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const bytes: Record<string, number> = {};
  for (const item of report.audits['resource-summary']?.details?.items ?? []) {
    bytes[item.resourceType] = item.transferSize;
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes,
  };
}

/** The run with the median performance score. */
export function lighthouse(url: string, runs: number): LighthouseResult {
  const results = Array.from({length: runs}, () => runOnce(url));
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(results.length / 2)];
  if (!median) {
    throw new Error('no Lighthouse run');
  }
  return median;
}
