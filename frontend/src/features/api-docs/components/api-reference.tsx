import { QueryContent } from '@/components/query-content';
import { useOpenApi, type Method, type OpenApiDoc, type Operation } from '../api/openapi';
import { OperationCard } from './operation-card';
import { Prose } from './prose';

const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

type Entry = { method: Method; path: string; operation: Operation };

/** Operations grouped by tag, in the order the document lists its tags. */
function byTag(doc: OpenApiDoc) {
  const groups = new Map<string, Entry[]>((doc.tags ?? []).map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Outros';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return [...groups.entries()].filter(([, entries]) => entries.length > 0);
}

const anchor = (tag: string) =>
  `tag-${tag
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()}`;

export function ApiReference() {
  const query = useOpenApi();
  return (
    <QueryContent query={query} loading="Carregando a documentação…" error="Não foi possível carregar a documentação.">
      {(doc) => {
        const groups = byTag(doc);
        const descriptions = new Map((doc.tags ?? []).map((t) => [t.name, t.description]));
        const server = doc.servers[0]?.url ?? '';
        const total = groups.reduce((n, [, entries]) => n + entries.length, 0);
        return (
          <div className="space-y-8">
            <div>
              <h1 className="text-3xl font-bold">{doc.info.title}</h1>
              <Prose text={doc.info.description} className="mt-2 max-w-3xl text-slate-600" />
              <pre className="mt-3 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">{`curl ${server}/supplier/products \\\n  -H "x-api-key: sk_sua_chave"`}</pre>
              <p className="mt-3 text-sm">
                {total} operações. Documento OpenAPI 3.1:{' '}
                <a href="/api/v1/openapi.json" className="text-brand-700 hover:underline">
                  /api/v1/openapi.json
                </a>
              </p>
            </div>
            <nav aria-label="Áreas da API">
              <ul className="flex flex-wrap gap-2 text-sm">
                {groups.map(([tag, entries]) => (
                  <li key={tag}>
                    <a
                      href={`#${anchor(tag)}`}
                      className="inline-block rounded-full border border-slate-300 px-3 py-1 hover:bg-slate-50"
                    >
                      {tag} <span className="text-slate-500">({entries.length})</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {groups.map(([tag, entries]) => (
              <section key={tag} id={anchor(tag)} aria-labelledby={`${anchor(tag)}-title`} className="space-y-2">
                <h2 id={`${anchor(tag)}-title`} className="text-xl font-semibold">
                  {tag}
                </h2>
                {descriptions.get(tag) && (
                  <Prose text={descriptions.get(tag)!} className="max-w-3xl text-sm text-slate-600" />
                )}
                {entries.map(({ method, path, operation }) => (
                  <OperationCard
                    key={`${method} ${path}`}
                    method={method}
                    path={path}
                    operation={operation}
                    doc={doc}
                  />
                ))}
              </section>
            ))}
          </div>
        );
      }}
    </QueryContent>
  );
}
