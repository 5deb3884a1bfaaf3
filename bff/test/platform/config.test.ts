import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadConfig, parseConfig } from '../../src/config.ts';

const dir = mkdtempSync(join(tmpdir(), 'camperdeel-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('defaults, and a signing key generated once into DATA_DIR', () => {
  const first = loadConfig({ DATA_DIR: dir });
  expect(first).toMatchObject({
    port: 3000,
    databasePath: join(dir, 'camperdeel.db'),
    storageDir: join(dir, 'storage'),
    outboxDir: join(dir, 'outbox'),
    seedDemo: true,
    oidc: undefined,
    throttle: { readPerMinute: 600, writePerMinute: 120, authPerMinute: 10, tokenPerMinute: 3000 },
    sqliteReaders: 1,
  });
  expect(first.signingKey).toHaveLength(32);
  expect(readFileSync(join(dir, 'signing.key'), 'utf8').trim()).toBe(first.signingKey.toString('base64'));
  expect(loadConfig({ DATA_DIR: dir }).signingKey).toEqual(first.signingKey);
  expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(32) }).signingKey).toEqual(
    Buffer.from('x'.repeat(32)),
  );
});

test('typos and half configurations fail loudly', () => {
  expect(() => loadConfig({ DATA_DIR: dir, PORT: 'drieduizend' })).toThrow(/Ongeldige configuratie: PORT/);
  expect(() => loadConfig({ DATA_DIR: dir, SESSION_SECRET: 'kort' })).toThrow(/SESSION_SECRET/);
  // Only PostgreSQL URLs: anything else would silently fall back to the SQLite file.
  for (const url of ['mysql://camperdeel@localhost/db', 'postgres:/missing-slash', 'postgres://met spatie']) {
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: url })).toThrow(
      /Ongeldige configuratie: DATABASE_URL moet een PostgreSQL-URL/,
    );
  }
  expect(parseConfig({ DATA_DIR: dir, DATABASE_URL: 'postgresql://c@db/c' }).databaseUrl).toBe(
    'postgresql://c@db/c',
  );
  expect(() => loadConfig({ DATA_DIR: dir, OIDC_ISSUER: 'https://login.example' })).toThrow(/horen samen/);
  expect(() => loadConfig({ DATA_DIR: dir, THROTTLE_AUTH_PER_MINUTE: '0' })).toThrow(
    /THROTTLE_AUTH_PER_MINUTE/,
  );
  for (const readers of ['-1', '17', 'twee', '1.5']) {
    expect(() => loadConfig({ DATA_DIR: dir, SQLITE_READERS: readers })).toThrow(
      'Ongeldige configuratie: SQLITE_READERS moet een aantal van 0 tot en met 16 zijn.',
    );
  }
  expect(parseConfig({ DATA_DIR: dir, SQLITE_READERS: '0' }).sqliteReaders).toBe(0);
});

test('validating creates nothing: DATA_DIR and signing.key are made only once everything is valid', () => {
  const untouched = join(dir, 'nog-niet');
  const parsed = parseConfig({ DATA_DIR: untouched });
  expect(existsSync(untouched)).toBe(false);
  expect(parsed).toMatchObject({ nodeEnv: 'development', trustProxy: 0, seedDemo: true });
  expect(parsed.throttle.tokenPerMinute).toBe(3000);
});

test('production: PUBLIC_URL is required, and demo data is off unless asked for', () => {
  expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL ontbreekt/);
  const production = parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://camperdeel.nl' });
  expect(production.seedDemo).toBe(false);
  expect(parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.nl', SEED_DEMO: '1' }).seedDemo).toBe(
    true,
  );
  expect(parseConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
  expect(() => parseConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL moet/);
  expect(() => parseConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY moet/);
  // Secrets are named, never echoed.
  expect(() => parseConfig({ SESSION_SECRET: 'geheim-maar-kort' })).toThrow(/^(?!.*geheim-maar-kort)/);
});
