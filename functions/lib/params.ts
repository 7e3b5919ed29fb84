import * as z from 'zod';

/** `/:id` that must be a UUID (a malformed id can never exist: 400, not a database error). */
export const idParam = (message = 'ID inválido') => z.object({ id: z.string().uuid(message) });
