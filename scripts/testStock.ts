// npm run test:stock: the site without its performance layer
// (SETUP_STOCK_BUNDLE=1, config/performanceLayer.ts) builds on Docusaurus's
// own paths and passes the functional browser specs at desktop width. The
// budgets and the checks of the layer itself (tagged @layer) are skipped.
// The build goes to build-stock/, so the site's own build stays as it is.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {projectDir} from './lib/run.ts';

const env = {
  ...process.env,
  SETUP_STOCK_BUNDLE: '1',
  PATH: `${path.join(projectDir, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
};
const steps: [string, string[]][] = [
  ['docusaurus', ['build', '--out-dir', 'build-stock']],
  ['playwright', ['test', '--project=desktop', '--grep-invert', '@layer']],
];
for (const [command, args] of steps) {
  console.log(`\n> SETUP_STOCK_BUNDLE=1 ${command} ${args.join(' ')}`);
  const {status, error} = spawnSync(command, args, {cwd: projectDir, env, stdio: 'inherit'});
  if (error || status !== 0) {
    console.error(`The stock bundle failed at: ${command} ${args.join(' ')}`);
    process.exit(status ?? 1);
  }
}
