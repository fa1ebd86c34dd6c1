/**
 * Writes the navbar's logo, static/img/logo.png, from the logo's source,
 * static/img/logo.svg:
 *
 *   npm run logo
 *
 * The navbar shows a PNG, not the SVG: Chrome gives every SVG image a document
 * of its own, and under Lighthouse making it took 6 to 13 ms of the main thread
 * around the first paint (20 to 50 ms at its 4x CPU), counted as blocking
 * time; a PNG is decoded off the main thread. 128 pixels square is the navbar's
 * 32 CSS pixels at a device pixel ratio of 4. The PNG records the SHA-256 of
 * the SVG it was made from (a `tEXt` chunk), and tests/unit/logo.test.ts fails
 * when that is not the SVG's. The hash, not the pixels, because a render's
 * pixels may differ by platform.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {crc32} from 'node:zlib';
import {Resvg} from '@resvg/resvg-js';

const scriptFile = fileURLToPath(import.meta.url);
const imageDir = path.resolve(path.dirname(scriptFile), '../static/img');
export const logoSvg = path.join(imageDir, 'logo.svg');
export const logoPng = path.join(imageDir, 'logo.png');

/** The navbar logo's pixel width and height. */
export const logoPixels = 128;

/** The keyword of the PNG text chunk that holds the source's hash. */
const sourceKeyword = 'Source SHA-256';

/** The hex SHA-256 of the logo's SVG source, its line ends read as LF (a Windows checkout may write CRLF). */
export function sourceHash(svg: string): string {
  return createHash('sha256').update(svg.replace(/\r\n/g, '\n')).digest('hex');
}

/** A PNG `tEXt` chunk: length, type, keyword, a NUL, the text, then the CRC of type and data. */
function textChunk(keyword: string, text: string): Buffer {
  const typeAndData = Buffer.from(`tEXt${keyword}\0${text}`, 'latin1');
  const chunk = Buffer.alloc(typeAndData.length + 8);
  chunk.writeUInt32BE(typeAndData.length - 4, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), chunk.length - 4);
  return chunk;
}

/** The PNG of the logo's SVG source at the navbar's pixel size, recording the source's hash. */
export function renderLogo(svg: string): Buffer {
  const png = new Resvg(svg, {fitTo: {mode: 'width', value: logoPixels}}).render().asPng();
  // The last chunk is IEND (12 bytes); the text chunk goes before it.
  const end = png.length - 12;
  if (png.toString('latin1', end + 4, end + 8) !== 'IEND') throw new Error('render-logo: the PNG does not end with its IEND chunk');
  return Buffer.concat([png.subarray(0, end), textChunk(sourceKeyword, sourceHash(svg)), png.subarray(end)]);
}

/** The source hash a PNG records, if it records one. */
export function recordedSourceHash(png: Buffer): string | undefined {
  // After the 8-byte signature, each chunk: 4-byte length, 4-byte type, data, 4-byte CRC.
  for (let offset = 8; offset + 8 <= png.length; offset += png.readUInt32BE(offset) + 12) {
    const data = png.subarray(offset + 8, offset + 8 + png.readUInt32BE(offset)).toString('latin1');
    if (png.toString('latin1', offset + 4, offset + 8) === 'tEXt' && data.startsWith(`${sourceKeyword}\0`)) {
      return data.slice(sourceKeyword.length + 1);
    }
  }
  return undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === scriptFile) {
  fs.writeFileSync(logoPng, renderLogo(fs.readFileSync(logoSvg, 'utf8')));
  console.log(`Wrote ${path.relative(process.cwd(), logoPng)}`);
}
