/** A date input's yyyy-MM-dd as the end of that day (local time), in ISO; empty → null. */
export const endOfDayIso = (date: string): string | null => (date ? new Date(`${date}T23:59:59`).toISOString() : null);
