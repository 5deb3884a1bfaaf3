import { z } from 'zod';
import { count, entity, id, timestamp } from './answers.ts';
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

const documentFields = {
  id,
  camper_id: id,
  document_naam: z.string(),
  document_url: z.string().meta({ description: 'Downloadpad (302 naar een ondertekende link)' }),
  bestandsgrootte: count,
  bestandstype: z.string(),
  uploaded_at: timestamp,
};
export const documentSchema = entity('Document', documentFields);
export const adminDocumentSchema = entity('BeheerDocument', {
  ...documentFields,
  camper_naam: z.string(),
  uploaded_by: z.string().nullable(),
});
