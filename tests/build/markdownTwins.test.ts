// The Markdown twins, llms.txt and llms-full.txt (plugins/markdownTwins/),
// read from the build: every doc and post of each locale has a twin beside
// its page that holds every heading and code block the page shows, as plain
// Markdown with absolute links into the build; llms.txt lists every doc in
// the llmstxt.org format, and llms-full.txt holds every doc once.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {Blockquote, Code, Nodes, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import type {HTMLElement} from 'node-html-parser';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {llmsText} from '../../config/llms.ts';
import {fileOfPath, fileOfUrl, isBuildUrl, readBuildFile} from '../helpers/buildOutput.ts';
import {sitemapPages} from '../helpers/builtPages.ts';
import {readerPages} from '../helpers/readerPages.ts';
import {locales, sitePath, siteUrl, type Locale} from '../helpers/routes.ts';
import {pageKinds, type PageKind} from '../../scripts/lib/site.ts';

const parser = unified().use(remarkParse).use(remarkGfm);

/** The kinds of scripts/lib/site.ts's pages that are a doc or a post, each with a twin. */
const readerKinds: PageKind[] = ['doc', 'long doc', 'generator', 'blog post', 'mdx post'];

/** Each page of the sitemaps, parsed, by its URL path. */
const pageHtml = new Map((await sitemapPages()).map((page) => [page.path, page.document]));

/** Every node of a Markdown tree, depth first. */
function nodes(tree: Nodes): Nodes[] {
  return [tree, ...('children' in tree ? tree.children.flatMap(nodes) : [])];
}

const headingText = (heading: HTMLElement) => heading.text.replace(/\u200b/g, '').trim();

/** The twin of a page: /setup/kr/docs/intro/ → build/kr/docs/intro.md, as text and parsed. */
async function twin(pagePath: string): Promise<{text: string; tree: Root}> {
  const text = await readFile(fileOfPath(`${pagePath.replace(/\/$/, '')}.md`), 'utf8');
  return {text, tree: parser.parse(text)};
}

for (const locale of locales) {
  const base = sitePath(locale.key);

  describe(`Markdown twins of ${base}`, () => {
    test('every doc and post has its twin: plain Markdown under its title, its links files of the build', async () => {
      const {pages} = await readerPages(locale);
      const expected = readerKinds.map((kind) => sitePath(locale.key, pageKinds[kind]));
      assert.deepEqual(
        expected.filter((page) => !pages.includes(page)),
        [],
        'docs and posts of each kind',
      );
      for (const pagePath of pages) {
        const title = pageHtml.get(pagePath)?.querySelector('article h1');
        const {text, tree} = await twin(pagePath);
        assert.ok(
          text.startsWith(`# ${title && headingText(title)}\n`),
          `${pagePath}: the twin opens with the page's title`,
        );
        // (That it keeps every heading, code block and word of the page is
        // checked as the build writes it: checkNothingLost in
        // plugins/markdownTwins/htmlToMarkdown.ts.)
        const all = nodes(tree);
        const markup = all.filter((node) => node.type === 'html' || node.type === 'yaml');
        assert.deepEqual(markup, [], `${pagePath}: no HTML, JSX or front matter`);
        const prose = all.filter((node) => node.type === 'text').map((node) => toString(node));
        assert.deepEqual(
          prose.filter((line) => /^\s*(import|export)\s/.test(line)),
          [],
          `${pagePath}: no import or export line`,
        );
        for (const node of all) {
          if (node.type === 'link' || node.type === 'image') {
            const url = node.url.replace(/[#?].*$/, '');
            if (fileOfUrl(url)) {
              assert.ok(isBuildUrl(url), `${pagePath}: ${node.url} is a file of the build`);
            }
          }
        }
      }
    });

    test('each page names its twin in its head and in its "View as Markdown" link', async () => {
      for (const pagePath of (await readerPages(locale)).pages) {
        const html = pageHtml.get(pagePath);
        const twinPath = `${pagePath.replace(/\/$/, '')}.md`;
        assert.equal(
          html?.querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute('href'),
          twinPath,
          pagePath,
        );
        assert.ok(
          html?.querySelector(`article a[href="${twinPath}"]`),
          `${pagePath}: View as Markdown`,
        );
      }
    });

    test('llms.txt lists every doc and post by title, twin URL and description', async () => {
      const text = await readBuildFile(locale, 'llms.txt');
      const lines = text.trimEnd().split('\n');
      assert.equal(lines[0], '# Setup');
      assert.equal(lines[1], '');
      assert.match(lines[2] ?? '', /^> \S/, 'the summary');
      const sections = lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3));
      const items = lines.filter((line) => line.startsWith('- '));
      const listed = items.map((line) => {
        const match = /^- \[(.+?)\]\((\S+?)\): (.+)$/.exec(line);
        assert.ok(match, `a list item of title, URL and description: ${line}`);
        return match[2] ?? '';
      });
      for (const line of lines.slice(3)) {
        assert.ok(
          line === '' || line.startsWith('## ') || line.startsWith('- '),
          `unexpected: ${line}`,
        );
      }
      const {pages} = await readerPages(locale);
      const expected = pages.map((pagePath) => `${siteUrl}${pagePath.replace(/\/$/, '')}.md`);
      assert.deepEqual([...listed].sort(), [...expected].sort(), 'each doc and post once');
      const words = llmsText[locale.key];
      assert.deepEqual(sections, [words?.gettingStarted, words?.guides, words?.blog]);
      if (locale.key === 'ko') {
        assert.match(text, /[가-힣]/, 'Korean titles and descriptions');
      }
    });

    test('llms-full.txt holds every doc once, in the order llms.txt lists them', async () => {
      const full = await readBuildFile(locale, 'llms-full.txt');
      const llms = await readBuildFile(locale, 'llms.txt');
      const docTwins = [...llms.matchAll(/\]\((\S+\/docs\/\S+\.md)\)/g)].map(
        (match) => match[1] ?? '',
      );
      let from = 0;
      for (const url of docTwins) {
        const body = (await readFile(fileOfUrl(url) ?? '', 'utf8')).trim();
        const at = full.indexOf(body);
        assert.ok(at >= from, `${url} is in llms-full.txt, after the one before it`);
        assert.equal(full.indexOf(body, at + 1), -1, `${url} is in llms-full.txt once`);
        from = at + body.length;
      }
      assert.doesNotMatch(full, /\/blog\//, 'docs only');
    });
  });
}

describe('Markdown twins, by content', () => {
  test('the ESLint page: the example eslint.config.js verbatim, a block per package manager, the versions', async () => {
    const example = await readFile(
      path.join(import.meta.dirname, '../../examples/starter/eslint.config.js'),
      'utf8',
    );
    const {text, tree} = await twin(sitePath('en', 'docs/tutorial-basics/setting-eslint/'));
    const block = nodes(tree).find(
      (node): node is Code => node.type === 'code' && node.meta === 'title="eslint.config.js"',
    );
    // The page shows the whole file without its #region markers (FileSnippet).
    const shown = example
      .trimEnd()
      .split('\n')
      .filter((line) => !/^\s*\/\/ #(end)?region\b/.test(line));
    assert.equal(block?.value, shown.join('\n'));
    assert.equal(block.lang, 'js');
    assert.match(
      text,
      /\*\*npm\*\*\n\n```bash\nnpm i -D eslint[^\n]*\n```\n\n\*\*pnpm\*\*\n\n```bash\npnpm add -D eslint[^\n]*\n```\n\n\*\*Yarn\*\*\n\n```bash\nyarn add -D eslint[^\n]*\n```\n\n\*\*Bun\*\*\n\n```bash\nbun add -d eslint/,
    );
    assert.match(
      text,
      /ESLint `\d+\.\d+\.\d+`/,
      'the ToolVersion component rendered as the version',
    );
  });

  test("the intro's admonitions are blockquotes that open with their title in bold", async () => {
    const quotes = nodes((await twin(sitePath('en', 'docs/intro/'))).tree).filter(
      (node): node is Blockquote => node.type === 'blockquote',
    );
    assert.ok(quotes.length > 0, 'the intro has admonitions');
    for (const quote of quotes) {
      const [first] = quote.children;
      assert.ok(
        first?.type === 'paragraph' && first.children[0]?.type === 'strong',
        toString(quote),
      );
    }
  });

  test('the generator page gives the command and lists the files instead of the explorer', async () => {
    const {text, tree} = await twin(sitePath('en', 'docs/init/generator/'));
    const code = nodes(tree).filter((node): node is Code => node.type === 'code');
    assert.ok(
      code.some((node) => /^npx -y \S+\.tgz$/.test(node.value)),
      'the command',
    );
    for (const file of ['package.json', 'eslint.config.js', 'tsconfig.json', '.husky/pre-commit']) {
      assert.match(text, new RegExp(`^- \`${file.replaceAll('.', '\\.')}\`$`, 'm'), file);
    }
    assert.match(text, /^- `src\/main\.ts` \(only in an empty folder\)$/m);
    assert.doesNotMatch(text, /\[x\]/, 'no checkbox of the form');
  });

  test('Korean twins are Korean: no English sentence left in place', async () => {
    const [english, korean] = locales as [Locale, Locale];
    const paragraphsOf = async (pagePath: string) =>
      nodes((await twin(pagePath)).tree)
        .filter((node) => node.type === 'paragraph')
        .map((node) => toString(node));
    for (const pagePath of (await readerPages(korean)).pages) {
      const paragraphs = await paragraphsOf(pagePath);
      assert.ok(
        paragraphs.some((text) => /[가-힣]/.test(text)),
        `${pagePath} has Korean text`,
      );
      const englishPage = `${sitePath(english.key)}${pagePath.slice(sitePath(korean.key).length)}`;
      const englishParagraphs = new Set(await paragraphsOf(englishPage));
      // Tool names and commands are the same in both; a sentence is not.
      const leftInPlace = paragraphs.filter(
        (text) =>
          englishParagraphs.has(text) &&
          text.split(/\s+/).filter((word) => /^[A-Za-z]{2,}[,.;:]?$/.test(word)).length >= 4,
      );
      assert.deepEqual(leftInPlace, [], `${pagePath}: English sentences`);
    }
  });
});
