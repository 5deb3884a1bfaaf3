/**
 * On PostgreSQL every statement is a round trip to another process, and a booking window is thousands of bookings in
 * a minute: a booking and a cancellation send no statement whose answer the server already holds. The co-owner's
 * notice reads its recipients and the actor's name in one statement, and a change nobody is to be told about takes no
 * savepoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CountingServer, countingServer } from '../support/counting-server.ts';
import { grantCredits } from '../support/credits.ts';
import { startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import type { StatementCounter } from '../support/statement-counter.ts';

let t: TestServer;
let counter: StatementCounter;
let url: string;
let server: CountingServer;
let shared: TestUser;
let alone: TestUser;

beforeAll(async () => {
  t = await startTestServer({
    env: { THROTTLE_READ_PER_MINUTE: '100000', THROTTLE_WRITE_PER_MINUTE: '100000' },
  });
  server = await countingServer(t);
  counter = server.counter;
  url = server.url;
  const sharedCamper = await t.createCamper({ naam: 'Gedeeld' });
  shared = await t.createOwner(sharedCamper);
  await t.createOwner(sharedCamper);
  alone = await t.createOwner(await t.createCamper({ naam: 'Alleen' }));
  const jaar = Number(t.clock.now().toISOString().slice(0, 4));
  for (const owner of [shared, alone])
    await grantCredits(t, owner.id, { jaar, hoog: 30, laag: 30, now: t.clock.now() });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** Books one low-season day a few weeks ahead and cancels it: the statements each sent, and the answers. */
async function bookAndCancel(owner: TestUser) {
  const dag = new Date(t.clock.now().getTime() + 20 * 86_400_000).toISOString().slice(0, 10);
  const headers = { cookie: owner.cookie, origin: t.url };
  counter.reset();
  const booked = await fetch(`${url}/api/owner/reservations`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ dagen: [dag] }),
  });
  const body = (await booked.json()) as { reserveringen: Array<{ id: string; naam: string }> };
  const bookStatements = counter.count();
  counter.reset();
  const cancelled = await fetch(`${url}/api/owner/reservations/${body.reserveringen[0]?.id}`, {
    method: 'DELETE',
    headers,
  });
  await cancelled.arrayBuffer();
  return {
    booked: booked.status,
    cancelled: cancelled.status,
    naam: body.reserveringen[0]?.naam,
    bookStatements,
    cancelStatements: counter.count(),
  };
}

describe('a booking and its cancellation on PostgreSQL', () => {
  it('tells the co-owner in few statements', async () => {
    const run = await bookAndCancel(shared);
    expect([run.booked, run.cancelled, run.naam]).toEqual([201, 200, shared.naam]);
    expect([run.bookStatements, run.cancelStatements]).toEqual([24, 21]);
  });

  it('takes no savepoint when nobody is to be told', async () => {
    const run = await bookAndCancel(alone);
    expect([run.booked, run.cancelled]).toEqual([201, 200]);
    expect([run.bookStatements, run.cancelStatements]).toEqual([17, 15]);
  });
});
