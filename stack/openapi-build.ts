import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openApiDocumentInNode } from './openapi-in-node';
import { sourcesHash } from './spa-build';

/**
 * Writes the OpenAPI document, built from the route table, into functions/vendor/openapi-document.mjs:
 * a module of its own that the worker imports only for GET /openapi.json (decision 0061), so neither
 * the document nor its generator is in the main module. Wrangler runs this before every build
 * (wrangler.toml [build]: `wrangler dev` on start and on each change, `wrangler deploy`, the bench's
 * dry run), and the API tests' global set-up runs it too; the file starts with the hash of the sources
 * it was built from, and a build from the same sources is skipped.
 */
const root = resolve(import.meta.dirname, '..');
const OUT = resolve(root, 'functions/vendor/openapi-document.mjs');
// What the document is built from: the worker's code (its tests and the vendor copies aside), the
// tables its schemas name, and the locked libraries (zod writes the JSON Schemas).
const stamp = `// built from sources ${sourcesHash(
  ['functions', 'db/schema', 'package-lock.json'],
  (file) => !file.endsWith('.test.ts'),
)}\n`;

if (!existsSync(OUT) || !readFileSync(OUT, 'utf8').startsWith(stamp)) {
  const { SERVER_URL_PLACEHOLDER } = await import('../functions/api-docs/openapi.routes');
  const text = JSON.stringify(await openApiDocumentInNode(SERVER_URL_PLACEHOLDER));
  // Renamed into place: two stacks starting at once never read half a file.
  const partial = `${OUT}.${process.pid}.tmp`;
  writeFileSync(partial, `${stamp}export default ${JSON.stringify(text)};\n`);
  renameSync(partial, OUT);
  console.log(`openapi: functions/vendor/openapi-document.mjs written (${Math.round(text.length / 1024)} KB)`);
}
