// The npm command of a docs step written for pnpm, Yarn and Bun
// (cli/src/packageManagers.ts), also used by the setup
// generator's script. Each expected line is the command as that tool's own
// documentation spells it.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  commandsFor,
  type CommandRequest,
  type PackageManager,
} from '../../cli/src/packageManagers.ts';

/** The type makes each test spell out the line of all four package managers. */
function each(expected: Record<PackageManager, string>, request: CommandRequest): void {
  for (const [manager, line] of Object.entries(expected) as [PackageManager, string][]) {
    assert.equal(commandsFor(manager, request), line, manager);
  }
}

describe('commandsFor', () => {
  test('adds runtime dependencies', () => {
    each(
      {
        npm: 'npm i dotenv',
        pnpm: 'pnpm add dotenv',
        yarn: 'yarn add dotenv',
        bun: 'bun add dotenv',
      },
      {add: 'dotenv'},
    );
  });

  test('adds dev dependencies with each tool’s own flag (Bun’s is -d)', () => {
    each(
      {
        npm: 'npm i -D lighthouse',
        pnpm: 'pnpm add -D lighthouse',
        yarn: 'yarn add -D lighthouse',
        bun: 'bun add -d lighthouse',
      },
      {add: 'lighthouse', dev: true},
    );
  });

  test('pins an exact version with each tool’s own flag', () => {
    each(
      {
        npm: 'npm i -D --save-exact prettier',
        pnpm: 'pnpm add -D --save-exact prettier',
        yarn: 'yarn add -D --exact prettier',
        bun: 'bun add -d --exact prettier',
      },
      {add: 'prettier', dev: true, exact: true},
    );
  });

  test('passes several packages, version ranges and npm: aliases through untouched', () => {
    const add = 'typescript@npm:@typescript/typescript6@^6.0.2 @types/node@24 vite';
    each(
      {
        npm: `npm i -D ${add}`,
        pnpm: `pnpm add -D ${add}`,
        yarn: `yarn add -D ${add}`,
        bun: `bun add -d ${add}`,
      },
      {add, dev: true},
    );
  });

  test('runs a binary of the project after adding it, on a second line', () => {
    each(
      {
        npm: 'npm i -D husky lint-staged\nnpx husky init',
        pnpm: 'pnpm add -D husky lint-staged\npnpm exec husky init',
        yarn: 'yarn add -D husky lint-staged\nyarn husky init',
        bun: 'bun add -d husky lint-staged\nbunx husky init',
      },
      {add: 'husky lint-staged', dev: true, exec: 'husky init'},
    );
  });

  test('runs a package.json script', () => {
    each(
      {
        npm: 'npm run format:check',
        pnpm: 'pnpm format:check',
        yarn: 'yarn format:check',
        bun: 'bun run format:check',
      },
      {run: 'format:check'},
    );
  });

  test('installs from the lockfile first, then adds, runs the binary and the script', () => {
    each(
      {
        npm: 'npm install\nnpm i -D eslint\nnpx eslint --init\nnpm run lint',
        pnpm: 'pnpm install\npnpm add -D eslint\npnpm exec eslint --init\npnpm lint',
        yarn: 'yarn install\nyarn add -D eslint\nyarn eslint --init\nyarn lint',
        bun: 'bun install\nbun add -d eslint\nbunx eslint --init\nbun run lint',
      },
      {run: 'lint', exec: 'eslint --init', add: 'eslint', dev: true, install: true},
    );
  });

  test('ignores dev and exact when there is nothing to add', () => {
    each(
      {npm: 'npm run lint', pnpm: 'pnpm lint', yarn: 'yarn lint', bun: 'bun run lint'},
      {dev: true, exact: true, run: 'lint'},
    );
  });
});
