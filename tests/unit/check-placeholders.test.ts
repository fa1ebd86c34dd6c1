import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {checkPlaceholders, findPlaceholders} from '../../scripts/check-placeholders';

const fixtures = path.join(import.meta.dirname, '../fixtures/placeholders');

describe('check-placeholders', () => {
  it('accepts ordinary words that look like placeholder wording', () => {
    const result = checkPlaceholders([path.join(fixtures, 'clean.mdx')]);
    assert.equal(result.files, 1);
    assert.deepEqual(result.findings, []);
  });

  it('names the file, line and column of each placeholder', () => {
    const {findings} = checkPlaceholders([path.join(fixtures, 'dirty.md')]);
    assert.deepEqual(
      findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.text}`),
      [
        'tests/fixtures/placeholders/dirty.md:3:1 Lorem',
        'tests/fixtures/placeholders/dirty.md:3:7 ipsum',
        'tests/fixtures/placeholders/dirty.md:5:17 coming soon',
        'tests/fixtures/placeholders/dirty.md:7:3 TODO',
        'tests/fixtures/placeholders/dirty.md:8:29 TBD',
        'tests/fixtures/placeholders/dirty.md:8:34 WIP',
        'tests/fixtures/placeholders/dirty.md:9:3 fixme',
        'tests/fixtures/placeholders/dirty.md:11:6 todo',
        'tests/fixtures/placeholders/dirty.md:12:14 under construction',
      ],
    );
  });

  it('matches whole words only, in any case', () => {
    assert.deepEqual(findPlaceholders('Placeholders and PLACEHOLDER'), [
      {line: 1, column: 1, text: 'Placeholders'},
      {line: 1, column: 18, text: 'PLACEHOLDER'},
    ]);
    assert.deepEqual(findPlaceholders('wipe, Tbdx, loremipsum, todos, a todo list'), []);
    assert.deepEqual(findPlaceholders('npx tsx scripts/check-placeholders.ts docs/faq.mdx'), []);
    assert.deepEqual(
      findPlaceholders('/** @todo remove */').map((f) => f.text),
      ['@todo'],
    );
  });
});
