import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createEmptyDatabase, startCluster } from '../test/support/postgres-cluster.ts';

/**
 * `npm run bench:api:postgres`: the same benchmark on PostgreSQL, against a throwaway local cluster (Debian's
 * PostgreSQL 15, started like the test suite's, as the postgres user) that is removed afterwards. Every BENCH_*
 * variable passes through. A script path as argument runs that bench instead (bench:scale:postgres).
 */
const cluster = await startCluster();
let status = 1;
try {
  const url = await createEmptyDatabase(cluster.adminUrl, 'bench');
  const api = process.argv[2] ?? fileURLToPath(new URL('./api.ts', import.meta.url));
  status =
    spawnSync(process.execPath, [api], {
      stdio: 'inherit',
      // The postmaster's id: the benchmark measures the database server's CPU beside the API's.
      env: { ...process.env, DATABASE_URL: url, BENCH_DATABASE_PID: String(cluster.postmasterPid()) },
    }).status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);
