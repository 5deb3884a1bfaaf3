import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { StartupError } from './startup-error.ts';
import { makePrivateDir, PRIVATE_FILE, tightenTree } from './storage/private-files.ts';

/** Environment of the BFF, validated once at start so a typo fails loudly instead of half-working. */
const envSchema = z.object({
  /** production: PUBLIC_URL required, no demo data unless SEED_DEMO=1 asks for it. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_PATH: z.string().min(1).optional(),
  /** postgres://… runs on PostgreSQL instead of the SQLite file (docs/deploy.md). */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/)
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  SMTP_URL: z.string().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  REMOTE_PUBLIC_URL: z.string().optional(),
  REMOTE_OWNER_URL: z.string().optional(),
  REMOTE_ADMIN_URL: z.string().optional(),
  /** Sender address of password-reset mail. */
  MAIL_FROM: z.string().default('Camperdeel <no-reply@camperdeel.nl>'),
  /** How many reverse proxies in front of us append to X-Forwarded-For (0: none, use the TCP peer). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Requests per minute per client and tier (see http/throttle.ts); tests raise them. */
  THROTTLE_READ_PER_MINUTE: z.coerce.number().int().positive().default(600),
  THROTTLE_WRITE_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** The strictest tier (login, register, password reset, mail), per IP and per e-mail. */
  THROTTLE_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Requests with an admin API token (CLI bulk work), per token. */
  THROTTLE_TOKEN_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  LOG_REQUESTS: z.enum(['0', '1']).default('1'),
  /** Bearer token a Prometheus scraper sends for GET /metrics (docs/deploy.md). */
  METRICS_TOKEN: z.string().min(32).optional(),
  /** 1: a client on this host may read /metrics without the token. */
  METRICS_LOOPBACK: z.enum(['0', '1']).default('1'),
  /** Days after which sent mails, failed mails and read notifications are deleted (db/prune.ts). */
  PRUNE_SENT_MAIL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  PRUNE_FAILED_MAIL_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  PRUNE_READ_NOTIFICATIONS_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Threads that run the long list reads on SQLite (db/read-pool.ts); 0: on the server's own thread. */
  SQLITE_READERS: z.coerce.number().int().min(0).max(16).default(1),
});

/** What a valid value looks like, in Dutch, for the one-line start-up error. Secrets are never echoed. */
const HINTS: Partial<Record<keyof z.infer<typeof envSchema>, string>> = {
  NODE_ENV: 'development, production of test',
  PORT: 'een poortnummer van 0 tot en met 65535',
  PUBLIC_URL: 'een volledige http(s)-URL, bijvoorbeeld https://camperdeel.nl',
  SESSION_SECRET: 'minstens 32 tekens',
  DATABASE_URL: 'een PostgreSQL-URL, bijvoorbeeld postgres://camperdeel@localhost/camperdeel',
  SEED_DEMO: '0 of 1',
  OIDC_ISSUER: 'een volledige URL',
  TRUST_PROXY: 'het aantal proxy’s voor de server, 0 tot en met 10',
  THROTTLE_READ_PER_MINUTE: 'een geheel getal groter dan 0',
  THROTTLE_WRITE_PER_MINUTE: 'een geheel getal groter dan 0',
  THROTTLE_AUTH_PER_MINUTE: 'een geheel getal groter dan 0',
  THROTTLE_TOKEN_PER_MINUTE: 'een geheel getal groter dan 0',
  LOG_REQUESTS: '0 of 1',
  METRICS_TOKEN: 'minstens 32 tekens',
  METRICS_LOOPBACK: '0 of 1',
  PRUNE_SENT_MAIL_DAYS: 'een aantal dagen van 1 tot en met 3650',
  PRUNE_FAILED_MAIL_DAYS: 'een aantal dagen van 1 tot en met 3650',
  PRUNE_READ_NOTIFICATIONS_DAYS: 'een aantal dagen van 1 tot en met 3650',
  SQLITE_READERS: 'een aantal van 0 tot en met 16',
};

export type Env = z.infer<typeof envSchema>;

export type Config = {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databasePath: string;
  /** DATABASE_URL: when set, the product runs on this PostgreSQL database and databasePath is unused. */
  databaseUrl: string | undefined;
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
  /** Number of trusted proxy hops (TRUST_PROXY); 0 ignores every forwarding header. */
  trustProxy: number;
  throttle: { readPerMinute: number; writePerMinute: number; authPerMinute: number; tokenPerMinute: number };
  logRequests: boolean;
  /** METRICS_TOKEN: who sends it may read /metrics; undefined: only this host may (metricsLoopback). */
  metricsToken: string | undefined;
  metricsLoopback: boolean;
  /** Ages in days after which old rows are deleted (db/prune.ts). */
  prune: { sentMailDays: number; failedMailDays: number; readNotificationDays: number };
  /** SQLITE_READERS: reader threads for the long list reads on SQLite; 0 reads them on the server's thread. */
  sqliteReaders: number;
};

/** A validated configuration before anything is written: the signing key may still have to be created. */
export type ParsedConfig = Omit<Config, 'signingKey'> & { sessionSecret: string | undefined };

function describeProblems(error: z.ZodError): string {
  const names = [...new Set(error.issues.map((issue) => String(issue.path[0] ?? '')))];
  return names
    .map((name) => {
      const hint = HINTS[name as keyof typeof HINTS];
      return hint ? `${name} moet ${hint} zijn` : `${name} is ongeldig`;
    })
    .join('; ');
}

/**
 * Validates the environment without touching the disk, so a wrong value stops the start before anything exists in
 * DATA_DIR. Throws a StartupError with one Dutch line.
 */
export function parseConfig(source: NodeJS.ProcessEnv = process.env): ParsedConfig {
  // An empty variable (`PORT=`) means "not set", as in most shells' .env habits.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) throw new StartupError(`Ongeldige configuratie: ${describeProblems(parsed.error)}.`);
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production && !env.PUBLIC_URL) {
    // Mailed links and Secure cookies depend on it; guessing the origin in production is how takeovers start.
    throw new StartupError(
      'Ongeldige configuratie: PUBLIC_URL ontbreekt; met NODE_ENV=production is die verplicht (bijvoorbeeld https://camperdeel.nl).',
    );
  }
  const oidcParts = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    // Half a configuration would silently leave single sign-on off.
    throw new StartupError(
      'Ongeldige configuratie: OIDC_ISSUER, OIDC_CLIENT_ID en OIDC_CLIENT_SECRET horen samen.',
    );
  }
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
      : undefined;
  const dataDir = resolve(env.DATA_DIR);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databasePath: resolve(env.DATABASE_PATH ?? join(dataDir, 'camperdeel.db')),
    databaseUrl: env.DATABASE_URL,
    storageDir: join(dataDir, 'storage'),
    outboxDir: join(dataDir, 'outbox'),
    publicUrl: env.PUBLIC_URL,
    sessionSecret: env.SESSION_SECRET,
    // Demo accounts with published passwords must never appear in production by default.
    seedDemo: (env.SEED_DEMO ?? (production ? '0' : '1')) === '1',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    oidc,
    remotes: {
      public: env.REMOTE_PUBLIC_URL ?? '/remotes/mfe_public/mf-manifest.json',
      owner: env.REMOTE_OWNER_URL ?? '/remotes/mfe_owner/mf-manifest.json',
      admin: env.REMOTE_ADMIN_URL ?? '/remotes/mfe_admin/mf-manifest.json',
    },
    trustProxy: env.TRUST_PROXY,
    throttle: {
      readPerMinute: env.THROTTLE_READ_PER_MINUTE,
      writePerMinute: env.THROTTLE_WRITE_PER_MINUTE,
      authPerMinute: env.THROTTLE_AUTH_PER_MINUTE,
      tokenPerMinute: env.THROTTLE_TOKEN_PER_MINUTE,
    },
    logRequests: env.LOG_REQUESTS === '1',
    metricsToken: env.METRICS_TOKEN,
    metricsLoopback: env.METRICS_LOOPBACK === '1',
    prune: {
      sentMailDays: env.PRUNE_SENT_MAIL_DAYS,
      failedMailDays: env.PRUNE_FAILED_MAIL_DAYS,
      readNotificationDays: env.PRUNE_READ_NOTIFICATIONS_DAYS,
    },
    sqliteReaders: env.SQLITE_READERS,
  };
}

/**
 * Creates DATA_DIR (0700) and, when SESSION_SECRET is not set, the signing key beside the data. A data folder made
 * by an older version, or copied in by hand, may be readable by every user of the host: it is tightened here, before
 * anything is read from it, and the log says so.
 */
export function prepareDataDir(parsed: ParsedConfig): Config {
  const { sessionSecret, ...config } = parsed;
  try {
    makePrivateDir(parsed.dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new StartupError(`DATA_DIR ${parsed.dataDir} kan niet worden aangemaakt (${code}).`);
  }
  tightenDataDir(parsed);
  return {
    ...config,
    signingKey: sessionSecret ? Buffer.from(sessionSecret) : loadOrCreateKey(parsed.dataDir),
  };
}

/** Validate, then prepare DATA_DIR: for tools (CLI, tests) that do not listen on a port. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  return prepareDataDir(parseConfig(source));
}

/** A fresh deployment gets its own signing key, kept beside the data so restarts keep links valid. */
function loadOrCreateKey(dataDir: string): Buffer {
  const file = join(dataDir, 'signing.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: PRIVATE_FILE });
  return key;
}

/** What the server keeps beside the database file: its WAL, shared memory, journal and the startup lock. */
const DATABASE_FILES = ['', '-wal', '-shm', '-journal', '.startup-lock', '.startup-lock-journal'];

/**
 * DATA_DIR itself, what we write in it (storage/, outbox/, the signing key) and the database files, wherever
 * DATABASE_PATH puts them: owner only. Only our own entries: DATA_DIR may be a folder that holds other things.
 */
function tightenDataDir(parsed: ParsedConfig): void {
  const { dataDir } = parsed;
  let tightened = tightenTree(dataDir, false);
  for (const tree of ['storage', 'outbox']) tightened += tightenTree(join(dataDir, tree));
  tightened += tightenTree(join(dataDir, 'signing.key'));
  if (!parsed.databaseUrl) {
    for (const suffix of DATABASE_FILES) tightened += tightenTree(parsed.databasePath + suffix);
  }
  if (tightened === 0) return;
  console.warn(
    JSON.stringify({
      level: 'warn',
      msg: `DATA_DIR was leesbaar voor andere gebruikers: ${tightened} bestanden en mappen aangescherpt tot alleen de eigenaar (0600/0700)`,
      dataDir: parsed.dataDir,
      aangescherpt: tightened,
    }),
  );
}

/** What openTarget() opens: the PostgreSQL URL when configured, else the SQLite file. */
export function databaseTarget(config: Pick<Config, 'databasePath' | 'databaseUrl'>): string {
  return config.databaseUrl ?? config.databasePath;
}
