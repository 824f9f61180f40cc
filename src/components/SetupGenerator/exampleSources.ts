// The example projects' files for the generator page, as raw text. The build
// plugin and the tests read the same files from disk (plugins/exampleSources.ts),
// and a test checks that this list holds every file git tracks in them.
import type {ExampleSources} from './files.ts';
import viteEnvExample from '!!raw-loader!@site/examples/starter/.env.example';
import viteGitignore from '!!raw-loader!@site/examples/starter/.gitignore';
import viteGitmessage from '!!raw-loader!@site/examples/starter/.gitmessage';
import viteHuskyCommitMsg from '!!raw-loader!@site/examples/starter/.husky/commit-msg';
import viteHuskyPreCommit from '!!raw-loader!@site/examples/starter/.husky/pre-commit';
import viteLintstagedrcJson from '!!raw-loader!@site/examples/starter/.lintstagedrc.json';
import viteNvmrc from '!!raw-loader!@site/examples/starter/.nvmrc';
import vitePrettierignore from '!!raw-loader!@site/examples/starter/.prettierignore';
import vitePrettierrc from '!!raw-loader!@site/examples/starter/.prettierrc';
import viteVscodeExtensionsJson from '!!raw-loader!@site/examples/starter/.vscode/extensions.json';
import viteVscodeSettingsJson from '!!raw-loader!@site/examples/starter/.vscode/settings.json';
import viteCommitlintConfigJs from '!!raw-loader!@site/examples/starter/commitlint.config.js';
import viteEslintConfigJs from '!!raw-loader!@site/examples/starter/eslint.config.js';
import viteIndexHtml from '!!raw-loader!@site/examples/starter/index.html';
import vitePackageJson from '!!raw-loader!@site/examples/starter/package.json';
import viteSrcLibConfigTs from '!!raw-loader!@site/examples/starter/src/lib/config.ts';
import viteSrcLibGreetingTs from '!!raw-loader!@site/examples/starter/src/lib/greeting.ts';
import viteSrcMainTs from '!!raw-loader!@site/examples/starter/src/main.ts';
import viteSrcViteEnvDTs from '!!raw-loader!@site/examples/starter/src/vite-env.d.ts';
import viteTsconfigJson from '!!raw-loader!@site/examples/starter/tsconfig.json';
import viteViteConfigTs from '!!raw-loader!@site/examples/starter/vite.config.ts';
import nodeEnvExample from '!!raw-loader!@site/examples/node-package/.env.example';
import nodeGitignore from '!!raw-loader!@site/examples/node-package/.gitignore';
import nodeGitmessage from '!!raw-loader!@site/examples/node-package/.gitmessage';
import nodeHuskyCommitMsg from '!!raw-loader!@site/examples/node-package/.husky/commit-msg';
import nodeHuskyPreCommit from '!!raw-loader!@site/examples/node-package/.husky/pre-commit';
import nodeLintstagedrcJson from '!!raw-loader!@site/examples/node-package/.lintstagedrc.json';
import nodeNvmrc from '!!raw-loader!@site/examples/node-package/.nvmrc';
import nodePrettierignore from '!!raw-loader!@site/examples/node-package/.prettierignore';
import nodePrettierrc from '!!raw-loader!@site/examples/node-package/.prettierrc';
import nodeVscodeExtensionsJson from '!!raw-loader!@site/examples/node-package/.vscode/extensions.json';
import nodeVscodeSettingsJson from '!!raw-loader!@site/examples/node-package/.vscode/settings.json';
import nodeCommitlintConfigJs from '!!raw-loader!@site/examples/node-package/commitlint.config.js';
import nodeEslintConfigJs from '!!raw-loader!@site/examples/node-package/eslint.config.js';
import nodePackageJson from '!!raw-loader!@site/examples/node-package/package.json';
import nodeSrcCliTs from '!!raw-loader!@site/examples/node-package/src/cli.ts';
import nodeSrcLibConfigTs from '!!raw-loader!@site/examples/node-package/src/lib/config.ts';
import nodeSrcLibGreetingTs from '!!raw-loader!@site/examples/node-package/src/lib/greeting.ts';
import nodeTsconfigJson from '!!raw-loader!@site/examples/node-package/tsconfig.json';

export const exampleSources: ExampleSources = {
  vite: {
    '.env.example': viteEnvExample,
    '.gitignore': viteGitignore,
    '.gitmessage': viteGitmessage,
    '.husky/commit-msg': viteHuskyCommitMsg,
    '.husky/pre-commit': viteHuskyPreCommit,
    '.lintstagedrc.json': viteLintstagedrcJson,
    '.nvmrc': viteNvmrc,
    '.prettierignore': vitePrettierignore,
    '.prettierrc': vitePrettierrc,
    '.vscode/extensions.json': viteVscodeExtensionsJson,
    '.vscode/settings.json': viteVscodeSettingsJson,
    'commitlint.config.js': viteCommitlintConfigJs,
    'eslint.config.js': viteEslintConfigJs,
    'index.html': viteIndexHtml,
    'package.json': vitePackageJson,
    'src/lib/config.ts': viteSrcLibConfigTs,
    'src/lib/greeting.ts': viteSrcLibGreetingTs,
    'src/main.ts': viteSrcMainTs,
    'src/vite-env.d.ts': viteSrcViteEnvDTs,
    'tsconfig.json': viteTsconfigJson,
    'vite.config.ts': viteViteConfigTs,
  },
  node: {
    '.env.example': nodeEnvExample,
    '.gitignore': nodeGitignore,
    '.gitmessage': nodeGitmessage,
    '.husky/commit-msg': nodeHuskyCommitMsg,
    '.husky/pre-commit': nodeHuskyPreCommit,
    '.lintstagedrc.json': nodeLintstagedrcJson,
    '.nvmrc': nodeNvmrc,
    '.prettierignore': nodePrettierignore,
    '.prettierrc': nodePrettierrc,
    '.vscode/extensions.json': nodeVscodeExtensionsJson,
    '.vscode/settings.json': nodeVscodeSettingsJson,
    'commitlint.config.js': nodeCommitlintConfigJs,
    'eslint.config.js': nodeEslintConfigJs,
    'package.json': nodePackageJson,
    'src/cli.ts': nodeSrcCliTs,
    'src/lib/config.ts': nodeSrcLibConfigTs,
    'src/lib/greeting.ts': nodeSrcLibGreetingTs,
    'tsconfig.json': nodeTsconfigJson,
  },
};
