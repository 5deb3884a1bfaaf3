import { z } from 'zod';
import { idSchema, strictObject, textChecked } from './common.ts';
import { type FileTypeList, MIME } from './files.ts';

export const INCOMPLETE_DOCUMENT_MESSAGE = 'Selecteer een camper, geef een naam en kies een bestand';
export const INCOMPLETE_DOCUMENT_TITLE = 'Onvolledige gegevens';

/** Camper documents (docs/product/public.md#validation-spec-5): pdf, doc, docx, jpg, jpeg, png. */
export const DOCUMENT_FILE_TYPES: FileTypeList = {
  extensions: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'],
  mimeTypes: [MIME.pdf, MIME.doc, MIME.docx, MIME.jpeg, MIME.png],
};

/**
 * The text fields of `POST /api/admin/documents` (multipart; the file is under `file`). A missing camper,
 * name or file is answered with 'Selecteer een camper, geef een naam en kies een bestand'.
 */
export const documentUploadSchema = strictObject({
  camper_id: z
    .string({ error: INCOMPLETE_DOCUMENT_MESSAGE })
    .min(1, { error: INCOMPLETE_DOCUMENT_MESSAGE })
    .pipe(idSchema('Camper')),
  document_naam: textChecked(
    z
      .string({ error: INCOMPLETE_DOCUMENT_MESSAGE })
      .trim()
      .min(1, { error: INCOMPLETE_DOCUMENT_MESSAGE })
      .max(200, { error: 'Documentnaam mag maximaal 200 tekens bevatten' }),
    'Documentnaam',
  ),
});
export type DocumentUploadInput = z.infer<typeof documentUploadSchema>;
