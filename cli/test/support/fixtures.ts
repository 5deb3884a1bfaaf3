/**
 * Spreadsheet files as offices really produce them, built byte by byte: Excel on Windows saves 'CSV' in
 * Windows-1252 with CRLF, 'CSV UTF-8' with a BOM, 'Unicode-tekst' as UTF-16LE with a BOM and tabs.
 */

/** Windows-1252 bytes for the characters our fixtures use beyond ASCII (é, ë, ç, Ç, €, ü, ö, ï). */
const CP1252: Record<string, number> = {
  '€': 0x80,
  Ç: 0xc7,
  é: 0xe9,
  ë: 0xeb,
  ç: 0xe7,
  ü: 0xfc,
  ö: 0xf6,
  ï: 0xef,
};

export function windows1252(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x80) return code;
      const byte = CP1252[char];
      if (byte === undefined) throw new Error(`no Windows-1252 byte in the fixture table for ${char}`);
      return byte;
    }),
  );
}

export function utf8WithBom(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}

export function utf16leWithBom(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
}

/** Lines joined as Excel writes them: CRLF, a CRLF after the last line, and the empty rows it leaves at the end. */
export function excelLines(lines: string[], delimiter = ';', emptyRows = 2): string {
  const width = (lines[0] ?? '').split(delimiter).length;
  const empty = Array.from({ length: emptyRows }, () => delimiter.repeat(width - 1));
  return `${[...lines, ...empty].join('\r\n')}\r\n`;
}
