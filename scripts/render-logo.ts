/**
 * Writes the navbar's logo, static/img/logo.png, from the logo's source,
 * static/img/logo.svg:
 *
 *   npm run logo
 *
 * The navbar shows a PNG, not the SVG: Chrome gives every SVG image a document
 * of its own, and making it took a phone 20 to 50 ms of the main thread
 * (Lighthouse's 4x CPU) around the first paint, counted as blocking time; a
 * PNG is decoded off the main thread. 128 pixels square is the navbar's 32 CSS
 * pixels at a device pixel ratio of 4. tests/unit/logo.test.ts fails when
 * the PNG is not the SVG as rendered here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Resvg} from '@resvg/resvg-js';

const scriptFile = fileURLToPath(import.meta.url);
const imageDir = path.resolve(path.dirname(scriptFile), '../static/img');
export const logoSvg = path.join(imageDir, 'logo.svg');
export const logoPng = path.join(imageDir, 'logo.png');

/** The navbar logo's pixel width and height. */
export const logoPixels = 128;

/** The PNG of the logo's SVG source at the navbar's pixel size. */
export function renderLogo(svg: string): Buffer {
  return new Resvg(svg, {fitTo: {mode: 'width', value: logoPixels}}).render().asPng();
}

if (process.argv[1] && path.resolve(process.argv[1]) === scriptFile) {
  fs.writeFileSync(logoPng, renderLogo(fs.readFileSync(logoSvg, 'utf8')));
  console.log(`Wrote ${path.relative(process.cwd(), logoPng)}`);
}
