/**
 * `npm run bench:cli`: the operator CLI against a real local server on a temporary database.
 * 1,000 generated invoices (small PDFs) uploaded and 10,000 credit rows set, each through the real binary as a
 * child process with its default concurrency; prints wall time and rows per second (CLI start-up included).
 * Users are inserted straight into the database so the set-up stays out of the figures. The server runs with its
 * DEFAULT throttles: admin API tokens have their own tier (THROTTLE_TOKEN_PER_MINUTE, default 3000).
 * BENCH_WRITE_PER_MINUTE sets the members' write limit for an experiment.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiToken } from '@camperdeel/bff/auth/api-tokens';
import { startServer } from '@camperdeel/bff/server';
import { tinyPdf } from '../test/support/pdf.ts';

/** BENCH_INVOICES, BENCH_CREDIT_ROWS and BENCH_CONCURRENCY change the run (for quick experiments). */
const INVOICES = Number(process.env.BENCH_INVOICES ?? 1_000);
const CREDIT_ROWS = Number(process.env.BENCH_CREDIT_ROWS ?? 10_000);
const CONCURRENCY = process.env.BENCH_CONCURRENCY ?? '4';
const WRITE_PER_MINUTE = process.env.BENCH_WRITE_PER_MINUTE;
const BIN = fileURLToPath(new URL('../bin/camperdeel.js', import.meta.url));

const dataDir = mkdtempSync(join(tmpdir(), 'camperdeel-bench-cli-'));
const server = await startServer({
  env: {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'data'),
    SEED_DEMO: '0',
    LOG_REQUESTS: '0',
    ...(WRITE_PER_MINUTE ? { THROTTLE_WRITE_PER_MINUTE: WRITE_PER_MINUTE } : {}),
  },
});
const { db } = server;

function emailOf(i: number): string {
  return `lid-${String(i).padStart(5, '0')}@bench.camperdeel.nl`;
}

async function insertUsers(count: number): Promise<string[]> {
  const at = new Date().toISOString();
  const ids: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => ({
      id: randomUUID(),
      email: emailOf(start + k),
    }));
    ids.push(...batch.map((u) => u.id));
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(batch.map((u) => ({ id: u.id, email: u.email, password_hash: null, created_at: at })))
        .execute();
      await trx
        .insertInto('profiles')
        .values(
          batch.map((u, k) => ({
            id: u.id,
            naam: `Lid ${start + k}`,
            email: u.email,
            status: 'prospect' as const,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    });
  }
  return ids;
}

function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

async function timed(
  label: string,
  rows: number,
  args: string[],
  env: Record<string, string>,
): Promise<void> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await runCli([...args, '--json', '--concurrency', CONCURRENCY], env);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpu = (cpu.user + cpu.system) / 1e6;
  const summary = (JSON.parse(result.stdout) as { samenvatting: Record<string, number> }).samenvatting;
  if (result.code !== 0 || summary.mislukt !== 0) {
    throw new Error(
      `${label} failed (exit ${result.code}): ${JSON.stringify(summary)}\n${result.stderr.slice(-2000)}`,
    );
  }
  const done = `${summary.verwerkt} verwerkt, ${summary.overgeslagen} overgeslagen`;
  console.log(
    `${label}: ${rows} rows in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds)} rows/s (${done}; server CPU ${serverCpu.toFixed(1)} s)`,
  );
}

try {
  const adminId = randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto('users')
    .values({ id: adminId, email: 'beheer@bench.camperdeel.nl', password_hash: null, created_at: at })
    .execute();
  await db
    .insertInto('profiles')
    .values({
      id: adminId,
      naam: 'Beheer',
      email: 'beheer@bench.camperdeel.nl',
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db.insertInto('user_roles').values({ user_id: adminId, role: 'admin' }).execute();
  const { waarde: token } = await createApiToken(db, adminId, 'bench', new Date());
  await insertUsers(CREDIT_ROWS);

  const invoiceDir = join(dataDir, 'facturen');
  mkdirSync(invoiceDir);
  const manifest = ['bestand;email;factuur_nummer;factuur_naam;bedrag;factuurdatum;vervaldatum'];
  for (let i = 0; i < INVOICES; i++) {
    const name = `factuur-${i}.pdf`;
    writeFileSync(join(invoiceDir, name), tinyPdf(`Factuur ${i}`));
    manifest.push(
      `${name};${emailOf(i % Math.min(100, CREDIT_ROWS))};B-${i};Servicekosten ${i};160,00;01-01-2027;31-01-2027`,
    );
  }
  writeFileSync(join(dataDir, 'manifest.csv'), manifest.join('\n'));
  const credits = [
    'email;jaar;credits_hoogseizoen;credits_laagseizoen;standaard_hoogseizoen;standaard_laagseizoen',
  ];
  for (let i = 0; i < CREDIT_ROWS; i++) credits.push(`${emailOf(i)};2027;${i % 20};${i % 30};14;28`);
  writeFileSync(join(dataDir, 'credits.csv'), credits.join('\n'));

  const env = {
    CAMPERDEEL_URL: server.url,
    CAMPERDEEL_TOKEN: token,
    XDG_CONFIG_HOME: join(dataDir, 'config'),
  };
  const upload = ['invoices', 'upload', '--dir', invoiceDir, '--manifest', join(dataDir, 'manifest.csv')];
  const load = loadavg()[0]?.toFixed(1);
  console.log(
    `camperdeel CLI bench (Node ${process.version}, concurrency ${CONCURRENCY}, default throttles with ${WRITE_PER_MINUTE} writes/min per token, server in this process, load ${load} on ${availableParallelism()} cores)`,
  );
  await timed('invoices upload', INVOICES, upload, env);
  await timed('credits import', CREDIT_ROWS, ['credits', 'import', join(dataDir, 'credits.csv')], env);
  await timed(
    'credits import re-run (all skipped)',
    CREDIT_ROWS,
    ['credits', 'import', join(dataDir, 'credits.csv')],
    env,
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
