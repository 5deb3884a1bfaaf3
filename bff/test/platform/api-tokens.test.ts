import { expect, test } from 'vitest';
import type { MeView } from '../../src/auth/me-view.ts';
import { serverForFile } from '../support/file-server.ts';
import { type ErrorBody, readJson } from '../support/server.ts';

type Created = { token: { id: string; naam: string; created_at: string }; waarde: string };
type Listed = {
  tokens: {
    id: string;
    naam: string;
    created_at: string;
    last_used_at: string | null;
    verloopt_op: string;
  }[];
};

const t = serverForFile();

test('an admin creates a token (secret shown once), the CLI uses it, revoking it locks it out', async () => {
  const admin = await t.createAdmin();
  const res = await t.request('/api/admin/tokens', { json: { naam: 'Laptop Jan' }, cookie: admin.cookie });
  expect(res.status).toBe(201);
  const created = await readJson<Created>(res);
  expect(created.token.naam).toBe('Laptop Jan');
  expect(created.waarde).toMatch(/^cdl_[a-z2-7]{32}$/);
  const row = await t.db
    .selectFrom('api_tokens')
    .selectAll()
    .where('id', '=', created.token.id)
    .executeTakeFirstOrThrow();
  expect(row.token_hash).not.toContain(created.waarde);

  const bearer = { authorization: `Bearer ${created.waarde}` };
  const me = await t.request('/api/auth/me', { headers: bearer });
  expect(me.status).toBe(200);
  expect((await readJson<{ user: MeView }>(me)).user).toMatchObject({ id: admin.id, is_admin: true });
  // Bearer requests carry no cookies, so they pass the CSRF check even when an Origin is present.
  const users = await t.request('/api/admin/users', {
    headers: { ...bearer, origin: 'https://elders.example' },
  });
  expect(users.status).toBe(200);
  // Only a password session lists the tokens (a token may not: attack/api-token-scope.test.ts).
  const list = await t.request('/api/admin/tokens', { cookie: admin.cookie });
  expect(list.status).toBe(200);
  const listed = await readJson<Listed>(list);
  expect(listed.tokens.map((k) => k.id)).toContain(created.token.id);
  expect(JSON.stringify(listed)).not.toContain(created.waarde);
  expect(listed.tokens.find((k) => k.id === created.token.id)?.last_used_at).not.toBeNull();

  const revoked = await t.request(`/api/admin/tokens/${created.token.id}`, {
    method: 'DELETE',
    cookie: admin.cookie,
  });
  expect(revoked.status).toBe(200);
  const after = await t.request('/api/auth/me', { headers: bearer });
  expect(after.status).toBe(401);
  expect((await readJson<ErrorBody>(after)).error.code).toBe('not_authenticated');
  expect(
    (await readJson<Listed>(await t.request('/api/admin/tokens', { cookie: admin.cookie }))).tokens,
  ).toHaveLength(0);

  const again = await t.request(`/api/admin/tokens/${created.token.id}`, {
    method: 'DELETE',
    cookie: admin.cookie,
  });
  expect(again.status).toBe(404);
});

test('unknown or malformed bearer tokens are 401; non-admins cannot manage tokens', async () => {
  for (const header of ['Bearer cdl_bestaatniet', 'Bearer', 'Basic YWRtaW46YWRtaW4=']) {
    const res = await t.request('/api/health', { headers: { authorization: header } });
    expect(res.status, header).toBe(401);
  }
  const prospect = await t.createProspect();
  const denied = await t.request('/api/admin/tokens', { json: { naam: 'x' }, cookie: prospect.cookie });
  expect(denied.status).toBe(403);
  expect((await readJson<ErrorBody>(denied)).error.code).toBe('not_admin');
  expect((await t.request('/api/admin/tokens')).status).toBe(401);
  const admin = await t.createAdmin();
  const empty = await t.request('/api/admin/tokens', { json: { naam: '' }, cookie: admin.cookie });
  expect(empty.status).toBe(400);
  expect((await readJson<ErrorBody>(empty)).error.message).toBe('Naam is verplicht');
});
