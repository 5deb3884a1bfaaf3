/**
 * A real SMTP server for mail tests (the `smtp-server` package by nodemailer's authors), on a free port:
 *
 *   const smtp = await startSmtpServer();
 *   smtp.failNext(1);                 // the next message is refused with 451 (a temporary failure)
 *   await smtp.waitFor(1);            // until one message arrived
 *   smtp.messages[0].raw              // the whole message as received (headers and body)
 */
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type TestSmtp = {
  port: number;
  url: string;
  messages: ReceivedMail[];
  failNext: (n: number) => void;
  waitFor: (count: number, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

export async function startSmtpServer(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Tijdelijk niet beschikbaar'), { responseCode: 451 });
          callback(error);
          return;
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext: (n) => {
      failures = n;
    },
    waitFor: async (count, timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs;
      while (messages.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of a raw message: quoted-printable soft breaks and =XX escapes undone (UTF-8). */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
