/**
 * The session lookup remembers rows per database version on SQLite (src/auth/session-user.ts): every change to a
 * session, its user, role or camper must still show on the very next request, also when another process writes the
 * file.
 */
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/auth/secrets.ts';
import { serverForFile } from '../support/file-server.ts';

const t = serverForFile();

const PATHS = ['/api/campers', '/api/auth/me'];

async function statuses(cookie: string): Promise<number[]> {
  const out: number[] = [];
  for (const path of PATHS) out.push((await t.request(path, { cookie })).status);
  return out;
}

describe('revocation holds at once', () => {
  it('logout: the cookie is refused on the next request', async () => {
    const user = await t.createProspect();
    expect(await statuses(user.cookie)).toEqual([200, 200]);
    const out = await t.request('/api/auth/logout', { method: 'POST', cookie: user.cookie });
    expect(out.status).toBeLessThan(300);
    expect(await statuses(user.cookie)).toEqual([401, 401]);
  });

  it('a session removed by another process (the CLI) is refused on the next request', async () => {
    const user = await t.createProspect();
    expect(await statuses(user.cookie)).toEqual([200, 200]);
    const token = user.cookie.split('=')[1] ?? '';
    if (t.config.databasePath && !t.databaseEnv.DATABASE_URL) {
      const other = new SQLite(t.config.databasePath);
      try {
        other.prepare('DELETE FROM sessions WHERE id = ?').run(hashSecret(token));
      } finally {
        other.close();
      }
    } else {
      await t.db.deleteFrom('sessions').where('id', '=', hashSecret(token)).execute();
    }
    expect(await statuses(user.cookie)).toEqual([401, 401]);
  });

  it('a new admin role and a camper assignment show on the next request', async () => {
    const user = await t.createProspect();
    await t.createCamper({ naam: 'Alleen Beheer', toont_in_camper_vinden: 0 });
    const me = async () =>
      (await (await t.request('/api/auth/me', { cookie: user.cookie })).json()) as Record<string, unknown>;
    const list = async () => (await t.request('/api/campers', { cookie: user.cookie })).text();
    expect(await list()).not.toContain('Alleen Beheer');
    await t.db.insertInto('user_roles').values({ user_id: user.id, role: 'admin' }).execute();
    expect(await list()).toContain('Alleen Beheer');
    expect(JSON.stringify(await me())).toMatch(/admin/i);
    await t.db.deleteFrom('user_roles').where('user_id', '=', user.id).execute();
    expect(await list()).not.toContain('Alleen Beheer');
  });

  it('an expired session is refused although it was read a moment before', async () => {
    const user = await t.createProspect();
    expect(await statuses(user.cookie)).toEqual([200, 200]);
    const token = user.cookie.split('=')[1] ?? '';
    await t.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', hashSecret(token))
      .execute();
    expect(await statuses(user.cookie)).toEqual([401, 401]);
  });
});
