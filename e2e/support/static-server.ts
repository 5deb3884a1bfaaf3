import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * A remote deployed on its own: a plain static file server (no BFF) for one built remote, on its own origin,
 * with CORS as a CDN would send it. `stop()` takes it down, `start()` brings it back on the same port.
 */
export type StaticRemote = {
  /** Origin of the server, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  /** The remote's `mf-manifest.json` on this server (what REMOTE_*_URL points at). */
  manifestUrl: string;
  /** Paths requested so far, in order. */
  requests: string[];
  /**
   * From now on accept requests (all, or those whose path matches) but never answer them: a remote that hangs
   * instead of failing.
   */
  hang: (matches?: (path: string) => boolean) => void;
  /** Answer requests again (and let go of the held ones by closing every connection). */
  answer: () => void;
  /**
   * Answer new requests again but leave the held ones hanging, as a real server that got stuck on some requests
   * and recovered: the browser's hung requests stay open (closing sockets would hide what waits behind them).
   */
  answerNewOnly: () => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded));
  if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function serveRemote(dist: string): Promise<StaticRemote> {
  const requests: string[] = [];
  let hanging: ((path: string) => boolean) | null = null;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://remote').pathname;
    requests.push(path);
    if (hanging?.(path)) return;
    const file = resolveInside(dist, path);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-cache');
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Niet gevonden.');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  // The first start takes a free port; later starts reuse it, so the shell's configured URL stays valid.
  let port = await listen(server, 0);
  let running = true;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    manifestUrl: `${origin}/mf-manifest.json`,
    requests,
    hang: (matches = () => true) => {
      hanging = matches;
    },
    answer: () => {
      hanging = null;
      server.closeAllConnections();
    },
    answerNewOnly: () => {
      hanging = null;
    },
    start: async () => {
      if (running) return;
      port = await listen(server, port);
      running = true;
    },
    stop: async () => {
      if (!running) return;
      running = false;
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets from the browser would otherwise keep serving the "stopped" remote.
        server.closeAllConnections();
      });
    },
  };
}
