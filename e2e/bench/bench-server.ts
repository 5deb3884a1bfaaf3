import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@camperdeel/bff/server';
import { buildStaleApps } from '../../scripts/lib/web-apps.ts';

/**
 * The server every web bench measures: fresh web builds, the demo data in a throwaway folder, no request log and
 * throttle limits no bench reaches. `close()` stops it and removes the folder.
 */
export async function startBenchServer(name: string): Promise<{ url: string; close: () => Promise<void> }> {
  await buildStaleApps();
  const dataDir = mkdtempSync(join(tmpdir(), `camperdeel-bench-${name}-`));
  const server = await startServer({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_REQUESTS: '0',
      THROTTLE_READ_PER_MINUTE: '100000',
      THROTTLE_WRITE_PER_MINUTE: '100000',
      THROTTLE_AUTH_PER_MINUTE: '100000',
    },
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
