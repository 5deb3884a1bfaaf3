import { CliError } from '../errors.ts';

/** Where questions are shown: the terminal, also when standard output is redirected to a file. */
function promptOutput(): NodeJS.WriteStream {
  return process.stdout.isTTY ? process.stdout : process.stderr;
}

/** Prompts only make sense when a person sits at a terminal; scripts and pipes must never hang on a question. */
function isInteractive(): boolean {
  return process.stdin.isTTY === true && promptOutput().isTTY === true;
}

/** Asks for a missing value on a terminal; without one it fails at once with `missing` as the message. */
export async function askText(message: string, missing: string): Promise<string> {
  if (!isInteractive()) throw new CliError(missing);
  // Loaded only when a question is asked: most runs (scripts, pipes) never need it.
  const { input } = await import('@inquirer/prompts');
  const answer = await input({ message, required: true }, { output: promptOutput() });
  return answer.trim();
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A password from a hidden prompt on a terminal (asked twice when `confirm`), otherwise the first line of
 * standard input (`echo "$WACHTWOORD" | camperdeel ...`), taken exactly apart from its line end.
 */
export async function readPassword(message: string, options: { confirm?: boolean } = {}): Promise<string> {
  if (isInteractive()) {
    const { password } = await import('@inquirer/prompts');
    const first = await password({ message, mask: '*' }, { output: promptOutput() });
    if (options.confirm) {
      const again = await password(
        { message: 'Herhaal het wachtwoord', mask: '*' },
        { output: promptOutput() },
      );
      if (again !== first) throw new CliError('De wachtwoorden komen niet overeen.');
    }
    return first;
  }
  const text = await readStdin();
  const firstLine = text.split(/\r?\n/)[0] ?? '';
  if (firstLine === '') {
    throw new CliError(
      'Geen wachtwoord ontvangen: er is geen terminal om het te vragen en standaardinvoer is leeg. Geef het wachtwoord via standaardinvoer, bijvoorbeeld: echo "$WACHTWOORD" | camperdeel ...',
    );
  }
  return firstLine;
}
