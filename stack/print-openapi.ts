import { openApiDocumentInNode } from './openapi-in-node';

/**
 * `npm run -s openapi:print [-- --without-descriptions]`: the OpenAPI document the worker serves, built
 * from the route table as `lint:openapi` builds it, printed as JSON. Without its descriptions (and with
 * every object's keys sorted, so the order routes are mounted in does not count), two checkouts'
 * documents can be diffed to show that a restructuring changed no route, field or status:
 *   diff <(npm run -s openapi:print -- --without-descriptions) before.json
 */
const document = await openApiDocumentInNode('https://abastece.example');
const withoutDescriptions = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'description')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, withoutDescriptions(inner)]),
  );
};
const printed = process.argv.includes('--without-descriptions') ? withoutDescriptions(document) : document;
process.stdout.write(`${JSON.stringify(printed, null, 2)}\n`);
