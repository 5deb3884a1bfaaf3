import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const CLI = fileURLToPath(new URL('../../cli/bin/camperdeel.js', import.meta.url));

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), NO_COLOR: '1', ...env },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out })));
}

test('een admin exporteert de gebruikers als CSV en de CLI leest die weer in', async ({
  page,
  app,
  loginAs,
}) => {
  const admin = await loginAs('admin');
  await app.createProspect({ naam: 'Exportia Janssen', telefoonnummer: '0612345678' });

  await page.goto('/admin/dashboard');
  await page.getByRole('searchbox', { name: 'Zoek gebruiker' }).fill('Exportia');
  await expect(page.getByRole('row').filter({ hasText: 'Exportia Janssen' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const exporting = page.waitForEvent('download');
  await page.getByRole('group', { name: 'Exporteren' }).getByRole('link', { name: 'CSV' }).click();
  const download = await exporting;
  expect(download.suggestedFilename()).toMatch(/^gebruikers-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  // Only what the search found: the header and the one member.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Exportia Janssen;');

  // The same file shape goes back in through the CLI as a new member (another e-mail address).
  const [naam, , telefoon, status] = (lines[1] ?? '').split(';');
  const file = join(tmpdir(), `export-import-${Date.now()}.csv`);
  writeFileSync(
    file,
    `\uFEFF${'Naam;E-mailadres;Telefoonnummer;Status'}\r\n${naam} II;exportia-2@test.camperdeel.nl;${telefoon};${status}\r\n`,
  );
  // Loaded only here: imported at the top of the file, the admin page's first list never finished loading.
  const { createApiToken } = await import('@camperdeel/bff/auth/api-tokens');
  const { waarde: token } = await createApiToken(app.db, admin.id, 'e2e-export', new Date());
  const result = await runCli(['users', 'import', file], {
    CAMPERDEEL_URL: app.url,
    CAMPERDEEL_TOKEN: token,
    XDG_CONFIG_HOME: join(tmpdir(), 'e2e-cli-config'),
  });
  expect(result.code, result.out).toBe(0);
  const imported = await app.db
    .selectFrom('profiles')
    .select(['naam', 'telefoonnummer', 'status'])
    .where('email', '=', 'exportia-2@test.camperdeel.nl')
    .executeTakeFirstOrThrow();
  expect(imported).toEqual({ naam: 'Exportia Janssen II', telefoonnummer: '0612345678', status: 'prospect' });
});
