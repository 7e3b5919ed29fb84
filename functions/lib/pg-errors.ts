/** The PostgreSQL error behind a driver/drizzle error, if any. */
function pgCause(error: unknown): { code?: string; constraint?: string } | undefined {
  const e = error as { cause?: { code?: string; constraint?: string }; code?: string; constraint?: string } | undefined;
  return e?.cause?.code ? e.cause : e;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = pgCause(error);
  return cause?.code === '23505' && (constraint === undefined || cause.constraint === constraint);
}

export function isForeignKeyViolation(error: unknown): boolean {
  return pgCause(error)?.code === '23503';
}
