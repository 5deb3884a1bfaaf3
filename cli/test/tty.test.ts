import { spawn } from 'node:child_process';
import { TEST_PASSWORD } from '@camperdeel/bff/test/server';
import { describe, expect, it } from 'vitest';
import { BIN, baseEnv } from './support/cli.ts';
import { cliTestForSuite } from './support/server.ts';

/**
 * Runs the binary on a pseudo-terminal through util-linux `script`, so stdin, stdout and stderr are TTYs as for an
 * operator at a shell. Each `answer` is typed once its `prompt` has appeared, in order.
 */
function onTerminal(
  args: string[],
  env: Record<string, string>,
  ...dialogue: { prompt: string; answer: string }[]
): Promise<{ code: number | null; output: string }> {
  const command = [process.execPath, BIN, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], { env: baseEnv({ ...env, TERM: 'xterm' }) });
  let output = '';
  let seen = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    const next = dialogue[0];
    // Each answer is typed once its question appears after everything shown so far.
    const at = next ? output.indexOf(next.prompt, seen) : -1;
    if (next && at >= 0) {
      seen = at + next.prompt.length;
      dialogue.shift();
      child.stdin.write(next.answer);
    }
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

describe('on a terminal', () => {
  const t = cliTestForSuite();

  it('asks for a missing required value instead of failing', async () => {
    const result = await onTerminal(['users', 'create', '--naam', 'Terminal Lid'], t.env, {
      prompt: 'E-mailadres',
      answer: 'terminal@lid.nl\r',
    });
    expect(result.output).toContain('terminal@lid.nl: aangemaakt');
    expect(result.code).toBe(0);
    const user = await t.server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'terminal@lid.nl')
      .executeTakeFirst();
    expect(user).toBeDefined();
  });

  it('login asks for the password without echoing it', async () => {
    const result = await onTerminal(
      ['login', '--url', t.server.url, '--email', t.admin.email],
      { XDG_CONFIG_HOME: `${t.folder.dir}/tty-config` },
      { prompt: 'Wachtwoord', answer: `${TEST_PASSWORD}\r` },
    );
    expect(result.output).toContain(`Ingelogd als ${t.admin.email}`);
    expect(result.output).not.toContain(TEST_PASSWORD);
    expect(result.code).toBe(0);
  });

  it('db create-admin asks for the password twice', async () => {
    const database = `${t.folder.dir}/tty-admin.db`;
    const result = await onTerminal(
      [
        'db',
        'create-admin',
        '--email',
        'tty-beheer@camperdeel.nl',
        '--naam',
        'TTY Beheer',
        '--database',
        database,
        '--create',
      ],
      {},
      { prompt: 'Wachtwoord', answer: 'een-lang-geheim\r' },
      { prompt: 'Herhaal het wachtwoord', answer: 'een-lang-geheim\r' },
    );
    expect(result.output).toContain(`Beheerder tty-beheer@camperdeel.nl aangemaakt in ${database}.`);
    expect(result.code).toBe(0);
  });

  it('shows a progress bar instead of one line per row', async () => {
    const csv = t.folder.file('tty.csv', 'email;naam\nbalk-1@lid.nl;Balk 1\nbalk-2@lid.nl;Balk 2\n');
    const result = await onTerminal(['users', 'import', csv], t.env);
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/2\/2 regels \| 0 mislukt \| \d+ s/);
    expect(result.output).not.toContain('[1/2] regel');
    expect(result.output).toContain('Samenvatting: 2 regels: 2 aangemaakt, 0 mislukt.');
  });
});
