import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../../src/app.ts';
import { rememberPerVersion } from '../../src/cache/per-version.ts';
import type { TestServer } from './server.ts';
import { countStatements, type StatementCounter } from './statement-counter.ts';

export type CountingServer = { url: string; counter: StatementCounter; close: () => Promise<void> };

/**
 * The app over real HTTP on `t`'s database, with every statement it sends counted. The counting handle is a root
 * handle like the server's own, so its reads may be remembered per version (cache/per-version.ts).
 */
export async function countingServer(t: TestServer): Promise<CountingServer> {
  const counter = countStatements(t.db);
  rememberPerVersion(counter.db);
  const app = createApp({ db: counter.db, config: t.config, now: t.clock.now, appOrigin: () => t.url });
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counter,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
