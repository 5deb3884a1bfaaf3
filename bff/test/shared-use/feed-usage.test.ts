import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBlock } from '../support/blocks.ts';
import type { TestUser } from '../support/server.ts';
import { coOwnersForFile } from './co-owners.ts';
import { expectError, type Json, json, reserve } from './helpers.ts';

const { t, w } = coOwnersForFile();
let cees: TestUser;

beforeAll(async () => {
  // Cees shares the camper but holds no credits.
  cees = await t.createOwner(w.camperId, { naam: 'Cees' });
  // Anna: 3 high-season days in July and 2 low-season days in October; Bert: across New Year (2 days 2026, 1 day 2027).
  await reserve(t, w.anna, ['2026-07-01', '2026-07-02', '2026-07-03']);
  await reserve(t, w.anna, ['2026-10-12', '2026-10-13']);
  await reserve(t, w.bert, ['2026-12-30', '2026-12-31', '2027-01-01']);
  await reserve(t, w.olga, ['2026-07-01']);
  await addBlock(t, w.admin, w.camperId, '2026-09-20', '2026-09-22');
});

describe('usage overview', () => {
  it('lists every co-owner (also without days) with high and low days of the year', async () => {
    const res = await t.request('/api/owner/usage?jaar=2026', { cookie: cees.cookie });
    expect(res.status).toBe(200);
    const gebruik = (await json(res)).gebruik as Json[];
    expect(gebruik).toEqual([
      { user_id: w.anna.id, naam: 'Anna', jaar: 2026, dagen_hoogseizoen: 3, dagen_laagseizoen: 2 },
      { user_id: w.bert.id, naam: 'Bert', jaar: 2026, dagen_hoogseizoen: 2, dagen_laagseizoen: 0 },
      { user_id: cees.id, naam: 'Cees', jaar: 2026, dagen_hoogseizoen: 0, dagen_laagseizoen: 0 },
    ]);
    const next = (await json(await t.request('/api/owner/usage?jaar=2027', { cookie: w.anna.cookie })))
      .gebruik as Json[];
    expect(next.map((g) => [g.naam, g.dagen_hoogseizoen, g.dagen_laagseizoen])).toEqual([
      ['Anna', 0, 0],
      ['Bert', 1, 0],
      ['Cees', 0, 0],
    ]);
    const byDefault = (await json(await t.request('/api/owner/usage', { cookie: w.anna.cookie })))
      .gebruik as Json[];
    expect(byDefault.map((g) => g.jaar)).toEqual([2026, 2026, 2026]);
  });

  it.each(['abc', '20260', '1999', '2101', '2026.5', ''])('refuses jaar=%s with 400', async (jaar) => {
    await expectError(
      await t.request(`/api/owner/usage?jaar=${jaar}`, { cookie: w.anna.cookie }),
      400,
      'invalid_input',
    );
  });

  it('is for owners only', async () => {
    const prospect = await t.createProspect();
    await expectError(
      await t.request('/api/owner/usage', { cookie: prospect.cookie }),
      403,
      'no_camper_assigned',
    );
    await expectError(await t.request('/api/owner/usage'), 401, 'not_authenticated');
  });
});

describe('credit history', () => {
  it('shows the own ledger, newest first, and nobody else’s', async () => {
    const res = await t.request('/api/owner/credits/history', { cookie: w.anna.cookie });
    expect(res.status).toBe(200);
    const mutaties = (await json(res)).mutaties as Json[];
    for (const m of mutaties) {
      expect(Object.keys(m)).toEqual(
        expect.arrayContaining(['jaar', 'seizoen', 'delta', 'reden', 'created_at']),
      );
    }
    const spent = mutaties.filter((m) => m.reden === 'reservering');
    expect(spent.map((m) => [m.jaar, m.seizoen, m.delta]).sort()).toEqual(
      [
        [2026, 'hoogseizoen', -3],
        [2026, 'laagseizoen', -2],
      ].sort(),
    );
    expect(mutaties.some((m) => (m.delta as number) > 0)).toBe(true);
    const bertHistory = (await json(await t.request('/api/owner/credits/history', { cookie: w.bert.cookie })))
      .mutaties as Json[];
    expect(bertHistory.filter((m) => m.reden === 'reservering').map((m) => m.delta)).not.toContain(-3);
  });
});

async function feedUrl(user: TestUser): Promise<string> {
  const res = await t.request('/api/owner/calendar-feed', { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await json(res)).url as string;
}

async function fetchFeed(url: string): Promise<Response> {
  const { pathname } = new URL(url);
  return t.request(pathname);
}

type Event = { uid: string; summary: string; start: string; end: string; eigen: string | null };

function parseEvents(text: string): Event[] {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      eigen: (v.getFirstPropertyValue('x-camperdeel-eigen') as string | null) ?? null,
    };
  });
}

describe('calendar feed', () => {
  it('gives a secret URL on our own origin, stable until rotated', async () => {
    const url = await feedUrl(w.anna);
    expect(url).toMatch(new RegExp(`^${t.url}/ical/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedUrl(w.anna)).toBe(url);
    expect(await feedUrl(w.bert)).not.toBe(url);
    // A forged Host does not leak into the link.
    const forged = await t.request('/api/owner/calendar-feed', {
      cookie: w.anna.cookie,
      headers: { host: 'evil.example' },
    });
    expect((await json(forged)).url).toBe(url);
  });

  it('serves every reservation and block of the camper as iCalendar, the reader’s own marked, without login', async () => {
    const res = await fetchFeed(await feedUrl(w.anna));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('cache-control')).toMatch(/private/);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const text = await res.text();
    // RFC 5545 §3.1: every content line ends in CRLF, the last one too (strict readers refuse the file otherwise).
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const events = parseEvents(text);
    const summary = events.map((e) => [e.start, e.end, e.eigen, e.summary]).sort();
    expect(summary).toEqual(
      [
        ['2026-07-01', '2026-07-04', 'TRUE', 'Zeeuwse Zon: jouw reservering'],
        ['2026-10-12', '2026-10-14', 'TRUE', 'Zeeuwse Zon: jouw reservering'],
        ['2026-12-30', '2027-01-02', 'FALSE', 'Zeeuwse Zon: Bert'],
        ['2026-09-20', '2026-09-23', 'FALSE', 'Zeeuwse Zon: geblokkeerd (APK)'],
      ].sort(),
    );
    // Olga's reservation on the other camper is not in it; UIDs are unique and stable.
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    const again = parseEvents(await (await fetchFeed(await feedUrl(w.anna))).text());
    expect(again.map((e) => e.uid).sort()).toEqual(events.map((e) => e.uid).sort());
  });

  it('rotating makes a new link and the old one answers 404', async () => {
    const old = await feedUrl(w.bert);
    const rotated = await t.request('/api/owner/calendar-feed/rotate', {
      method: 'POST',
      cookie: w.bert.cookie,
    });
    expect(rotated.status).toBe(200);
    const fresh = (await json(rotated)).url as string;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
    expect(await feedUrl(w.bert)).toBe(fresh);
  });

  it('answers 404 for guessed, malformed or removed-owner links', async () => {
    for (const path of [
      '/ical/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
      '/ical/x.ics',
      '/ical/..%2f..%2fetc.ics',
      '/ical/',
    ]) {
      expect((await t.request(path)).status).toBe(404);
    }
    const url = await feedUrl(cees);
    expect((await fetchFeed(url)).status).toBe(200);
    const removed = await t.request(`/api/admin/campers/${w.camperId}/owners/${cees.id}`, {
      method: 'DELETE',
      cookie: w.admin.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await fetchFeed(url)).status).toBe(404);
  });
});
