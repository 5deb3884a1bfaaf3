/**
 * An API token is for the CLI's operator work and nothing else: a leaked one must not be able to make more tokens,
 * end the admin's browser sessions, change the password, export or erase the account, and it must die with the
 * password (changed or reset) and with the admin role. Tokens expire (90 days unless chosen otherwise).
 */
import { randomUUID } from 'node:crypto';
import { inspectRoutes } from 'hono/dev';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/app.ts';
import { createApiToken } from '../../src/auth/api-tokens.ts';
import { hashSecret } from '../../src/auth/secrets.ts';
import { TOKEN_ROUTES } from '../../src/auth/token-scope.ts';
import { serverForFile } from '../support/file-server.ts';
import { type ErrorBody, readJson, type TestUser } from '../support/server.ts';
import { storedValue } from '../support/stored-reads.ts';

const DAY = 24 * 60 * 60 * 1000;

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z') });

type Token = { id: string; waarde: string; bearer: { authorization: string } };

async function tokenOf(admin: TestUser, body: Record<string, unknown> = {}): Promise<Token> {
  const res = await t.request('/api/admin/tokens', { json: { naam: 'CLI', ...body }, cookie: admin.cookie });
  expect(res.status).toBe(201);
  const { token, waarde } = await readJson<{ token: { id: string }; waarde: string }>(res);
  return { id: token.id, waarde, bearer: { authorization: `Bearer ${waarde}` } };
}

function revokedAt(id: string): Promise<string | null> {
  return storedValue(t, 'api_tokens', 'revoked_at', { id });
}

async function sessionsOf(userId: string): Promise<number> {
  return (await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;
}

describe('a token reaches the operator routes and nothing that manages identity', () => {
  test('the CLI routes answer a token', async () => {
    const admin = await t.createAdmin();
    const { bearer } = await tokenOf(admin);
    expect((await t.request('/api/admin/users', { headers: bearer })).status).toBe(200);
    expect((await t.request('/api/admin/campers', { headers: bearer })).status).toBe(200);
    expect((await t.request('/api/admin/invoices', { headers: bearer })).status).toBe(200);
    expect((await t.request('/api/admin/users/invitations', { headers: bearer })).status).toBe(200);
    const created = await t.request('/api/admin/users', {
      headers: bearer,
      json: { email: `cli-${randomUUID()}@voorbeeld.nl`, naam: 'Via CLI', status: 'prospect' },
    });
    expect(created.status).toBe(201);
  });

  test('identity actions are 403 token_not_allowed with a Dutch message and change nothing', async () => {
    const admin = await t.createAdmin();
    const { id, bearer } = await tokenOf(admin);
    const other = await tokenOf(admin);
    const sessionId = await storedValue(t, 'sessions', 'public_id', { user_id: admin.id });
    const attempts: { path: string; method: string; json?: unknown }[] = [
      { method: 'POST', path: '/api/admin/tokens', json: { naam: 'Nog een' } },
      { method: 'GET', path: '/api/admin/tokens' },
      { method: 'DELETE', path: `/api/admin/tokens/${other.id}` },
      { method: 'GET', path: '/api/me/sessions' },
      { method: 'DELETE', path: `/api/me/sessions/${sessionId}` },
      {
        method: 'POST',
        path: '/api/me/password',
        json: { huidig_wachtwoord: admin.password, nieuw_wachtwoord: 'overgenomen-wachtwoord' },
      },
      { method: 'GET', path: '/api/me/export' },
      { method: 'DELETE', path: '/api/me', json: { wachtwoord: admin.password } },
      { method: 'PATCH', path: '/api/me/profile', json: { naam: 'Overgenomen' } },
      { method: 'POST', path: '/api/auth/logout', json: {} },
      { method: 'POST', path: '/api/auth/confirm-email/resend', json: {} },
    ];
    for (const attempt of attempts) {
      const res = await t.request(attempt.path, {
        method: attempt.method,
        headers: bearer,
        ...(attempt.json !== undefined ? { json: attempt.json } : {}),
      });
      const label = `${attempt.method} ${attempt.path}`;
      expect(res.status, label).toBe(403);
      const body = await readJson<ErrorBody>(res);
      expect(body.error.code, label).toBe('token_not_allowed');
      expect(body.error.message, label).toBe('Een API-token mag dit niet; log in met je wachtwoord.');
    }
    const tokens = await t.db
      .selectFrom('api_tokens')
      .select(['id', 'revoked_at'])
      .where('user_id', '=', admin.id)
      .orderBy('id')
      .execute();
    expect(tokens).toEqual(
      [
        { id, revoked_at: null },
        { id: other.id, revoked_at: null },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await sessionsOf(admin.id)).toBe(1);
    expect((await t.request('/api/auth/me', { cookie: admin.cookie })).status).toBe(200);
    const login = await t.request('/api/auth/login', {
      json: { email: admin.email, wachtwoord: admin.password },
    });
    expect(login.status).toBe(200);
  });

  test('a token revokes itself (camperdeel logout), and only itself', async () => {
    const admin = await t.createAdmin();
    const own = await tokenOf(admin);
    const res = await t.request(`/api/admin/tokens/${own.id}`, { method: 'DELETE', headers: own.bearer });
    expect(res.status).toBe(200);
    expect(await revokedAt(own.id)).not.toBeNull();
    expect((await t.request('/api/admin/users', { headers: own.bearer })).status).toBe(401);
  });

  test('the allow-list names only registered routes, none of them identity routes', () => {
    const app = createApp({ db: t.db, config: t.config, now: t.clock.now, appOrigin: () => t.url });
    const registered = new Set(inspectRoutes(app).map((r) => `${r.method} ${r.path}`));
    for (const route of Object.keys(TOKEN_ROUTES)) expect(registered, route).toContain(route);
    for (const route of Object.keys(TOKEN_ROUTES)) {
      expect(route).not.toMatch(
        /\/api\/me\b|\/api\/auth\/(?!me$)|POST \/api\/admin\/tokens|GET \/api\/admin\/tokens/,
      );
    }
  });

  test('the OpenAPI document says which operations a token reaches and documents the 403 of the others', async () => {
    const doc = await readJson<{
      paths: Record<string, Record<string, { 'x-api-token'?: string; responses: Record<string, unknown> }>>;
    }>(await t.request('/api/openapi.json'));
    const op = (path: string, method: string) => doc.paths[path]?.[method];
    expect(op('/admin/users', 'get')?.['x-api-token']).toBe('ja');
    expect(op('/admin/tokens/{id}', 'delete')?.['x-api-token']).toBe('alleen het eigen token');
    for (const [path, method] of [
      ['/admin/tokens', 'post'],
      ['/me/password', 'post'],
      ['/me/sessions', 'get'],
      ['/me', 'delete'],
      ['/me/export', 'get'],
    ] as const) {
      expect(op(path, method)?.['x-api-token'], `${method} ${path}`).toBe('nee');
      expect(Object.keys(op(path, method)?.responses ?? {}), `${method} ${path}`).toContain('403');
    }
  });
});

describe('tokens expire', () => {
  test('90 days by default; the list shows verloopt_op; an expired token is 401 with a Dutch message', async () => {
    const admin = await t.createAdmin();
    const created = await t.request('/api/admin/tokens', {
      json: { naam: 'Standaard' },
      cookie: admin.cookie,
    });
    const body = await readJson<{ token: { id: string; verloopt_op: string }; waarde: string }>(created);
    expect(body.token.verloopt_op).toBe(new Date(t.clock.now().getTime() + 90 * DAY).toISOString());
    const list = await readJson<{ tokens: { id: string; verloopt_op: string }[] }>(
      await t.request('/api/admin/tokens', { cookie: admin.cookie }),
    );
    expect(list.tokens.find((k) => k.id === body.token.id)?.verloopt_op).toBe(body.token.verloopt_op);

    const bearer = { authorization: `Bearer ${body.waarde}` };
    const start = t.clock.now();
    t.clock.advance(90 * DAY - 60_000);
    expect((await t.request('/api/admin/users', { headers: bearer })).status).toBe(200);
    t.clock.advance(60_000);
    const late = await t.request('/api/admin/users', { headers: bearer });
    expect(late.status).toBe(401);
    expect(await readJson<ErrorBody>(late)).toEqual({
      error: {
        code: 'token_expired',
        message: 'Dit API-token is verlopen. Log opnieuw in om een nieuw token te krijgen.',
      },
    });
    t.clock.set(start.toISOString());
  });

  test('geldig_dagen chooses the validity (1 to 365 days); anything else is 400 and creates nothing', async () => {
    const admin = await t.createAdmin();
    const week = await t.request('/api/admin/tokens', {
      json: { naam: 'Week', geldig_dagen: 7 },
      cookie: admin.cookie,
    });
    expect(week.status).toBe(201);
    const { token } = await readJson<{ token: { verloopt_op: string } }>(week);
    expect(token.verloopt_op).toBe(new Date(t.clock.now().getTime() + 7 * DAY).toISOString());
    for (const geldig_dagen of [0, 366, 1.5, '30', -1]) {
      const res = await t.request('/api/admin/tokens', {
        json: { naam: 'Fout', geldig_dagen },
        cookie: admin.cookie,
      });
      expect(res.status, String(geldig_dagen)).toBe(400);
      expect((await readJson<ErrorBody>(res)).error.message, String(geldig_dagen)).toBe(
        'Geldig (dagen) moet een heel getal van 1 tot en met 365 zijn',
      );
    }
    const names = await t.db
      .selectFrom('api_tokens')
      .select('naam')
      .where('user_id', '=', admin.id)
      .execute();
    expect(names.map((n) => n.naam)).toEqual(['Week']);
  });
});

describe('every token of an admin dies with the password or the admin role', () => {
  test('a password change (POST /api/me/password)', async () => {
    const admin = await t.createAdmin();
    const a = await tokenOf(admin);
    const b = await tokenOf(admin);
    expect((await t.request('/api/admin/users', { headers: a.bearer })).status).toBe(200);
    const res = await t.request('/api/me/password', {
      cookie: admin.cookie,
      json: { huidig_wachtwoord: admin.password, nieuw_wachtwoord: 'een-nieuw-wachtwoord' },
    });
    expect(res.status).toBe(200);
    for (const token of [a, b]) {
      expect((await t.request('/api/admin/users', { headers: token.bearer })).status).toBe(401);
      expect(await revokedAt(token.id)).not.toBeNull();
    }
    // The browser session that changed it goes on.
    expect((await t.request('/api/admin/users', { cookie: admin.cookie })).status).toBe(200);
  });

  // Both links are one-time secrets stored as their hash: stored here as the mail that carries them would.
  test.each([
    {
      what: 'a password reset (POST /api/auth/password-reset/confirm)',
      table: 'password_reset_tokens',
      secret: 'reset',
      validMs: 60 * 60 * 1000,
      path: '/api/auth/password-reset/confirm',
      wachtwoord: 'na-de-reset-wachtwoord',
      withoutPassword: false,
    },
    {
      what: 'a first password set through an invitation (POST /api/auth/invitation/confirm)',
      table: 'user_invitations',
      secret: 'uitnodiging',
      validMs: DAY,
      path: '/api/auth/invitation/confirm',
      wachtwoord: 'eerste-eigen-wachtwoord',
      withoutPassword: true,
    },
  ] as const)('$what', async ({ table, validMs, path, wachtwoord, withoutPassword, ...link }) => {
    const admin = await t.createAdmin();
    const token = await tokenOf(admin);
    if (withoutPassword) {
      await t.db.updateTable('users').set({ password_hash: null }).where('id', '=', admin.id).execute();
    }
    expect((await t.request('/api/admin/users', { headers: token.bearer })).status).toBe(200);
    const secret = `${link.secret}-${randomUUID()}`;
    await t.db
      .insertInto(table)
      .values({
        id: hashSecret(secret),
        user_id: admin.id,
        expires_at: t.clock.now().getTime() + validMs,
        used_at: null,
      })
      .execute();
    const res = await t.request(path, { json: { token: secret, wachtwoord } });
    expect(res.status).toBe(200);
    expect((await t.request('/api/admin/users', { headers: token.bearer })).status).toBe(401);
    expect(await revokedAt(token.id)).not.toBeNull();
  });

  test('losing the admin role', async () => {
    const admin = await t.createAdmin();
    const token = await tokenOf(admin);
    expect((await t.request('/api/admin/users', { headers: token.bearer })).status).toBe(200);
    await t.db.deleteFrom('user_roles').where('user_id', '=', admin.id).execute();
    const res = await t.request('/api/admin/users', { headers: token.bearer });
    expect(res.status).toBe(401);
    expect((await readJson<ErrorBody>(res)).error.code).toBe('not_authenticated');
    expect(await revokedAt(token.id)).not.toBeNull();
  });

  test('another admin keeps their tokens', async () => {
    const admin = await t.createAdmin();
    const colleague = await t.createAdmin();
    const mine = await tokenOf(colleague);
    const { waarde } = await createApiToken(t.db, admin.id, 'Los', t.clock.now());
    await t.request('/api/me/password', {
      cookie: admin.cookie,
      json: { huidig_wachtwoord: admin.password, nieuw_wachtwoord: 'een-nieuw-wachtwoord' },
    });
    expect((await t.request('/api/admin/users', { headers: mine.bearer })).status).toBe(200);
    expect(
      (await t.request('/api/admin/users', { headers: { authorization: `Bearer ${waarde}` } })).status,
    ).toBe(401);
  });
});
