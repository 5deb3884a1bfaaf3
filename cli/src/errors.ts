/** An error whose Dutch message is meant for the operator as is; the command stops and exits with code 1. */
export class CliError extends Error {
  override name = 'CliError';
}

/** A problem with one row (bad value, unknown user, refused by the server): that row fails, the run goes on. */
export class RowError extends Error {
  override name = 'RowError';
}

/** A row given up before it was sent because the operator pressed Ctrl-C: reported as not carried out. */
export class CancelledError extends Error {
  override name = 'CancelledError';
}
