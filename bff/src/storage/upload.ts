import type { ErrorCode } from '@camperdeel/rules/errors';
import { withoutControls } from '@camperdeel/rules/schemas/common';
import { extensionOf, type FileTypeList, MIME } from '@camperdeel/rules/schemas/files';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { apiFailure } from '../http/api-error.ts';
import { allowUploadBody, bodyTooLarge, isMultipart } from '../http/body-limit.ts';

export type UploadedFile = {
  bytes: Uint8Array;
  /** The MIME type found in the content (never the client's claim). */
  mime: string;
  /** Canonical extension of the content: pdf, doc, docx, jpg, png, webp or gif. */
  ext: string;
  size: number;
  /** The client's file name without any folder part; only for display and download names, never for paths. */
  originalName: string;
};

/** The file plus the form's other text fields (e.g. camper_id, document_naam). */
export type Upload = UploadedFile & { fields: Record<string, string> };

export type UploadOptions = {
  allowed: FileTypeList;
  maxBytes: number;
  /** The error when the form has no file under `file` (default 400 invalid_input 'Kies een bestand.'). */
  missingFile?: ErrorCode;
};

/** Room for the multipart boundaries, part headers and small text fields around the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** What the magic bytes say, as our canonical extension and MIME type, and which name extensions fit it. */
const SNIFFED: Record<string, { ext: string; mime: string; names: readonly string[] }> = {
  pdf: { ext: 'pdf', mime: MIME.pdf, names: ['pdf'] },
  // Word 97-2003 files are OLE compound files; file-type reports the container, the name says which kind.
  cfb: { ext: 'doc', mime: MIME.doc, names: ['doc'] },
  docx: { ext: 'docx', mime: MIME.docx, names: ['docx'] },
  jpg: { ext: 'jpg', mime: MIME.jpeg, names: ['jpg', 'jpeg'] },
  png: { ext: 'png', mime: MIME.png, names: ['png'] },
  webp: { ext: 'webp', mime: MIME.webp, names: ['webp'] },
  gif: { ext: 'gif', mime: MIME.gif, names: ['gif'] },
};

function cleanName(name: string): string {
  // Control characters and bidi overrides out: 'factuur\u202Efdp.exe' must not show as 'factuurexe.pdf'.
  const base = withoutControls(name.split(/[\\/]/).at(-1) ?? '').trim();
  return base.slice(-200) || 'bestand';
}

/** The request body, cut off with 413 as soon as more than `limit` bytes have streamed in. */
async function readLimitedForm(c: Context, limit: number): Promise<FormData> {
  // Every other body is cut off at 1 MB by the app-wide limit; this endpoint takes more.
  allowUploadBody(c, limit);
  const declared = Number(c.req.header('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limit) throw bodyTooLarge(c, 'file_too_large');
  const contentType = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  if (!body || !isMultipart(contentType)) {
    throw apiFailure('invalid_input', { message: 'Stuur het bestand als formulier (multipart/form-data).' });
  }
  let seen = 0;
  let exceeded = false;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          exceeded = true;
          controller.error(new Error('body too large'));
        } else {
          controller.enqueue(chunk);
        }
      },
    }),
  );
  const request = new Request('http://upload.invalid/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: counted,
    duplex: 'half',
  } as RequestInit);
  try {
    return await request.formData();
  } catch {
    if (exceeded) throw bodyTooLarge(c, 'file_too_large');
    throw apiFailure('invalid_input', { message: 'Het formulier kon niet gelezen worden.' });
  }
}

/**
 * The form's text fields and its files under `fileField`. A text field sent twice, and a file under any other name,
 * are 400: the route would otherwise pick one of two values, or drop a photo the user thinks was saved. An empty
 * file part is what a browser sends for a file input left empty, so it counts as no file.
 */
function splitForm(form: FormData, fileField: string): { fields: Record<string, string>; files: File[] } {
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (Object.hasOwn(fields, name)) throw apiFailure('invalid_input', { message: `Dubbel veld: ${name}` });
      fields[name] = value;
    } else if (value.size === 0) {
    } else if (name === fileField) {
      files.push(value);
    } else {
      throw apiFailure('invalid_input', { message: `Onbekend veld: ${name}` });
    }
  }
  return { fields, files };
}

/**
 * Reads a multipart upload with the file under `file`: 413 `file_too_large` above `maxBytes` (checked on
 * Content-Length and while streaming, never after buffering an unbounded body), 415 `unsupported_file_type` when
 * the content (magic bytes) is not on the list or does not match the file name's extension. Writes nothing.
 */
export async function readUpload(c: Context, options: UploadOptions): Promise<Upload> {
  const form = await readLimitedForm(c, options.maxBytes + FORM_OVERHEAD_BYTES);
  const { fields, files } = splitForm(form, 'file');
  if (files.length > 1) throw apiFailure('invalid_input', { message: 'Kies één bestand.' });
  const file = files[0];
  if (!file) {
    throw options.missingFile
      ? apiFailure(options.missingFile)
      : apiFailure('invalid_input', { message: 'Kies een bestand.' });
  }
  return { ...(await checkUploadedFile(file, options)), fields };
}

/**
 * Several files under one field name (e.g. handover photos under `foto`) plus the text fields: the whole form is
 * cut off at `maxFormBytes` while streaming, each file is checked like readUpload's. Writes nothing.
 */
export async function readUploads(
  c: Context,
  options: Omit<UploadOptions, 'missingFile'> & { field: string; maxFormBytes: number },
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  const form = await readLimitedForm(c, options.maxFormBytes + FORM_OVERHEAD_BYTES);
  const { fields, files: parts } = splitForm(form, options.field);
  const files: UploadedFile[] = [];
  for (const part of parts) files.push(await checkUploadedFile(part, options));
  return { files, fields };
}

/** 413 above `maxBytes`, 415 unless the magic bytes are on the list and match the name's extension. */
async function checkUploadedFile(
  file: File,
  options: Pick<UploadOptions, 'allowed' | 'maxBytes'>,
): Promise<UploadedFile> {
  if (file.size > options.maxBytes) throw apiFailure('file_too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = await fileTypeFromBuffer(bytes);
  const kind = sniffed ? SNIFFED[sniffed.ext] : undefined;
  const originalName = cleanName(file.name);
  const nameExt = extensionOf(originalName);
  if (
    !kind?.names.includes(nameExt) ||
    !options.allowed.extensions.includes(nameExt) ||
    !options.allowed.mimeTypes.includes(kind.mime)
  ) {
    throw apiFailure('unsupported_file_type');
  }
  return { bytes, mime: kind.mime, ext: kind.ext, size: bytes.byteLength, originalName };
}
