import type { ApiType } from '@camperdeel/bff/app';
import { hc } from 'hono/client';

/**
 * Typed client of the BFF API (type-only import: no server code reaches the bundle). Same origin as the page,
 * session cookie included. Example: `const res = await api.auth.me.$get(); if (res.ok) { const body = await res.json(); }`
 */
export const api = hc<ApiType>('/api', { init: { credentials: 'include' } });
