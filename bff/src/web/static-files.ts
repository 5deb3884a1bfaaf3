import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { compress, type Encoding, isCompressible, precompressedCopy } from './precompressed.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Rsbuild writes content-hashed files under `static/`; they never change, so caches may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML, manifests and remoteEntry.js keep their names across builds: revalidate every time (ETag makes it cheap). */
export const REVALIDATE = 'no-cache';

export type ServeOptions = {
  /** Adds `Access-Control-Allow-Origin: *` (remote assets are fetched by hosts on other origins). */
  cors?: boolean;
};

/** One file version in one encoding, compressed once; concurrent requests share the one compression. */
const compressedCache = new Map<string, { key: string; body: Promise<Buffer> }>();

/** Resolves a URL path inside `root`; null for anything that escapes it or is not a file. */
export function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function cacheControlFor(relativePath: string): string {
  return /(^|\/)static\//.test(relativePath) ? IMMUTABLE : REVALIDATE;
}

function acceptedEncoding(c: Context): Encoding | null {
  const accept = c.req.header('accept-encoding') ?? '';
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/**
 * A file the build left without compressed copies (one written after the build, or an app built apart), compressed
 * once per version off the event loop (zlib's thread pool): compressing twenty files of a page's first wave on the
 * main thread held every other answer.
 */
function compressed(file: string, etag: string, encoding: Encoding): Promise<Buffer> {
  const cacheKey = `${encoding}:${file}`;
  const known = compressedCache.get(cacheKey);
  if (known?.key === etag) return known.body;
  const body = readFile(file).then((raw) => compress(raw, encoding, 'request'));
  compressedCache.set(cacheKey, { key: etag, body });
  // A failed read (file replaced mid-build) is not kept: the next request tries again.
  body.catch(() => {
    if (compressedCache.get(cacheKey)?.body === body) compressedCache.delete(cacheKey);
  });
  return body;
}

/** Answers with one file: content type, cache policy, ETag/304, brotli or gzip for text, optional CORS. */
export async function sendFile(
  c: Context,
  file: string,
  relativePath: string,
  options: ServeOptions & { cacheControl?: string } = {},
): Promise<Response> {
  const stat = statSync(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const ext = extname(file).toLowerCase();
  const headers = new Headers({
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': options.cacheControl ?? cacheControlFor(relativePath),
    ETag: etag,
    Vary: 'Accept-Encoding',
  });
  if (options.cors) headers.set('Access-Control-Allow-Origin', '*');
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });

  const encoding = isCompressible(file, stat.size) ? acceptedEncoding(c) : null;
  const copy = encoding ? precompressedCopy(file, stat.mtimeMs, encoding) : null;
  if (encoding && copy) {
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(statSync(copy).size));
    if (c.req.method === 'HEAD') return new Response(null, { headers });
    return new Response(Readable.toWeb(createReadStream(copy)) as ReadableStream, { headers });
  }
  if (encoding) {
    const body = await compressed(file, etag, encoding);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { headers });
  }
  headers.set('Content-Length', String(stat.size));
  if (c.req.method === 'HEAD') return new Response(null, { headers });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers });
}

export function isBuilt(distDir: string, indexFile: string): boolean {
  return existsSync(join(distDir, indexFile));
}
