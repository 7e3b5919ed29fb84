import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import type { Method, OpenApiDoc, Operation } from '../api/openapi';
import { asSchema, SchemaFields, typeLabel, type JsonSchema } from './schema-fields';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** A response as the page reads it: the served document types each one only as JSON. */
interface ResponseEntry {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

const SECURITY_LABEL: Record<string, string> = {
  session: 'sessão (cookie)',
  organizationKey: 'chave da organização (ak_…)',
  supplierKey: 'chave do fornecedor (sk_…)',
};

/**
 * One operation: what it is for, who may call it, what it takes and what it answers. The body is drawn
 * only once opened (or when the address names it): 250 operations drawn whole made the page's DOM so
 * large that it took seconds to lay out.
 */
export function OperationCard({
  method,
  path,
  operation,
  doc,
}: {
  method: Method;
  path: string;
  operation: Operation;
  doc: OpenApiDoc;
}) {
  const schemas = doc.components.schemas;
  const body = operation.requestBody?.content['application/json'];
  const example = operation['x-request-example'];
  const security = operation.security?.flatMap((requirement) => Object.keys(requirement)) ?? [];
  const id = `${method}-${path}`;
  const named = () => decodeURIComponent(window.location.hash.slice(1)) === id;
  const [open, setOpen] = useState(named);
  // A link to this operation on the page (the address's anchor changing) opens it too.
  useEffect(() => {
    const follow = () => {
      if (named()) setOpen(true);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  });
  return (
    <details
      id={id}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group rounded-lg border border-slate-200 bg-white"
    >
      <summary className="cursor-pointer list-none rounded-lg p-3 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">
        <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          <Badge variant={method === 'delete' ? 'destructive' : method === 'get' ? 'secondary' : 'default'}>
            {method.toUpperCase()}
          </Badge>
          <code className="break-all">{path}</code>
          <span className="font-normal text-slate-600">— {operation.summary}</span>
        </h3>
      </summary>
      {open && (
        <div className="space-y-3 border-t border-slate-100 p-3 text-sm">
          {operation.description && <p className="text-slate-700">{operation.description}</p>}
          <p>
            <span className="font-medium">Quem chama:</span>{' '}
            {security.length ? security.map((s) => SECURITY_LABEL[s] ?? s).join(' ou ') : 'público, sem autenticação'}
          </p>
          {operation.parameters && operation.parameters.length > 0 && (
            <div>
              <p className="font-medium">Parâmetros</p>
              <ul className="mt-1 space-y-0.5 text-xs">
                {operation.parameters.map((p) => {
                  const schema = asSchema(p.schema);
                  return (
                    <li key={`${p.in} ${p.name}`}>
                      <code>{p.name}</code> ({p.in === 'path' ? 'caminho' : p.in === 'query' ? 'consulta' : p.in}
                      {p.required ? ', obrigatório' : ''}) — {typeLabel(schema)}
                      {schema?.default !== undefined ? `, padrão ${String(schema.default)}` : ''}
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          {body && (
            <div>
              <p className="font-medium">Corpo (JSON)</p>
              <SchemaFields schema={body.schema} schemas={schemas} />
              {example !== undefined && (
                <pre className="mt-2 overflow-x-auto rounded-md bg-slate-100 p-3 text-xs">{pretty(example)}</pre>
              )}
            </div>
          )}
          <div>
            <p className="font-medium">Respostas</p>
            <ul className="mt-1 space-y-2">
              {Object.entries(operation.responses).map(([status, served]) => {
                const response = served as ResponseEntry;
                const named = response.$ref ? doc.components.responses?.[response.$ref.split('/').pop()!] : undefined;
                const content = response.content?.['application/json'];
                return (
                  <li key={status}>
                    <Badge variant={/^[23]/.test(status) ? 'default' : 'destructive'}>{status}</Badge>{' '}
                    <span className="text-slate-700">{named?.description ?? response.description}</span>
                    {/^2/.test(status) && content?.schema && (
                      <div className="mt-1 pl-2">
                        <SchemaFields schema={content.schema} schemas={schemas} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      )}
    </details>
  );
}
