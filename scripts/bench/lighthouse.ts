// Lighthouse (mobile) through the example project's pinned Lighthouse,
// against the local Chromium: the median of several runs with simulated
// throttling (Lighthouse's default, what PageSpeed Insights reports), and one
// run with devtools throttling, which slows the real page load down instead
// of modelling it, so a change that only wins the simulation shows there.
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import path from 'node:path';
import {chromiumArgs, chromiumPath} from '../lib/chromium.ts';
import {exampleDir} from '../lib/examples.ts';

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

// Asynchronous, because the server under test runs in this same process.
const execFileAsync = promisify(execFile);

type Throttling = 'simulate' | 'devtools';

async function runOnce(url: string, throttling: Throttling): Promise<LighthouseResult> {
  const {stdout} = await execFileAsync(
    path.join(exampleDir, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--throttling-method=${throttling}`,
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    {
      encoding: 'utf8',
      env: {...process.env, CHROME_PATH: chromiumPath},
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout) as Report;
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

export type LighthouseFigures = {
  /** The simulated run with the median performance score. */
  median: LighthouseResult;
  /** Every simulated run's performance score, in run order. */
  scores: number[];
  /** Every simulated run's Total Blocking Time, in run order: a miss can be told from the spread. */
  tbtsMs: number[];
  devtools: LighthouseResult;
};

/**
 * The middle run once the runs are ordered from worst to best: by performance
 * score and, between equal scores, by Total Blocking Time. Three runs that
 * all score 100 thus report their median TBT, not whichever ran second.
 */
export function medianRun(results: readonly LighthouseResult[]): LighthouseResult {
  const median = [...results].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs)[
    Math.floor(results.length / 2)
  ];
  if (!median) {
    throw new Error('no Lighthouse run');
  }
  return median;
}

export async function lighthouse(url: string, runs: number): Promise<LighthouseFigures> {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await runOnce(url, 'simulate'));
  }
  return {
    median: medianRun(results),
    scores: results.map((result) => result.performance),
    tbtsMs: results.map((result) => result.tbtMs),
    devtools: await runOnce(url, 'devtools'),
  };
}
