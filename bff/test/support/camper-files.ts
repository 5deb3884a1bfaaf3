import { uploadForm } from './files.ts';
import type { TestServer, TestUser } from './server.ts';

/** One file of a camper: `veld` says which (hoofdfoto, detailfoto, pdf or vloerplan). */
export type CamperFile = { veld: string; name: string; bytes: Uint8Array };

/** `who` sends one file of a camper through the admin route, answered as it comes. */
export function postCamperFile(
  t: TestServer,
  who: TestUser,
  camperId: string,
  { veld, name, bytes }: CamperFile,
): Promise<Response> {
  return t.request(`/api/admin/campers/${camperId}/files`, {
    method: 'POST',
    cookie: who.cookie,
    body: uploadForm(bytes, name, { veld }),
  });
}
