// `npm run dev`: the BFF (restarts on change) plus the Rsbuild dev servers of the shell and the three remotes, with
// hot reload. Open the shell's dev server; it proxies /api, /files and /remotes.json to the BFF, and the BFF's
// remote configuration points at the remotes' dev servers. Ctrl+C stops everything.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEV_PORTS } from '../federation/config.ts';
import { ensureStyledSystem, ROOT, rsbuildCommand } from './lib/web-apps.ts';

const bffPort = Number(process.env.PORT ?? DEV_PORTS.bff);
const remoteUrl = (port: number) => `http://localhost:${port}/mf-manifest.json`;

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(bffPort),
  REMOTE_PUBLIC_URL: process.env.REMOTE_PUBLIC_URL ?? remoteUrl(DEV_PORTS.mfe_public),
  REMOTE_OWNER_URL: process.env.REMOTE_OWNER_URL ?? remoteUrl(DEV_PORTS.mfe_owner),
  REMOTE_ADMIN_URL: process.env.REMOTE_ADMIN_URL ?? remoteUrl(DEV_PORTS.mfe_admin),
  // Remotes leave the CSS reset to the shell (federation/panda.ts).
  CAMPERDEEL_IN_SHELL: '1',
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--disable-warning=DEP0155'].filter(Boolean).join(' '),
};

const processes: { name: string; command: string[]; cwd: string }[] = [
  // From the repository root, like `npm start`, so both use the same ./data folder.
  { name: 'bff', command: [process.execPath, '--watch', 'bff/src/main.ts'], cwd: ROOT },
  ...['shell', 'mfe-public', 'mfe-owner', 'mfe-admin'].map((dir) => ({
    name: dir,
    command: rsbuildCommand('dev'),
    cwd: join(ROOT, dir),
  })),
];

await ensureStyledSystem();

const children: ChildProcess[] = [];
let stopping = false;

function prefixLines(name: string, chunk: Buffer, write: (line: string) => void) {
  for (const line of chunk.toString().split('\n')) if (line.trim()) write(`[${name}] ${line}\n`);
}

for (const { name, command, cwd } of processes) {
  const [bin = process.execPath, ...args] = command;
  const child = spawn(bin, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => prefixLines(name, chunk, (l) => process.stdout.write(l)));
  child.stderr?.on('data', (chunk: Buffer) => prefixLines(name, chunk, (l) => process.stderr.write(l)));
  child.once('exit', (code) => {
    if (stopping) return;
    console.error(`[${name}] gestopt (code ${code}); alles wordt afgesloten.`);
    stop(1);
  });
  children.push(child);
}

console.log(
  `\nCamperdeel dev: open http://localhost:${DEV_PORTS.shell} (API op http://localhost:${bffPort})\n`,
);

function stop(code: number) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
