// The npm command of a docs step written for pnpm, Yarn and Bun
// (cli/src/packageManagers.ts), also used by the setup
// generator's script. Each expected line is the command as that tool's own
// documentation spells it.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {commandsFor, type CommandRequest} from '../../cli/src/packageManagers.ts';

/** What a request does, the request, and its lines for npm, pnpm, Yarn and Bun. */
const cases: [string, CommandRequest, [string, string, string, string]][] = [
  [
    'adds runtime dependencies',
    {add: 'dotenv'},
    ['npm i dotenv', 'pnpm add dotenv', 'yarn add dotenv', 'bun add dotenv'],
  ],
  [
    'adds dev dependencies and pins an exact version with each tool’s own flags (Bun’s -d)',
    {add: 'prettier', dev: true, exact: true},
    [
      'npm i -D --save-exact prettier',
      'pnpm add -D --save-exact prettier',
      'yarn add -D --exact prettier',
      'bun add -d --exact prettier',
    ],
  ],
  [
    'passes several packages, version ranges and npm: aliases through untouched',
    {add: 'typescript@npm:@typescript/typescript6@^6.0.2 @types/node@24 vite', dev: true},
    [
      'npm i -D typescript@npm:@typescript/typescript6@^6.0.2 @types/node@24 vite',
      'pnpm add -D typescript@npm:@typescript/typescript6@^6.0.2 @types/node@24 vite',
      'yarn add -D typescript@npm:@typescript/typescript6@^6.0.2 @types/node@24 vite',
      'bun add -d typescript@npm:@typescript/typescript6@^6.0.2 @types/node@24 vite',
    ],
  ],
  [
    'installs from the lockfile first, then adds, runs a binary of the project, then a script',
    {run: 'lint', exec: 'eslint --init', add: 'eslint', dev: true, install: true},
    [
      'npm install\nnpm i -D eslint\nnpx eslint --init\nnpm run lint',
      'pnpm install\npnpm add -D eslint\npnpm exec eslint --init\npnpm lint',
      'yarn install\nyarn add -D eslint\nyarn eslint --init\nyarn lint',
      'bun install\nbun add -d eslint\nbunx eslint --init\nbun run lint',
    ],
  ],
  [
    'runs a package.json script alone, ignoring dev and exact when there is nothing to add',
    {dev: true, exact: true, run: 'format:check'},
    ['npm run format:check', 'pnpm format:check', 'yarn format:check', 'bun run format:check'],
  ],
];

for (const [name, request, lines] of cases) {
  test(`commandsFor ${name}`, () => {
    assert.deepEqual(
      (['npm', 'pnpm', 'yarn', 'bun'] as const).map((manager) => commandsFor(manager, request)),
      lines,
    );
  });
}
