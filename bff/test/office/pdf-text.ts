import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

/** WinAnsi differs from Latin-1 in 0x80–0x9F; the euro sign is the one our invoices use. */
const WIN_ANSI: Record<number, string> = { 128: '€' };

/**
 * The text lines of a PDF as pdf-lib writes them with a standard font: the Flate streams inflated and every
 * `<hex> Tj` decoded. Small, but real: it reads the bytes a PDF reader gets, after pdf-lib has parsed the file.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<{ pages: number; lines: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const codes = Buffer.from(text[1] ?? '', 'hex');
      lines.push([...codes].map((c) => WIN_ANSI[c] ?? String.fromCharCode(c)).join(''));
    }
  }
  return { pages: doc.getPageCount(), lines };
}
