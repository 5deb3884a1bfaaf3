/**
 * A request whose client hung up before the server got to it is not carried out: a crowd's abandoned requests
 * (a phone that gave up, a tab closed) would otherwise be worked off one after the other while the ones still waiting
 * queue behind them. The server here is busy (its event loop blocked) while the client sends a booking and hangs up,
 * so it reads the request and the hang-up together, as a loaded server does.
 */
import { connect } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { giveCredits } from '../support/credits.ts';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';

const NOW = new Date('2026-03-10T10:00:00Z');
const t = serverForFile({ now: NOW });
let owner: TestUser;

beforeAll(async () => {
  const admin = await t.createAdmin();
  const camperId = await t.createCamper();
  owner = await t.createOwner(camperId);
  await giveCredits(t, admin, owner, 2026);
});

/** Sends a booking on a raw socket and closes it at once, while this process (the server's too) is busy. */
async function bookAndHangUp(dag: string): Promise<void> {
  const body = JSON.stringify({ dagen: [dag] });
  const socket = connect(t.port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    [
      'POST /api/owner/reservations HTTP/1.1',
      `Host: 127.0.0.1:${t.port}`,
      `Cookie: ${owner.cookie}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n'),
  );
  socket.destroy();
  const busyUntil = Date.now() + 100;
  while (Date.now() < busyUntil) {
    // The server cannot read before both the request and the hang-up have arrived.
  }
  // Long enough for a booking to be stored had it been started.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

it('a booking whose client hung up before the server read it is not made', async () => {
  await bookAndHangUp('2026-05-12');
  const rows = await t.db.selectFrom('reserveringen').select('id').where('user_id', '=', owner.id).execute();
  expect(rows).toEqual([]);
  // The same booking from a client that waits is made: the refusal above was the hang-up, not the request.
  const res = await t.request('/api/owner/reservations', {
    cookie: owner.cookie,
    json: { dagen: ['2026-05-12'] },
  });
  expect(res.status).toBe(201);
});
