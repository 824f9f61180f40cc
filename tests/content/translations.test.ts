// The Korean translation files hold every message Docusaurus extracts from the
// site, and none is left as its English default.
import assert from 'node:assert/strict';
import {mkdtemp, readdir, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {projectDir, run} from '../../scripts/lib/run.ts';

type Messages = Record<string, {message: string}>;

// Messages that read the same in Korean: product and tool names.
const sameInKorean = new Set([
  'Setup',
  'GitHub',
  'ESLint',
  'Prettier',
  'commitlint',
  'Lighthouse',
  'Stack Overflow',
  'TypeScript',
  'TypeScript 6.0',
]);

const koreanDir = path.join(projectDir, 'i18n/kr');
let englishDir = '';

before(async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'setup-en-messages-'));
  const result = run(
    'docusaurus',
    [
      'write-translations',
      '--locale',
      'en',
      '--config',
      'tests/fixtures/englishTranslations.config.ts',
    ],
    {env: {ENGLISH_TRANSLATIONS_DIR: outDir}},
  );
  assert.equal(result.status, 0, result.output);
  englishDir = path.join(outDir, 'en');
});

after(async () => {
  await rm(path.dirname(englishDir), {recursive: true, force: true});
});

async function readMessages(file: string): Promise<Messages> {
  return JSON.parse(await readFile(file, 'utf8')) as Messages;
}

/** True when a message has nothing to translate: only placeholders, digits and punctuation. */
function hasNoWords(message: string): boolean {
  return !/\p{L}/u.test(message.replace(/\{\w+\}/g, ''));
}

describe('Korean translation files', () => {
  test('cover every translation file Docusaurus writes', async () => {
    const files = await readdir(englishDir, {recursive: true});
    for (const file of files.filter((name) => name.endsWith('.json'))) {
      const english = await readMessages(path.join(englishDir, file));
      const korean = await readMessages(path.join(koreanDir, file)).catch(() => {
        throw new Error(`i18n/kr/${file} is missing: run npm run write-translations`);
      });
      assert.deepEqual(
        Object.keys(korean).sort(),
        Object.keys(english).sort(),
        `i18n/kr/${file} has the same message ids as the site (run npm run write-translations)`,
      );
    }
  });

  test('leave no message in English', async () => {
    const files = await readdir(englishDir, {recursive: true});
    const untranslated: string[] = [];
    for (const file of files.filter((name) => name.endsWith('.json'))) {
      const english = await readMessages(path.join(englishDir, file));
      const korean = await readMessages(path.join(koreanDir, file));
      for (const [id, {message}] of Object.entries(english)) {
        const translated = korean[id]?.message;
        if (translated === message && !sameInKorean.has(message) && !hasNoWords(message)) {
          untranslated.push(`${file}: ${id} = ${JSON.stringify(message)}`);
        }
      }
    }
    assert.deepEqual(untranslated, [], 'messages still in English');
  });
});
