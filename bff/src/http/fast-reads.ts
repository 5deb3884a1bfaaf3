import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { parse } from 'hono/utils/cookie';
import { cachedQuietSessionUser, quietSessionUser } from '../auth/session-user.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { versionThisTurn } from '../cache/change-probe.ts';
import { API_SECURE_HEADERS } from './api-gate.ts';
import { pickClientIp } from './client-ip.ts';
import type { AuthUser, Deps } from './env.ts';
import { matchesIfNoneMatch } from './etag.ts';
import { CAMPER_LIST_READS } from './fast-lists.ts';
import { CALENDAR_PAGE_READS } from './fast-owner-reads.ts';
import { loggablePath } from './log-path.ts';
import type { Limiter } from './rate-limiter.ts';
import { COUNTED_HIT, type CountedRequest, countRead, countReadNow } from './throttle.ts';

/** An answer's bytes (JSON), and their strong validator when the route answers If-None-Match (etag.ts). */
export type FastAnswer = { bytes: Uint8Array; etag?: string };

/** One GET path on the fast path: what its route sets besides the gate's security headers, and its answer. */
export type FastRoute = { cacheControl: string; cors: boolean } & (
  | {
      /** Behind requireUser or requireOwner: without a session Hono answers (401). */
      signedIn: true;
      /** The answer for this user, or null when the route would refuse or fail (Hono then does so). */
      answer: (deps: Deps, user: AuthUser) => Promise<FastAnswer | null>;
      /** `answer` as already built under `version` (change-probe.ts), or undefined; never loads. */
      cached?: (deps: Deps, user: AuthUser, version: string) => FastAnswer | null | undefined;
    }
  | {
      signedIn: false;
      answer: (deps: Deps, user: AuthUser | null) => Promise<FastAnswer | null>;
      cached?: (deps: Deps, user: AuthUser | null, version: string) => FastAnswer | null | undefined;
    }
);

/** Exactly these paths (no query string, no trailing slash); a Map, so no inherited key can match. */
const ROUTES = new Map<string, FastRoute>(Object.entries({ ...CAMPER_LIST_READS, ...CALENDAR_PAGE_READS }));

/** The gate's security headers as Hono sets them (lower-case names), taken from secureHeaders itself, once. */
async function gateSecurityHeaders(): Promise<Array<[string, string]>> {
  const probe = new Hono().use(secureHeaders(API_SECURE_HEADERS)).get('/', (c) => c.body(null, 204));
  return [...(await probe.request('/')).headers];
}

/** How many times a header occurs in the raw request (Node joins repeats; Hono's Headers joins them differently). */
function occurrences(req: IncomingMessage, name: string): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    if (req.rawHeaders[i]?.toLowerCase() === name) count += 1;
  return count;
}

/** A header as Hono's Headers give it (repeats joined with a comma; Node already does so for most). */
function joined(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

type Prepared = { status: number; headers: string[]; body: Uint8Array | undefined; userId: string | null };

/** true: answered at once; false: Hono must answer; a promise: the awaited way decides. */
export type FastReads = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/** A route's answer headers for one answer: sorted and flat, for 200 and for 304; made once per answer object. */
type AnswerHeaders = { full: string[]; notModified: string[] };

/**
 * Hot GETs below Hono (docs/decisions/0037-api-speed.md): the carousel lists (fast-lists.ts) and the owner calendar
 * page's loads (fast-owner-reads.ts), exactly these paths, answered with cached bytes and the very headers the Hono
 * route sends (tests compare both byte for byte), after the same steps the /api gate takes for such a request: the
 * read-tier throttle count, the session and its user, the answer's change probe (so a write is seen on the next
 * read), ETag/304, the request log line. Anything else goes to Hono, and so does every request where a step would
 * do more than read: a session whose last use or renewal is due or whose cookie must be cleared, no session on a
 * signed-in path (401), a user the route refuses (403), an API token, a body, a refused throttle count (429), any
 * error. The throttle hit, once counted, goes along on Node's request object (COUNTED_HIT), so the request is
 * counted once either way.
 *
 * On SQLite a repeat read is answered without a single await (`prepareNow`): the counters are in memory, and the
 * session row and the answer are remembered under the database version, read once for both
 * (change-probe.ts versionThisTurn). On PostgreSQL the same holds for a busy instance, with the version its last
 * shared count read (rate-limiter.ts hitIfFresh). Whatever is not remembered yet takes the awaited way
 * (`prepareLater`).
 */
export function fastReads(deps: Deps, limiter: Limiter): FastReads {
  let security: Array<[string, string]> | undefined;
  const headerCache = new WeakMap<FastRoute, WeakMap<FastAnswer, AnswerHeaders>>();

  const answerHeaders = (route: FastRoute, answer: FastAnswer, sec: Array<[string, string]>) => {
    let perRoute = headerCache.get(route);
    if (!perRoute) {
      perRoute = new WeakMap();
      headerCache.set(route, perRoute);
    }
    let made = perRoute.get(answer);
    if (!made) {
      const build = (notModified: boolean) => {
        const headers = new Map<string, string>(sec);
        headers.set('cache-control', route.cacheControl);
        if (answer.etag !== undefined) headers.set('etag', answer.etag);
        if (route.cors) headers.set('access-control-allow-origin', '*');
        if (!notModified) headers.set('content-type', 'application/json');
        // Hono's Headers hand them out sorted by name; so does this answer.
        const flat = [...headers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flat();
        // Node adds Content-Length itself after the handler's headers when the whole body is handed to end() at
        // once (how Hono's adapter answers); writeHead fixes the headers first, so it is named here, in the same place.
        if (!notModified) flat.push('Content-Length', String(answer.bytes.byteLength));
        return flat;
      };
      made = { full: build(false), notModified: build(true) };
      perRoute.set(answer, made);
    }
    return made;
  };

  const respond = (
    req: IncomingMessage,
    route: FastRoute,
    answer: FastAnswer,
    sec: Array<[string, string]>,
    user: AuthUser | null,
  ): Prepared => {
    const notModified =
      answer.etag !== undefined && matchesIfNoneMatch(req.headers['if-none-match'], answer.etag);
    const headers = answerHeaders(route, answer, sec);
    return {
      status: notModified ? 304 : 200,
      headers: notModified ? headers.notModified : headers.full,
      body: notModified ? undefined : answer.bytes,
      userId: user?.id ?? null,
    };
  };

  const clientIp = (req: IncomingMessage) =>
    pickClientIp(
      deps.config.trustProxy,
      joined(req.headers['x-forwarded-for']),
      () => req.socket.remoteAddress ?? 'unknown',
    );

  /**
   * The answer as remembered under `version` (change-probe.ts), with no await: null when Hono must answer, undefined
   * when the session or the answer is not remembered under it and must be loaded.
   */
  const fromMemory = (
    req: IncomingMessage,
    route: FastRoute,
    token: string | undefined,
    version: string,
  ): Prepared | null | undefined => {
    if (!security || !route.cached) return undefined;
    if (token === undefined) {
      if (route.signedIn) return null;
      const answer = route.cached(deps, null, version);
      return answer && respond(req, route, answer, security, null);
    }
    const user = cachedQuietSessionUser(deps.db, token, deps.now(), version);
    if (user === undefined) return undefined;
    const answer = route.cached(deps, user, version);
    return answer && respond(req, route, answer, security, user);
  };

  /**
   * The answer from memory, with no await (SQLite; PostgreSQL while the last shared count is fresh): null when Hono
   * must answer, undefined when something is not remembered (or the shared count is not fresh) and the awaited way
   * must go on from here. Writes nothing besides the throttle count it hands on.
   */
  const prepareNow = (
    req: CountedRequest,
    route: FastRoute,
    token: string | undefined,
  ): Prepared | null | undefined => {
    const counted = countReadNow(limiter, deps.config, clientIp(req));
    if (!counted) return undefined;
    req[COUNTED_HIT] = counted.decision;
    if (!counted.decision.allowed) return null;
    const version = counted.version ?? versionThisTurn(deps.db);
    return version === undefined ? undefined : fromMemory(req, route, token, version);
  };

  /**
   * The awaited way: loads what is not remembered. Null when Hono must answer; writes nothing but the count. On
   * PostgreSQL the count also reads the version, so a repeat read is answered from memory after that one statement.
   */
  const prepareLater = async (
    req: CountedRequest,
    route: FastRoute,
    token: string | undefined,
  ): Promise<Prepared | null> => {
    const { config, db, now } = deps;
    let decision = req[COUNTED_HIT];
    let version: string | undefined;
    if (!decision) {
      ({ decision, version } = await countRead(limiter, config, clientIp(req)));
      req[COUNTED_HIT] = decision;
      if (decision.allowed && version !== undefined) {
        const remembered = fromMemory(req, route, token, version);
        if (remembered !== undefined) return remembered;
      }
    }
    if (!decision.allowed) return null;
    const user = token === undefined ? null : await quietSessionUser(db, token, now(), version);
    if (user === undefined) return null;
    let answer: FastAnswer | null;
    if (route.signedIn) {
      if (user === null) return null;
      answer = await route.answer(deps, user);
    } else {
      answer = await route.answer(deps, user);
    }
    if (!answer) return null;
    security ??= await gateSecurityHeaders();
    return respond(req, route, answer, security, user);
  };

  const send = (res: ServerResponse, path: string, prepared: Prepared, started: number) => {
    res.writeHead(prepared.status, prepared.headers);
    res.end(prepared.body);
    if (deps.config.logRequests) {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = {
        level: 'info',
        msg: 'request',
        method: 'GET',
        path: loggablePath(path),
        status: prepared.status,
        ms,
        user: prepared.userId,
      };
      console.log(JSON.stringify(line));
    }
  };

  return (req, res) => {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const route = ROUTES.get(req.url);
    if (!route) return false;
    if (req.headers.authorization !== undefined) return false;
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined)
      return false;
    if (occurrences(req, 'cookie') > 1) return false;
    const started = performance.now();
    const path = req.url;
    let token: string | undefined;
    let prepared: Prepared | null | undefined;
    try {
      const cookie = req.headers.cookie;
      token = cookie === undefined ? undefined : parse(cookie, SESSION_COOKIE)[SESSION_COOKIE];
      if (route.signedIn && token === undefined) return false;
      prepared = prepareNow(req, route, token);
    } catch {
      // Hono answers it (and logs what went wrong) the normal way; the throttle hit, if counted, goes along.
      return false;
    }
    if (prepared === null) return false;
    if (prepared) {
      send(res, path, prepared, started);
      return true;
    }
    return prepareLater(req, route, token).then(
      (later) => {
        if (!later) return false;
        send(res, path, later, started);
        return true;
      },
      () => false,
    );
  };
}
