/** The PostgreSQL error behind a driver/drizzle error, if any. */
function pgCause(error: unknown): { code?: string; constraint?: string } | undefined {
  const e = error as { cause?: { code?: string; constraint?: string }; code?: string; constraint?: string } | undefined;
  return e?.cause?.code ? e.cause : e;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = pgCause(error);
  return cause?.code === '23505' && (constraint === undefined || cause.constraint === constraint);
}

/** A foreign key refused the change: 23503, or 23001 when the key is ON DELETE RESTRICT. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const cause = pgCause(error);
  return (
    (cause?.code === '23503' || cause?.code === '23001') &&
    (constraint === undefined || cause.constraint === constraint)
  );
}
