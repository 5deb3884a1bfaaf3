import { fileURLToPath } from 'node:url';

/**
 * Node's compile cache for the Node processes a test starts (docs/decisions/0096-compile-cache-and-write-journal.md): the first
 * start stores every module's type-stripped and compiled code, later starts load it instead of stripping and
 * compiling the whole server again. Node checks each entry against the file's content and its own version, so an
 * edited file is compiled afresh. The folder is in node_modules: out of git, one per checkout, kept between runs.
 */
export const COMPILE_CACHE = fileURLToPath(
  new URL('../../../node_modules/.cache/camperdeel-compile-cache', import.meta.url),
);

/** `env` for a child Node process, with the shared compile cache. */
export function withCompileCache(env: Record<string, string>): Record<string, string> {
  return { NODE_COMPILE_CACHE: COMPILE_CACHE, ...env };
}
