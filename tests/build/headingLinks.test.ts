// Every heading's "#" link is named after the heading a reader sees, in the
// page's language (src/theme/Heading): never after its id, which is English
// on the Korean site ("what-init-does에 대한 직접 링크").
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {projectDir} from '../../scripts/lib/run.ts';
import {allPages} from '../helpers/builtPages.ts';

type Messages = Record<string, {message: string}>;
const korean = JSON.parse(
  await readFile(path.join(projectDir, 'i18n/kr/code.json'), 'utf8'),
) as Messages;
const linkName: Record<string, (heading: string) => string> = {
  en: (heading) => `Direct link to ${heading}`,
  ko: (heading) =>
    (korean['theme.common.headingLinkTitle']?.message ?? '').replace('{heading}', heading),
};

test('each heading has a link named after it, in the page language', async () => {
  const wrong: string[] = [];
  for (const page of await allPages()) {
    for (const heading of page.document.querySelectorAll(
      ['h2', 'h3', 'h4', 'h5', 'h6'].map((level) => `article ${level}[id]`).join(', '),
    )) {
      const link = heading.querySelector('a.hash-link');
      const shown = heading.textContent.replaceAll('\u200B', '').replace(/\s+/g, ' ').trim();
      const expected = linkName[page.locale.key]?.(shown);
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
