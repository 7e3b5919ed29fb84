/**
 * The database round trips a response reports in Server-Timing (functions/app.ts): each HTTP request
 * to the SQL endpoint is one; a WebSocket connection two before its first statement, then one per
 * statement. Tests pin each hot route's count so a regression fails `npm test`, not only the bench.
 */
export function roundTripsOf(res: Response): number {
  const timing = res.headers.get('server-timing') ?? '';
  const found = /db;desc="(\d+) round trips"/.exec(timing);
  if (!found) throw new Error(`no database round trips in Server-Timing: "${timing}"`);
  return Number(found[1]);
}
