import { CommanderError } from 'commander';
import { restoreCursor } from './bulk/interrupt.ts';
import { CliError, RowError } from './errors.ts';
import { buildProgram, translateCommanderMessage } from './program.ts';
import { printableLines, toJson } from './text/printable.ts';

function messageOf(error: unknown): string {
  if (error instanceof CliError || error instanceof RowError) return error.message;
  if (error instanceof Error && error.name === 'ExitPromptError') return 'Afgebroken.';
  return `Onverwachte fout: ${error instanceof Error ? error.message : String(error)}`;
}

/** The command words before the first option, e.g. 'users import', for the JSON error document. */
function commandOf(argv: readonly string[]): string {
  const words: string[] = [];
  for (const arg of argv.slice(2)) {
    if (arg.startsWith('-') || words.length === 2) break;
    words.push(arg);
  }
  return words.join(' ');
}

/**
 * Entry of the `camperdeel` binary: runs the command and turns every failure into a Dutch message and exit code 1.
 * With --json a failure is a JSON document on stdout too (`{"opdracht", "fout": {"melding"}}`), so a script that
 * parses the output never meets plain text.
 */
async function main(): Promise<void> {
  // Backups, exports and the data folder hold members' data and secrets: nothing the CLI writes is readable by others.
  process.umask(0o077);
  const program = buildProgram().exitOverride();
  const json = process.argv.includes('--json');
  try {
    await program.parseAsync(process.argv);
  } catch (error) {
    restoreCursor();
    if (error instanceof CommanderError) {
      // Help and --version end here with code 0; usage errors were already printed (in Dutch).
      process.exitCode = error.exitCode;
      if (json && error.exitCode !== 0) {
        process.stdout.write(
          `${toJson({ opdracht: commandOf(process.argv), fout: { melding: translateCommanderMessage(error.message).replace(/^fout: /, '') } })}\n`,
        );
      }
      return;
    }
    const melding = messageOf(error);
    if (json) {
      process.stdout.write(`${toJson({ opdracht: commandOf(process.argv), fout: { melding } })}\n`);
    }
    // A message may echo a CSV cell or a server text: its own line breaks stay, anything else shows escaped.
    const shown = printableLines(melding);
    process.stderr.write(
      melding.startsWith('Onverwachte') || melding === 'Afgebroken.' ? `${shown}\n` : `Fout: ${shown}\n`,
    );
    process.exitCode = 1;
  }
}

await main();
