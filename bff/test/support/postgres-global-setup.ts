/**
 * vitest globalSetup of the PostgreSQL projects (bff/vitest.postgres.config.ts, cli/vitest.postgres.config.ts):
 * a throwaway cluster with a migrated template; the test workers inherit where it is through the environment.
 */
import { startTestCluster } from './postgres-cluster.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const stop = await startTestCluster();
  return async () => stop();
}
