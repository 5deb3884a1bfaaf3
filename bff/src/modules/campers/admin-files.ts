import { MAX_DETAIL_PHOTOS } from '@camperdeel/rules/camper';
import {
  CAMPER_FILE_TYPES,
  type CamperFileKind,
  camperFileUploadSchema,
} from '@camperdeel/rules/schemas/camper';
import { firstIssueMessage, plainText, requiredText, strictObject } from '@camperdeel/rules/schemas/common';
import { MAX_IMAGE_BYTES, PDF_FILE_TYPES } from '@camperdeel/rules/schemas/files';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { CampersTable } from '../../db/schema.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { type ApiError, apiFailure } from '../../http/api-error.ts';
import type { Deps } from '../../http/env.ts';
import { publicFileUrl } from '../../storage/files.ts';
import { storeThenWrite } from '../../storage/store-then-write.ts';
import type { UploadedFile } from '../../storage/upload.ts';
import { removeStoredFiles } from '../files/admin-files.ts';
import { type AdminCamperJson, getAdminCamper } from './admin-service.ts';
import { requireCamper, requireCamperFiles } from './view.ts';

type SingleFileColumn = keyof Pick<CampersTable, 'hoofdfoto_url' | 'pdf_url' | 'vloerplan_url'>;

const COLUMN: Readonly<Record<Exclude<CamperFileKind, 'detailfoto'>, SingleFileColumn>> = {
  hoofdfoto: 'hoofdfoto_url',
  pdf: 'pdf_url',
  vloerplan: 'vloerplan_url',
};

/** 422: the spec allows at most 8 detail photos per camper. */
function tooManyPhotos(): ApiError {
  return apiFailure('too_many_photos', { values: { max: MAX_DETAIL_PHOTOS } });
}

/**
 * Changes one file of a camper inside a transaction: a main photo, sheet or floor plan gets `single`, the detail
 * photos get what `detail` makes of them. Answers the URL the change drops, to remove from storage after the commit.
 */
async function writeCamperFile(
  trx: Db,
  camperId: string,
  kind: CamperFileKind,
  change: { single: string | null; detail: (urls: string[]) => { urls: string[]; dropped: string | null } },
): Promise<string | null> {
  const camper = await requireCamperFiles(trx, camperId);
  if (kind === 'detailfoto') {
    const { urls, dropped } = change.detail(JSON.parse(camper.detailfoto_urls) as string[]);
    await trx
      .updateTable('campers')
      .set({ detailfoto_urls: JSON.stringify(urls) })
      .where('id', '=', camperId)
      .execute();
    return dropped;
  }
  const column = COLUMN[kind];
  await trx
    .updateTable('campers')
    .set({ [column]: change.single })
    .where('id', '=', camperId)
    .execute();
  return camper[column];
}

/** The text fields of a camper file upload: which file it fills (both names accepted, see chosenKind). */
export const camperFileFieldsSchema = strictObject({
  veld: plainText('Veld').optional(),
  soort: plainText('Soort').optional(),
});
export type CamperFileFields = z.output<typeof camperFileFieldsSchema>;

/**
 * Which file an upload fills: `veld` or `soort`, also spelled as the camper's column (`hoofdfoto_url`,
 * `detailfoto_urls`, …), since the contract names no selector. Without one, a PDF is the camper sheet and an image
 * the main photo, the two files a camper cannot do without in the spec's screens.
 */
function chosenKind(fields: CamperFileFields, mime: string): Record<string, string | undefined> {
  const { veld, soort, ...rest } = fields;
  const named = veld ?? soort;
  if (named === undefined)
    return { soort: PDF_FILE_TYPES.mimeTypes.includes(mime) ? 'pdf' : 'hoofdfoto', ...rest };
  return { soort: named.replace(/_urls?$/, ''), ...rest };
}

/**
 * `POST /api/admin/campers/:id/files`: multipart `file` plus `veld` (hoofdfoto | detailfoto | pdf | vloerplan; the
 * rules' schema calls it `soort`, which is accepted too). Photos and floor plan must be images, the camper sheet a
 * PDF. A main photo, sheet or floor plan replaces the previous file (removed after the commit); a detail photo is
 * added, at most 8. The camper sheet lives in the public camper-images bucket: it is a brochure for prospects.
 */
export async function uploadCamperFile(
  deps: Deps,
  camperId: string,
  upload: { file: UploadedFile; fields: CamperFileFields },
): Promise<AdminCamperJson> {
  const { db, config } = deps;
  await requireCamper(db, camperId);
  const { file } = upload;
  const parsed = camperFileUploadSchema.safeParse(chosenKind(upload.fields, file.mime));
  if (!parsed.success) throw apiFailure('invalid_input', { message: firstIssueMessage(parsed.error) });
  const kind = parsed.data.soort;
  const types = CAMPER_FILE_TYPES[kind];
  if (!types.mimeTypes.includes(file.mime)) throw apiFailure('unsupported_file_type');
  if (kind !== 'pdf' && file.size > MAX_IMAGE_BYTES) throw apiFailure('file_too_large');

  const replaced = await storeThenWrite(config, { bucket: 'camper-images', file }, ({ key }) => {
    const url = publicFileUrl('camper-images', key);
    return immediateTransaction(db, (trx) =>
      writeCamperFile(trx, camperId, kind, {
        single: url,
        detail: (urls) => {
          if (urls.length >= MAX_DETAIL_PHOTOS) throw tooManyPhotos();
          return { urls: [...urls, url], dropped: null };
        },
      }),
    );
  });
  await removeStoredFiles(config, { publicUrls: [replaced] });
  return getAdminCamper(db, camperId);
}

/**
 * `DELETE /api/admin/campers/:id/files?veld=…[&url=…]`: clears the main photo, sheet or floor plan, or removes one
 * detail photo (named by its URL), so an admin can correct a wrong upload or swap a photo when all 8 are used.
 */
export const camperFileRemoveSchema = strictObject({
  veld: camperFileUploadSchema.shape.soort,
  url: requiredText('Url', 500).optional(),
}).refine((v) => v.veld !== 'detailfoto' || v.url !== undefined, {
  error: 'Kies welke detailfoto verwijderd wordt',
  path: ['url'],
});

export async function removeCamperFile(
  deps: Deps,
  camperId: string,
  veld: CamperFileKind,
  url: string | undefined,
): Promise<AdminCamperJson> {
  const { db, config } = deps;
  const removed = await immediateTransaction(db, (trx) =>
    writeCamperFile(trx, camperId, veld, {
      single: null,
      detail: (urls) => {
        if (!url || !urls.includes(url)) throw apiFailure('not_found');
        return { urls: urls.filter((u) => u !== url), dropped: url };
      },
    }),
  );
  await removeStoredFiles(config, { publicUrls: [removed] });
  return getAdminCamper(db, camperId);
}
