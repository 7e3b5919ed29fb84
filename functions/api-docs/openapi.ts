import type { Hono } from 'hono';
import { generatePaths, type GeneratedOperation, type RouteDocRegistry } from './generate';
import type { ErrorStatus } from '../platform/describe';
import { ERROR_STATUS, type ErrorCode } from '../platform/errors';
import { TAGS } from './tags';

export type OpenApiDocument = ReturnType<typeof buildDocument>;

/** What each error status means for a caller, and an example of its envelope. */
const ERRORS: Record<ErrorStatus | 500, { description: string; code: ErrorCode; message: string }> = {
  400: {
    description: 'Entrada inválida: a mensagem diz o primeiro problema e `details` lista todos',
    code: 'VALIDATION_ERROR',
    message: 'Preço deve ser positivo',
  },
  401: {
    description: 'Sem sessão ou chave válida (ou, nas rotas do operador, quem chama não é o operador)',
    code: 'UNAUTHORIZED',
    message: 'Authentication required',
  },
  403: {
    description: 'Quem chama não tem o papel necessário, não tem organização ativa ou passou do limite do plano',
    code: 'FORBIDDEN',
    message: 'Admin access required',
  },
  404: {
    description: 'Não existe, ou pertence a outra organização ou fornecedor',
    code: 'NOT_FOUND',
    message: 'Pedido não encontrado',
  },
  409: { description: 'Conflito com o estado atual do registro', code: 'CONFLICT', message: 'Transição não permitida' },
  410: {
    description: 'O link passou do prazo',
    code: 'GONE',
    message: 'Este link de resposta expirou com o prazo da cotação',
  },
  413: {
    description: 'Corpo maior que 1 MB',
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Corpo da requisição muito grande',
  },
  415: { description: 'Tipo de conteúdo não aceito', code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Envie JSON' },
  429: {
    description: 'Muitas tentativas: espere os segundos de `Retry-After`',
    code: 'TOO_MANY_REQUESTS',
    message: 'Rate limit exceeded',
  },
  502: {
    description: 'O provedor de pagamentos não respondeu o esperado',
    code: 'PAYMENT_PROVIDER_ERROR',
    message: 'Failed to create checkout session URL',
  },
  500: {
    description: 'Falha inesperada do servidor (registrada com o requestId; nada fica pela metade)',
    code: 'ERR_INTERNAL',
    message: 'Erro interno do servidor',
  },
  503: {
    description:
      'Indisponível agora: o banco de dados não responde (tente de novo depois dos segundos de `Retry-After`; nada ficou pela metade) ou o serviço não está configurado neste ambiente',
    code: 'SERVICE_UNAVAILABLE',
    message: 'O banco de dados está indisponível no momento. Tente de novo em alguns segundos.',
  },
};

const errorSchema = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message', 'requestId'],
      additionalProperties: false,
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
        message: { type: 'string' },
        details: {
          type: 'array',
          items: {
            type: 'object',
            required: ['path', 'message'],
            additionalProperties: false,
            properties: { path: { type: 'string' }, message: { type: 'string' } },
          },
        },
        requestId: { type: 'string' },
      },
    },
  },
};

const DESCRIPTION = `API do Abastece · Mercado, marketplace B2B de compras. Toda rota fica sob /api/v1 e responde JSON.

**Autenticação.** O app usa a sessão (cookie HttpOnly criado por POST /auth/sign-in/credentials). Máquinas usam o cabeçalho \`x-api-key\`: organizações com a sua chave \`ak_…\` (Configurações › Chaves de API), fornecedores com a sua \`sk_…\` (limite por minuto informado em \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` e \`X-RateLimit-Reset\`; acima dele, 429 com \`Retry-After\`).

**Erros.** Todo erro vem no mesmo envelope \`{ "error": { "code", "message", "details"?, "requestId" } }\`, com a mensagem em português (ou a da especificação). Um id malformado no caminho é 400 com uma mensagem que nomeia o id ("ID de webhook inválido"; nos pedidos, "Invalid order ID format", o da especificação), nunca um texto de "não encontrado"; um registro de outra organização é 404, nunca 403. Um caminho conhecido com um método que ele não tem responde 405 \`METHOD_NOT_ALLOWED\` com o cabeçalho \`Allow\`, antes de qualquer autenticação; um caminho desconhecido é 404.

**Corpo.** Um corpo JSON vai com \`Content-Type: application/json\`; enviado como outra coisa, a resposta é 400 "Envie o corpo como JSON" (nas rotas em que todo campo é opcional, pode-se não enviar corpo nenhum). Objetos e listas aninhados além de 32 níveis: 400. Um PUT cujos campos são todos opcionais e que não traz nenhum deles: 400 "Nada para alterar".`;

/** `PUT /purchase-orders/{id}/items` → `putPurchaseOrdersByIdItems`: stable, unique per operation. */
const operationIdOf = (method: string, path: string) =>
  method +
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `By-${segment.slice(1, -1)}` : segment))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** Adds the refusals every operation can give by rule, so routes only name the unusual ones. */
function completeOperation(method: string, path: string, operation: GeneratedOperation) {
  operation.operationId = operationIdOf(method, path);
  const add = (status: ErrorStatus | 500) => {
    operation.responses[status] ??= { $ref: `#/components/responses/Error${status}` };
  };
  const validated = operation.requestBody || operation.parameters?.some((p) => p.in === 'query' || p.in === 'path');
  if (validated) add(400);
  if (operation.requestBody) add(413);
  if (path.includes('{')) add(404);
  add(500);
  // Any operation may find the database away (platform/database-unavailable.ts).
  add(503);
  // Public operations say so (an empty requirement), rather than leave readers to guess.
  operation.security ??= [];
}

const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: '__Host-abastece_session',
    description:
      'Sessão do app, criada ao entrar (POST /auth/sign-in/credentials); em http://localhost o cookie se chama abastece_session',
  },
  organizationKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: 'Chave de API da organização (ak_…), criada em Configurações › Chaves de API',
  },
  supplierKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: 'Chave do fornecedor (sk_…): só alcança os produtos do seu fornecedor; limite por minuto',
  },
} as const;

/** The document describes itself too (it is served beside the areas, not from them). */
const SELF_OPERATION: GeneratedOperation = {
  operationId: 'getOpenapiJson',
  tags: ['Documento'],
  summary: 'Este documento (OpenAPI 3.1)',
  responses: { 200: { description: 'O documento', content: { 'application/json': { schema: { type: 'object' } } } } },
};

function buildDocument(api: Hono<never, never, never>, serverUrl: string, docs: RouteDocRegistry) {
  const { paths, schemas } = generatePaths(api, docs);
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) completeOperation(method, path, operation);
  }
  paths['/openapi.json'] = { get: { ...SELF_OPERATION, security: [] } };
  const used = JSON.stringify(paths);
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Abastece · Mercado — API',
      version: '1.0.0',
      description: DESCRIPTION,
      license: { name: 'Proprietária: uso conforme os termos do Abastece', url: `${serverUrl}/termos` },
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    tags: TAGS,
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: { ...schemas, Error: errorSchema },
      responses: Object.fromEntries(
        Object.entries(ERRORS)
          .filter(([status]) => used.includes(`#/components/responses/Error${status}"`))
          .map(([status, e]) => [
            `Error${status}`,
            {
              description: e.description,
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Error' },
                  example: { error: { code: e.code, message: e.message, requestId: '3f1c2a9e-…' } },
                },
              },
            },
          ]),
      ),
    },
  };
}

const cache = new WeakMap<object, Map<string, OpenApiDocument>>();

/**
 * The OpenAPI 3.1 document of `api`, built once per app and server URL from the routes' own descriptions
 * and the route files' `*.docs.ts` (`docs`: functions/route-docs.ts, which only the build and tests import).
 */
export function openApiDocument(
  api: Hono<never, never, never>,
  serverUrl: string,
  docs: RouteDocRegistry,
): OpenApiDocument {
  const byUrl = cache.get(api) ?? new Map<string, OpenApiDocument>();
  cache.set(api, byUrl);
  let found = byUrl.get(serverUrl);
  if (!found) {
    found = buildDocument(api, serverUrl, docs);
    byUrl.set(serverUrl, found);
  }
  return found;
}
