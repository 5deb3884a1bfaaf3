import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import { dataset } from './generate.ts';
import { timedGet } from './measure-gets.ts';
import { credentials, runCopy, serverEnv, startServer, stopServers } from './server.ts';

/**
 * `node bench/scale/trace-gets.ts <path> [...]` (admin's session): asks each path 30 times of a server on a copy of
 * the scale data set, with the median; with SCALE_NODE_ARGS="--import ./bench/scale/statement-times.ts" and
 * STATEMENT_TIMES=<file> the server writes which statements those requests cost.
 */
async function main() {
  const paths = process.argv.slice(2);
  const data = await dataset(yearOf(todayInAmsterdam(new Date())));
  const dir = mkdtempSync(join(tmpdir(), 'camperdeel-trace-'));
  const copy = await runCopy(data.target, data.key, dir);
  try {
    const { admin } = await credentials(copy.target);
    const server = await startServer(serverEnv(dir, copy.target));
    for (const path of paths) {
      const times: number[] = [];
      for (let i = 0; i < 30; i++) times.push((await timedGet(`${server.url}${path}`, admin)).ms);
      times.sort((a, b) => a - b);
      console.log(`${path}: median ${times[15]?.toFixed(1)} ms`);
    }
  } finally {
    await stopServers();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
