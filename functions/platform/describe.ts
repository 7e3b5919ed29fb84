import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';

/**
 * How a route describes itself in the OpenAPI document (api/v1/openapi): the
 * same zod schemas the handlers answer with, and the error statuses it can
 * give beyond those the rules add (401/403 from the auth middleware, 400 for
 * validated input, 404 for a path id, 413 for a body; see openapi.ts).
 * Descriptions ride on the middleware functions themselves; the generator
 * reads them from the route table.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;

/** A zod schema in a response or body, converted when the document is built. */
export interface SchemaRef {
  zod: ZodType;
  io: 'input' | 'output';
}
export interface ResponseSpec {
  $ref?: string;
  description?: string;
  headers?: Record<string, { description: string; schema: { type: string } }>;
  content?: Record<string, { schema: SchemaRef | Record<string, unknown>; example?: unknown }>;
}
export interface OperationSpec {
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  responses?: Record<string, ResponseSpec>;
  parameters?: { in: 'header'; name: string; description: string; schema: { type: 'string' } }[];
  /** A body no zod validator reads (a document sent as is, e.g. an XML file). */
  requestBody?: { required: true; description: string; content: Record<string, { schema: Record<string, unknown> }> };
  'x-request-example'?: unknown;
}
export type InputTarget = 'json' | 'query' | 'param' | 'form' | 'header' | 'cookie';
export type RouteSpec =
  | { operation: OperationSpec }
  | { input: { target: InputTarget; schema: ZodType } }
  /** A description written beside the route (one that depends on how its routes are built). */
  | { doc: RouteDoc }
  /** A description kept in the route file's `*.docs.ts`, by that file's name and the route's `METHOD /path`. */
  | { docRef: { file: string; key: string } };

/** The key the generator reads a middleware's description from. */
export const ROUTE_SPEC = Symbol.for('abastece.openapi.route-spec');

const described = <M extends MiddlewareHandler>(middleware: M, spec: RouteSpec): M =>
  Object.assign(middleware, { [ROUTE_SPEC]: spec });

const passThrough = (): MiddlewareHandler => async (_c, next) => {
  await next();
};

export const errorResponse = (status: ErrorStatus): ResponseSpec => ({
  $ref: `#/components/responses/Error${status}`,
});

/** A JSON body described by a zod schema, as the handler sends it (output side of transforms). */
export const jsonContent = (schema: ZodType, example?: unknown): ResponseSpec['content'] => ({
  'application/json': { schema: { zod: schema, io: 'output' }, ...(example === undefined ? {} : { example }) },
});

export interface RouteDoc {
  summary: string;
  description?: string;
  /** The success body; omitted only for answers without one (redirects) or a file (`file`). */
  response?: ZodType;
  /** A success that is a file, not JSON: its media type (e.g. application/pdf). */
  file?: string;
  /** 200 unless given (201 for creations, 302 for redirects). */
  status?: 200 | 201 | 202 | 302;
  /** What the success status means, when the summary does not say it. */
  responseDescription?: string;
  example?: unknown;
  requestExample?: unknown;
  errors?: ErrorStatus[];
  /** Answers that are not the error envelope (e.g. a health check's 503 with its own body). */
  responses?: Record<number, { description: string; schema?: ZodType; example?: unknown }>;
  tags?: string[];
  deprecated?: boolean;
  /** Request headers the route reads (e.g. Idempotency-Key). */
  headers?: { name: string; description: string }[];
  /** A body sent as a document, not JSON: its media types and what it is. */
  documentBody?: { mediaTypes: string[]; description: string };
}

/** The descriptions of one route file's operations, by `METHOD /path` as its routes declare them. */
export type RouteDocs = Record<string, RouteDoc>;

/**
 * One operation's description. `doc('cities', 'GET /:id')` names an entry of the route file's
 * `cities.docs.ts`, which only the document's build imports (functions/route-docs.ts): the summaries,
 * descriptions, examples and response schemas stay out of the worker's bundle (decision 0064).
 * `doc({ … })` describes the route in place, for the few whose words depend on how their routes are
 * built (the same routes behind two doors).
 */
export function doc(file: string, key: string): MiddlewareHandler;
export function doc(route: RouteDoc): MiddlewareHandler;
export function doc(fileOrRoute: string | RouteDoc, key?: string): MiddlewareHandler {
  return described(
    passThrough(),
    typeof fileOrRoute === 'string' ? { docRef: { file: fileOrRoute, key: key ?? '' } } : { doc: fileOrRoute },
  );
}

/** An operation's description as the document says it: summary, success body, extra error statuses. */
export function operationOf(route: RouteDoc): OperationSpec {
  const status = route.status ?? 200;
  const responses: Record<string, ResponseSpec> = {
    [status]: {
      description: route.responseDescription ?? route.summary,
      ...(route.response ? { content: jsonContent(route.response, route.example) } : {}),
      ...(route.file
        ? { content: { [route.file]: { schema: { type: 'string', contentMediaType: route.file } } } }
        : {}),
    },
  };
  for (const error of route.errors ?? []) responses[error] = errorResponse(error);
  for (const [code, extra] of Object.entries(route.responses ?? {})) {
    responses[code] = {
      description: extra.description,
      ...(extra.schema ? { content: jsonContent(extra.schema, extra.example) } : {}),
    };
  }
  return {
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.tags ? { tags: route.tags } : {}),
    ...(route.deprecated ? { deprecated: true } : {}),
    ...(route.requestExample === undefined ? {} : { 'x-request-example': route.requestExample }),
    ...(route.documentBody
      ? {
          requestBody: {
            required: true as const,
            description: route.documentBody.description,
            content: Object.fromEntries(route.documentBody.mediaTypes.map((t) => [t, { schema: { type: 'string' } }])),
          },
        }
      : {}),
    ...(route.headers
      ? {
          parameters: route.headers.map((h) => ({
            in: 'header' as const,
            ...h,
            schema: { type: 'string' as const },
          })),
        }
      : {}),
    responses,
  };
}

/** The area's tag on every route of a sub-app: `.use(area('Pedidos'))`. */
export const area = (tag: string): MiddlewareHandler => described(passThrough(), { operation: { tags: [tag] } });

/**
 * Marks a middleware with what it adds to every operation behind it (security
 * requirement, refusals), read by the document generator; behaviour unchanged.
 */
export function documented<M extends MiddlewareHandler>(
  middleware: M,
  spec: { security?: Record<string, string[]>[]; errors?: ErrorStatus[] },
): M {
  const responses: Record<string, ResponseSpec> = {};
  for (const error of spec.errors ?? []) responses[error] = errorResponse(error);
  return described(middleware, { operation: { ...(spec.security ? { security: spec.security } : {}), responses } });
}

/** Marks a validator with its schema so the generator documents parameters and bodies from it. */
export const documentedInput = <M extends MiddlewareHandler>(middleware: M, target: InputTarget, schema: ZodType): M =>
  described(middleware, { input: { target, schema } });
