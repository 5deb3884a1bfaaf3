/**
 * zod 4 builds a fast object parser with `new Function` unless told not to, and probes for that ability with a
 * `new Function("")` that our CSP (no 'unsafe-eval') refuses: caught by zod, but reported as a CSP violation on
 * every page that validates a form. `z.config({ jitless: true })` turns the probe off; it writes to zod's global
 * configuration object, which every copy of zod on the page (shell and each remote bundle their own) shares.
 * Setting that object here, first thing in every entry, needs no zod in the entry itself (25 KB gzip) and holds
 * before any schema is created: zod reads the flag when a schema is built.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const global = globalThis as ZodGlobal;
global.__zod_globalConfig ??= {};
global.__zod_globalConfig.jitless = true;

export {};
