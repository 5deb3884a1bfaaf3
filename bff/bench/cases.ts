import type { RequestSpec } from 'autocannon';
import { day } from './seed.ts';

/** One measured scenario: the request sequence each connection loops over and the statuses it must get. */
export type Case = {
  name: string;
  /** The former target shown in docs/performance.md, for information only: API req/s as a share of the ceiling's. */
  goal: number;
  requests: RequestSpec[];
  /** Runs before every measured run (a run's last requests are cut off, so it may leave state behind). */
  reset?: () => Promise<void>;
  /** Extra request headers (the repeat visit's If-None-Match). */
  headers?: Record<string, string>;
  expected: number[];
  /** The booking + cancellation whose statements the write floor replays (write-floor.ts): the API's own cost. */
  floor?: true;
};

export type Sample = { method: string; path: string; prefix?: boolean; conditional?: boolean; body?: string };

const get = (path: string): RequestSpec => ({ method: 'GET', path });

/** What the owner's calendar page loads (mfe-owner kalender + the session check of its guard). */
export const CALENDAR_PAGE = [
  '/api/auth/me',
  '/api/owner/camper',
  '/api/owner/credits',
  '/api/owner/reservations',
  '/api/owner/blocks',
];

/**
 * Free days for create/delete, every third one (no two in flight touch each other's buffer days). A connection
 * takes one, books it, cancels that booking, and gives it back; a refused booking gives it back at once.
 */
export function createDelete(poolYear: number): { requests: RequestSpec[]; refill: () => void } {
  const days = Array.from({ length: 40 }, (_, i) => day(poolYear, 9, 1, i * 3));
  const pool = [...days];
  const refill = () => {
    pool.splice(0, pool.length, ...days);
  };
  const requests: RequestSpec[] = [
    {
      method: 'POST',
      path: '/api/owner/reservations',
      setupRequest: (request, context) => {
        const dag = pool.shift();
        if (!dag) return null;
        context.dag = dag;
        return {
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ dagen: [dag] }),
        };
      },
      onResponse: (status, body, context) => {
        if (status === 201) {
          const created = JSON.parse(body) as { reserveringen: Array<{ id: string }> };
          context.id = created.reserveringen[0]?.id;
        } else if (typeof context.dag === 'string') {
          pool.push(context.dag);
        }
      },
    },
    {
      method: 'DELETE',
      setupRequest: (request, context) =>
        typeof context.id === 'string' ? { ...request, path: `/api/owner/reservations/${context.id}` } : null,
      onResponse: (_status, _body, context) => {
        if (typeof context.dag === 'string') pool.push(context.dag);
      },
    },
  ];
  return { requests, refill };
}

export function cases(
  poolYear: number,
  etags: { campers: string; publicCampers: string },
  /** A session of an owner whose co-owners turned booking mails off (seed.ts). */
  quietCookie: string,
  /** Cancels whatever bookings a cut-off run left in the pool's days of the session's camper. */
  clearPool: (cookie?: string) => Promise<void>,
): Case[] {
  const pool = createDelete(poolYear);
  const quietPool = createDelete(poolYear);
  return [
    { name: 'GET /api/campers (carousel)', goal: 0.6, requests: [get('/api/campers')], expected: [200] },
    { name: 'GET /api/public/campers', goal: 0.6, requests: [get('/api/public/campers')], expected: [200] },
    {
      name: 'GET /api/campers, repeat visit (304)',
      goal: 0.6,
      requests: [get('/api/campers')],
      headers: { 'if-none-match': etags.campers },
      expected: [304],
    },
    {
      name: 'GET /api/public/campers, repeat visit (304)',
      goal: 0.6,
      requests: [get('/api/public/campers')],
      headers: { 'if-none-match': etags.publicCampers },
      expected: [304],
    },
    {
      name: 'GET /api/owner/reservations (60)',
      goal: 0.4,
      requests: [get('/api/owner/reservations')],
      expected: [200],
    },
    {
      name: 'calendar page (5 GETs)',
      goal: 0.4,
      requests: CALENDAR_PAGE.map(get),
      expected: [200],
    },
    {
      name: 'POST+DELETE /api/owner/reservations',
      goal: 0.2,
      requests: pool.requests,
      reset: async () => {
        await clearPool();
        pool.refill();
      },
      expected: [200, 201],
    },
    {
      // The same with co-owners who turned booking mails off: the API's own cost, without the mail hand-over
      // (three outbox files per booking and per cancellation). The ceiling answers the first case's bytes.
      name: 'POST+DELETE, co-owners without booking mail',
      goal: 0.2,
      floor: true,
      requests: quietPool.requests,
      headers: { cookie: quietCookie },
      reset: async () => {
        await clearPool(quietCookie);
        quietPool.refill();
      },
      expected: [200, 201],
    },
  ];
}
