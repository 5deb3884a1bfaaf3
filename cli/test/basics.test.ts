import { readFileSync } from 'node:fs';
import { revokeApiToken } from '@camperdeel/bff/auth/api-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempFolder } from './support/cli.ts';
import { type CliTestContext, startCliTest } from './support/server.ts';

const COMMANDS = [
  ['login'],
  ['users', 'create'],
  ['users', 'list'],
  ['users', 'import'],
  ['credits', 'set'],
  ['credits', 'import'],
  ['owners', 'assign'],
  ['owners', 'import'],
  ['invoices', 'upload'],
  ['db', 'migrate'],
  ['db', 'backup'],
  ['db', 'seed'],
  ['db', 'create-admin'],
];

describe('camperdeel without a server', () => {
  it('prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    const result = await runCli(['--version']);
    expect(result).toMatchObject({ code: 0, stdout: `${pkg.version}\n` });
  });

  it('shows Dutch help with an example for every command', async () => {
    const top = await runCli(['--help']);
    expect(top.stdout).toContain('Gebruik: camperdeel [opties] [opdracht]');
    expect(top.stdout).toContain('Opdrachten:');
    const helps = await Promise.all(COMMANDS.map((command) => runCli([...command, '--help'])));
    helps.forEach((help, index) => {
      expect(help.code, COMMANDS[index]?.join(' ')).toBe(0);
      expect(help.stdout, COMMANDS[index]?.join(' ')).toMatch(
        /Voorbeeld(en)?:\n {2}\$ (\S+=\S+ )?camperdeel /,
      );
      expect(help.stdout).toContain('Opties:');
      expect(help.stdout).not.toMatch(/Usage:|Options:/);
    });
  });

  it('reports usage errors in Dutch with exit code 1', async () => {
    const unknown = await runCli(['gebruikers']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("fout: onbekende opdracht 'gebruikers'");
    const missing = await runCli(['users', 'import']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("fout: verplicht argument 'csv' ontbreekt");
  });

  it('without a login or token it fails with a clear Dutch message, never asking', async () => {
    const folder = tempFolder('camperdeel-cli-');
    const result = await runCli(['users', 'list'], { env: { XDG_CONFIG_HOME: folder.dir } });
    folder.remove();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "Niet ingelogd: geen server bekend. Log in met 'camperdeel login --url <url>'",
    );
  });
});

describe('camperdeel against a server', () => {
  let t: CliTestContext;
  beforeAll(async () => {
    t = await startCliTest();
  });
  afterAll(() => t.close());

  it('a missing token names what to do', async () => {
    const result = await t.cli(['users', 'list'], { env: { CAMPERDEEL_TOKEN: '' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Niet ingelogd op ${t.server.url}: geen API-token.`);
  });

  it('a required option missing without a terminal fails at once instead of waiting', async () => {
    const result = await t.cli(['users', 'create', '--naam', 'Jan']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'Verplichte optie --email ontbreekt (er is geen terminal om ernaar te vragen).',
    );
  });

  it('an unknown or revoked token is refused with a Dutch error and exit code 1', async () => {
    const unknown = await t.cli(['users', 'list'], { env: { CAMPERDEEL_TOKEN: 'cdl_bestaat-niet' } });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Fout: Dit API-token is ongeldig of ingetrokken.');
    const { createApiToken } = await import('@camperdeel/bff/auth/api-tokens');
    const extra = await createApiToken(t.server.db, t.admin.id, 'in te trekken', new Date());
    expect((await t.cli(['users', 'list'], { env: { CAMPERDEEL_TOKEN: extra.waarde } })).code).toBe(0);
    await revokeApiToken(t.server.db, extra.token.id, new Date());
    const revoked = await t.cli(['users', 'list'], { env: { CAMPERDEEL_TOKEN: extra.waarde } });
    expect(revoked.code).toBe(1);
    expect(revoked.stderr).toContain('ongeldig of ingetrokken');
    expect(revoked.stderr).toContain(`camperdeel login --url ${t.server.url}`);
  });

  it('a token of a non-admin is refused', async () => {
    const { createApiToken } = await import('@camperdeel/bff/auth/api-tokens');
    const member = await t.server.createProspect();
    const token = await createApiToken(t.server.db, member.id, 'lid', new Date());
    const result = await t.cli(['users', 'list'], { env: { CAMPERDEEL_TOKEN: token.waarde } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Je hebt geen admin rechten.');
  });
});
