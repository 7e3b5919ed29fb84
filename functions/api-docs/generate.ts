import type { Hono } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import * as z from 'zod';
import {
  operationOf,
  ROUTE_SPEC,
  type InputTarget,
  type OperationSpec,
  type ResponseSpec,
  type RouteDocs,
  type RouteSpec,
  type SchemaRef,
} from '../platform/describe';

/**
 * Walks a Hono app's route table and builds the OpenAPI `paths` and schema
 * components from what its middleware says about itself (platform/describe.ts):
 * `.use()` middleware on a prefix applies to the routes registered after it
 * under that prefix, as it does at run time. Schemas are converted by zod's
 * own toJSONSchema (draft 2020-12, OpenAPI 3.1's dialect).
 */
export type JsonObject = Record<string, unknown>;
export interface GeneratedOperation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  parameters?: {
    in: 'path' | 'query' | 'header';
    name: string;
    required?: boolean;
    description?: string;
    schema: unknown;
  }[];
  requestBody?: { required: true; description?: string; content: Record<string, { schema: unknown }> };
  responses: Record<string, JsonObject>;
  'x-request-example'?: unknown;
}

/** $defs refs → components; `anyOf: [{}, …]` (zod's "unknown or null") → `{}`, which already says any. */
const rewriteRefs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    const { anyOf, ...rest } = value as { anyOf?: unknown[] };
    if (anyOf?.some((option) => typeof option === 'object' && option && Object.keys(option).length === 0)) {
      return rewriteRefs(rest);
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string'
          ? inner.replace('#/$defs/', '#/components/schemas/')
          : rewriteRefs(inner),
      ]),
    );
  }
  return value;
};

/** A zod schema as an OpenAPI 3.1 schema; named schemas (`.meta({ id })`) go to `components`. */
function toSchema(schema: z.ZodType, io: 'input' | 'output', components: JsonObject): JsonObject {
  const {
    $schema: _dialect,
    $defs,
    ...root
  } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonObject & { $defs?: JsonObject };
  for (const [id, def] of Object.entries($defs ?? {})) components[id] = rewriteRefs(def);
  return rewriteRefs(root) as JsonObject;
}

const isSchemaRef = (value: unknown): value is SchemaRef =>
  typeof value === 'object' && value !== null && 'zod' in value && 'io' in value;

function toResponse(response: ResponseSpec, components: JsonObject): JsonObject {
  if (!response.content) return { ...response };
  return {
    ...response,
    content: Object.fromEntries(
      Object.entries(response.content).map(([media, body]) => [
        media,
        {
          ...body,
          schema: isSchemaRef(body.schema) ? toSchema(body.schema.zod, body.schema.io, components) : body.schema,
        },
      ]),
    ),
  };
}

/** Parameters from a query or path schema: one per property, required as the schema says. */
function toParameters(target: 'query' | 'param', schema: z.ZodType, components: JsonObject) {
  const json = toSchema(schema, 'input', components) as {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as { description?: string };
    return {
      in: target === 'param' ? ('path' as const) : ('query' as const),
      name,
      ...(target === 'param' || json.required?.includes(name) ? { required: true } : {}),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');

function merge(target: OperationSpec, spec: OperationSpec) {
  for (const [key, value] of Object.entries(spec) as [keyof OperationSpec, unknown][]) {
    if (key === 'tags') target.tags = [...new Set([...(target.tags ?? []), ...(value as string[])])];
    else if (key === 'security')
      target.security = [...(target.security ?? []), ...(value as Record<string, string[]>[])];
    else if (key === 'responses') {
      const merged = { ...target.responses };
      for (const [status, response] of Object.entries(value as Record<string, ResponseSpec>)) {
        const { headers, ...rest } = response;
        const existing = merged[status];
        // A response that only names headers (the edge cache's ETag) adds them to the one described before.
        merged[status] =
          existing && headers && Object.keys(rest).length === 0
            ? { ...existing, headers: { ...existing.headers, ...headers } }
            : response;
      }
      target.responses = merged;
    } else (target as JsonObject)[key] = value;
  }
}

const specOf = (handler: unknown): RouteSpec | undefined =>
  (findTargetHandler(handler as () => unknown) as unknown as { [ROUTE_SPEC]?: RouteSpec })[ROUTE_SPEC];

/** Every route file's descriptions (functions/route-docs.ts), by the name its `doc(file, key)` calls give. */
export type RouteDocRegistry = Record<string, RouteDocs>;

/**
 * The operation a route's description says: written in place, or looked up in its file's `*.docs.ts`.
 * `looked` collects what was looked up, so a description no route names is found (`unusedDocs`).
 */
function describedOperation(spec: RouteSpec, docs: RouteDocRegistry, looked: Set<string>): OperationSpec | undefined {
  if ('operation' in spec) return spec.operation;
  if ('doc' in spec) return operationOf(spec.doc);
  if (!('docRef' in spec)) return undefined;
  const { file, key } = spec.docRef;
  const found = docs[file]?.[key];
  if (!found) throw new Error(`openapi: doc('${file}', '${key}') names no entry of ${file}.docs.ts`);
  looked.add(`${file} ${key}`);
  return operationOf(found);
}

/** Descriptions of a `*.docs.ts` that no route names: a renamed or removed route left its words behind. */
function unusedDocs(docs: RouteDocRegistry, looked: Set<string>) {
  const unused = Object.entries(docs).flatMap(([file, entries]) =>
    Object.keys(entries)
      .filter((key) => !looked.has(`${file} ${key}`))
      .map((key) => `${file}.docs.ts '${key}'`),
  );
  if (unused.length) throw new Error(`openapi: no route names ${unused.join(', ')}`);
}

/** Operations of `app` keyed by OpenAPI path and method, and the named schemas they use. */
export function generatePaths(app: Hono<never, never, never>, docs: RouteDocRegistry) {
  const components: JsonObject = {};
  const prefixes: { prefix: string; spec: RouteSpec }[] = [];
  const collected = new Map<string, { method: string; path: string; specs: RouteSpec[] }>();
  for (const route of app.routes) {
    const spec = specOf(route.handler);
    if (route.method === 'ALL') {
      if (spec) prefixes.push({ prefix: route.path.replace(/\/?\*$/, ''), spec });
      continue;
    }
    const key = `${route.method} ${route.path}`;
    let entry = collected.get(key);
    if (!entry) {
      const inherited = prefixes
        .filter(({ prefix }) => route.path === prefix || route.path.startsWith(`${prefix}/`) || prefix === '')
        .map(({ spec: s }) => s);
      entry = { method: route.method.toLowerCase(), path: toOpenApiPath(route.path), specs: inherited };
      collected.set(key, entry);
    }
    if (spec) entry.specs.push(spec);
  }

  const paths: Record<string, Record<string, GeneratedOperation>> = {};
  const looked = new Set<string>();
  for (const { method, path, specs } of collected.values()) {
    const operation: OperationSpec = {};
    const parameters: NonNullable<GeneratedOperation['parameters']> = [];
    let requestBody: GeneratedOperation['requestBody'];
    for (const spec of specs) {
      const described = describedOperation(spec, docs, looked);
      if (described) merge(operation, described);
      else if (!('input' in spec)) continue;
      else if (spec.input.target === 'json') {
        requestBody = {
          required: true,
          content: { 'application/json': { schema: toSchema(spec.input.schema, 'input', components) } },
        };
      } else if (spec.input.target === 'query' || spec.input.target === 'param') {
        parameters.push(...toParameters(spec.input.target, spec.input.schema, components));
      } else {
        throw new Error(
          `openapi: ${method} ${path} validates ${spec.input.target satisfies InputTarget}, not described`,
        );
      }
    }
    // A path segment no validator describes is still a required string parameter.
    for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
      if (!parameters.some((p) => p.in === 'path' && p.name === name)) {
        parameters.push({ in: 'path', name: name!, required: true, schema: { type: 'string' } });
      }
    }
    const { responses = {}, security, parameters: declared = [], ...rest } = operation;
    parameters.push(...declared);
    paths[path] ??= {};
    paths[path][method] = {
      operationId: '',
      ...rest,
      ...(security ? { security: [...new Map(security.map((s) => [JSON.stringify(s), s])).values()] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: Object.fromEntries(Object.entries(responses).map(([s, r]) => [s, toResponse(r, components)])),
    };
  }
  unusedDocs(docs, looked);
  return { paths, schemas: components };
}
