/**
 * The real server as its own process (`node bff/src/main.ts`), for what an in-process server cannot show: its own
 * memory, its exit code and stderr at start-up, several processes racing on one data folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export type Finished = { code: number | null; stdout: string; stderr: string };

/** The environment a child server gets: only what is given, plus PATH and HOME (no test runner variables). */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...env };
}

/** Runs `node <args>` to its end (or kills it after `timeoutMs`). */
export function runNode(args: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: childEnv(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export type ChildServer = { url: string; pid: number; child: ChildProcess; stop: () => Promise<void> };

/** Starts `node bff/src/main.ts` on a free port and resolves once it prints where it runs. */
export function startChildServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ChildServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: REPO_ROOT,
      env: childEnv({ PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: '0', ...env }),
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Camperdeel draait op (http:\/\/\S+)/);
      if (!match?.[1]) return;
      clearTimeout(timer);
      const pid = child.pid ?? 0;
      resolve({
        url: match[1],
        pid,
        child,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('close', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it ran:\n${output}`));
    });
  });
}

/**
 * Another server process on the same data folder and database as the in-process test server `t` (its throttles as
 * wide as the test server's), to race requests across processes.
 */
export function startSiblingServer(t: {
  dataDir: string;
  databaseEnv: Record<string, string>;
}): Promise<ChildServer> {
  return startChildServer({
    DATA_DIR: t.dataDir,
    ...t.databaseEnv,
    SEED_DEMO: '0',
    THROTTLE_READ_PER_MINUTE: '100000',
    THROTTLE_WRITE_PER_MINUTE: '100000',
    THROTTLE_AUTH_PER_MINUTE: '100000',
  });
}

/** Resident memory of a process in bytes (Linux /proc). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? 'NaN');
  return kb * 1024;
}
