import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './server.ts';

/**
 * One test server for the whole test file: started in a `beforeAll` registered where this is called (so the hooks
 * registered after it see a running server) and closed after the file's tests. The handle is filled in when the
 * server has started; read its fields inside tests and hooks, never at module level.
 */
export function serverForFile(options: TestServerOptions = {}): TestServer {
  const handle = {} as TestServer;
  beforeAll(async () => {
    Object.assign(handle, await startTestServer(options));
  });
  afterAll(() => handle.close());
  return handle;
}
