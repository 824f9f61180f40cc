// Where a page's Markdown twin lives, and copying it: plain logic shared by the
// "Copy page" button and the plugin that writes the twins (plugins/markdownTwins/).

/** A page's twin sits beside it: /setup/docs/intro/ → /setup/docs/intro.md. */
export function markdownPath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}.md`;
}

/**
 * Puts the Markdown at `url` on the clipboard. The clipboard item is handed a
 * promise, so the copy still counts as part of the click while the Markdown
 * downloads (Safari requires that); browsers without ClipboardItem get text.
 * Rejects when the download fails or the browser refuses the clipboard.
 */
export async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) {
      throw new Error(`${url} answered ${response.status}`);
    }
    return response.text();
  });
  if (typeof ClipboardItem === 'undefined') {
    await navigator.clipboard.writeText(await text);
    return;
  }
  await navigator.clipboard.write([
    new ClipboardItem({
      'text/plain': text.then((markdown) => new Blob([markdown], {type: 'text/plain'})),
    }),
  ]);
}
