import { readFileSync } from 'node:fs';
import { revokeApiToken } from '@camperdeel/bff/auth/api-tokens';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../src/program.ts';
import { runCli, tempFolder } from './support/cli.ts';
import { cliTestForSuite } from './support/server.ts';

describe('camperdeel without a server', () => {
  it('prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    const result = await runCli(['--version']);
    expect(result).toMatchObject({ code: 0, stdout: `${pkg.version}\n` });
  });

  it('shows Dutch help', async () => {
    const top = await runCli(['--help']);
    expect(top.code).toBe(0);
    expect(top.stdout).toContain('Gebruik: camperdeel [opties] [opdracht]');
    expect(top.stdout).toContain('Opdrachten:');
    expect(top.stdout).toMatch(/Voorbeelden:\n {2}\$ camperdeel login/);
    const sub = await runCli(['credits', 'help', 'import']);
    expect(sub.stdout).toContain('Gebruik: camperdeel credits import [opties] <csv>');
    expect(sub.stdout).toContain(
      'email;jaar;credits_hoogseizoen;credits_laagseizoen;standaard_hoogseizoen;standaard_laagseizoen',
    );
  });

  it('every command has Dutch help with an example', () => {
    const leaves: Command[] = [];
    const walk = (command: Command) => {
      if (command.commands.length === 0) leaves.push(command);
      for (const sub of command.commands) if (sub.name() !== 'help') walk(sub);
    };
    walk(buildProgram());
    expect(leaves.map((c) => `${c.parent?.name()} ${c.name()}`).sort()).toEqual([
      'camperdeel login',
      'camperdeel logout',
      'credits import',
      'credits set',
      'db backup',
      'db create-admin',
      'db migrate',
      'db restore',
      'db seed',
      'invoices generate',
      'invoices upload',
      'owners assign',
      'owners import',
      'users create',
      'users import',
      'users invite',
      'users list',
    ]);
    for (const command of leaves) {
      let text = '';
      command.configureOutput({ writeOut: (s) => (text += s) });
      command.outputHelp();
      expect(text, command.name()).toMatch(/Voorbeeld(en)?:\n {2}\$ (\S+=\S+ )?camperdeel /);
      expect(text).toContain('Opties:');
      expect(text).not.toMatch(/Usage:|Options:|\[options\]/);
    }
  });

  it('refuses a bad --concurrency before doing anything', async () => {
    const result = await runCli(['users', 'import', 'leden.csv', '--concurrency', '0']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "fout: optie '--concurrency <n>' heeft een ongeldige waarde '0'. Kies een geheel getal van 1 tot en met 16.",
    );
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
  const t = cliTestForSuite();

  it('a missing token names what to do', async () => {
    const result = await t.cli(['users', 'list'], { env: { CAMPERDEEL_TOKEN: '' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Niet ingelogd op ${t.url}: geen API-token.`);
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
    expect(revoked.stderr).toContain(`camperdeel login --url ${t.url}`);
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
