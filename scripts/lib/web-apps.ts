import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressFolder } from '../../bff/src/web/precompressed.ts';

/** Repository root (scripts/lib/ is two levels down). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const require = createRequire(import.meta.url);
const RSBUILD_BIN = join(require.resolve('@rsbuild/core/package.json'), '..', 'bin', 'rsbuild.js');
const PANDA_BIN = join(require.resolve('@pandacss/dev/package.json'), '..', 'bin.js');

export type WebApp = {
  /** Folder under the repository root. */
  dir: string;
  /** The files a finished build leaves; the oldest one's age says whether the build is stale. */
  markers: string[];
};

/** Built in this order: the shell first (most visited), then the remotes. */
export const WEB_APPS: WebApp[] = [
  { dir: 'shell', markers: ['dist/index.html', 'dist/sw.js'] },
  // A remote's build also leaves its server render for the BFF's first screen (federation/remote-app.ts).
  { dir: 'mfe-public', markers: ['dist/mf-manifest.json', 'dist-server/first-screen.mjs'] },
  { dir: 'mfe-owner', markers: ['dist/mf-manifest.json', 'dist-server/first-screen.mjs'] },
  { dir: 'mfe-admin', markers: ['dist/mf-manifest.json', 'dist-server/first-screen.mjs'] },
];

/** Files of the app itself a build reads. */
const APP_INPUTS = [
  'src',
  'build',
  'package.json',
  'rsbuild.config.ts',
  'panda.config.ts',
  'postcss.config.mjs',
];
/** What a build reads of a workspace package the app depends on (its sources and its own build config). */
const PACKAGE_INPUTS = ['src', 'package.json', 'panda.config.ts', '*.ts', '*.tsx', '*.html'];
/** Read by every build whatever the app declares: the lockfile (a dependency bumped) and the shared federation. */
const ALWAYS = ['package-lock.json'];
const ALWAYS_PACKAGES = ['@camperdeel/federation'];

type PackageJson = {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

function readPackage(dir: string): PackageJson {
  const file = join(dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PackageJson) : {};
}

/** Workspace package name → folder, from the root package.json's workspaces. */
function workspaceFolders(root: string): Map<string, string> {
  const folders = new Map<string, string>();
  for (const folder of readPackage(root).workspaces ?? []) {
    const name = readPackage(join(root, folder)).name;
    if (name) folders.set(name, folder);
  }
  return folders;
}

/**
 * Every workspace package a web app's bundle is built from: its `dependencies` on our own packages, followed
 * transitively (packages/client brings packages/rules and packages/ui), plus federation/, which every build
 * imports. `devDependencies` are not followed: there a workspace is a type-only import (`@camperdeel/bff` for the
 * typed client), which never reaches a bundle.
 */
export function workspaceDependencies(appDir: string, root = ROOT): string[] {
  const folders = workspaceFolders(root);
  const seen = new Set<string>();
  const visit = (name: string) => {
    const folder = folders.get(name);
    if (!folder || seen.has(folder)) return;
    seen.add(folder);
    for (const dep of Object.keys(readPackage(join(root, folder)).dependencies ?? {})) visit(dep);
  };
  for (const dep of Object.keys(readPackage(join(root, appDir)).dependencies ?? {})) visit(dep);
  for (const name of ALWAYS_PACKAGES) visit(name);
  seen.delete(appDir);
  return [...seen].sort();
}

/** The paths whose change makes the app's build stale (globs `*.ts` expand to the package's top-level files). */
export function buildInputs(app: WebApp, root = ROOT): string[] {
  const packageInputs = workspaceDependencies(app.dir, root).flatMap((folder) =>
    PACKAGE_INPUTS.flatMap((input) => expand(join(root, folder), input)),
  );
  return [
    ...APP_INPUTS.map((p) => join(root, app.dir, p)),
    ...packageInputs,
    ...ALWAYS.map((p) => join(root, p)),
  ];
}

function expand(dir: string, input: string): string[] {
  if (!input.startsWith('*')) return [join(dir, input)];
  if (!existsSync(dir)) return [];
  const suffix = input.slice(1);
  return readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .map((name) => join(dir, name));
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Why an app needs a build, or null when its dist is newer than all its sources and its packages' sources. */
export function staleReason(app: WebApp, root = ROOT): string | null {
  const markers = app.markers.map((marker) => join(root, app.dir, marker));
  if (!markers.every((marker) => existsSync(marker))) return 'nog niet gebouwd';
  const built = Math.min(...markers.map((marker) => statSync(marker).mtimeMs));
  return buildInputs(app, root).some((input) => newestMtime(input) > built) ? 'bronnen gewijzigd' : null;
}

export function run(command: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const [bin = process.execPath, ...args] = command;
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { cwd, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command.join(' ')} in ${cwd} stopte met code ${code}`)),
    );
  });
}

export function rsbuildCommand(mode: 'build' | 'dev'): string[] {
  return [process.execPath, RSBUILD_BIN, mode];
}

/** The ui package's generated styled-system (normally made by `npm ci`'s prepare step) must exist before a build. */
export async function ensureStyledSystem(): Promise<void> {
  const ui = join(ROOT, 'packages', 'ui');
  if (existsSync(join(ui, 'styled-system', 'css', 'index.mjs'))) return;
  console.log('Panda styled-system genereren (packages/ui)...');
  await run([process.execPath, PANDA_BIN, 'codegen', '--silent'], ui);
}

/** Builds every stale app, one after another (2 cores: parallel builds only slow each other down). */
export async function buildStaleApps(options: { force?: boolean } = {}): Promise<void> {
  await ensureStyledSystem();
  for (const app of WEB_APPS) {
    const reason = options.force ? 'opnieuw bouwen' : staleReason(app);
    if (!reason) continue;
    console.log(`Bouwen: ${app.dir} (${reason})...`);
    const started = performance.now();
    await run([...rsbuildCommand('build'), '--log-level', 'warn'], join(ROOT, app.dir), {
      ...process.env,
      NODE_ENV: 'production',
      // Node flags the ui package's and Ark UI's `./` export mappings, resolved for the trailing-slash share keys.
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--disable-warning=DEP0155'].filter(Boolean).join(' '),
    });
    await precompressFolder(join(ROOT, app.dir, 'dist'));
    console.log(`Gebouwd: ${app.dir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
