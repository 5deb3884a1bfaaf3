/**
 * A validating proxy for clients that run in their own process (the CLI binary): it forwards every request to the
 * test server unchanged, checks the answer with the same validator as `t.request` (contract.ts) and passes it back
 * unchanged. A disagreement cannot throw inside the child process, so it is collected; `assertContract()` throws
 * them all, naming method, path, status and schema error (call it when the test's clients are done).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkResponse } from './contract.ts';

export type ContractProxy = {
  url: string;
  /** Throws when any answer so far disagreed with the document. */
  assertContract: () => void;
  close: () => Promise<void>;
};

/** Headers that belong to one connection, never forwarded (RFC 9110 §7.6.1), and the ones fetch() re-derives. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'content-length',
  'content-encoding',
  'host',
]);

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startContractProxy(target: string): Promise<ContractProxy> {
  const problems: string[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const method = req.method ?? 'GET';
      const path = req.url ?? '/';
      try {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (value === undefined || HOP_BY_HOP.has(name)) continue;
          for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
        }
        headers.set('accept-encoding', 'identity');
        const body = method === 'GET' || method === 'HEAD' ? undefined : await readAll(req);
        const answer = await fetch(`${target}${path}`, {
          method,
          headers,
          redirect: 'manual',
          ...(body && body.length > 0 ? { body } : {}),
        });
        await checkResponse(method, path, answer).catch((error: unknown) => {
          problems.push(error instanceof Error ? error.message : String(error));
        });
        const out: Record<string, string | string[]> = {};
        answer.headers.forEach((value, name) => {
          if (!HOP_BY_HOP.has(name) && name !== 'set-cookie') out[name] = value;
        });
        const cookies = answer.headers.getSetCookie();
        if (cookies.length > 0) out['set-cookie'] = cookies;
        res.writeHead(answer.status, out);
        res.end(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        problems.push(`contract proxy: ${method} ${path}: ${String(error)}`);
        res.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    assertContract: () => {
      if (problems.length > 0)
        throw new Error(`${problems.length} answer(s) off the OpenAPI document:\n${problems.join('\n')}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
