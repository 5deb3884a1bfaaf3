import { apiFailure } from '../http/api-error.ts';

/** 'ja': any token of an admin; 'eigen': only a request about the token itself (`:id` is its own id). */
export type TokenReach = 'ja' | 'eigen';

/**
 * THE list of what an API token may reach, as "METHOD /path" exactly as the routes are registered. A token is the
 * CLI's key for operator work; everything that manages the identity behind it (tokens, sessions, password, profile,
 * export, erasure) needs the password, so a leaked token cannot make itself permanent. Not listed means 403
 * `token_not_allowed`: a new route is closed to tokens until someone decides otherwise here.
 */
export const TOKEN_ROUTES = {
  // Public reads the CLI may make with its token attached.
  'GET /api/health': 'ja',
  'GET /api/openapi.json': 'ja',
  // Who this token belongs to (read only).
  'GET /api/auth/me': 'ja',
  // users list|create|import, users invite
  'GET /api/admin/users': 'ja',
  'POST /api/admin/users': 'ja',
  'GET /api/admin/users/invitations': 'ja',
  'POST /api/admin/users/invitations': 'ja',
  // credits set|import
  'POST /api/admin/credits/batch': 'ja',
  // owners assign|import
  'GET /api/admin/campers': 'ja',
  'POST /api/admin/campers/:id/owners': 'ja',
  // invoices upload
  'GET /api/admin/invoices': 'ja',
  'POST /api/admin/invoices': 'ja',
  // invoices generate
  'POST /api/admin/invoices/generate': 'ja',
  // logout: the token revokes itself, never another one.
  'DELETE /api/admin/tokens/:id': 'eigen',
} as const satisfies Record<string, TokenReach>;

type Pattern = { method: string; segments: string[]; reach: TokenReach };

const PATTERNS: Pattern[] = Object.entries(TOKEN_ROUTES).map(([route, reach]) => {
  const [method = '', path = ''] = route.split(' ');
  return { method, segments: path.split('/'), reach };
});

/** Hono's `:param` matches one non-empty segment; everything else must be equal. HEAD is answered by GET routes. */
function reachOf(method: string, path: string): { reach: TokenReach; id: string | undefined } | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const segments = path.split('/');
  for (const pattern of PATTERNS) {
    if (pattern.method !== wanted || pattern.segments.length !== segments.length) continue;
    let id: string | undefined;
    const fits = pattern.segments.every((part, i) => {
      const actual = segments[i] ?? '';
      if (!part.startsWith(':')) return part === actual;
      if (part === ':id') id = actual;
      return actual !== '';
    });
    if (fits) return { reach: pattern.reach, id };
  }
  return undefined;
}

/** 403 `token_not_allowed` unless the token may make this request (TOKEN_ROUTES). */
export function checkTokenReach(method: string, path: string, tokenId: string): void {
  const found = reachOf(method, path);
  if (found?.reach === 'ja') return;
  if (found?.reach === 'eigen' && found.id === tokenId) return;
  throw apiFailure('token_not_allowed');
}

/** The route in OpenAPI form ("/admin/tokens/{id}" under the server url /api) → its reach, for the document. */
export function tokenReachOfOperation(method: string, openApiPath: string): TokenReach | undefined {
  const path = `/api${openApiPath.replace(/\{([^}]+)\}/g, ':$1')}`;
  return (TOKEN_ROUTES as Record<string, TokenReach>)[`${method.toUpperCase()} ${path}`];
}
