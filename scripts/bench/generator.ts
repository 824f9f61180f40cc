// How fast the generator answers a reader: recomputing the files and the
// command line for a change of choices, and building the zip, in this process
// (the same code and the same JavaScript engine as the page), median of many
// runs; and how fast the setup command starts: `--version`, and a dry run in
// an empty folder, from the compiled package the build packs.
import {spawnSync} from 'node:child_process';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {zipSync, strToU8} from 'fflate';
import {readExampleSources} from '../../plugins/exampleSources.ts';
import {flagsFor} from '../../cli/src/flags.ts';
import {packageManagers} from '../../cli/src/packageManagers.ts';
import {defaultOptions, kinds, pieces, type Options} from '../../cli/src/choices.ts';
import {generateFiles} from '../../cli/src/files.ts';
import {measureCommitHook, type CommitHookFigures} from './commitHook.ts';
import {measureSetupCommand, type SetupCommandFigures} from './setupCommand.ts';
import {median} from './timedRun.ts';

export type GeneratorFigures = {
  recomputeMs: number;
  zipMs: number;
  variants: number;
  /** The command's start to exit with --version, and a dry run in an empty folder. */
  commandStartMs: number;
  commandDryRunMs: number;
  /** The command in a Vite app and a monorepo package (setupCommand.ts). */
  inProjects: SetupCommandFigures;
  /** A one-file commit through the hooks, here and in a project the command makes. */
  commits: CommitHookFigures;
};

function timeCommand(command: string, args: readonly string[], cwd: string): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, [command, ...args], {cwd, encoding: 'utf8'});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
  }
  return performance.now() - start;
}

export async function measureGenerator(siteDir: string): Promise<GeneratorFigures> {
  const sources = await readExampleSources(siteDir);
  const variants: Options[] = packageManagers.flatMap(({value: packageManager}) =>
    kinds.flatMap((kind) =>
      pieces.map((off) => ({
        ...defaultOptions,
        packageManager,
        kind,
        pieces: new Set(pieces.filter((piece) => piece !== off)),
      })),
    ),
  );
  const recompute: number[] = [];
  const zip: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const options of variants) {
      const start = performance.now();
      const files = generateFiles(sources, options);
      flagsFor(options, 'en');
      recompute.push(performance.now() - start);
      const zipStart = performance.now();
      zipSync(Object.fromEntries(files.map((file) => [file.path, strToU8(file.text)])));
      zip.push(performance.now() - zipStart);
    }
  }
  const command = path.join(siteDir, 'cli/dist/cli.js');
  const empty = await mkdtemp(path.join(tmpdir(), 'bench-command-'));
  const start = Array.from({length: 11}, () => timeCommand(command, ['--version'], empty));
  const dryRun = Array.from({length: 5}, () => timeCommand(command, ['--dry-run'], empty));
  await rm(empty, {recursive: true, force: true});
  return {
    recomputeMs: median(recompute),
    zipMs: median(zip),
    variants: variants.length,
    commandStartMs: median(start),
    commandDryRunMs: median(dryRun),
    inProjects: await measureSetupCommand(command),
    commits: await measureCommitHook(siteDir, command, 5),
  };
}
