import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';

/** /api/owner: the signed-in owner's own camper, documents, invoices, credits, reservations. */
export const ownerRoutes = new Hono<AppEnv>();
