// npm run bench [-- --vs-stock] [-- --runs N] [-- --commits]
// Builds the site cold (twice, checking both wrote the same files) and warm,
// times the dev server's first page, measures what each kind of page loads,
// runs Lighthouse (mobile, median of N runs, 0 to skip) on the build served
// like GitHub Pages, and with --vs-stock does the same for a stock Docusaurus
// site. Writes bench-results/bench.{md,json}
// and exits 1 when a goal is missed; figures that follow the bundler's chunk
// layout (scripts per page) only warn. SETUP_STOCK_BUNDLE=1 measures the site
// without its performance layer.
import {mkdir, readdir, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {searchIndexFolder} from '../src/components/Search/engine.ts';
import {stockBundle} from '../config/stockBundle.ts';
import {chromiumArgs, chromiumPath} from './lib/chromium.ts';
import {measureFirstLoad} from './lib/firstLoad.ts';
import {baseUrl, localeSegments, pageKinds, type PageKind} from './lib/site.ts';
import {startPagesServer} from './lib/pagesServer.ts';
import {projectDir, run} from './lib/run.ts';
import {differingFiles, hashFolder} from './bench/buildHashes.ts';
import {measureCommitHook} from './bench/commitHook.ts';
import {measureGenerator} from './bench/generator.ts';
import {lighthouse} from './bench/lighthouse.ts';
import {
  commitRows,
  layoutWarnings,
  markdown,
  missedCommitGoals,
  missedGoals,
  type PageFigures,
  type SiteFigures,
} from './bench/report.ts';
import {benchQueries, measureSearch, type SearchFigures} from './bench/search.ts';
import {createStockSite} from './bench/stockSite.ts';
import {timeBuild, timeDevServer} from './bench/timing.ts';

const {values} = parseArgs({
  options: {
    'vs-stock': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    // Only the one-file commit through the hooks (commitHook.ts), median of 5.
    commits: {type: 'boolean', default: false},
  },
});
// `npm run bench --vs-stock` hands the flag to npm, which exports it as npm_config_vs_stock.
const vsStock = values['vs-stock'] || process.env.npm_config_vs_stock === 'true';
const runs = Number(values.runs);

type SiteUnderTest = {
  name: string;
  siteDir: string;
  baseUrl: string;
  /** Locale name → URL segment after the base URL. */
  locales: Record<string, string>;
  /** The pages to measure, read from the build once it exists; a stock site has no generator page. */
  pages: (buildDir: string) => Promise<Partial<Record<PageKind, string>>>;
  devPort: number;
  servePort: number;
};

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, {withFileTypes: true, recursive: true})) {
    if (entry.isFile()) {
      total += (await stat(path.join(entry.parentPath, entry.name))).size;
    }
  }
  return total;
}

async function largestPage(buildDir: string, section: string): Promise<string> {
  let largest = {route: '', bytes: -1};
  for (const name of await readdir(path.join(buildDir, section))) {
    const file = path.join(buildDir, section, name, 'index.html');
    const bytes = (await stat(file).catch(() => undefined))?.size ?? -1;
    if (bytes > largest.bytes) {
      largest = {route: `${section}/${name}/`, bytes};
    }
  }
  return largest.route;
}

async function measure(site: SiteUnderTest, browser: Browser): Promise<SiteFigures> {
  console.log(`\n${site.name}: cold build`);
  const buildDir = path.join(site.siteDir, 'build');
  const firstCold = await timeBuild(site.siteDir, true);
  const firstHashes = await hashFolder(buildDir);
  // A second cold build, like a second CI run of one commit, must write the
  // same files (a warm build does not: Rspack's cache changes a few minified
  // names). The faster of the two is reported, as build times vary by ±30% here.
  console.log(`${site.name}: second cold build`);
  const secondCold = await timeBuild(site.siteDir, true);
  const secondHashes = await hashFolder(buildDir);
  const coldBuild = secondCold.wallSeconds < firstCold.wallSeconds ? secondCold : firstCold;
  console.log(`${site.name}: warm build`);
  const warmBuild = await timeBuild(site.siteDir, false);
  console.log(`${site.name}: dev server`);
  const devFirstPageSeconds = await timeDevServer(site.siteDir, site.baseUrl, site.devPort);
  const server = await startPagesServer({
    sites: [{mount: site.baseUrl, root: buildDir}],
    port: site.servePort,
  });
  const routes = await site.pages(buildDir);
  const pages: SiteFigures['pages'] = {};
  try {
    for (const [locale, segment] of Object.entries(site.locales)) {
      pages[locale] = {};
      for (const [type, route] of Object.entries(routes)) {
        const url = `${server.origin}${site.baseUrl}${segment}${route}`;
        console.log(`${site.name}: ${url}`);
        const figures: PageFigures = {url, firstLoad: await measureFirstLoad(browser, url)};
        // Lighthouse refuses to audit a page answered with status 404.
        if (runs > 0 && type !== 'not found') {
          figures.lighthouse = await lighthouse(url, runs);
        }
        pages[locale][type] = figures;
      }
    }
  } finally {
    await server.close();
  }
  return {
    name: site.name,
    locales: Object.keys(site.locales).length,
    coldBuild,
    warmBuild,
    devFirstPageSeconds,
    buildBytes: await folderBytes(buildDir),
    buildFiles: secondHashes.size,
    differingFiles: differingFiles(firstHashes, secondHashes),
    pages,
  };
}

/** Search in each locale of our build (the last build measure() made). */
async function measureOurSearch(browser: Browser): Promise<Record<string, SearchFigures>> {
  const buildDir = path.join(projectDir, 'build');
  const server = await startPagesServer({sites: [{mount: baseUrl, root: buildDir}], port: 4192});
  try {
    const figures: Record<string, SearchFigures> = {};
    for (const [locale, segment] of Object.entries(localeSegments)) {
      console.log(`Setup: search in ${locale}`);
      const queries = benchQueries[locale];
      if (!queries) {
        throw new Error(`no search queries for ${locale}`);
      }
      figures[locale] = await measureSearch(
        browser,
        `${server.origin}${baseUrl}${segment}${pageKinds.doc}`,
        path.join(buildDir, segment, searchIndexFolder),
        queries,
      );
    }
    return figures;
  } finally {
    await server.close();
  }
}

// The kinds the stock site also has, and the generator; Lighthouse audits
// each one three times, so the rarer kinds are left to the browser suite.
const ourBenchPages: Partial<Record<PageKind, string>> = Object.fromEntries(
  (
    [
      'home',
      'doc',
      'long doc',
      'generator',
      'category',
      'blog list',
      'blog post',
      'tag',
      'not found',
    ] as const
  ).map((kind) => [kind, pageKinds[kind]]),
);

// Lighthouse runs the example project's pinned copy.
if (runs > 0 && run('node', ['scripts/installExample.ts']).status !== 0) {
  throw new Error('could not install the example project, which provides Lighthouse');
}

if (values.commits) {
  const figures = await measureCommitHook(projectDir, path.join(projectDir, 'cli/dist/cli.js'), 5);
  console.log(['| Figure | Value |', '| --- | --- |', ...commitRows(figures)].join('\n'));
  const missed = missedCommitGoals(figures);
  console.error(missed.map((goal) => `Goal missed: ${goal}`).join('\n'));
  process.exit(missed.length > 0 ? 1 : 0);
}

const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
try {
  const ours = await measure(
    {
      name: 'Setup',
      siteDir: projectDir,
      baseUrl,
      locales: localeSegments,
      pages: () => Promise.resolve(ourBenchPages),
      devPort: 3100,
      servePort: 4190,
    },
    browser,
  );
  let stock: SiteFigures | undefined;
  if (vsStock) {
    const siteDir = await createStockSite();
    try {
      stock = await measure(
        {
          name: 'stock Docusaurus',
          siteDir,
          baseUrl: '/',
          locales: {en: ''},
          pages: async (buildDir) => ({
            home: '',
            doc: 'docs/intro/',
            'long doc': await largestPage(buildDir, 'docs/tutorial-basics'),
            category: 'docs/category/tutorial---basics/',
            'blog list': 'blog/',
            'blog post': 'blog/long-blog-post/',
            tag: 'blog/tags/docusaurus/',
            'not found': 'no-such-page/',
          }),
          devPort: 3101,
          servePort: 4191,
        },
        browser,
      );
    } finally {
      // About 420 MB of node_modules and builds, of no use after the run.
      await rm(siteDir, {recursive: true, force: true});
    }
  }
  const generator = await measureGenerator(projectDir);
  const search = await measureOurSearch(browser);
  const table = markdown(ours, stock, generator, search);
  const missed = missedGoals(ours, stock, generator, search);
  const warnings = layoutWarnings(ours);
  const outDir = path.join(projectDir, 'bench-results');
  await mkdir(outDir, {recursive: true});
  await writeFile(
    path.join(outDir, 'bench.md'),
    `${table}\n${[
      ...missed.map((goal) => `- missed: ${goal}`),
      ...warnings.map((warning) => `- warning: ${warning}`),
    ].join('\n')}\n`,
  );
  await writeFile(
    path.join(outDir, 'bench.json'),
    `${JSON.stringify({date: new Date().toISOString(), stockBundle, ours, stock, generator, search, missed, warnings}, null, 2)}\n`,
  );
  console.log(`\n${table}`);
  if (warnings.length > 0) {
    console.warn(`Warnings:\n${warnings.map((warning) => `  - ${warning}`).join('\n')}`);
  }
  if (missed.length > 0) {
    console.error(`Goals missed:\n${missed.map((goal) => `  - ${goal}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('Every goal is met.');
  }
} finally {
  await browser.close();
}
