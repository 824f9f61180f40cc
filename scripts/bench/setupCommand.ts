// The setup command in projects readers have: its own work (reading the
// project, planning, the diff: a dry run, median of 5) in a Vite app, in a
// monorepo package and in two libraries of 80 files with no formatter, where
// it measures Prettier on their code (one in express's style, which Prettier
// would rewrite, one tab-indented, which it keeps), and a whole real run in
// the Vite app, with and without --verify=all (installs included, from the
// registry as of stackCheckedAt).
import {cp, mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {toolVersions} from '../../src/data/toolVersions.ts';
import {benchEnv, median, timed} from './timedRun.ts';

export type SetupCommandFigures = {
  viteDryRunMs: number;
  monorepoDryRunMs: number;
  /** Prettier measured and left out: it would rewrite express's style. */
  rewrittenLibraryDryRunMs: number;
  /** Prettier measured, kept, every file counted. */
  keptLibraryDryRunMs: number;
  viteRunSeconds: number;
  viteRunVerifyAllSeconds: number;
};

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
    await writeFile(path.join(dir, file), text);
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export async function measureSetupCommand(command: string): Promise<SetupCommandFigures> {
  const root = await mkdtemp(path.join(tmpdir(), 'bench-setup-'));
  const env = await benchEnv(root);
  const run = (cwd: string, file: string, args: readonly string[]) => timed(env, cwd, file, args);
  const commitAll = (dir: string) => {
    run(dir, 'git', ['init', '-q', '-b', 'main']);
    run(dir, 'git', ['add', '-A']);
    run(dir, 'git', ['commit', '-q', '-m', 'chore: start']);
  };
  const dryRuns = (dir: string) =>
    median(Array.from({length: 5}, () => run(dir, process.execPath, [command, '--dry-run'])));
  try {
    // A Vite app as create-vite's vanilla-ts template leaves it, installed.
    const vite = path.join(root, 'vite');
    await writeFiles(vite, {
      'package.json': json({
        name: 'vite-app',
        private: true,
        version: '0.0.0',
        type: 'module',
        scripts: {dev: 'vite', build: 'tsc && vite build', preview: 'vite preview'},
      }),
      '.gitignore': 'node_modules\ndist\n',
      'index.html':
        '<!doctype html>\n<html lang="en">\n  <body>\n    <script type="module" src="/src/main.ts"></script>\n  </body>\n</html>\n',
      'src/main.ts': "document.body.append('Hello');\n",
      'tsconfig.json': json({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          strict: true,
          noEmit: true,
          lib: ['ES2022', 'DOM'],
        },
        include: ['src'],
      }),
    });
    run(vite, 'npm', [
      'install',
      '-D',
      `vite@${toolVersions.vite}`,
      `typescript@${toolVersions.typescript}`,
    ]);
    commitAll(vite);

    const monorepo = path.join(root, 'monorepo');
    await writeFiles(monorepo, {
      'package.json': json({name: 'mono', private: true, workspaces: ['packages/*']}),
      '.gitignore': 'node_modules\n',
      'packages/api/package.json': json({name: '@mono/api', version: '1.0.0', type: 'module'}),
      'packages/api/tsconfig.json': json({
        compilerOptions: {strict: true, noEmit: true},
        include: ['src'],
      }),
      'packages/api/src/index.ts': 'export const answer = 42;\n',
    });
    commitAll(monorepo);

    // Two CommonJS libraries of 80 modules with no formatter: Setup measures Prettier on them.
    const library = async (name: string, module: (index: number) => string) => {
      const dir = path.join(root, name);
      await writeFiles(dir, {
        'package.json': json({name, version: '1.0.0', scripts: {test: 'node --test'}}),
        '.gitignore': 'node_modules\n',
        ...Object.fromEntries(
          Array.from({length: 80}, (_, index) => [`lib/module${index}.js`, module(index)]),
        ),
      });
      commitAll(dir);
      return dir;
    };
    const rewritten = await library('express-style', (index) =>
      [
        "'use strict';",
        `var helper = require('./module${(index + 1) % 80}');`,
        `module.exports = function handle${index}(req, res){`,
        '  var body = { index: ' + String(index) + ', items: [ 1,2,3 ] };',
        "  if(!req) return res.send( 'none' );",
        '  return helper(body, function(err){ res.json(body) });',
        '};',
        '',
      ].join('\n'),
    );
    const kept = await library('tabbed', (index) =>
      [
        `const helper = require("./module${(index + 1) % 80}")`,
        '',
        `module.exports = function handle${index}(request, response) {`,
        `\tconst body = {index: ${index}, items: [1, 2, 3]}`,
        '\tif (!request) {',
        '\t\treturn response.send("none")',
        '\t}',
        '\treturn helper(body, () => response.json(body))',
        '}',
        '',
      ].join('\n'),
    );

    const viteDryRunMs = dryRuns(vite);
    const monorepoDryRunMs = dryRuns(path.join(monorepo, 'packages/api'));
    const realRun = async (name: string, extra: readonly string[]) => {
      const dir = path.join(root, name);
      await cp(vite, dir, {recursive: true, verbatimSymlinks: true});
      return (
        run(dir, process.execPath, [command, '--yes', '--without', 'lighthouse', ...extra]) / 1000
      );
    };
    return {
      viteDryRunMs,
      monorepoDryRunMs,
      rewrittenLibraryDryRunMs: dryRuns(rewritten),
      keptLibraryDryRunMs: dryRuns(kept),
      viteRunSeconds: await realRun('vite-run', []),
      viteRunVerifyAllSeconds: await realRun('vite-run-all', ['--verify=all']),
    };
  } finally {
    await rm(root, {recursive: true, force: true});
  }
}
