/**
 * Just enough of a PDF reader for the print tests: the pages of a PDF that
 * Chromium wrote (page.pdf()), in order, and whether each draws any text.
 * Chromium writes plain objects (no object streams) with Flate-compressed
 * page contents, where text is drawn by the Tj and TJ operators.
 */
import {inflateSync} from 'node:zlib';

export interface PdfPage {
  /** Whether the page's content draws text. */
  readonly hasText: boolean;
}

function objects(pdf: Buffer): Map<number, {dictionary: string; stream?: Buffer}> {
  const text = pdf.toString('latin1');
  const found = new Map<number, {dictionary: string; stream?: Buffer}>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2];
    const streamAt = body.indexOf('stream');
    if (streamAt === -1) {
      found.set(Number(match[1]), {dictionary: body});
      continue;
    }
    const start = body.indexOf('\n', streamAt) + 1;
    const end = body.lastIndexOf('endstream');
    const raw = Buffer.from(body.slice(start, end), 'latin1');
    const dictionary = body.slice(0, streamAt);
    found.set(Number(match[1]), {dictionary, stream: /\/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw});
  }
  return found;
}

const references = (value: string) => [...value.matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));

/** The pages of `pdf`, in reading order. Throws when it is not a PDF this reader understands. */
export function readPdfPages(pdf: Buffer): PdfPage[] {
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
  const all = objects(pdf);
  const catalog = [...all.values()].find(({dictionary}) => /\/Type\s*\/Catalog/.test(dictionary));
  const root = catalog && /\/Pages (\d+) 0 R/.exec(catalog.dictionary);
  if (!root) throw new Error('the PDF has no page tree');
  const pages: PdfPage[] = [];
  const visit = (id: number) => {
    const node = all.get(id);
    if (!node) throw new Error(`the PDF has no object ${id}`);
    const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node.dictionary);
    if (kids) {
      for (const kid of references(kids[1])) visit(kid);
      return;
    }
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(node.dictionary);
    const streams = contents ? references(contents[1]).map((ref) => all.get(ref)?.stream?.toString('latin1') ?? '') : [];
    pages.push({hasText: streams.some((stream) => /\bT[jJ]\b/.test(stream))});
  };
  visit(Number(root[1]));
  return pages;
}
