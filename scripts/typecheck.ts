// Type-checks every workspace, two at a time: each `tsc` is single-threaded and checks the shared packages again,
// so on two cores side by side halves the wall time of the one-after-the-other `npm run typecheck --workspaces`.
// The UI kit goes first: its `panda codegen` writes the styles the other workspaces import.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

type Workspace = { name: string; scripts?: Record<string, string> };

const FIRST = '@camperdeel/ui';

function run(args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** Runs one check and prints its output whole, so two checks at once never interleave their lines. */
async function check(label: string, args: string[]): Promise<boolean> {
  const started = Date.now();
  const { ok, output } = await run(args);
  process.stdout.write(
    `${ok ? 'ok  ' : 'FAIL'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  );
  if (!ok) process.stdout.write(output);
  return ok;
}

const listed = await run(['query', '.workspace']);
if (!listed.ok) {
  process.stdout.write(listed.output);
  process.exit(1);
}
const names = (JSON.parse(listed.output) as Workspace[])
  .filter((workspace) => workspace.scripts?.typecheck)
  .map((workspace) => workspace.name);
const queue = names.filter((name) => name !== FIRST);
const jobs: [string, string[]][] = [
  ...queue.map((name): [string, string[]] => [name, ['run', 'typecheck', '--silent', '-w', name]]),
  ['scripts', ['exec', '--', 'tsc', '-p', 'scripts']],
];

let ok = !names.includes(FIRST) || (await check(FIRST, ['run', 'typecheck', '--silent', '-w', FIRST]));
if (ok) {
  const lanes = Array.from({ length: Math.max(1, Math.min(2, availableParallelism())) }, async () => {
    let allOk = true;
    for (let job = jobs.shift(); job; job = jobs.shift()) allOk = (await check(...job)) && allOk;
    return allOk;
  });
  ok = (await Promise.all(lanes)).every(Boolean);
}
process.exit(ok ? 0 : 1);
