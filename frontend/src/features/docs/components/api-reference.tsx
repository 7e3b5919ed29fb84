import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { QueryContent } from '@/components/query-content';
import { useOpenApi } from '../api/openapi';

const METHODS = ['get', 'post', 'put', 'delete'] as const;
const pretty = (value: unknown) => JSON.stringify(value, null, 2);

export function ApiReference() {
  const query = useOpenApi();
  return (
    <QueryContent query={query} loading="Carregando a documentação…" error="Não foi possível carregar a documentação.">
      {(doc) => {
        const server = doc.servers[0]?.url ?? '';
        return (
          <div className="space-y-6">
            <div>
              <h1 className="text-3xl font-bold">{doc.info.title}</h1>
              <p className="mt-2 max-w-3xl text-slate-600">{doc.info.description}</p>
              <p className="mt-3 text-sm">
                Documento OpenAPI 3.1:{' '}
                <a href="/api/v1/openapi.json" className="text-brand-700 hover:underline">
                  /api/v1/openapi.json
                </a>
              </p>
            </div>
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold">Autenticação e erros</h2>
              </CardHeader>
              <CardContent className="space-y-3 text-sm">
                <p>
                  Envie a chave no cabeçalho <code>x-api-key</code>. Sem ela a resposta é 401 «API key is required»; com
                  uma chave desativada ou vencida, 401 «Invalid or expired API key». Cada resposta traz{' '}
                  <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> e <code>X-RateLimit-Reset</code>;
                  acima do limite, 429 com <code>Retry-After</code>.
                </p>
                <pre className="overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">{`curl ${server}/supplier/products \\\n  -H "x-api-key: sk_sua_chave"`}</pre>
                <p>Todo erro vem no mesmo envelope:</p>
                <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs">
                  {pretty({
                    error: {
                      code: 'VALIDATION_ERROR',
                      message: 'Price must be positive',
                      details: [{ path: 'price', message: 'Price must be positive' }],
                      requestId: '…',
                    },
                  })}
                </pre>
              </CardContent>
            </Card>
            {Object.entries(doc.paths).flatMap(([path, operations]) =>
              METHODS.filter((m) => operations[m]).map((method) => {
                const op = operations[method]!;
                const body = op.requestBody?.content['application/json'].example;
                return (
                  <Card key={`${method} ${path}`} id={`${method}-${path}`}>
                    <CardHeader>
                      <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
                        <Badge
                          variant={method === 'delete' ? 'destructive' : method === 'get' ? 'secondary' : 'default'}
                        >
                          {method.toUpperCase()}
                        </Badge>
                        <code>{path}</code>
                        <span className="font-normal text-slate-600">— {op.summary}</span>
                      </h2>
                    </CardHeader>
                    <CardContent className="space-y-3 text-sm">
                      {op.description && <p className="text-slate-700">{op.description}</p>}
                      {op.parameters && op.parameters.length > 0 && (
                        <p>
                          Parâmetros:{' '}
                          {op.parameters
                            .map(
                              (p) =>
                                `${p.name} (${p.in}${p.schema?.default !== undefined ? `, padrão ${String(p.schema.default)}` : ''})`,
                            )
                            .join(', ')}
                        </p>
                      )}
                      {body !== undefined && (
                        <>
                          <p>Exemplo de corpo:</p>
                          <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs">{pretty(body)}</pre>
                        </>
                      )}
                      <ul className="space-y-1">
                        {Object.entries(op.responses).map(([status, response]) => (
                          <li key={status}>
                            <Badge variant={status.startsWith('2') ? 'default' : 'destructive'}>{status}</Badge>{' '}
                            <span className="text-slate-700">{response.description}</span>
                          </li>
                        ))}
                      </ul>
                    </CardContent>
                  </Card>
                );
              }),
            )}
          </div>
        );
      }}
    </QueryContent>
  );
}
