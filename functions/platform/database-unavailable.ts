import { ApiError } from './errors';

/** Seconds a caller is asked to wait: PostgreSQL restarts or a bridge comes back within a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs that say the database cannot be reached now, not that the statement is wrong: class 08
 * (connection exception), 57P01–57P03 (administrator shutdown, crash, cannot connect now — a restart)
 * and 53300 (too many connections).
 */
const UNAVAILABLE_CODE = /^(08...|57P0[123]|53300)$/;

/**
 * What the database drivers say when no answer came back at all: Neon's HTTP driver ("Error connecting
 * to database: …" over a failed fetch), pg on the WebSocket ("Connection terminated unexpectedly", "…
 * due to connection timeout", "timeout exceeded when trying to connect", and "Client has encountered a
 * connection error and is not queryable" for the ROLLBACK after the connection went), Neon's proxy ("Couldn't
 * connect to compute node"). Only the drivers' own words: a failed fetch to Stripe is not the database.
 */
const UNAVAILABLE_MESSAGE =
  /^Error connecting to database|^Connection terminated|^timeout exceeded when trying to connect|Couldn't connect to compute node|^Client has encountered a connection error and is not queryable|^Client was closed and is not queryable/i;

/** The error and what it wraps: drizzle's `cause`, Neon's `sourceError`, an ErrorEvent's `error`. */
function* chain(error: unknown): Generator<Record<string, unknown>> {
  let current = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const fields = current as Record<string, unknown>;
    yield fields;
    current = fields.cause ?? fields.sourceError ?? fields.error;
  }
}

/** Whether `error` (anything thrown) means the database did not answer, rather than refused the statement. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const fields of chain(error)) {
    if (typeof fields.code === 'string' && UNAVAILABLE_CODE.test(fields.code)) return true;
    if (typeof fields.message === 'string' && UNAVAILABLE_MESSAGE.test(fields.message)) return true;
  }
  return false;
}

/**
 * SQLSTATEs that say the database is busy, not that the statement is wrong: 55P03 (a lock waited for
 * past lock_timeout) and 57014 (a statement cancelled at statement_timeout). The transaction was rolled
 * back whole, so trying again is safe — found under the mixed load of `npm run bench -- mixed`, where
 * approvals waiting on a restaurant's rows answered 500.
 */
const BUSY_CODE = /^(55P03|57014)$/;

/** Whether `error` (anything thrown) means the database gave up waiting, rather than refused the statement. */
export function isDatabaseBusy(error: unknown): boolean {
  for (const fields of chain(error)) if (typeof fields.code === 'string' && BUSY_CODE.test(fields.code)) return true;
  return false;
}

/** Seconds a caller is asked to wait when the database was busy: the locks it waited for are brief. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 2;

/** The answer when the database gave up waiting: 503 in Portuguese, with Retry-After. */
export const databaseBusy = () =>
  new ApiError({
    code: 'SERVICE_UNAVAILABLE',
    message: 'O sistema está ocupado no momento. Tente de novo em alguns segundos.',
    headers: { 'Retry-After': String(DATABASE_BUSY_RETRY_AFTER_SECONDS) },
  });

/** The answer every route gives while the database is away: 503 in Portuguese, with Retry-After. */
export const databaseUnavailable = () =>
  new ApiError({
    code: 'SERVICE_UNAVAILABLE',
    message: 'O banco de dados está indisponível no momento. Tente de novo em alguns segundos.',
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  });
