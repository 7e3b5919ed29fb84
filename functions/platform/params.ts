import * as z from 'zod';

/**
 * `/:id` that must be a UUID: a malformed id can never exist, so it is a 400 (never a database error)
 * whose message names the id, e.g. "ID de webhook inválido" (never a "not found" text with a 400).
 */
export const idParam = (message: string) => z.object({ id: z.string().uuid(message) });
