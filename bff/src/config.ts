import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Environment of the BFF, validated once at start so a typo fails loudly instead of half-working. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_PATH: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  SMTP_URL: z.string().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  REMOTE_PUBLIC_URL: z.string().optional(),
  REMOTE_OWNER_URL: z.string().optional(),
  REMOTE_ADMIN_URL: z.string().optional(),
  /** Sender address of password-reset mail. */
  MAIL_FROM: z.string().default('Camperdeel <no-reply@camperdeel.nl>'),
  /** Requests per minute per client and tier (see http/throttle.ts); tests raise them. */
  THROTTLE_READ_PER_MINUTE: z.coerce.number().int().positive().default(600),
  THROTTLE_WRITE_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** The strictest tier (login, register, password reset, mail), per IP and per e-mail. */
  THROTTLE_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(10),
  LOG_REQUESTS: z.enum(['0', '1']).default('1'),
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databasePath: string;
  storageDir: string;
  outboxDir: string;
  publicUrl: string | undefined;
  /** Key for HMAC-signed download URLs and other server-side signatures. */
  signingKey: Buffer;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  remotes: { public: string; owner: string; admin: string };
  throttle: { readPerMinute: number; writePerMinute: number; authPerMinute: number };
  logRequests: boolean;
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Ongeldige configuratie: ${problems}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const oidcParts = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    // Half a configuration would silently leave single sign-on off.
    throw new Error('Ongeldige configuratie: OIDC_ISSUER, OIDC_CLIENT_ID en OIDC_CLIENT_SECRET horen samen.');
  }
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
      : undefined;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databasePath: resolve(env.DATABASE_PATH ?? join(dataDir, 'camperdeel.db')),
    storageDir: join(dataDir, 'storage'),
    outboxDir: join(dataDir, 'outbox'),
    publicUrl: env.PUBLIC_URL,
    signingKey: env.SESSION_SECRET ? Buffer.from(env.SESSION_SECRET) : loadOrCreateKey(dataDir),
    seedDemo: env.SEED_DEMO === '1',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    oidc,
    remotes: {
      public: env.REMOTE_PUBLIC_URL ?? '/remotes/mfe_public/mf-manifest.json',
      owner: env.REMOTE_OWNER_URL ?? '/remotes/mfe_owner/mf-manifest.json',
      admin: env.REMOTE_ADMIN_URL ?? '/remotes/mfe_admin/mf-manifest.json',
    },
    throttle: {
      readPerMinute: env.THROTTLE_READ_PER_MINUTE,
      writePerMinute: env.THROTTLE_WRITE_PER_MINUTE,
      authPerMinute: env.THROTTLE_AUTH_PER_MINUTE,
    },
    logRequests: env.LOG_REQUESTS === '1',
  };
}

/** A fresh deployment gets its own signing key, kept beside the data so restarts keep links valid. */
function loadOrCreateKey(dataDir: string): Buffer {
  const file = join(dataDir, 'signing.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
