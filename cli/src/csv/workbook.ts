import { extname } from 'node:path';
import type ExcelJS from 'exceljs';
import { CliError } from '../errors.ts';
import type { CsvRecord } from './parse.ts';

/** Every .xlsx file is a ZIP archive: it starts with the local file header `PK\x03\x04`. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** A workbook by its name or by its first bytes (a workbook renamed to .csv is still read as one). */
export function isWorkbook(path: string, bytes: Uint8Array): boolean {
  return extname(path).toLowerCase() === '.xlsx' || ZIP_MAGIC.every((b, i) => bytes[i] === b);
}

/** A cell as the text the same cell would have in a CSV export: numbers with a point, dates as yyyy-MM-dd. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}

/**
 * The first sheet of an .xlsx workbook as rows of text cells, read by exceljs (docs/decisions/0084-exports-and-spreadsheet-input.md);
 * each row keeps its sheet row number as its line, and empty rows are skipped as in CSV.
 */
export async function readWorkbook(bytes: Uint8Array): Promise<CsvRecord[]> {
  // Loaded when a workbook is read: exceljs and its archive libraries are half of what every command loaded at start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new CliError(
      'Dit Excel-bestand (.xlsx) is niet te lezen: sla het opnieuw op in Excel. Er is niets ingelezen.',
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new CliError('Het Excel-bestand heeft geen werkblad. Er is niets ingelezen.');
  const records: CsvRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(cellText(row.getCell(column).value));
    if (cells.some((cell) => cell.trim() !== '')) records.push({ line: rowNumber, cells });
  });
  return records;
}
