import { env, SELF } from 'cloudflare:test';
import { dereference, validate, type Schema } from '@cfworker/json-schema';

/**
 * The contract check: every response a test receives through `call()` is
 * validated against what /api/v1/openapi.json says that operation answers
 * with that status. An undocumented status or a body that does not match
 * fails the test at once; the counts go to the global set-up's report.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, { schema?: Json }> }> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Operation['responses'][string]> };
};

type Lookup = ReturnType<typeof dereference>;
let documentPromise: Promise<{ doc: Document; lookup: Lookup; routes: Route[] }> | undefined;
type Route = { template: string; pattern: RegExp; params: number };

// The document's schemas are read once, under one address; each response schema joins that lookup
// under its own address and refers into it. One validator per response, each dereferencing all the
// document's schemas again, was a tenth of the runtime's time in the route walks.
const DOCUMENT_URI = 'https://abastece.test/openapi.json';

/**
 * The document's schemas for the validator: refs into $defs, and every object
 * closed (additionalProperties: false) so a field the document lacks is a finding.
 */
const toDefs = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(toDefs);
  if (value && typeof value === 'object') {
    const out: Record<string, Json> = {};
    if (value.type === 'object' && value.properties && !('additionalProperties' in value)) {
      out.additionalProperties = false;
    }
    for (const [key, inner] of Object.entries(value)) {
      out[key] =
        key === '$ref' && typeof inner === 'string'
          ? inner.replace('#/components/schemas/', `${DOCUMENT_URI}#/$defs/`)
          : toDefs(inner);
    }
    return out;
  }
  return value;
};

function loadDocument() {
  documentPromise ??= SELF.fetch('http://localhost/api/v1/openapi.json').then(async (res) => {
    const doc = (await res.json()) as Document;
    const routes = Object.keys(doc.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (template.match(/\{/g) ?? []).length,
      }))
      // A literal segment wins over a parameter (/suppliers/cities before /suppliers/{id}).
      .sort((a, b) => a.params - b.params);
    const lookup = dereference({ $id: DOCUMENT_URI, $defs: toDefs(doc.components.schemas) } as Schema);
    return { doc, lookup, routes };
  });
  return documentPromise;
}

const schemas = new Map<string, Schema>();
let validated = 0;
const findings: string[] = [];
const seen = new Set<string>();

/** Problems of one response against the document (empty when it conforms). */
export async function conformanceProblems(method: string, path: string, res: Response): Promise<string[]> {
  return (await inspect(method, path, res)).problems;
}

async function inspect(method: string, path: string, res: Response): Promise<{ label?: string; problems: string[] }> {
  const { doc, lookup, routes } = await loadDocument();
  // The path as the worker sees it (the URL parser resolves `..`, `%2e` and the like).
  const bare = new URL(`http://localhost/api/v1${path}`).pathname.slice('/api/v1'.length);
  const route = routes.find((r) => r.pattern.test(bare));
  const operation = route ? doc.paths[route.template]![method.toLowerCase()] : undefined;
  const label = `${method} ${route?.template ?? bare} → ${res.status}`;
  let response: Operation['responses'][string] | undefined;
  if (operation) {
    response = operation.responses[String(res.status)];
    if (response?.$ref) response = doc.components.responses[response.$ref.split('/').pop()!];
    if (!response) return { problems: [`${label}: status not documented`] };
  } else if (res.status === 404 || res.status === 405) {
    // Unknown path, or a known path with a method it lacks: the error envelope.
    response = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  } else {
    return { problems: [`${label}: operation not documented`] };
  }
  const media = Object.keys(response.content ?? {});
  if (media.length > 0 && !media.includes('application/json')) {
    // A file (a PDF, a CSV): its media type is the contract.
    const type = res.headers.get('content-type') ?? '';
    return { label, problems: media.some((m) => type.startsWith(m)) ? [] : [`${label}: ${type} is not ${media}`] };
  }
  const schema = response.content?.['application/json']?.schema;
  if (schema === undefined) return { label, problems: [] };
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) {
    return { label, problems: [`${label}: not JSON`] };
  }
  let responseSchema = schemas.get(label);
  if (!responseSchema) {
    responseSchema = { ...(toDefs(schema) as object), $id: `${DOCUMENT_URI}/responses/${schemas.size}` } as Schema;
    dereference(responseSchema, lookup);
    schemas.set(label, responseSchema);
  }
  const result = validate(await res.clone().json(), responseSchema, '2020-12', lookup, false);
  if (result.valid) return { label, problems: [] };
  const leaves = result.errors.filter((e) => !/^(properties|items|\$ref|allOf|anyOf|oneOf)$/.test(e.keyword));
  const found = (leaves.length ? leaves : result.errors).slice(0, 3).map((e) => `${e.instanceLocation} ${e.error}`);
  return { label, problems: [`${label}: ${found.join('; ')}`] };
}

/** Checks a response without consuming it; a mismatch throws. */
export async function checkConformance(method: string, path: string, res: Response): Promise<Response> {
  if (method === 'HEAD' || method === 'OPTIONS') return res;
  const { label, problems } = await inspect(method, path, res);
  validated++;
  if (label) seen.add(label);
  findings.push(...problems);
  if (problems.length > 0) throw new Error(`contract check: ${problems.join(' | ')}`);
  return res;
}

/** Sends this file's counts to the run's collector (functions/test/setup.ts, after each file). */
export async function flushConformance(): Promise<void> {
  const url = (env as unknown as { TEST_ASSURANCE_URL?: string }).TEST_ASSURANCE_URL;
  if (!url || validated === 0) return;
  await fetch(`${url}/conformance`, { method: 'POST', body: JSON.stringify({ validated, findings, seen: [...seen] }) });
  validated = 0;
  findings.length = 0;
  seen.clear();
}
