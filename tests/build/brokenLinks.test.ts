// The build itself fails, naming the culprit, on a link to a page that does
// not exist, a #fragment that names no heading of its page, two pages at one
// route and a Markdown link to no file, with the site's own settings
// (onBrokenLinks, onBrokenAnchors, onDuplicateRoutes, onBrokenMarkdownLinks
// in docusaurus.config.ts). crawl.test.ts and sitemap.test.ts rely on that and
// check only what the build cannot see.
//
// Each case is a one-doc site written to a temporary folder (its node_modules
// is the project's), built with the site's config for those settings.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {mkdir, mkdtemp, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {stripVTControlCharacters} from 'node:util';
import {projectDir} from '../../scripts/lib/run.ts';

const fixtureConfig = `import siteConfig from ${JSON.stringify(path.join(projectDir, 'docusaurus.config'))};

export default {
  title: 'Build check fixture',
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: siteConfig.onBrokenLinks,
  onBrokenAnchors: siteConfig.onBrokenAnchors,
  onDuplicateRoutes: siteConfig.onDuplicateRoutes,
  markdown: siteConfig.markdown,
  // No persistent cache: a cached build would not repeat the message that names the file.
  future: {v4: true, faster: {rspackPersistentCache: false}},
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false, pages: false}]],
};
`;

const home = (body: string) => `---\nslug: /\n---\n\n# Guide\n\n${body}\n`;

type Case = {
  what: string;
  /** Files under the fixture's docs/ folder. */
  docs: Record<string, string>;
  expected: RegExp[];
};

const cases: Case[] = [
  {
    what: 'a link to a page that does not exist',
    docs: {'guide.md': home('Read the [reference](/reference/).')},
    expected: [
      /Docusaurus found broken links/,
      /Broken link on source page path = \/:\s+-> linking to \/reference\//,
    ],
  },
  {
    what: 'a #fragment that names no heading of its page',
    docs: {
      'guide.md': home('Read [the other page](/other/#missing).'),
      'other.md': '# Other\n\n## Present\n',
    },
    expected: [
      /Docusaurus found broken anchors/,
      /Broken anchor on source page path = \/:\s+-> linking to \/other\/#missing/,
    ],
  },
  {
    what: 'two pages at one route',
    docs: {
      'guide.md': home('Two pages follow.'),
      'a.md': '---\nslug: /same/\n---\n\n# A\n',
      'b.md': '---\nslug: /same/\n---\n\n# B\n',
    },
    expected: [/Duplicate routes found/, /Attempting to create page at \/same\//],
  },
  {
    what: 'a Markdown link to a file that does not exist',
    docs: {'guide.md': home('Read the [next step](./next-step.md).')},
    expected: [/Markdown link with URL `\.\/next-step\.md` in source file "[^"]*docs\/guide\.md"/],
  },
];

/** Builds a site folder with the project's Docusaurus; resolves with its exit code and output. */
function build(siteDir: string): Promise<{status: number | null; output: string}> {
  const docusaurus = path.join(projectDir, 'node_modules/.bin/docusaurus');
  const outDir = path.join(siteDir, 'build');
  const child = spawn(docusaurus, ['build', siteDir, '--out-dir', outDir, '--no-minify'], {
    cwd: projectDir,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output: stripVTControlCharacters(output)}));
  });
}

describe('the build fails on', () => {
  for (const {what, docs, expected} of cases) {
    test(what, async () => {
      const siteDir = await mkdtemp(path.join(tmpdir(), 'setup-build-check-'));
      try {
        await mkdir(path.join(siteDir, 'docs'));
        await symlink(path.join(projectDir, 'node_modules'), path.join(siteDir, 'node_modules'));
        await writeFile(path.join(siteDir, 'docusaurus.config.ts'), fixtureConfig);
        for (const [name, text] of Object.entries(docs)) {
          await writeFile(path.join(siteDir, 'docs', name), text);
        }
        const {status, output} = await build(siteDir);
        assert.notEqual(status, 0, `the build must fail:\n${output}`);
        for (const pattern of expected) {
          assert.match(output, pattern);
        }
      } finally {
        await rm(siteDir, {recursive: true, force: true});
      }
    });
  }
});
