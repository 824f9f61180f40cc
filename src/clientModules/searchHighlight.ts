// Highlights the searched words on a page opened from a search result
// (?highlight=word, and the older ?_highlight=), on the first load and on
// client-side navigation alike. It uses the CSS Custom Highlight API, so the
// page's DOM, which React owns, is never changed.
import type {ClientModule} from '@docusaurus/types';
import {highlightTerms} from '@site/src/components/Search/queries';

const highlightName = 'search-terms';
/** Enough to show every match on a long guide; more only costs layout time. */
const mostRanges = 300;

function rangesOf(root: Element, terms: readonly string[]): Range[] {
  const ranges: Range[] = [];
  const lowered = terms.map((term) => term.toLocaleLowerCase());
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && ranges.length < mostRanges; node = walker.nextNode()) {
    const text = (node.nodeValue ?? '').toLocaleLowerCase();
    for (const term of lowered) {
      for (
        let at = text.indexOf(term);
        at !== -1 && ranges.length < mostRanges;
        at = text.indexOf(term, at + term.length)
      ) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + term.length);
        ranges.push(range);
      }
    }
  }
  return ranges;
}

/** Watches the page for the article to appear or change; replaced on every route update. */
let watcher: MutationObserver | undefined;

/** Highlights the terms in the page's article, whichever element holds it now. */
function highlight(terms: readonly string[]): Range[] {
  const article = document.querySelector('article');
  const ranges = article ? rangesOf(article, terms) : [];
  CSS.highlights.set(highlightName, new Highlight(...ranges));
  return ranges;
}

const module: ClientModule = {
  onRouteDidUpdate({location}) {
    if (typeof CSS === 'undefined' || !('highlights' in CSS)) {
      return;
    }
    watcher?.disconnect();
    watcher = undefined;
    CSS.highlights.delete(highlightName);
    const terms = highlightTerms(location.search);
    const root = document.getElementById('__docusaurus');
    if (terms.length === 0 || !root) {
      return;
    }
    // Without a #section to go to, show the first match once there is one.
    let scrolled = location.hash !== '';
    const update = () => {
      const [first] = highlight(terms);
      if (first && !scrolled) {
        scrolled = true;
        first.startContainer.parentElement?.scrollIntoView({block: 'center'});
      }
    };
    update();
    // On a slow device the new page's article may be drawn after this
    // callback, and React may render parts of it again (code blocks after
    // hydration, tabs, the colour mode), which empties the ranges inside
    // them: find the terms again, at most once a frame, in the page's
    // current article rather than the element found first.
    let pending = false;
    watcher = new MutationObserver(() => {
      if (!pending) {
        pending = true;
        requestAnimationFrame(() => {
          pending = false;
          update();
        });
      }
    });
    watcher.observe(root, {childList: true, subtree: true, characterData: true});
  },
};

export default module;
