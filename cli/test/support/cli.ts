import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real binary, run exactly as an operator runs it. */
export const BIN = fileURLToPath(new URL('../../bin/camperdeel.js', import.meta.url));

export type CliResult = { code: number | null; stdout: string; stderr: string };

export type RunOptions = { env?: Record<string, string>; input?: string; cwd?: string };

/**
 * Node's compile cache for every run of the binary (docs/decisions/0096-compile-cache-and-write-journal.md): the first run
 * stores each module's type-stripped and compiled code, later runs load it instead of stripping and compiling the
 * CLI, the rules, the client and exceljs again. Node checks every entry against the file's content and its own
 * version, so an edited file is compiled afresh; the folder is in node_modules, out of git, per checkout.
 */
export const COMPILE_CACHE = fileURLToPath(
  new URL('../../../node_modules/.cache/camperdeel-compile-cache', import.meta.url),
);

/** A clean environment: nothing of the developer's own login or config leaks into a test. */
export function baseEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    NO_COLOR: '1',
    NODE_COMPILE_CACHE: COMPILE_CACHE,
    ...extra,
  };
}

export function spawnCli(args: string[], options: RunOptions = {}): ChildProcess {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: baseEnv(options.env),
    cwd: options.cwd,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin?.end(options.input ?? '');
  return child;
}

export function runCli(args: string[], options: RunOptions = {}): Promise<CliResult> {
  const child = spawnCli(args, options);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A temp folder for CSVs, files and config; `file` writes into it and returns the path. */
export function tempFolder(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    file: (name: string, content: string | Buffer) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
