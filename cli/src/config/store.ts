import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { CliError } from '../errors.ts';

/** What `camperdeel login` keeps: the server and the API token created for this machine. */
export type StoredLogin = {
  url: string;
  token: string;
  email: string;
  token_id?: string;
  aangemaakt_op: string;
};

function configDir(env: NodeJS.ProcessEnv = process.env): string {
  const base =
    env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME !== '' ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return join(base, 'camperdeel');
}

function configFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(configDir(env), 'config.json');
}

export function readLogin(env: NodeJS.ProcessEnv = process.env): StoredLogin | undefined {
  let text: string;
  try {
    text = readFileSync(configFile(env), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = JSON.parse(text) as Partial<StoredLogin>;
    if (typeof parsed.url === 'string' && typeof parsed.token === 'string') return parsed as StoredLogin;
  } catch {
    // fall through to the message below
  }
  throw new CliError(
    `Het configuratiebestand ${configFile(env)} is beschadigd. Log opnieuw in met 'camperdeel login'.`,
  );
}

/** Writes the login readable by the owner only (0600, folder 0700); replaced atomically so a crash leaves no half file. */
export function writeLogin(login: StoredLogin, env: NodeJS.ProcessEnv = process.env): string {
  const dir = configDir(env);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = configFile(env);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, file);
  return file;
}

/** Forgets the stored login (logout). */
export function removeLogin(env: NodeJS.ProcessEnv = process.env): void {
  rmSync(configFile(env), { force: true });
}
