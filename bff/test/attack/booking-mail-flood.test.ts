/**
 * A co-owner booking and cancelling in a loop must not flood the others' mailboxes: at most one booking mail per
 * recipient per 15 minutes, the later changes folded into the next one, and the bell still shows every change
 * (docs/decisions/0058-mail-coalescing.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mailQueueOf } from '../../src/mail/mailer.ts';
import { bell, mailsTo } from '../notify/helpers.ts';
import { giveCredits } from '../support/credits.ts';
import { serverForFile } from '../support/file-server.ts';
import { readJson, type TestUser } from '../support/server.ts';

const START = new Date('2026-03-10T10:00:00Z');
const MINUTE = 60_000;
let admin: TestUser;

const t = serverForFile({ now: START });
beforeAll(async () => {
  admin = await t.createAdmin();
});

/** Sends what is due now (the background loop does this every 15 s; a test does not wait for it). */
async function passOfTheQueue(): Promise<void> {
  await mailQueueOf(t.config)?.flush();
}

async function book(user: TestUser, dag: string): Promise<string> {
  const res = await t.request('/api/owner/reservations', { cookie: user.cookie, json: { dagen: [dag] } });
  expect(res.status).toBe(201);
  return (await readJson<{ reserveringen: { id: string }[] }>(res)).reserveringen[0]?.id ?? '';
}

async function cancel(user: TestUser, id: string): Promise<void> {
  const res = await t.request(`/api/owner/reservations/${id}`, { method: 'DELETE', cookie: user.cookie });
  expect(res.status).toBe(200);
}

function day(i: number): string {
  return `2026-05-${String(i + 1).padStart(2, '0')}`;
}

describe('booking mails are coalesced per recipient', () => {
  it('20 bookings and cancellations in a minute: one mail at once, every later change in one mail 15 minutes on', async () => {
    const camperId = await t.createCamper();
    const booker = await t.createOwner(camperId, { naam: 'Lus Lotte' });
    const others = [await t.createOwner(camperId), await t.createOwner(camperId)];
    await giveCredits(t, admin, booker, 2026, 30, 30);

    for (let i = 0; i < 20; i++) {
      await cancel(booker, await book(booker, day(i)));
      // The loop takes under a minute of the server's time.
      t.clock.advance(2_000);
    }

    for (const other of others) {
      // The bell shows each of the 40 changes.
      const { meldingen } = await bell(t, other);
      expect(meldingen.filter((m) => m.soort.startsWith('reservering_'))).toHaveLength(40);
      // One mail so far: the first booking, at once.
      const mails = await mailsTo(t, other.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('Lus Lotte heeft de camper gereserveerd: 1 mei 2026.');
    }

    // Still inside the window: the queue sends nothing more.
    t.clock.set(new Date(START.getTime() + 14 * MINUTE));
    await passOfTheQueue();
    for (const other of others) expect(await mailsTo(t, other.email)).toHaveLength(1);

    // The window ends: one mail with the 39 later changes, each named.
    t.clock.set(new Date(START.getTime() + 15 * MINUTE));
    await passOfTheQueue();
    for (const other of others) {
      const mails = await mailsTo(t, other.email);
      expect(mails).toHaveLength(2);
      const digest = mails[1];
      expect(digest?.subject).toBe('Wijzigingen in de reserveringen - Camperdeel');
      expect(digest?.link).toMatch(/\/mijn-camper\/kalender$/);
      expect(digest?.text).toContain('Lus Lotte heeft een reservering geannuleerd: 1 mei 2026.');
      for (let i = 1; i < 20; i++) {
        const datum = `${i + 1} mei 2026`;
        expect(digest?.text).toContain(`Lus Lotte heeft de camper gereserveerd: ${datum}.`);
        expect(digest?.text).toContain(`Lus Lotte heeft een reservering geannuleerd: ${datum}.`);
      }
      expect(digest?.html).toContain('20 mei 2026');
      const gap = Date.parse(digest?.created_at ?? '') - Date.parse(mails[0]?.created_at ?? '');
      expect(gap).toBeGreaterThanOrEqual(15 * MINUTE);
    }

    // A change right after the digest waits for the next window, 15 minutes after the digest.
    t.clock.set(new Date(START.getTime() + 16 * MINUTE));
    const late = await book(booker, day(25));
    await passOfTheQueue();
    for (const other of others) expect(await mailsTo(t, other.email)).toHaveLength(2);
    t.clock.set(new Date(START.getTime() + 30 * MINUTE));
    await passOfTheQueue();
    for (const other of others) {
      const mails = await mailsTo(t, other.email);
      expect(mails).toHaveLength(3);
      expect(mails[2]?.text).toContain('Lus Lotte heeft de camper gereserveerd: 26 mei 2026.');
    }

    // After a quiet window the next change is mailed at once again.
    t.clock.set(new Date(START.getTime() + 50 * MINUTE));
    await cancel(booker, late);
    for (const other of others) expect(await mailsTo(t, other.email)).toHaveLength(4);
    // The booker is never mailed about their own changes.
    expect(await mailsTo(t, booker.email)).toHaveLength(0);
  });

  it('a held mail that did not leave in time (the server was down) takes the next change instead of a second mail', async () => {
    t.clock.set(START);
    const camperId = await t.createCamper();
    const booker = await t.createOwner(camperId, { naam: 'Stille Stan' });
    const other = await t.createOwner(camperId);
    await giveCredits(t, admin, booker, 2026, 30, 30);
    await book(booker, day(0));
    t.clock.set(new Date(START.getTime() + MINUTE));
    await book(booker, day(10));
    // No pass of the queue ran at 10:15; the next change comes at 10:40.
    t.clock.set(new Date(START.getTime() + 40 * MINUTE));
    await book(booker, day(20));
    const mails = await mailsTo(t, other.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('Stille Stan heeft de camper gereserveerd: 11 mei 2026.');
    expect(mails[1]?.text).toContain('Stille Stan heeft de camper gereserveerd: 21 mei 2026.');
  });

  it("an admin's changes on an owner's behalf are coalesced for the owner and the co-owners alike", async () => {
    t.clock.set(START);
    const camperId = await t.createCamper();
    const holder = await t.createOwner(camperId);
    const other = await t.createOwner(camperId);
    await giveCredits(t, admin, holder, 2026, 30, 30);
    for (let i = 0; i < 5; i++) {
      const res = await t.request(`/api/admin/campers/${camperId}/reservations`, {
        cookie: admin.cookie,
        json: { user_id: holder.id, dagen: [day(i)] },
      });
      expect(res.status).toBe(201);
      const id = (await readJson<{ reserveringen: { id: string }[] }>(res)).reserveringen[0]?.id;
      const del = await t.request(`/api/admin/reservations/${id}`, {
        method: 'DELETE',
        cookie: admin.cookie,
      });
      expect(del.status).toBe(200);
    }
    expect(await mailsTo(t, holder.email)).toHaveLength(1);
    expect(await mailsTo(t, other.email)).toHaveLength(1);
    t.clock.set(new Date(START.getTime() + 15 * MINUTE));
    await passOfTheQueue();
    const digest = (await mailsTo(t, holder.email))[1];
    expect(digest?.text).toContain('De beheerder heeft je reservering geannuleerd: 5 mei 2026.');
    expect((await mailsTo(t, other.email))[1]?.text).toContain('heeft de camper gereserveerd: 5 mei 2026.');
  });
});
