import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { documentedInput } from './describe';
import { ApiError } from './errors';

/** Where a NUL character hides in a value (PostgreSQL text cannot hold one): its path, or null. */
function nulAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = nulAt(v, [...path, String(i)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = nulAt(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * zValidator that fails the API's way: 400 VALIDATION_ERROR whose message is
 * the first issue's message (the spec's wording) and whose details list them all.
 * A valid input with a NUL character in any text is refused too: the database would refuse it later.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  documentedInput(
    zValidator(target, schema, (result) => {
      if (!result.success) {
        const details = result.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        }));
        throw new ApiError({ code: 'VALIDATION_ERROR', message: details[0]?.message ?? 'Dados inválidos', details });
      }
      const nul = nulAt(result.data);
      if (nul) {
        const message = 'Texto com caractere nulo (\\u0000) não é aceito';
        throw new ApiError({ code: 'VALIDATION_ERROR', message, details: [{ path: nul.join('.'), message }] });
      }
    }),
    target as 'json',
    schema,
  );
