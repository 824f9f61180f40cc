// The guides mark their own steps (tests/helpers/guideSteps.ts), which the
// walkthrough in tests/guides runs. Here, without running anything: no command
// in a "Verify it works" section is left unmarked, and the Korean pages ask
// the reader for exactly the same steps as the English ones (their shell
// comments aside, which are Korean).
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {docFolders} from '../helpers/content.ts';
import {guideOrder, readGuide, type Step} from '../helpers/guideSteps.ts';

const englishGuides = await guideOrder(docFolders.english);

/** A shell comment, which a translation writes in its own language. */
const shellComment = /(^|\s+)#\s.*$/gm;

/** The steps without what differs between translations: line numbers and shell comments. */
function withoutLines(steps: readonly Step[]): Omit<Step, 'line'>[] {
  return steps.map((step) => {
    const copy: Partial<Step> = {...step};
    delete copy.line;
    if (copy.kind === 'run' && copy.script !== undefined) {
      copy.script = copy.script.replace(shellComment, '');
    }
    return copy as Omit<Step, 'line'>;
  });
}

test('the Korean introduction lists the guides in the English order', async () => {
  const korean = await guideOrder(docFolders.korean);
  assert.deepEqual(
    korean.map((file) => path.relative(docFolders.korean, file)),
    englishGuides.map((file) => path.relative(docFolders.english, file)),
  );
});

for (const englishPath of englishGuides) {
  const koreanPath = path.join(docFolders.korean, path.relative(docFolders.english, englishPath));

  test(`${englishPath}: every command in "Verify it works" is a step or marked manual`, async () => {
    for (const guidePath of [englishPath, koreanPath]) {
      const {blocks} = await readGuide(guidePath);
      const unmarked = blocks.filter(
        (block) =>
          block.section === 'verify' &&
          block.language === 'bash' &&
          !/(?:^|\s)(step(=\w+)?|manual)(?=\s|$)/.test(block.meta),
      );
      assert.deepEqual(
        unmarked.map((block) => `${guidePath}:${block.line}`),
        [],
        'mark each with step, step=fails or manual',
      );
    }
  });

  test(`${koreanPath} has the same steps as the English page`, async () => {
    const [english, korean] = await Promise.all([readGuide(englishPath), readGuide(koreanPath)]);
    assert.deepEqual(withoutLines(korean.steps), withoutLines(english.steps));
  });
}
