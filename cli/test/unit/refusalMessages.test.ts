// Every refusal ends by saying that nothing was changed, in both languages
// (content review C82: the home-folder refusal did not). The messages are
// called with stand-in values: only how each one ends is read here.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {messages} from '../../src/messages.ts';

const endings = {en: 'Nothing was changed.', ko: '아무것도 바꾸지 않았습니다.'} as const;

/** Stand-in values: any field is a list of one word, which reads as text and as a list. */
const standIn = new Proxy({}, {get: (_target, key) => (key === 'why' ? undefined : ['x'])});

// check's own refusal: check never changes anything, and says so in its usage.
const notAChange = new Set(['nothingToCheck']);

test('every refusal ends by saying nothing was changed, in English and Korean (C82)', () => {
  for (const language of ['en', 'ko'] as const) {
    const refusals = messages[language].refusal as Record<string, (values: unknown) => unknown>;
    const texts = Object.entries(refusals)
      .filter(([id]) => !notAChange.has(id))
      .flatMap(([id, message]) =>
        id === 'blockedPath'
          ? ['notAFolder', 'notAFile', 'symlinkedFolder', 'symlinkedFile', 'symlinkedLockfile'].map(
              (reason) => [`${id} ${reason}`, message({path: 'x', reason})] as const,
            )
          : [[id, message(standIn)] as const],
      );
    assert.ok(texts.length >= 20, `${texts.length} refusals read`);
    const without = texts.filter(([, text]) => !String(text).endsWith(endings[language]));
    assert.deepEqual(
      without.map(([id]) => `${language} ${id}`),
      [],
    );
  }
});
