import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';

/** /api/auth: register, login, logout, me, password reset. */
export const authRoutes = new Hono<AppEnv>();
