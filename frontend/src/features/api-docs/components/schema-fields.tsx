/** The parts of a JSON Schema the page reads: the served document types its schemas only as JSON. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: unknown;
}

/** A schema of the served document, read as JSON Schema (the server's generator writes nothing else there). */
export const asSchema = (value: unknown) => value as JsonSchema | undefined;

/** `#/components/schemas/X` → X's schema (one level: the page lists fields, it does not render a tree). */
export const resolveSchema = (schema: JsonSchema | undefined, schemas: Record<string, unknown> = {}) =>
  schema?.$ref ? asSchema(schemas[schema.$ref.split('/').pop()!]) : schema;

/** A field's type as a reader says it: "string (uuid) | null", "array of PurchaseOrderItem". */
export function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema) return 'qualquer';
  if (schema.$ref) return schema.$ref.split('/').pop()!;
  if (schema.anyOf) return schema.anyOf.map(typeLabel).join(' | ');
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'qualquer');
  if (type === 'array') return `array de ${typeLabel(schema.items)}`;
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The fields of an object schema (or of a list's items), with type and whether they are required. */
export function SchemaFields({ schema: served, schemas }: { schema: unknown; schemas?: Record<string, unknown> }) {
  const schema = asSchema(served);
  let resolved = resolveSchema(schema, schemas);
  let prefix = '';
  if (resolved?.type === 'array') {
    prefix = 'Lista de ';
    resolved = resolveSchema(resolved.items, schemas);
  }
  if (!resolved?.properties) return <p className="text-slate-600">{prefix + typeLabel(schema)}</p>;
  const name = schema?.$ref?.split('/').pop() ?? schema?.items?.$ref?.split('/').pop();
  return (
    <div className="overflow-x-auto">
      {(prefix || name) && (
        <p className="mb-1 text-xs text-slate-500">
          {prefix}
          {name && <code>{name}</code>}
        </p>
      )}
      <table className="w-full text-left text-xs">
        <tbody>
          {Object.entries(resolved.properties).map(([field, property]) => (
            <tr key={field} className="border-t border-slate-100">
              <td className="py-1 pr-3 align-top font-mono">
                {field}
                {resolved.required?.includes(field) ? '' : '?'}
              </td>
              <td className="py-1 align-top text-slate-600">{typeLabel(property)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
