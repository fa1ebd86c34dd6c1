import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';
import {logoPixels, logoPng, logoSvg, recordedSourceHash, renderLogo, sourceHash} from '../../scripts/render-logo';
import {pngSize} from '../../src/plugins/social-cards';

test('the navbar\'s PNG logo was written from static/img/logo.svg as it is now (npm run logo)', () => {
  const png = fs.readFileSync(logoPng);
  assert.deepEqual(pngSize(png), {width: logoPixels, height: logoPixels});
  assert.equal(recordedSourceHash(png), sourceHash(fs.readFileSync(logoSvg, 'utf8')), 'static/img/logo.png was not written from static/img/logo.svg as it is now: run `npm run logo`');
});

test('npm run logo writes a PNG of the navbar\'s size that records its source', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0a6b66"/></svg>';
  const png = renderLogo(svg);
  assert.deepEqual(pngSize(png), {width: logoPixels, height: logoPixels});
  assert.equal(recordedSourceHash(png), sourceHash(svg));
  assert.notEqual(recordedSourceHash(png), sourceHash(`${svg}\n`));
  // A Windows checkout may give the SVG CRLF line ends: the same source.
  assert.equal(sourceHash('<svg>\r\n</svg>\r\n'), sourceHash('<svg>\n</svg>\n'));
  assert.equal(png.toString('latin1', png.length - 8, png.length - 4), 'IEND');
});
