// The install script runs this ("prepare": "node .husky/install.mjs") to turn
// on this clone's Git hooks and commit template. Where there is nothing to
// turn on, it does nothing and exits 0, so no install ever fails for it:
// outside a Git work tree (a Docker build, a source archive), with HUSKY=0,
// without Git, or without husky (an install without dev dependencies).
import { spawnSync } from 'node:child_process';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const project = fileURLToPath(new URL('..', import.meta.url));
const git = (...args) =>
  spawnSync('git', args, { cwd: project, encoding: 'utf8' }).stdout?.trim() ?? '';

if (process.env.HUSKY === '0' || git('rev-parse', '--is-inside-work-tree') !== 'true') {
  process.exit(0);
}
const husky = await import('husky').then(
  (module) => module.default,
  () => undefined,
);
if (husky === undefined) {
  process.exit(0);
}
// husky runs from the repository's top; a project in a subfolder names its own .husky.
const folder = git('rev-parse', '--show-prefix');
process.chdir(git('rev-parse', '--show-toplevel'));
const message = husky(`${folder}.husky`);
if (message) {
  console.log(message);
}
// #region gitmessage
git('config', 'commit.template', `${folder}.gitmessage`);
// #endregion gitmessage
