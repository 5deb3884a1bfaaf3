/**
 * A small but valid one-page PDF (Helvetica text lines, correct xref table), for demo documents and invoices.
 * Text is limited to Latin-1; PDF string specials are escaped.
 */
export function simplePdf(title: string, lines: readonly string[]): Uint8Array {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`).replace(/[^\x20-\xff]/g, '?');
  const content = [
    'BT',
    '/F1 20 Tf',
    '56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf',
    ...lines.flatMap((line) => ['0 -22 Td', `(${pdfText(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
