import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';
import {logoPng, logoPixels, logoSvg, renderLogo} from '../../scripts/render-logo';

test('the navbar\'s PNG logo is static/img/logo.svg as `npm run logo` renders it', () => {
  const expected = renderLogo(fs.readFileSync(logoSvg, 'utf8'));
  // A PNG's width and height are the first fields of its header chunk.
  assert.equal(expected.readUInt32BE(16), logoPixels);
  assert.equal(expected.readUInt32BE(20), logoPixels);
  assert.ok(fs.readFileSync(logoPng).equals(expected), 'static/img/logo.png is not static/img/logo.svg as rendered now: run `npm run logo`');
});
