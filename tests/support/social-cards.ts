/** What a link-preview card must be (src/plugins/social-cards): a PNG of 1200×630 and at most 60 KB. */
export const cardSize = {width: 1200, height: 630} as const;

export const cardBudget = 60 * 1024;

/** The width and height in a PNG's header (IHDR), or none for a file that is not a PNG. */
export function pngSize(png: Buffer): {width: number; height: number} | undefined {
  const isPng = png.length >= 24 && png.subarray(0, 8).toString('hex') === '89504e470d0a1a0a' && png.toString('latin1', 12, 16) === 'IHDR';
  return isPng ? {width: png.readUInt32BE(16), height: png.readUInt32BE(20)} : undefined;
}
