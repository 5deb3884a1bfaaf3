import { createApiToken } from '@camperdeel/bff/auth/api-tokens';
import { startContractProxy } from '@camperdeel/bff/test/contract-proxy';
import { startedForFile } from '@camperdeel/bff/test/file-server';
import { startTestServer, type TestServer, type TestUser } from '@camperdeel/bff/test/server';
import { type CliResult, type RunOptions, runCli, tempFolder } from './cli.ts';

export type CliTestContext = {
  server: TestServer;
  /**
   * The URL the CLI is given: a proxy in front of the server that checks every answer against the OpenAPI document
   * (bff/test/support/contract-proxy.ts); `close()` fails the file when one disagreed.
   */
  url: string;
  admin: TestUser;
  token: string;
  folder: ReturnType<typeof tempFolder>;
  /** Runs the binary against this server with CAMPERDEEL_URL/TOKEN and a private XDG_CONFIG_HOME. */
  cli: (args: string[], options?: RunOptions) => Promise<CliResult>;
  env: Record<string, string>;
  close: () => Promise<void>;
};

/** A real BFF on a temporary database, one admin with an API token, and a way to run the CLI against it. */
export async function startCliTest(): Promise<CliTestContext> {
  const server = await startTestServer();
  const admin = await server.createAdmin({ email: 'beheer@test.camperdeel.nl', naam: 'Beheer' });
  const { waarde: token } = await createApiToken(server.db, admin.id, 'cli-test', new Date());
  const folder = tempFolder('camperdeel-cli-');
  const proxy = await startContractProxy(server.url);
  const env = {
    CAMPERDEEL_URL: proxy.url,
    CAMPERDEEL_TOKEN: token,
    XDG_CONFIG_HOME: `${folder.dir}/config`,
  };
  return {
    server,
    url: proxy.url,
    admin,
    token,
    folder,
    env,
    cli: (args, options = {}) => runCli(args, { ...options, env: { ...env, ...options.env } }),
    close: async () => {
      await proxy.close();
      await server.close();
      folder.remove();
      proxy.assertContract();
    },
  };
}

/**
 * The CLI test context for the surrounding suite, started and closed around it like the BFF's own file servers: read
 * it inside tests and hooks, never when the suite is being declared.
 */
export function cliTestForSuite(): CliTestContext {
  return startedForFile(startCliTest);
}

/** The JSON document a bulk command prints with --json. */
export type BulkJson = {
  opdracht: string;
  dry_run: boolean;
  samenvatting: { totaal: number; verwerkt: number; overgeslagen: number; mislukt: number; gepland: number };
  regels: { regel: number; sleutel: string; status: string; melding?: string }[];
};

export function parseJson(result: CliResult): BulkJson {
  try {
    return JSON.parse(result.stdout) as BulkJson;
  } catch {
    throw new Error(`no JSON on stdout (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  }
}
