/**
 * Operators, scripts and tests read the file outbox while the server writes to it: every file they can see must
 * already hold the whole mail. A reader that lists the folder between a file's creation and its last byte would read
 * half a mail (or nothing) and fail on it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { deliverMail } from '../../src/mail/deliver.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'camperdeel-outbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('shows a reader only whole mails, however fast it looks while many are written', async () => {
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0' });
  const body = 'Een lange tekst over de camper. '.repeat(4_000);
  const torn: string[] = [];
  await deliverMail(config, { to: 'eerste@example.nl', subject: 'Eerste', text: 'Hallo' }, new Date());
  let writing = true;
  // The reader runs on the same event loop as the writes' callbacks, between the thread pool's steps of each write.
  const reader = (async () => {
    while (writing) {
      for (const file of readdirSync(config.outboxDir, { withFileTypes: true })) {
        const text = readFileSync(join(config.outboxDir, file.name), 'utf8');
        try {
          JSON.parse(text);
        } catch {
          torn.push(`${file.name}: ${text.length} tekens`);
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      deliverMail(config, { to: `lid-${i}@example.nl`, subject: `Mail ${i}`, text: body }, new Date()),
    ),
  );
  writing = false;
  await reader;
  expect(torn).toEqual([]);
  const files = readdirSync(config.outboxDir);
  expect(files).toHaveLength(201);
  expect(files.every((name) => name.endsWith('.json'))).toBe(true);
  // Nothing of the hand-over is left beside the outbox either.
  expect(readdirSync(dataDir).filter((name) => name.endsWith('.part'))).toEqual([]);
});
