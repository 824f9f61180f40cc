// Project shapes from the real-projects review (../shared/reviews/
// real-projects-2026-11.md), each a small fixture of its own that holds what
// the command reads in the real one: its package.json, its tools' configs,
// its code's style, its hook manager and its layout. corpus.test.ts checks
// the plan's invariants over all of them; corpusInstalls.test.ts runs the
// command for real on those whose tools install quickly.
import type {Layout} from './layouts.ts';

export type Shape = {
  name: string;
  /** Where the review met it. */
  seenIn: string;
  layout: Layout;
  /** The folder the command runs in, below the repository's top; the top by default. */
  at?: string;
  /** The project lints with a tool of its own, and formats with one: Setup adds none beside. */
  ownLinter?: boolean;
  ownFormatter?: boolean;
};

/** Files of an installed package that detect() reads (its package.json). */
function installed(name: string, version: string): Layout {
  return {[`node_modules/${name}/package.json`]: {json: {name, version}}};
}

/** Code in express's style: two-space indent, single quotes, semicolons, no trailing commas. */
const expressStyle = [
  "'use strict';",
  '',
  "var path = require('path');",
  '',
  'module.exports = function resolve(root, file) {',
  '  var full = path.join(root, file);',
  "  if (full.indexOf(root) !== 0) throw new Error('outside the root');",
  '  return {',
  '    root: root,',
  '    file: full',
  '  };',
  '};',
  '',
].join('\n');

/** The same code in standard's style: no semicolons, a space before a function's parentheses. */
const standardStyle = [
  "'use strict'",
  '',
  "const path = require('path')",
  '',
  'module.exports = function resolve (root, file) {',
  '  const full = path.join(root, file)',
  "  if (full.indexOf(root) !== 0) throw new Error('outside the root')",
  '  return {',
  '    root,',
  '    file: full',
  '  }',
  '}',
  '',
].join('\n');

/** Code in a tab-indented, double-quoted ES module style without semicolons. */
const tabStyle = [
  'export function greet(name) {',
  '\tif (!name) {',
  '\t\treturn "hello"',
  '\t}',
  '\treturn `hello ${name}`',
  '}',
  '',
].join('\n');

const gitignore = 'node_modules\n';

export const shapes: readonly Shape[] = [
  {
    name: 'xo-linted ESM library in source/',
    seenIn: 'ky (P4, P10)',
    ownLinter: true,
    ownFormatter: true,
    layout: {
      'package.json': {
        json: {
          name: 'tiny-fetch',
          version: '1.2.0',
          type: 'module',
          exports: './source/index.js',
          engines: {node: '>=18'},
          scripts: {test: 'xo && node --test'},
          xo: {rules: {'unicorn/prefer-top-level-await': 'off'}},
          devDependencies: {xo: '^0.60.0'},
        },
      },
      'source/index.js': tabStyle,
      '.gitignore': gitignore,
    },
  },
  {
    name: 'app formatted by ESLint, hooks by simple-git-hooks',
    seenIn: 'vitesse-lite (P6, P14)',
    ownFormatter: true,
    layout: {
      'package.json': {
        json: {
          type: 'module',
          private: true,
          scripts: {lint: 'eslint .', postinstall: 'npx simple-git-hooks'},
          devDependencies: {
            '@antfu/eslint-config': '^2.18.1',
            eslint: '^9.3.0',
            'lint-staged': '^15.2.2',
            'simple-git-hooks': '^2.11.1',
          },
          'simple-git-hooks': {'pre-commit': 'npx lint-staged'},
          'lint-staged': {'*': 'eslint --fix'},
        },
      },
      'eslint.config.js': "import antfu from '@antfu/eslint-config'\n\nexport default antfu()\n",
      'src/main.js': tabStyle,
      '.gitignore': gitignore,
    },
  },
  {
    name: 'husky 4 config in package.json',
    seenIn: 'common in older projects (P13)',
    layout: {
      'package.json': {
        json: {
          name: 'old-hooks',
          version: '2.0.0',
          private: true,
          scripts: {test: 'node --test'},
          husky: {hooks: {'pre-commit': 'npm test'}},
          devDependencies: {husky: '^4.3.8'},
        },
      },
      'index.js': expressStyle,
      '.gitignore': gitignore,
    },
  },
  {
    name: 'husky 8 library running Prettier through ESLint',
    seenIn: 'lowdb (P8, P13)',
    ownFormatter: true,
    layout: {
      'package.json': {
        json: {
          name: 'tiny-db',
          version: '7.0.1',
          type: 'module',
          scripts: {lint: 'eslint src --ext .ts', prepare: 'husky install'},
          devDependencies: {
            eslint: '^8.57.0',
            'eslint-plugin-prettier': '^5.1.3',
            husky: '^8.0.3',
            prettier: '^3.2.5',
            typescript: '^5.4.5',
          },
        },
      },
      '.eslintrc.json': {json: {extends: ['plugin:prettier/recommended']}},
      '.husky/pre-commit': '#!/usr/bin/env sh\n. "$(dirname -- "$0")/_/husky.sh"\n\nnpm test\n',
      'tsconfig.json': {json: {compilerOptions: {strict: true}, include: ['src']}},
      'src/index.ts': 'export const name = "db";\n',
      '.gitignore': gitignore,
    },
  },
  {
    name: 'lefthook project',
    seenIn: 'not tried in the review; common',
    layout: {
      'package.json': {
        json: {
          name: 'hooked',
          version: '1.0.0',
          private: true,
          type: 'module',
          scripts: {test: 'node --test'},
          devDependencies: {lefthook: '^2.0.0'},
        },
      },
      'lefthook.yml': 'pre-commit:\n  commands:\n    test:\n      run: npm test\n',
      'index.js': 'export const answer = 42;\n',
      '.gitignore': gitignore,
    },
  },
  {
    name: 'standard-linted CommonJS library supporting Node 18',
    seenIn: 'express, commander (P1, P8)',
    ownLinter: true,
    ownFormatter: true,
    layout: {
      'package.json': {
        json: {
          name: 'route-helper',
          version: '5.1.0',
          engines: {node: '>= 18'},
          scripts: {lint: 'standard', test: 'node --test'},
          devDependencies: {standard: '^17.1.0'},
        },
      },
      'index.js': standardStyle,
      '.gitignore': gitignore,
    },
  },
  {
    name: 'published Yarn 4 library',
    seenIn: 'reselect (P1)',
    layout: {
      'package.json': {
        json: {
          name: 'memo-select',
          version: '5.1.1',
          packageManager: 'yarn@4.4.1',
          type: 'module',
          scripts: {test: 'node --test'},
        },
      },
      '.yarnrc.yml': 'nodeLinker: node-modules\n',
      'yarn.lock':
        '# This file is generated by running "yarn install"\n\n__metadata:\n  version: 8\n',
      'src/index.js': expressStyle.replace("'use strict';\n\n", ''),
      '.gitignore': `${gitignore}.yarn/install-state.gz\n`,
    },
  },
  {
    name: 'pnpm 8 app',
    seenIn: 'P11',
    layout: {
      'package.json': {
        json: {
          name: 'dash',
          private: true,
          packageManager: 'pnpm@8.15.9',
          scripts: {test: 'node --test'},
        },
      },
      'pnpm-lock.yaml': "lockfileVersion: '6.0'\n",
      'index.js': expressStyle,
      '.gitignore': gitignore,
    },
  },
  {
    name: 'Yarn 1 app',
    seenIn: 'P11',
    layout: {
      'package.json': {json: {name: 'legacy-app', version: '1.0.0', private: true}},
      'yarn.lock':
        '# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.\n# yarn lockfile v1\n\n\n',
      'index.js': expressStyle,
      '.gitignore': gitignore,
    },
  },
  {
    name: 'Bun workspace linted by oxlint at the root, run in a package',
    seenIn: 't3-env (P4, P12)',
    at: 'packages/core',
    ownLinter: true,
    ownFormatter: true,
    layout: {
      'package.json': {
        json: {
          name: 'root',
          private: true,
          workspaces: ['packages/*'],
          scripts: {lint: 'oxlint', fmt: 'oxfmt'},
          devDependencies: {oxlint: '^1.0.0', oxfmt: '^0.10.0'},
        },
      },
      '.oxlintrc.json': {json: {rules: {}}},
      'bun.lock': '{\n  "lockfileVersion": 1,\n}\n',
      'packages/core/package.json': {
        json: {name: '@root/core', version: '0.1.0', type: 'module', exports: './src/index.ts'},
      },
      'packages/core/src/index.ts': 'export const core = 1\n',
      '.gitignore': gitignore,
    },
  },
  {
    name: 'pnpm turbo monorepo, run at the root',
    seenIn: 'create-t3-turbo (P12)',
    // Its packages lint with ESLint of their own (tooling/eslint): none at the top.
    ownLinter: true,
    layout: turbo(),
  },
  {
    name: 'pnpm nx monorepo whose every package has its own ESLint config, run at the root',
    seenIn: 'TanStack/config (unseen projects P11)',
    // ESLint is listed at the top and run by nx in each package, on its own config.
    ownLinter: true,
    layout: {
      'package.json': {
        json: {
          name: 'root',
          private: true,
          type: 'module',
          packageManager: 'pnpm@10.30.0',
          scripts: {'test:eslint': 'nx affected --target=test:eslint'},
          devDependencies: {eslint: '^10.0.0', nx: '^23.0.0'},
        },
      },
      'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n",
      'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
      'nx.json': {json: {targetDefaults: {'test:eslint': {cache: true}}}},
      'packages/publish-config/package.json': {
        json: {name: '@tanstack/publish-config', version: '0.1.0', type: 'module'},
      },
      'packages/publish-config/eslint.config.ts': 'export default [];\n',
      'packages/publish-config/src/index.ts': 'export const publish = true;\n',
      'packages/typedoc-config/package.json': {
        json: {name: '@tanstack/typedoc-config', version: '0.1.0', type: 'module'},
      },
      'packages/typedoc-config/eslint.config.ts': 'export default [];\n',
      'packages/typedoc-config/src/index.ts': 'export const typedoc = true;\n',
      '.gitignore': `${gitignore}.nx\n`,
    },
  },
  {
    name: 'pnpm turbo monorepo, run in a package',
    seenIn: 'create-t3-turbo (P12)',
    at: 'apps/web',
    layout: turbo(),
  },
  {
    name: 'Next.js app whose typed ESLint covers only src',
    seenIn: 'create-next-app (P9)',
    layout: {
      'package.json': {
        json: {
          name: 'next-app',
          version: '0.1.0',
          private: true,
          scripts: {dev: 'next dev', build: 'next build', lint: 'eslint'},
          dependencies: {next: '16.0.0', react: '19.2.0', 'react-dom': '19.2.0'},
          devDependencies: {eslint: '^9', 'eslint-config-next': '16.0.0', typescript: '^5'},
        },
      },
      'eslint.config.mjs':
        'import next from "eslint-config-next";\n\nexport default [...next, {ignores: [".next/**"]}];\n',
      'tsconfig.json': {json: {compilerOptions: {strict: true}, include: ['src', 'next-env.d.ts']}},
      'src/app/page.tsx': 'export default function Page() {\n  return <main>Hi</main>;\n}\n',
      ...installed('typescript', '5.9.3'),
      '.gitignore': `${gitignore}.next/\n`,
    },
  },
  {
    name: 'SvelteKit app with a prepare script of its own',
    seenIn: 'sv create (P13, P16)',
    layout: {
      'package.json': {
        json: {
          name: 'kit-app',
          private: true,
          type: 'module',
          scripts: {prepare: "svelte-kit sync || echo ''", build: 'vite build'},
          devDependencies: {'@sveltejs/kit': '^2.49.0', svelte: '^5.45.0', vite: '^7.2.0'},
        },
      },
      'tsconfig.json': {json: {extends: './.svelte-kit/tsconfig.json'}},
      'src/routes/+page.svelte': '<h1>Hello</h1>\n',
      'src/lib/index.ts': "export const name = 'kit';\n",
      '.gitignore': `${gitignore}.svelte-kit\n`,
    },
  },
  {
    name: 'Vue app linted by oxlint and its own ESLint with the Vue plugin',
    seenIn: 'create-vue 3.24 (unseen projects P7)',
    layout: {
      'package.json': {
        json: {
          name: 'vue-app',
          version: '0.0.0',
          private: true,
          type: 'module',
          scripts: {lint: 'oxlint . && eslint .', format: 'prettier --write src/'},
          dependencies: {vue: '^3.5.0'},
          devDependencies: {
            eslint: '^10.0.0',
            'eslint-plugin-vue': '^10.0.0',
            oxlint: '^1.0.0',
            prettier: '^3.6.0',
          },
        },
      },
      'eslint.config.js': [
        "import pluginVue from 'eslint-plugin-vue'",
        '',
        'export default [',
        "  ...pluginVue.configs['flat/recommended'],",
        "  { files: ['**/*.{js,vue}'], rules: { 'no-unused-vars': 'error' } },",
        ']',
        '',
      ].join('\n'),
      '.prettierrc.json': '{ "singleQuote": true, "semi": false }\n',
      'src/App.vue': [
        '<script>',
        'export default {',
        "  name: 'App',",
        '}',
        '</script>',
        '',
        '<template>',
        '  <h1>Hello</h1>',
        '</template>',
        '',
      ].join('\n'),
      'src/main.js':
        "import { createApp } from 'vue'\nimport App from './App.vue'\n\ncreateApp(App).mount('#app')\n",
      // Outside what its format script formats, and not in the style of its
      // own .prettierrc.json (create-vue's vite.config.ts: unseen P6).
      'vite.config.js': 'export default {\n    base: "/app/",\n    server: { port: 3000 }\n};\n',
      '.gitignore': gitignore,
    },
    ownLinter: true,
  },
  {
    name: 'Nuxt app linted and formatted by @antfu/eslint-config',
    seenIn: 'antfu/vitesse-nuxt (unseen projects P1, P7)',
    ownLinter: true,
    ownFormatter: true,
    layout: {
      'package.json': {
        json: {
          name: 'vitesse-nuxt',
          private: true,
          type: 'module',
          packageManager: 'pnpm@10.13.1',
          scripts: {build: 'nuxi build', lint: 'eslint .', postinstall: 'nuxi prepare'},
          dependencies: {nuxt: '^4.0.0'},
          devDependencies: {'@antfu/eslint-config': '^5.0.0', eslint: '^9.30.0'},
        },
      },
      'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
      'eslint.config.js': "import antfu from '@antfu/eslint-config'\n\nexport default antfu()\n",
      'app/app.vue': '<template>\n  <NuxtPage />\n</template>\n',
      'nuxt.config.ts': 'export default defineNuxtConfig({})\n',
      '.gitignore': `${gitignore}.nuxt\n.output\n`,
    },
  },
  {
    name: 'Angular app whose own Prettier config its files do not all follow',
    seenIn: '@angular/cli 22 new --defaults (unseen projects P6)',
    layout: {
      'package.json': {
        json: {
          name: 'ng-demo',
          version: '0.0.0',
          private: true,
          packageManager: 'npm@11.19.1',
          scripts: {build: 'ng build', test: 'ng test'},
          dependencies: {'@angular/core': '^22.2.0'},
          devDependencies: {prettier: '^3.8.0', typescript: '~6.0.2'},
        },
      },
      '.prettierrc': {
        json: {
          printWidth: 100,
          singleQuote: true,
          overrides: [{files: '*.html', options: {parser: 'angular'}}],
        },
      },
      'tsconfig.json': {json: {files: [], references: [{path: './tsconfig.app.json'}]}},
      'tsconfig.app.json': {json: {extends: './tsconfig.json', include: ['src/**/*.ts']}},
      'src/main.ts': "import { bootstrapApplication } from '@angular/platform-browser';\n",
      'src/app/app.html': '<h1>Hello, {{ title() }}</h1>\n',
      ...installed('typescript', '6.0.2'),
      '.gitignore': gitignore,
    },
  },
  {
    name: 'Angular app that installs angular-eslint and has no ESLint config yet',
    seenIn: 'unseen projects P12: framework rules where the plugin is installed',
    layout: {
      'package.json': {
        json: {
          name: 'ng-lint',
          version: '0.0.0',
          private: true,
          type: 'module',
          scripts: {start: 'ng serve'},
          dependencies: {'@angular/core': '^22.2.0'},
          devDependencies: {'angular-eslint': '^22.5.0', typescript: '~6.0.2'},
        },
      },
      'tsconfig.json': {
        json: {
          compilerOptions: {strict: true, experimentalDecorators: true, noEmit: true},
          include: ['src/**/*.ts'],
        },
      },
      'src/app/app.ts': [
        "import { Component } from '@angular/core';",
        '',
        "@Component({ selector: 'app-root', templateUrl: './app.html' })",
        'export class App {',
        "  title = 'ng-lint';",
        '}',
        '',
      ].join('\n'),
      'src/app/app.html': '<h1>Hello, {{ title }}</h1>\n',
      '.gitignore': gitignore,
    },
  },
  {
    name: 'Expo app with its TypeScript at the top',
    seenIn: 'create-expo-app blank-typescript (unseen projects P12)',
    layout: {
      'package.json': {
        json: {
          name: 'expo-demo',
          version: '1.0.0',
          private: true,
          main: 'index.ts',
          scripts: {start: 'expo start'},
          dependencies: {expo: '~57.0.0', react: '19.2.0', 'react-native': '0.86.0'},
          devDependencies: {typescript: '~6.0.2'},
        },
      },
      'tsconfig.json': {json: {extends: 'expo/tsconfig.base', compilerOptions: {strict: true}}},
      'App.tsx': 'export default function App() {\n  return null;\n}\n',
      'index.ts': "import App from './App';\n\nexport default App;\n",
      ...installed('typescript', '6.0.2'),
      '.gitignore': gitignore,
    },
  },
  {
    name: 'Biome-only TypeScript library supporting Node 12',
    seenIn: 'SuperchupuDev/tinyglobby (unseen projects P9)',
    ownLinter: true,
    ownFormatter: true,
    layout: {
      'package.json': {
        json: {
          name: 'tinyglob',
          version: '0.2.15',
          type: 'module',
          engines: {node: '>=12.0.0'},
          scripts: {check: 'biome check', test: 'node --test'},
          devDependencies: {'@biomejs/biome': '^2.2.0', typescript: '^5.9.0'},
        },
      },
      'biome.json': {json: {formatter: {indentStyle: 'space'}}},
      'tsconfig.json': {json: {compilerOptions: {strict: true}, include: ['src']}},
      'src/index.ts': 'export const glob = (pattern: string): string[] => [pattern];\n',
      '.gitignore': gitignore,
    },
  },
  {
    name: 'Express boilerplate with a legacy .eslintrc and husky 7 on Yarn 1',
    seenIn: 'hagopj13/node-express-boilerplate (unseen projects P8, P13)',
    layout: {
      'package.json': {
        json: {
          name: 'create-nodejs-express-app',
          version: '1.7.0',
          private: true,
          engines: {node: '>=12.0.0'},
          scripts: {
            lint: 'eslint .',
            prettier: 'prettier --check **/*.js',
            prepare: 'husky install',
          },
          devDependencies: {eslint: '^7.0.0', husky: '7.0.4', prettier: '^2.0.5'},
        },
      },
      'yarn.lock':
        '# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.\n# yarn lockfile v1\n',
      '.eslintrc.json': {json: {extends: ['eslint:recommended']}},
      '.prettierrc.json': {json: {singleQuote: true, printWidth: 125}},
      '.husky/pre-commit': '#!/bin/sh\n. "$(dirname "$0")/_/husky.sh"\n\nnpx lint-staged\n',
      'src/index.js': "const app = require('./app');\n\nmodule.exports = app;\n",
      '.gitignore': gitignore,
    },
  },
  {
    name: 'plain JavaScript site supporting Node 18, no linter or formatter',
    seenIn: '11ty/eleventy-base-blog (unseen projects P9)',
    layout: {
      'package.json': {
        json: {
          name: 'eleventy-base-blog',
          version: '9.0.0',
          type: 'module',
          engines: {node: '>=18'},
          scripts: {build: 'npx @11ty/eleventy'},
          devDependencies: {'@11ty/eleventy': '^3.1.0'},
        },
      },
      'eleventy.config.js':
        'export default function (eleventyConfig) {\n  return {dir: {input: "content"}};\n}\n',
      'content/index.md': '# Hello\n',
      '.gitignore': `${gitignore}_site\n`,
    },
  },
  {
    name: '.gitignore that ignores .vscode',
    seenIn: 'NestJS starter (P10)',
    layout: {
      'package.json': {
        json: {name: 'service', version: '0.0.1', private: true, scripts: {test: 'node --test'}},
      },
      'index.js': expressStyle,
      '.gitignore': `${gitignore}.vscode\n`,
    },
  },
];

/** A pnpm workspace with turbo, apps/web and packages/api, its Node pinned at the top. */
function turbo(): Layout {
  return {
    'package.json': {
      json: {
        name: 'turbo-app',
        private: true,
        packageManager: 'pnpm@10.19.0',
        engines: {node: '>=22.21.0'},
        scripts: {lint: 'turbo run lint'},
        devDependencies: {turbo: '^2.5.0'},
      },
    },
    'pnpm-workspace.yaml': 'packages:\n  - apps/*\n  - packages/*\n  - tooling/*\n',
    'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
    '.nvmrc': '22.21.0\n',
    'apps/web/package.json': {
      json: {name: '@turbo-app/web', private: true, type: 'module', scripts: {build: 'vite build'}},
    },
    'apps/web/src/main.js': "export const app = 'web';\n",
    'packages/api/package.json': {json: {name: '@turbo-app/api', private: true, type: 'module'}},
    'packages/api/src/index.js': "export const api = 'api';\n",
    // The workspace's shared ESLint config, at ranges older than Setup's.
    'tooling/eslint/package.json': {
      json: {
        name: '@turbo-app/eslint-config',
        private: true,
        type: 'module',
        devDependencies: {eslint: '^9.38.0', 'typescript-eslint': '^8.46.2'},
      },
    },
    '.gitignore': `${gitignore}.turbo\n`,
  };
}

/**
 * Each leaf of `before` that `after` lacks or holds another value at, by its
 * path. A script extended after its own work (`<script> && <hooks>`, as the
 * issue asks of a prepare script) keeps its value.
 */
export function changedValues(before: unknown, after: unknown, at = ''): string[] {
  if (
    at.startsWith('/scripts/') &&
    typeof before === 'string' &&
    typeof after === 'string' &&
    after.startsWith(`${before} && `)
  ) {
    return [];
  }
  if (typeof before !== 'object' || before === null || Array.isArray(before)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [at];
  }
  const other = (typeof after === 'object' && after !== null ? after : {}) as Record<
    string,
    unknown
  >;
  return Object.entries(before).flatMap(([key, value]) =>
    changedValues(value, other[key], `${at}/${key}`),
  );
}
