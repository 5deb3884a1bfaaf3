import { CommanderError } from 'commander';
import { CliError } from './errors.ts';
import { buildProgram } from './program.ts';

/** Entry of the `camperdeel` binary: runs the command and turns every failure into a Dutch message and exit code 1. */
async function main(): Promise<void> {
  const program = buildProgram().exitOverride();
  try {
    await program.parseAsync(process.argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version end here with code 0; usage errors were already printed (in Dutch).
      process.exitCode = error.exitCode;
      return;
    }
    if (error instanceof CliError) {
      process.stderr.write(`Fout: ${error.message}\n`);
    } else if (error instanceof Error && error.name === 'ExitPromptError') {
      process.stderr.write('Afgebroken.\n');
    } else {
      process.stderr.write(`Onverwachte fout: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    process.exitCode = 1;
  }
}

await main();
