import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_PASSWORD } from '@camperdeel/bff/test/server';
import { storedValue } from '@camperdeel/bff/test/stored-reads';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { cliTestForSuite } from './support/server.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('login', () => {
  let config: string;
  const t = cliTestForSuite();
  beforeAll(async () => {
    config = join(t.folder.dir, 'login-config');
  });

  const run = (args: string[], input?: string, env: Record<string, string> = {}) =>
    runCli(args, { input, env: { XDG_CONFIG_HOME: config, ...env } });

  it('reads the password from stdin, creates an API token and stores it for the owner only', async () => {
    const result = await run(
      ['login', '--url', t.server.url, '--email', t.admin.email],
      `${TEST_PASSWORD}\n`,
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const file = join(config, 'camperdeel', 'config.json');
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    expect(
      [day(90), day(90.01)].map(
        (d) =>
          `Ingelogd als ${t.admin.email} op ${t.server.url}. Het API-token is opgeslagen in ${file} en verloopt op ${d}.\n`,
      ),
    ).toContain(result.stdout);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { url: string; token: string; token_id: string };
    expect(stored.url).toBe(t.server.url);
    expect(stored.token).toMatch(/^cdl_/);
    const row = await t.server.db
      .selectFrom('api_tokens')
      .select(['user_id', 'revoked_at'])
      .where('id', '=', stored.token_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: t.admin.id, revoked_at: null });
    // The session used to create the token was signed out again; only the token remains.
    const sessions = await t.server.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', t.admin.id)
      .execute();
    expect(sessions).toHaveLength(1);

    const list = await run(['users', 'list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(t.admin.email);
  });

  it('a new login revokes the previous token of this machine; logout revokes the stored token on the server', async () => {
    const file = join(config, 'camperdeel', 'config.json');
    const before = JSON.parse(readFileSync(file, 'utf8')) as { token: string; token_id: string };
    const again = await run(['login', '--url', t.server.url, '--email', t.admin.email], `${TEST_PASSWORD}\n`);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Het vorige API-token van deze computer is ingetrokken.');
    const after = JSON.parse(readFileSync(file, 'utf8')) as { token: string; token_id: string };
    expect(after.token_id).not.toBe(before.token_id);
    const revokedAt = (id: string) => storedValue(t.server, 'api_tokens', 'revoked_at', { id });
    expect(await revokedAt(before.token_id)).not.toBeNull();
    expect(await revokedAt(after.token_id)).toBeNull();
    const old = await run(['users', 'list'], undefined, {
      CAMPERDEEL_URL: t.server.url,
      CAMPERDEEL_TOKEN: before.token,
    });
    expect(old.code).toBe(1);

    const out = await run(['logout']);
    expect(out.code).toBe(0);
    expect(out.stdout).toBe(`Uitgelogd van ${t.server.url}. Het API-token is ingetrokken op de server.\n`);
    expect(await revokedAt(after.token_id)).not.toBeNull();
    const withOld = await run(['users', 'list'], undefined, {
      CAMPERDEEL_URL: t.server.url,
      CAMPERDEEL_TOKEN: after.token,
    });
    expect(withOld.code).toBe(1);
    expect(withOld.stderr).toContain('ongeldig of ingetrokken');
    const list = await run(['users', 'list']);
    expect(list.code).toBe(1);
    expect(list.stderr).toContain('Niet ingelogd');
    expect((await run(['logout'])).stdout).toBe('Niet ingelogd: er is geen opgeslagen login.\n');
  });

  it('--geldig <dagen> sets how long the token lives (1 to 365); anything else is refused before the password', async () => {
    const week = await run(
      ['login', '--url', t.server.url, '--email', t.admin.email, '--geldig', '7'],
      `${TEST_PASSWORD}\n`,
    );
    expect(week.stderr).toBe('');
    expect(week.code).toBe(0);
    const file = join(config, 'camperdeel', 'config.json');
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { token_id: string };
    const row = await t.server.db
      .selectFrom('api_tokens')
      .select(['created_at', 'expires_at'])
      .where('id', '=', stored.token_id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(7 * DAY);
    expect(week.stdout).toContain(`verloopt op ${row.expires_at.slice(0, 10)}.`);

    const before = await t.server.db.selectFrom('api_tokens').select('id').execute();
    for (const wrong of ['0', '366', '1.5', 'zeven', '-3']) {
      const refused = await run(
        ['login', '--url', t.server.url, '--email', t.admin.email, '--geldig', wrong],
        `${TEST_PASSWORD}\n`,
      );
      expect(refused.code, wrong).toBe(1);
      expect(refused.stderr, wrong).toContain(
        `optie '--geldig <dagen>' heeft een ongeldige waarde '${wrong}'. Kies een heel aantal dagen van 1 tot en met 365.`,
      );
    }
    expect(await t.server.db.selectFrom('api_tokens').select('id').execute()).toHaveLength(before.length);
  });

  it('logout of an expired token removes the login and says so', async () => {
    const file = join(config, 'camperdeel', 'config.json');
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { token_id: string };
    await t.server.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', stored.token_id)
      .execute();
    const used = await run(['users', 'list']);
    expect(used.code).toBe(1);
    expect(used.stderr).toContain('Dit API-token is verlopen.');
    const out = await run(['logout']);
    expect(out.code).toBe(0);
    expect(out.stdout).toBe(`Uitgelogd van ${t.server.url}. Het API-token was al ingetrokken of verlopen.\n`);
  });

  it('never sends the stored token to another server', async () => {
    const result = await run(['users', 'list'], undefined, { CAMPERDEEL_URL: 'http://127.0.0.1:9' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Niet ingelogd op http://127.0.0.1:9: geen API-token.');
  });

  it('a wrong password, a non-admin and a missing e-mail without a terminal fail with exit code 1', async () => {
    const wrong = await run(
      ['login', '--url', t.server.url, '--email', t.admin.email],
      'verkeerd-wachtwoord\n',
    );
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe('Fout: Inloggen mislukt: Controleer je inloggegevens.\n');
    const member = await t.server.createProspect();
    const notAdmin = await run(
      ['login', '--url', t.server.url, '--email', member.email],
      `${TEST_PASSWORD}\n`,
    );
    expect(notAdmin.code).toBe(1);
    expect(notAdmin.stderr).toContain('Je hebt geen admin rechten.');
    const noEmail = await run(['login', '--url', t.server.url]);
    expect(noEmail.code).toBe(1);
    expect(noEmail.stderr).toContain('Verplichte optie --email ontbreekt');
    const noPassword = await run(['login', '--url', t.server.url, '--email', t.admin.email], '');
    expect(noPassword.code).toBe(1);
    expect(noPassword.stderr).toContain('Geen wachtwoord ontvangen');
  });
});
