/** Accepted upload types: by extension (what pickers and names show) and MIME type (what is sniffed). */
export type FileTypeList = { extensions: readonly string[]; mimeTypes: readonly string[] };

export const MIME = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

/** Photos (profile, camper photos, floor plan): image files only. */
export const IMAGE_FILE_TYPES: FileTypeList = {
  extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif'],
  mimeTypes: [MIME.jpeg, MIME.png, MIME.webp, MIME.gif],
};

/** The camper sheet: PDF only. */
export const PDF_FILE_TYPES: FileTypeList = { extensions: ['pdf'], mimeTypes: [MIME.pdf] };

/** Upload size limits in bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

/** Lower-case extension without the dot, or '' when the name has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** A file name without its extension: the prefill of a document's name (docs/product/public.md#validation-spec-5). */
export function nameWithoutExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

/** True when both the extension and, if given, the declared MIME type are on the list. */
export function isAcceptedFile(file: { name: string; type?: string }, list: FileTypeList): boolean {
  if (!list.extensions.includes(extensionOf(file.name))) return false;
  return file.type === undefined || file.type === '' || list.mimeTypes.includes(file.type.toLowerCase());
}

/** The value for an `<input type="file" accept>` attribute. */
export function acceptAttribute(list: FileTypeList): string {
  return [...list.extensions.map((e) => `.${e}`), ...list.mimeTypes].join(',');
}
