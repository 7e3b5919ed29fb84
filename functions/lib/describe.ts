import type { MiddlewareHandler } from 'hono';
import { describeRoute, resolver, uniqueSymbol, type DescribeRouteOptions } from 'hono-openapi';
import type { ZodType } from 'zod';

/**
 * How a route describes itself in the OpenAPI document (api/v1/openapi): the
 * same zod schemas the handlers answer with, and the error statuses it can
 * give beyond those the rules add (401/403 from the auth middleware, 400 for
 * validated input, 404 for a path id, 413 for a body; see openapi.ts).
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

export const errorResponse = (status: ErrorStatus) => ({ $ref: `#/components/responses/Error${status}` });

/** A JSON body described by a zod schema, as the handler sends it (output side of transforms). */
export const jsonContent = (schema: ZodType, example?: unknown) => ({
  'application/json': {
    schema: resolver(schema, { options: { io: 'output' } }),
    ...(example === undefined ? {} : { example }),
  },
});

export interface RouteDoc {
  summary: string;
  description?: string;
  /** The success body; omitted only for answers without one (redirects). */
  response?: ZodType;
  /** 200 unless given (201 for creations). */
  status?: 200 | 201 | 202 | 302;
  /** What the success status means, when the summary does not say it. */
  responseDescription?: string;
  example?: unknown;
  requestExample?: unknown;
  errors?: ErrorStatus[];
  tags?: string[];
  deprecated?: boolean;
}

/** describeRoute for one operation: summary, success body, extra error statuses. */
export function doc(route: RouteDoc): MiddlewareHandler {
  const status = route.status ?? 200;
  const responses: NonNullable<DescribeRouteOptions['responses']> = {
    [status]: {
      description: route.responseDescription ?? route.summary,
      ...(route.response ? { content: jsonContent(route.response, route.example) } : {}),
    },
  };
  for (const error of route.errors ?? []) responses[error] = errorResponse(error);
  return describeRoute({
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.tags ? { tags: route.tags } : {}),
    ...(route.deprecated ? { deprecated: true } : {}),
    ...(route.requestExample === undefined ? {} : { 'x-request-example': route.requestExample }),
    responses,
  });
}

/** The area's tag on every route of a sub-app: `.use(area('Pedidos'))`. */
export const area = (tag: string): MiddlewareHandler => describeRoute({ tags: [tag] });

/**
 * Marks a middleware with what it adds to every operation behind it (security
 * requirement, refusals), read by the document generator; behaviour unchanged.
 */
export function documented<M extends MiddlewareHandler>(
  middleware: M,
  spec: { security?: Record<string, string[]>[]; errors?: ErrorStatus[] },
): M {
  const responses: Record<string, { $ref: string }> = {};
  for (const error of spec.errors ?? []) responses[error] = errorResponse(error);
  return Object.assign(middleware, {
    [uniqueSymbol]: { spec: { ...(spec.security ? { security: spec.security } : {}), responses } },
  });
}

/** Marks a validator with its schema so the generator documents parameters and bodies from it. */
export function documentedInput<M extends MiddlewareHandler>(
  middleware: M,
  target: 'json' | 'query' | 'param' | 'form' | 'header' | 'cookie',
  schema: ZodType,
): M {
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}
