// The spec's "a broken link fails the build", on the part of the build our
// code decides: the site's onBrokenLinks and its MDX element map
// (src/theme/MDXComponents.tsx), through which every Markdown link renders and
// must reach Docusaurus's link check. crawl.test.ts relies on it and checks
// only the links the build cannot see.
//
// One build of a one-doc site in a temporary folder, with the project's
// node_modules, the site's setting and its MDXComponents.
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {projectDir, run} from '../../scripts/lib/run.ts';

const siteDir = await mkdtemp(path.join(tmpdir(), 'setup-broken-link-'));
after(() => rm(siteDir, {recursive: true, force: true}));

const fixtureConfig = `import siteConfig from ${JSON.stringify(path.join(projectDir, 'docusaurus.config'))};

export default {
  title: 'Broken link fixture',
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: siteConfig.onBrokenLinks,
  // No persistent cache (it would live in the project's node_modules): a cached
  // build would not repeat the message that names the page.
  future: {v4: true, faster: {rspackPersistentCache: false}},
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false, pages: false}]],
};
`;

test('a doc linking to a page that does not exist fails the build, naming the page and the link', async () => {
  await mkdir(path.join(siteDir, 'docs'));
  await mkdir(path.join(siteDir, 'src/theme'), {recursive: true});
  await symlink(path.join(projectDir, 'node_modules'), path.join(siteDir, 'node_modules'));
  await symlink(
    path.join(projectDir, 'src/theme/MDXComponents.tsx'),
    path.join(siteDir, 'src/theme/MDXComponents.tsx'),
  );
  await writeFile(path.join(siteDir, 'docusaurus.config.ts'), fixtureConfig);
  await writeFile(
    path.join(siteDir, 'docs/guide.md'),
    '---\nslug: /\n---\n\n# Guide\n\nRead the [reference](/reference/).\n',
  );
  const {status, output} = run('docusaurus', [
    'build',
    siteDir,
    '--out-dir',
    path.join(siteDir, 'build'),
    '--no-minify',
  ]);
  assert.notEqual(status, 0, `the build must fail:\n${output}`);
  assert.match(output, /Broken link on source page path = \/:\s+-> linking to \/reference\//);
});
