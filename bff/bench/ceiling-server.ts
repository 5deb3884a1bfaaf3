import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The ceiling: a bare node:http server answering pre-built JSON, so the benchmark can show what our stack costs on
 * top of Node's own HTTP handling. Routes come from a JSON file: [{ method, prefix, status, body }].
 */
type Route = { method: string; prefix: string; status: number; body: string };

const file = process.argv[2];
if (!file) throw new Error('gebruik: node bench/ceiling-server.ts <routes.json>');
const routes = (JSON.parse(readFileSync(file, 'utf8')) as Route[]).map((r) => ({
  ...r,
  bytes: Buffer.from(r.body),
}));

const server = createServer((req, res) => {
  // Drain the request body like a real handler would before answering.
  req.resume();
  req.on('end', () => {
    const route = routes.find((r) => r.method === req.method && (req.url ?? '').startsWith(r.prefix));
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(route.status, { 'content-type': 'application/json', 'content-length': route.bytes.length });
    res.end(route.bytes);
  });
});

server.listen(0, '127.0.0.1', () => {
  console.log(`ceiling op http://localhost:${(server.address() as AddressInfo).port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.close(() => process.exit(0)));
