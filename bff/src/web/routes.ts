import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';

/** Serves the built shell, the remotes, the embed loader and the runtime remote configuration. */
export const webRoutes = new Hono<AppEnv>();
