import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/env.ts';
import { recordAudit } from './record.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/api/admin/users/<uuid>/credits` → `/api/admin/users/:id/credits`, so one kind of write has one `soort`. */
export function routeShape(path: string): { shape: string; ids: string[] } {
  const ids: string[] = [];
  const shape = path
    .split('/')
    .map((segment) => {
      if (!UUID.test(segment)) return segment;
      ids.push(segment.toLowerCase());
      return ':id';
    })
    .join('/');
  return { shape, ids };
}

/** The id of what a create answered with (`{"user": {"id": ...}}`), when the path names none. */
async function createdId(response: Response): Promise<string | null> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (typeof body !== 'object' || body === null) return null;
  for (const value of Object.values(body)) {
    if (typeof value === 'object' && value !== null && 'id' in value) {
      const id = (value as { id: unknown }).id;
      if (typeof id === 'string' || typeof id === 'number') return String(id);
    }
  }
  return null;
}

/** The JSON body the handler read (Hono caches it); uploads and other bodies are described, not stored. */
async function requestDetails(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) return type ? { inhoud: type.split(';')[0] } : {};
  const body: unknown = await c.req.json().catch(() => undefined);
  return body === undefined ? {} : { invoer: body };
}

/**
 * Records every successful admin write (non-GET under /api/admin) after its answer is known: who, `<METHOD> <route>`
 * as soort, the target id (the user it concerned when the handler set `auditUserId`, else the path's first id),
 * and the request body with secrets removed (record.ts). Refused and failed writes changed nothing and are not
 * written here; failed sign-ins are security events of their own.
 */
export const auditAdminWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
  if (c.res.status >= 400) return;
  const user = c.var.user;
  if (!user?.isAdmin) return;
  const { shape, ids } = routeShape(c.req.path);
  // A write that concerned a user (owner removal, a cancellation for them, their deletion) names that user.
  const subject = c.var.auditUserId;
  const doel = subject ?? ids[0] ?? (await createdId(c.res));
  await recordAudit(c.var.deps.db, {
    actorId: user.id,
    actorNaam: user.naam,
    soort: `${method} ${shape}`,
    doel,
    details: {
      ...(subject ? { user_id: subject, ids } : {}),
      ...(await requestDetails(c)),
      ...(user.via === 'token' ? { via: 'token' } : {}),
    },
    now: c.var.deps.now(),
  });
});
