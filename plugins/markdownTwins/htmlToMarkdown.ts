// CUSTOM (Docusaurus 3.10.2): a built page's article as Markdown: what the
// reader sees, with the imported code, the package-manager tabs and the
// filled-in versions expanded exactly as rendered. Docusaurus's own blocks
// (code blocks with their titles, tabs, admonitions) get handlers of their
// own, which read theme-classic's markup of them; the rest is
// rehype-remark's. A page whose Markdown would lose text throws, naming what
// was lost.
import type {Element, Root as HastRoot} from 'hast';
import {defaultHandlers, type Handle, type State} from 'hast-util-to-mdast';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import type {BlockContent, Code, ListItem, Paragraph, Root as MdastRoot, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

/**
 * Parts of an article that are page furniture, not content; a component marks
 * its interactive parts with data-markdown-skip.
 */
const furniture = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  'article > footer',
  '.pagination-nav',
  '.hash-link',
  '.avatar__photo-link',
  '[class*="authorSocials"]',
  'button',
  'svg',
  '[data-markdown-skip]',
].join(', ');

/** Elements with content no Markdown can hold: a page with one fails instead. */
const unknown = 'input, select, textarea, iframe, video, audio, canvas, object, embed, dialog';

export class LostContentError extends Error {}

const hasClass = (node: Element, name: string): boolean =>
  Array.isArray(node.properties.className) &&
  node.properties.className.some((value) => String(value).startsWith(name));

/** The code of a Docusaurus code block: its lines, without the line numbers or buttons. */
function codeText(block: Element): string {
  return selectAll('.token-line', block)
    .map((line) => toText(line, {whitespace: 'pre'}).replace(/\n$/, ''))
    .join('\n');
}

function codeBlock(block: Element): Code {
  const language = Array.isArray(block.properties.className)
    ? block.properties.className
        .map(String)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length)
    : undefined;
  // theme-classic's CodeBlock/Layout: an optional title, then the part that holds the <pre>
  // (selected by structure, as their classes are hashed CSS-module names).
  const title = select(':scope > div:not(:has(pre))', block);
  return {
    type: 'code',
    lang: language ?? null,
    meta: title ? `title="${toText(title).trim()}"` : null,
    value: codeText(block),
  };
}

const strongParagraph = (text: string): Paragraph => ({
  type: 'paragraph',
  children: [{type: 'strong', children: [{type: 'text', value: text}]}],
});

/** Tabs as one labelled part per tab: the label in bold, then the panel. */
function tabs(state: State, node: Element): RootContent[] {
  const labels = selectAll('[role="tab"]', node).map((tab) => toText(tab).trim());
  const panels = selectAll('[role="tabpanel"]', node);
  if (labels.length !== panels.length) {
    throw new LostContentError(`tabs with ${labels.length} labels but ${panels.length} panels`);
  }
  return panels.flatMap((panel, index) => [
    strongParagraph(labels[index] ?? ''),
    ...state.toFlow(state.all(panel)),
  ]);
}

/** An admonition as a blockquote that starts with its title in bold. */
function admonition(state: State, node: Element): RootContent {
  // theme-classic's Admonition/Layout: the heading, then the content (selected by
  // structure, as their classes are hashed CSS-module names).
  const heading = select(':scope > div:first-child', node);
  const content = select(':scope > div:last-child', node);
  const title = heading ? toText(heading).trim() : '';
  return {
    type: 'blockquote',
    children: [
      strongParagraph(title.charAt(0).toLocaleUpperCase() + title.slice(1)),
      ...(state.toFlow(content ? state.all(content) : []) as BlockContent[]),
    ],
  };
}

/** A form's choices as task lists, checked where the page starts checked. */
function form(_state: State, node: Element): RootContent[] {
  return selectAll('fieldset', node).flatMap((fieldset) => {
    const legend = select('legend', fieldset);
    const items: ListItem[] = selectAll('label', fieldset).map((label) => ({
      type: 'listItem',
      spread: false,
      checked: Boolean(select('input', label)?.properties.checked),
      children: [{type: 'paragraph', children: [{type: 'text', value: toText(label).trim()}]}],
    }));
    return [
      ...(legend ? [strongParagraph(toText(legend).trim())] : []),
      {type: 'list', ordered: false, spread: false, children: items} satisfies RootContent,
    ];
  });
}

const div: Handle = (state, node) => {
  if (hasClass(node, 'theme-code-block')) {
    return codeBlock(node);
  }
  if (hasClass(node, 'theme-tabs-container')) {
    return tabs(state, node);
  }
  if (hasClass(node, 'theme-admonition')) {
    return admonition(state, node);
  }
  return defaultHandlers.div(state, node);
};

/** A copy of the element without its forms. */
function withoutForms(node: Element): Element {
  return {
    ...node,
    children: node.children
      .filter((child) => !(child.type === 'element' && child.tagName === 'form'))
      .map((child) => (child.type === 'element' ? withoutForms(child) : child)),
  };
}

/** Removes the given elements and every comment from the tree. */
function prune(node: Element, unwanted: ReadonlySet<Element>): void {
  node.children = node.children.filter(
    (child) => child.type !== 'comment' && !(child.type === 'element' && unwanted.has(child)),
  );
  for (const child of node.children) {
    if (child.type === 'element') {
      prune(child, unwanted);
    }
  }
}

/** Links and images as absolute URLs, so the Markdown works wherever it is pasted. */
function absolutize(article: Element, pageUrl: string): void {
  for (const element of selectAll('a[href], img[src]', article)) {
    const key = element.tagName === 'a' ? 'href' : 'src';
    element.properties[key] = new URL(String(element.properties[key]), pageUrl).href;
  }
}

const blocks = new Set(['paragraph', 'heading', 'code', 'listItem', 'tableCell', 'blockquote']);

/** The text of Markdown: inline parts run together, each block on its own line. */
function plainText(node: MdastRoot | RootContent): string {
  const text =
    node.type === 'code'
      ? `${node.meta?.replace(/^title="(.*)"$/, '$1') ?? ''}\n${node.value}`
      : 'value' in node
        ? node.value
        : 'children' in node
          ? node.children.map(plainText).join('')
          : '';
  return blocks.has(node.type) ? `${text}\n` : text;
}

/** Words, for comparing the article's text with the Markdown's. */
function words(text: string): Set<string> {
  return new Set(
    text
      .normalize('NFC')
      .toLocaleLowerCase()
      .split(/[\s\u200b]+/)
      .filter(Boolean),
  );
}

function checkNothingLost(article: Element, markdown: MdastRoot): void {
  const codes = new Set<string>();
  const headings = new Set<string>();
  const walk = (node: MdastRoot | RootContent) => {
    if (node.type === 'code') {
      codes.add(node.value);
    } else if (node.type === 'heading') {
      headings.add(toString(node).trim());
    }
    if ('children' in node) {
      node.children.forEach(walk);
    }
  };
  walk(markdown);
  for (const block of selectAll('.theme-code-block', article)) {
    const code = codeText(block);
    if (code.trim() === '') {
      throw new LostContentError('a code block with no text');
    }
    if (!codes.has(code)) {
      throw new LostContentError(`the code block starting "${code.slice(0, 60)}"`);
    }
  }
  for (const heading of selectAll('h1, h2, h3, h4, h5, h6', article)) {
    const text = toText(heading)
      .replace(/\u200b/g, '')
      .trim();
    if (!headings.has(text)) {
      throw new LostContentError(`the heading "${text}"`);
    }
  }
  const written = words(plainText(markdown));
  // A form's labels run together in its text; the form handler writes each one.
  const missing = [...words(toText(withoutForms(article)))].filter((word) => !written.has(word));
  if (missing.length > 0) {
    throw new LostContentError(`the text ${missing.slice(0, 10).join(' ')}`);
  }
}

/**
 * The Markdown of a built page's <article>. Throws LostContentError when the
 * page has no article or its Markdown would lose some of its text.
 */
export function htmlToMarkdown(html: string, pageUrl: string): string {
  const page = unified().use(rehypeParse).parse(html);
  const article = select('article', page);
  if (!article) {
    throw new LostContentError('the page has no <article>');
  }
  prune(article, new Set(selectAll(furniture, article)));
  const inForms = new Set(selectAll('form', article).flatMap((form) => selectAll(unknown, form)));
  const odd = selectAll(unknown, article).find((element) => !inForms.has(element));
  if (odd) {
    throw new LostContentError(`an element the converter does not know: <${odd.tagName}>`);
  }
  absolutize(article, pageUrl);
  const root: HastRoot = {type: 'root', children: article.children};
  const processor = unified()
    .use(rehypeRemark, {handlers: {div, form}})
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_'});
  const markdown = processor.runSync(root);
  checkNothingLost(article, markdown);
  return processor.stringify(markdown);
}
