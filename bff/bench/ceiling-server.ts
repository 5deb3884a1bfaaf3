import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The ceiling: a bare node:http server answering what our API answered, byte for byte (status, the same headers in
 * the same order, the same body), so the benchmark shows what our stack costs on top of Node's own HTTP handling.
 * Routes come from a JSON file: [{ method, path, prefix, conditional, status, headers, body }]. `conditional` routes
 * answer only requests that carry If-None-Match (the repeat visit's 304); a route with `prefix` matches paths that
 * start with it (the DELETE of a fresh id).
 */
export type CeilingRoute = {
  method: string;
  path: string;
  prefix: boolean;
  conditional: boolean;
  status: number;
  headers: Array<[string, string]>;
  body: string;
};

const file = process.argv[2];
if (!file) throw new Error('gebruik: node bench/ceiling-server.ts <routes.json>');
const routes = (JSON.parse(readFileSync(file, 'utf8')) as CeilingRoute[]).map((r) => ({
  ...r,
  bytes: Buffer.from(r.body),
}));

const server = createServer((req, res) => {
  // Drain the request body like a real handler would before answering.
  req.resume();
  req.on('end', () => {
    const url = req.url ?? '';
    const conditional = req.headers['if-none-match'] !== undefined;
    const route = routes.find(
      (r) =>
        r.method === req.method &&
        r.conditional === conditional &&
        (r.prefix ? url.startsWith(r.path) : url === r.path),
    );
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(route.status, [...route.headers.flat(), 'content-length', String(route.bytes.length)]);
    res.end(route.bytes);
  });
});

server.listen(0, '127.0.0.1', () => {
  console.log(`ceiling op http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.close(() => process.exit(0)));
