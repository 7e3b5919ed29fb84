import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The one logger: a JSON line per event with its level, the domain that speaks, the event's name, the
 * request id when there is a request (the queue consumer and crons have none), and the event's fields.
 * A field whose name says it holds a secret, or a value shaped like one of our keys or a token's
 * SHA-256, is written as "[redigido]", and a failed statement's parameters as "[redacted]": a log line
 * is read by more people than the database.
 */
export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` with `requestId` on every line it logs (the request-id middleware wraps each request). */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

const SECRET_FIELD = /secret|token|password|senha|authorization|cookie|api[-_]?key|sealed/i;
const SECRET_VALUE =
  /(sk|ak)_[A-Za-z0-9]{16,}|whsec_[A-Za-z0-9+/=]{16,}|enc:v1:[A-Za-z0-9+/=:]{8,}|\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}|(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/g;
export const REDACTED = '[redigido]';

/** Driver errors quote the query's parameters (a body, an e-mail address): logs keep the query, never the values. */
export const withoutQueryParams = (text: string) =>
  text.replace(/\nparams: .*?(?=\n {4}at |$)/gs, '\nparams: [redacted]');

function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutQueryParams(value).replace(SECRET_VALUE, REDACTED);
  if (value instanceof Error) return redact(String(value), depth);
  if (Array.isArray(value)) return depth > 4 ? '[…]' : value.map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    if (depth > 4) return '[…]';
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_FIELD.test(k) ? REDACTED : redact(v, depth + 1)]),
    );
  }
  return value;
}

/** The line as written (exported for its test). */
export function logLine(level: LogLevel, domain: string, event: string, fields: LogFields = {}): string {
  const requestId = requestScope.getStore()?.requestId;
  // The line's own keys come first and win: a field cannot pass for the level or the event.
  const { level: _l, domain: _d, event: _e, ...rest } = redact(fields) as LogFields;
  return JSON.stringify({ level, domain, event, ...(requestId ? { requestId } : {}), ...rest });
}

const WRITE: Record<LogLevel, (line: string) => void> = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

/** A domain's logger: `const log = logger('billing'); log.warn('stripe.customer_missing', { organizationId })`. */
export function logger(domain: string) {
  const at =
    (level: LogLevel) =>
    (event: string, fields?: LogFields): void =>
      WRITE[level](logLine(level, domain, event, fields));
  return { info: at('info'), warn: at('warn'), error: at('error') };
}
