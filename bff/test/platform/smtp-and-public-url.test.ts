import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

/** Just enough SMTP to accept mail: greets, says yes to everything, and keeps each DATA block. */
async function startFakeSmtp() {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 nep-smtp klaar\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 bewaard\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO')) socket.write('250-nep-smtp\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 ga je gang\r\n');
        } else if (line.startsWith('QUIT')) {
          socket.end('221 dag\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let t: TestServer;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await startTestServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://camperdeel.example' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

test('with SMTP_URL the reset mail goes out over SMTP with a PUBLIC_URL link, and nothing lands in the outbox', async () => {
  const user = await t.createProspect({ email: 'smtp@voorbeeld.nl' });
  const res = await t.request('/api/auth/password-reset', { json: { email: user.email } });
  expect(res.status).toBe(202);
  // SMTP delivery is not awaited by the request (timing would reveal known addresses): wait for it here.
  for (let i = 0; i < 100 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(smtp.received).toHaveLength(1);
  const mail = smtp.received[0] ?? '';
  expect(mail).toMatch(/^To: smtp@voorbeeld\.nl/m);
  expect(mail).toMatch(/^From: Camperdeel <no-reply@camperdeel\.nl>/m);
  // The body may be quoted-printable (the Dutch text has 'één'): undo soft breaks and =XX escapes.
  const body = mail
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  expect(body).toMatch(/https:\/\/camperdeel\.example\/auth\?reset=[a-z2-7]{32}/);
  const outbox = join(t.dataDir, 'outbox');
  expect(existsSync(outbox) ? readdirSync(outbox) : []).toEqual([]);
});

test('behind https the session cookie is Secure, and PUBLIC_URL counts as our own origin', async () => {
  const res = await t.request('/api/auth/register', {
    json: { naam: 'Veilig', email: 'secure@voorbeeld.nl', wachtwoord: 'lang-en-veilig' },
    headers: { origin: 'https://camperdeel.example' },
  });
  expect(res.status).toBe(201);
  expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  const foreign = await t.request('/api/auth/logout', {
    method: 'POST',
    headers: { origin: 'http://camperdeel.example' },
  });
  expect(foreign.status).toBe(403);
});
