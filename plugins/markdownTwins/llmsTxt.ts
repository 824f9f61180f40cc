// llms.txt (llmstxt.org): the site name, a summary, then sections listing each
// page's Markdown twin with its description; and llms-full.txt, every doc's
// Markdown in sidebar order.
import type {LlmsText} from '../../config/llms.ts';

export type ListedPage = {title: string; markdownUrl: string; description: string};

export type LlmsSections = {gettingStarted: ListedPage[]; guides: ListedPage[]; blog: ListedPage[]};

/** Keeps a title or description on one line of a Markdown list. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function llmsTxt(siteName: string, text: LlmsText, sections: LlmsSections): string {
  const list = (heading: string, pages: ListedPage[]) =>
    pages.length === 0
      ? []
      : [
          `## ${heading}`,
          '',
          ...pages.map(
            (page) =>
              `- [${oneLine(page.title)}](${page.markdownUrl}): ${oneLine(page.description)}`,
          ),
          '',
        ];
  return [
    `# ${siteName}`,
    '',
    `> ${oneLine(text.summary)}`,
    '',
    ...list(text.gettingStarted, sections.gettingStarted),
    ...list(text.guides, sections.guides),
    ...list(text.blog, sections.blog),
  ].join('\n');
}

/** Every doc's Markdown, in sidebar order, one after the other. */
export function llmsFullTxt(docs: readonly string[]): string {
  return `${docs.map((markdown) => markdown.trim()).join('\n\n---\n\n')}\n`;
}
