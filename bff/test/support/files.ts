/**
 * Small real files for upload tests: each starts with the magic bytes file-type looks for.
 * `uploadForm` builds the multipart body every upload endpoint reads (file under `file`).
 */
import { crc32 } from 'node:zlib';
import { drawCamper } from '../../src/seed/camper-picture.ts';
import { simplePdf } from '../../src/seed/pdf.ts';

export function pngBytes(): Uint8Array {
  return drawCamper(
    { body: [250, 250, 250], stripe: [30, 90, 160], sky: [130, 180, 230], alcove: false },
    96,
    60,
  );
}

export function pdfBytes(title = 'Testdocument'): Uint8Array {
  return simplePdf(title, ['Een regel tekst.']);
}

/** A real 8×8 JPEG: uploaded images are decoded and re-encoded, so a header alone no longer passes. */
export function jpegBytes(): Uint8Array {
  return Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKABiz//2Q==',
    'base64',
  );
}

/** The header sector of an OLE compound file, which is what a Word 97-2003 .doc is. */
export function docBytes(): Uint8Array {
  const bytes = new Uint8Array(1024);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  bytes.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00], 24);
  return bytes;
}

/**
 * The fields a zip's local header (at 14) and its central directory header (at 16) share: the CRC-32, both sizes
 * (equal, as the data is stored uncompressed) and the length of the name.
 */
function writeEntryFields(header: Buffer, at: number, data: Buffer, fileName: Buffer): void {
  header.writeUInt32LE(crc32(data), at);
  header.writeUInt32LE(data.length, at + 4);
  header.writeUInt32LE(data.length, at + 8);
  header.writeUInt16LE(fileName.length, at + 12);
}

/** A stored (uncompressed) zip with the parts that make a .docx a Word document. */
export function docxBytes(): Uint8Array {
  const entries: [string, string][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<?xml version="1.0"?><w:document/>'],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeEntryFields(local, 14, data, fileName);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeEntryFields(central, 16, data, fileName);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A multipart body of text fields only; a caller adds the file parts its route takes. */
export function fieldsForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** A multipart body with `bytes` under `file` (named `fileName`) plus text fields. */
export function uploadForm(
  bytes: Uint8Array,
  fileName: string,
  fields: Record<string, string> = {},
): FormData {
  const form = fieldsForm(fields);
  form.set('file', new Blob([bytes]), fileName);
  return form;
}
