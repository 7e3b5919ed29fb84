import { registerHooks } from 'node:module';

/**
 * The OpenAPI document the worker serves, built in Node from the route table: what the worker's build
 * writes (openapi-build.ts), `lint:openapi` lints and `openapi:print` prints. Building it loads every
 * area; the e-mail transport imports Workers' socket module, never called here, so Node gets an empty
 * stand-in for it.
 */
export async function openApiDocumentInNode(serverUrl: string) {
  const STAND_IN = new URL('./sockets-stand-in.cjs', import.meta.url).href;
  registerHooks({
    resolve: (specifier, context, next) =>
      specifier.startsWith('cloudflare:') ? { url: STAND_IN, shortCircuit: true } : next(specifier, context),
  });
  const { createApiV1 } = await import('../functions/app');
  const { openApiDocument } = await import('../functions/api-docs/openapi');
  const { ROUTE_DOCS } = await import('../functions/route-docs');
  return openApiDocument(createApiV1() as never, serverUrl, ROUTE_DOCS);
}
