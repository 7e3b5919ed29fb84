/**
 * A failure to start that a person can fix: `message` says what failed and why, `hint` what to do.
 * The stack prints both (one line each) before any log and exits non-zero, without a stack trace.
 */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly hint: string,
    /** Lines worth showing after the explanation (e.g. PostgreSQL's own log). */
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = 'StartupError';
  }
}
