// The spec's "a broken link fails the build", on the part of the build our
// code decides: the site's onBrokenLinks and onBrokenAnchors settings and its
// MDX element map (src/theme/MDXComponents.tsx), through which every Markdown
// link and heading renders and must reach Docusaurus's link check.
// crawl.test.ts relies on it and checks only the links the build cannot see.
//
// Each test builds a two-doc site in a temporary folder, with the project's
// node_modules, the site's settings and its MDXComponents. Docusaurus reports
// broken pages before broken anchors and stops at the first, hence two builds.
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {projectDir, runAsync} from '../../scripts/lib/run.ts';

const fixtureConfig = `import siteConfig from ${JSON.stringify(path.join(projectDir, 'docusaurus.config'))};

export default {
  title: 'Broken link fixture',
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: siteConfig.onBrokenLinks,
  onBrokenAnchors: siteConfig.onBrokenAnchors,
  // No persistent cache (it would live in the project's node_modules): a cached
  // build would not repeat the message that names the page.
  future: {v4: true, faster: {rspackPersistentCache: false}},
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false, pages: false}]],
};
`;

/** Builds a site whose guide page links with `link`; returns the build's exit status and output. */
async function buildGuideLinkingTo(link: string) {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'setup-broken-link-'));
  try {
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
      `---\nslug: /\n---\n\n# Guide\n\nRead the [reference](${link}).\n`,
    );
    await writeFile(path.join(siteDir, 'docs/reference.md'), '# Reference\n\n## Options\n');
    return await runAsync('docusaurus', [
      'build',
      siteDir,
      '--out-dir',
      path.join(siteDir, 'build'),
      '--no-minify',
    ]);
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
}

test('a doc linking to a page that does not exist fails the build, naming the page and the link', async () => {
  const {status, output} = await buildGuideLinkingTo('/nothing-here/');
  assert.notEqual(status, 0, `the build must fail:\n${output}`);
  assert.match(output, /Broken link on source page path = \/:\s+-> linking to \/nothing-here\//);
});

test('a doc linking to a heading that does not exist fails the build, naming the page and the anchor', async () => {
  const {status, output} = await buildGuideLinkingTo('/reference/#no-such-heading');
  assert.notEqual(status, 0, `the build must fail:\n${output}`);
  assert.match(
    output,
    /Broken anchor on source page path = \/:\s+-> linking to \/reference\/#no-such-heading/,
  );
});
