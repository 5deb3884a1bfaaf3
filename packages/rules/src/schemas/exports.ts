import { z } from 'zod';

/** The file formats of the admin exports (docs/product/exports.md); csv when none is named. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportFormatSchema = z
  .enum(EXPORT_FORMATS, { error: "Kies als formaat 'csv' of 'xlsx'." })
  .optional()
  .transform((value) => value ?? 'csv');

/** The answer of an export, for the API description: a file, not JSON. */
export const exportFileSchema = z.string().meta({
  description: 'CSV (UTF-8 met BOM, puntkomma, CRLF) of XLSX-werkmap (eerste blad)',
});
