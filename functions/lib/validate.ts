import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { documentedInput } from './describe';
import { ApiError } from './errors';

/**
 * zValidator that fails the API's way: 400 VALIDATION_ERROR whose message is
 * the first issue's message (the spec's wording) and whose details list them all.
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
    }),
    target as 'json',
    schema,
  );
