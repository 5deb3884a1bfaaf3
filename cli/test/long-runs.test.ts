import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiToken } from '@camperdeel/bff/auth/api-tokens';
import { startTestServer, type TestServer } from '@camperdeel/bff/test/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, baseEnv, runCli, spawnCli, tempFolder } from './support/cli.ts';

/** Waits until `text` has appeared on the stream, or fails with what did appear. */
function waitFor(
  stream: NodeJS.ReadableStream | null,
  text: string | RegExp,
  seen: { all: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`never saw ${text} in:\n${seen.all}`)), 60_000);
    const check = () => {
      if (typeof text === 'string' ? seen.all.includes(text) : text.test(seen.all)) {
        clearTimeout(timer);
        resolve();
      }
    };
    stream?.on('data', (chunk: Buffer) => {
      seen.all += chunk.toString('utf8');
      check();
    });
    check();
  });
}

describe('long runs fail well', () => {
  // Four writes per minute per token: the fifth row waits a minute for the server, long enough to press Ctrl-C.
  let server: TestServer;
  const folder = tempFolder('camperdeel-cli-long-');
  const env = async () => {
    const admin = await server.createAdmin();
    const { waarde } = await createApiToken(server.db, admin.id, 'lang', new Date());
    return { CAMPERDEEL_URL: server.url, CAMPERDEEL_TOKEN: waarde, XDG_CONFIG_HOME: `${folder.dir}/config` };
  };
  const csv = (name: string) =>
    folder.file(
      `${name}.csv`,
      ['email;naam', ...Array.from({ length: 10 }, (_, i) => `${name}-${i}@lang.nl;Lid ${i}`)].join('\r\n'),
    );
  beforeAll(async () => {
    // The CLI's API token has its own throttle tier: keep it tiny so a run soon waits for Retry-After.
    server = await startTestServer({ env: { THROTTLE_TOKEN_PER_MINUTE: '4' } });
  });
  afterAll(async () => {
    await server.close();
    folder.remove();
  });

  it('Ctrl-C during a throttle wait prints the partial summary and exits 130; --json stays valid JSON', async () => {
    const child = spawnCli(['users', 'import', csv('sigint'), '--concurrency', '1'], { env: await env() });
    const err = { all: '' };
    const out = { all: '' };
    const stdoutSeen = waitFor(child.stdout, 'Afgebroken', out);
    await waitFor(child.stderr, 'Even wachten: de server vraagt', err);
    // Every request of the token counts toward its tier (lookups too), so the wait comes after a few rows.
    const created = (err.all.match(/regel \d+: aangemaakt/g) ?? []).length;
    expect(created).toBeGreaterThan(0);
    expect(created).toBeLessThan(5);
    const started = Date.now();
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    await stdoutSeen;
    expect(code).toBe(130);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(out.all).toContain(`Samenvatting: 10 regels: ${created} aangemaakt, 0 mislukt.`);
    expect(out.all).toContain(`Afgebroken met Ctrl-C: ${10 - created} regels zijn niet uitgevoerd.`);

    const json = spawnCli(['users', 'import', csv('json'), '--json'], { env: await env() });
    const jsonErr = { all: '' };
    await waitFor(json.stderr, 'Even wachten', jsonErr);
    let stdout = '';
    json.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    json.kill('SIGINT');
    expect(await new Promise((resolve) => json.on('close', resolve))).toBe(130);
    const report = JSON.parse(stdout) as { afgebroken: boolean; samenvatting: { niet_uitgevoerd: number } };
    expect(report.afgebroken).toBe(true);
    expect(report.samenvatting.niet_uitgevoerd).toBeGreaterThan(0);
  });

  it('on a terminal the bar shows the throttle wait, and Ctrl-C restores the cursor and exits 130', async () => {
    const command = [process.execPath, BIN, 'users', 'import', csv('tty'), '--concurrency', '2']
      .map((a) => `'${a}'`)
      .join(' ');
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      env: baseEnv({ ...(await env()), TERM: 'xterm' }),
    });
    const seen = { all: '' };
    await waitFor(child.stdout, /wacht \d+ s \(server: te veel verzoeken\)/, seen);
    expect(seen.all).toContain('\u001b[?25l');
    child.stdin.write('\u0003');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(130);
    expect(seen.all.lastIndexOf('\u001b[?25h')).toBeGreaterThan(seen.all.lastIndexOf('\u001b[?25l'));
    expect(seen.all).toContain('Afgebroken met Ctrl-C');
  });
});

describe('errors that stop a run', () => {
  let silent: Server;
  const folder = tempFolder('camperdeel-cli-fail-');
  beforeAll(async () => {
    // Accepts connections and never answers: only --timeout ends the wait.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    folder.remove();
  });
  const env = () => ({
    CAMPERDEEL_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
    CAMPERDEEL_TOKEN: 'cdl_test',
    XDG_CONFIG_HOME: `${folder.dir}/config`,
  });

  it('every request has a timeout (--timeout), reported in Dutch', async () => {
    const started = Date.now();
    const result = await runCli(['users', 'list', '--timeout', '1'], { env: env() });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Geen antwoord van de server binnen 1 s (--timeout)');
    expect(Date.now() - started).toBeLessThan(15_000);
    const bad = await runCli(['users', 'list', '--timeout', 'nul'], { env: env() });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Kies een aantal seconden groter dan 0');
  });

  it('--json prints valid JSON also for a refused header, an unreadable file and a usage error', async () => {
    const header = folder.file('kop.csv', 'mail;naam;leeftijd\r\na@b.nl;A;40\r\n');
    const refused = await runCli(['users', 'import', header, '--json'], { env: env() });
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toEqual({
      opdracht: 'users import',
      fout: {
        melding:
          "Onbekende kolom 'leeftijd' in de kopregel. Toegestane kolommen: email, naam, telefoonnummer, status.",
      },
    });
    const bytes = folder.file(
      'kapot.csv',
      Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3b, 0x6e, 0x81, 0x0d, 0x0a]),
    );
    const unreadable = await runCli(['credits', 'import', bytes, '--json'], { env: env() });
    expect(unreadable.code).toBe(1);
    expect(JSON.parse(unreadable.stdout).fout.melding).toContain('geen UTF-8 en ook geen Windows-1252');
    const usage = await runCli(['owners', 'import', '--json', '--concurrency', '99', header], { env: env() });
    expect(usage.code).toBe(1);
    expect(JSON.parse(usage.stdout).fout.melding).toContain('Kies een geheel getal van 1 tot en met 16.');
  });
});
