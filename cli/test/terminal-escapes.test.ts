import { beforeAll, describe, expect, it } from 'vitest';
import { tempFolder } from './support/cli.ts';
import { cliTestForSuite } from './support/server.ts';

/** Any character a terminal acts on instead of showing (newline aside): C0, DEL, C1, bidi, separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** An OSC that retitles the terminal, a right-to-left override, and CSI as its one C1 byte. */
const HOSTILE_NAME = 'Mallory\u001b]0;pwned\u0007 \u202eredla\u009b2J';

describe('the CLI never prints raw control characters from data', () => {
  const t = cliTestForSuite();
  beforeAll(async () => {
    // As old data would be: written straight into the database, past today's validation.
    const user = await t.server.createProspect({ naam: 'Mallory' });
    await t.server.db
      .updateTable('profiles')
      .set({ naam: HOSTILE_NAME, telefoonnummer: '06\u001b[31m' })
      .where('id', '=', user.id)
      .execute();
  });

  it('users list shows ESC, C1 and bidi characters as visible escapes', async () => {
    const list = await t.cli(['users', 'list']);
    expect(list.code).toBe(0);
    expect(list.stdout).not.toMatch(RAW);
    expect(list.stderr).not.toMatch(RAW);
    expect(list.stdout).toContain('Mallory\\x1b]0;pwned\\x07 \\u202eredla\\x9b2J');
    expect(list.stdout).toContain('06\\x1b[31m');
  });

  it('users list --json escapes them too, and still reads back as the stored name', async () => {
    const list = await t.cli(['users', 'list', '--json']);
    expect(list.code).toBe(0);
    expect(list.stdout).not.toMatch(RAW);
    const { users } = JSON.parse(list.stdout) as { users: { naam: string }[] };
    expect(users.map((u) => u.naam)).toContain(HOSTILE_NAME);
  });

  it('an import report echoing CSV cells shows them escaped, in text and in JSON', async () => {
    const folder = tempFolder('camperdeel-escapes-');
    try {
      const csv = folder.file(
        'leden.csv',
        'email;naam;telefoonnummer;status\r\nx\u001b[2J@voorbeeld.nl;Eve\u202e;;prospect\r\n',
      );
      for (const args of [['--dry-run'], ['--dry-run', '--json']]) {
        const run = await t.cli(['users', 'import', csv, ...args]);
        expect(run.stdout, run.stdout).not.toMatch(RAW);
        expect(run.stderr, run.stderr).not.toMatch(RAW);
        expect(`${run.stdout}${run.stderr}`).toMatch(/\\(x1b|u001b)\[2J/);
      }
    } finally {
      folder.remove();
    }
  });
});
