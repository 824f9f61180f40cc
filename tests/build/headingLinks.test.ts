// Every heading's "#" link is named after the heading a reader sees, in the
// page's language (src/theme/Heading): never after its id, which is English
// on the Korean site ("what-init-does에 대한 직접 링크").
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {allPages} from '../helpers/builtPages.ts';
import {uiText} from '../helpers/uiStrings.ts';

test('each heading has a link named after it, in the page language', async () => {
  const wrong: string[] = [];
  for (const page of await allPages()) {
    for (const heading of page.document.querySelectorAll(
      ['h2', 'h3', 'h4', 'h5', 'h6'].map((level) => `article ${level}[id]`).join(', '),
    )) {
      const link = heading.querySelector('a.hash-link');
      const shown = heading.textContent.replaceAll('\u200B', '').replace(/\s+/g, ' ').trim();
      const expected = uiText(page.locale.key, 'theme.common.headingLinkTitle', {heading: shown});
      if (!link) {
        wrong.push(`${page.path}#${heading.id}: no link`);
        continue;
      }
      for (const attribute of ['aria-label', 'title']) {
        const actual = link.getAttribute(attribute);
        if (actual !== expected) {
          wrong.push(
            `${page.path}#${heading.id}: ${attribute}="${actual}", expected "${expected}"`,
          );
        }
      }
    }
  }
  assert.deepEqual(wrong, []);
});
