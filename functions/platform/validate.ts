import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import * as z from 'zod';
import { documentedInput } from './describe';
import { ApiError } from './errors';

/** Deeper than any body of ours; a limit so that no walk over a hostile body (20,000 levels) can overflow. */
const MAX_JSON_DEPTH = 32;

/** What Hono's JSON validator reads as JSON (application/json, application/*+json). */
const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i;

/** Whether a JSON value nests containers deeper than `max` (the body itself is level 1); a loop, not recursion. */
function deeperThan(value: unknown, max: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (!next.value || typeof next.value !== 'object') continue;
    if (next.depth > max) return true;
    for (const inner of Object.values(next.value)) stack.push({ value: inner, depth: next.depth + 1 });
  }
  return false;
}

/** Where a NUL character hides in a value (PostgreSQL text cannot hold one): its path, or null. */
function nulAt(value: unknown): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return next.path;
    } else if (next.value && typeof next.value === 'object') {
      // Pushed in reverse so the first NUL in reading order is the one named.
      for (const [k, v] of Object.entries(next.value).reverse()) stack.push({ value: v, path: [...next.path, k] });
    }
  }
  return null;
}

/**
 * The field names of a body that may leave them all out (every field optional), else null: a PUT to
 * such a body that names none of them has nothing to change, and the database's update would fail.
 */
function optionalFields(schema: z.ZodType): string[] | null {
  if (!(schema instanceof z.ZodObject) || !schema.safeParse({}).success) return null;
  return Object.keys(schema.shape);
}

/**
 * What every JSON body passes before its schema: a body sent as something else is refused (Hono would read
 * it as `{}`); no body at all stays `{}`, for routes whose body is optional. JSON nested too deep is refused,
 * and a change (PUT, PATCH) whose every field is optional must name one of them.
 */
async function readJsonBody(c: Context, fields: string[] | null): Promise<void> {
  const media = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  let body: unknown = {};
  if (JSON_MEDIA.test(media)) {
    // Hono's validator reads the same cached parse; a malformed body is refused there, as before.
    body = await c.req.json().catch(() => undefined);
    if (deeperThan(body, MAX_JSON_DEPTH)) {
      throw new ApiError({ code: 'BAD_REQUEST', message: `JSON aninhado demais: no máximo ${MAX_JSON_DEPTH} níveis` });
    }
  } else if (c.req.raw.body && (await c.req.text()).trim() !== '') {
    throw new ApiError({ code: 'BAD_REQUEST', message: 'Envie o corpo como JSON' });
  }
  const change = c.req.method === 'PUT' || c.req.method === 'PATCH';
  const object = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : null;
  if (fields && change && object && !fields.some((f) => Object.hasOwn(object, f))) {
    throw new ApiError({ code: 'VALIDATION_ERROR', message: 'Nada para alterar' });
  }
}

/**
 * zValidator that fails the API's way: 400 VALIDATION_ERROR whose message is
 * the first issue's message (the spec's wording) and whose details list them all.
 * A valid input with a NUL character in any text is refused too: the database would refuse it later.
 * A JSON body is first read as `readJsonBody` says.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) => {
  const validator = zValidator(target, schema, (result) => {
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
  });
  if (target !== 'json') return documentedInput(validator, target as 'json', schema);
  const fields = optionalFields(schema);
  const jsonBody: MiddlewareHandler = async (c, next) => {
    await readJsonBody(c, fields);
    return validator(c, next);
  };
  return documentedInput(jsonBody as typeof validator, 'json', schema);
};
