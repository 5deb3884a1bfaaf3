import { PassThrough, Readable } from 'node:stream';
import { CSV_BOM, csvLine, xlsxValue } from '@camperdeel/rules/csv-cells';
import ExcelJS from 'exceljs';
import type { ExportTable } from './tables.ts';

const encoder = new TextEncoder();

/** The table as CSV, written line by line while its pages are read (never one string of the whole table). */
export function csvStream(table: ExportTable): ReadableStream<Uint8Array> {
  const lines = (async function* () {
    yield encoder.encode(CSV_BOM + csvLine(table.header));
    for await (const row of table.rows) yield encoder.encode(csvLine(row));
  })();
  return Readable.toWeb(Readable.from(lines)) as ReadableStream<Uint8Array>;
}

/**
 * The table as the first sheet of an XLSX workbook, streamed by exceljs' workbook writer: text is always a string
 * cell (so `=…` is never a formula), numbers stay numbers.
 */
export function xlsxStream(table: ExportTable): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(table.subject);
  void (async () => {
    sheet.addRow([...table.header]).commit();
    for await (const row of table.rows) sheet.addRow(row.map(xlsxValue)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
