// The HTML-to-Markdown step of the Markdown twins (plugins/markdownTwins/),
// on small articles shaped like Docusaurus's own HTML, and the plugin's
// refusal, naming the page, to publish a twin that would lose content.
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import markdownTwins from '../../plugins/markdownTwins/index.ts';
import {htmlToMarkdown, LostContentError} from '../../plugins/markdownTwins/htmlToMarkdown.ts';

const pageUrl = 'https://example.test/setup/docs/guide/';

const page = (article: string) =>
  `<html><body><nav>Menu</nav><article>${article}</article></body></html>`;

const codeBlock = (language: string, lines: string[], title?: string) =>
  `<div class="language-${language} codeBlockContainer_x theme-code-block">${
    title ? `<div class="codeBlockTitle_x">${title}</div>` : ''
  }<div class="codeBlockContent_x"><pre class="prism-code language-${language}"><code>${lines
    .map((line) => `<div class="token-line"><span class="token plain">${line}</span><br></div>`)
    .join('')}</code></pre><button>Copy</button></div></div>`;

describe('htmlToMarkdown', () => {
  test('writes the title, prose, a titled code block and absolute links; drops the furniture', () => {
    const markdown = htmlToMarkdown(
      page(
        `<nav class="theme-doc-breadcrumbs">Home › Guide</nav><header><h1>Guide</h1></header>` +
          `<p>Read <a href="../other/">the other page</a> and <a href="#setup">the setup</a>.</p>` +
          `<h2 id="setup">Set up<a class="hash-link" href="#setup">\u200b</a></h2>` +
          codeBlock('js', ['export default {', '  semi: true,', '};'], 'prettier.config.js') +
          `<footer class="theme-doc-footer">Edit this page</footer>`,
      ),
      pageUrl,
    );
    assert.equal(
      markdown,
      [
        '# Guide',
        '',
        'Read [the other page](https://example.test/setup/docs/other/) and [the setup](https://example.test/setup/docs/guide/#setup).',
        '',
        '## Set up',
        '',
        '```js title="prettier.config.js"',
        'export default {',
        '  semi: true,',
        '};',
        '```',
        '',
      ].join('\n'),
    );
  });

  test('tabs become one labelled part per tab, admonitions titled blockquotes, tables GFM', () => {
    const markdown = htmlToMarkdown(
      page(
        `<h1>Install</h1>` +
          `<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">npm</li><li role="tab">Bun</li></ul>` +
          `<div><div role="tabpanel">${codeBlock('bash', ['npm i -D prettier'])}</div>` +
          `<div role="tabpanel" hidden>${codeBlock('bash', ['bun add -d prettier'])}</div></div></div>` +
          `<div class="theme-admonition theme-admonition-tip alert"><div class="admonitionHeading_x"><span><svg></svg></span>tip</div>` +
          `<div class="admonitionContent_x"><p>Pin the version.</p></div></div>` +
          `<table><thead><tr><th>Tool</th><th>Version</th></tr></thead><tbody><tr><td>Prettier</td><td>3.8</td></tr></tbody></table>`,
      ),
      pageUrl,
    );
    assert.match(
      markdown,
      /\*\*npm\*\*\n\n```bash\nnpm i -D prettier\n```\n\n\*\*Bun\*\*\n\n```bash\nbun add -d prettier\n```/,
    );
    assert.match(markdown, /> \*\*Tip\*\*\n>\n> Pin the version\./);
    assert.match(markdown, /\| Tool +\| Version \|\n\| -+ \| -+ \|\n\| Prettier \| 3\.8 +\|/);
  });

  test('a form becomes task lists; parts marked data-markdown-skip are left out', () => {
    const markdown = htmlToMarkdown(
      page(
        `<h1>Generate</h1><div data-markdown-skip><button>Copy page</button><p role="status">Copied</p></div>` +
          `<form><fieldset><legend>Package manager</legend>` +
          `<label><input type="radio" checked>npm</label><label><input type="radio">pnpm</label></fieldset></form>`,
      ),
      pageUrl,
    );
    assert.equal(markdown, '# Generate\n\n**Package manager**\n\n- [x] npm\n- [ ] pnpm\n');
  });

  for (const [name, article, lost] of [
    ['no article', '', /no <article>/],
    ['an input outside a form', '<h1>T</h1><input type="text">', /<input>/],
    [
      'a code block with no text',
      `<h1>T</h1>${codeBlock('bash', [''])}`,
      /code block with no text/,
    ],
    [
      'tabs whose labels and panels do not match',
      '<h1>T</h1><div class="theme-tabs-container"><ul><li role="tab">npm</li><li role="tab">Bun</li></ul><div role="tabpanel">x</div></div>',
      /2 labels but 1 panels/,
    ],
  ] as const) {
    test(`refuses ${name}`, () => {
      const html = name === 'no article' ? '<html><body><p>x</p></body></html>' : page(article);
      assert.throws(
        () => htmlToMarkdown(html, pageUrl),
        (error) => error instanceof LostContentError && lost.test(error.message),
      );
    });
  }
});

describe('the markdown twins plugin', () => {
  test('fails the build naming the page whose twin would lose content', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'twins-'));
    try {
      await mkdir(path.join(outDir, 'docs/broken'), {recursive: true});
      await writeFile(
        path.join(outDir, 'docs/broken/index.html'),
        page('<h1>Broken</h1><canvas></canvas>'),
      );
      const context = {
        siteConfig: {url: 'https://example.test', title: 'Setup'},
        baseUrl: '/setup/kr/',
        i18n: {currentLocale: 'ko'},
      } as unknown as LoadContext;
      const plugin: Plugin = markdownTwins(context);
      await assert.rejects(async () => {
        const routes = [
          {
            path: '/setup/kr/docs/broken/',
            component: '@theme/DocItem',
            plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
            metadata: {sourceFilePath: 'i18n/ko/docusaurus-plugin-content-docs/current/broken.md'},
          },
        ];
        await plugin.postBuild?.({outDir, plugins: [], routes} as never);
      }, /The Markdown twin of \/setup\/kr\/docs\/broken\/ would lose an element the converter does not know: <canvas>/);
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
});
