/**
 * A reason the server cannot start that the operator can fix (a wrong variable, a port in use, an old Node): main.ts
 * prints its one Dutch line and exits with 1, without a stack trace.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}
