import * as z from 'zod';
import { createBody, updateBody } from '../supplier-products/supplier-products.schemas';

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

const error = (example: { code: string; message: string }) => ({
  description: example.message,
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/Error' },
      example: { error: { ...example, requestId: '3f1c…' } },
    },
  },
});

const product = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    price: { type: 'number', example: 8.9 },
    unit: { type: 'string', example: 'kg' },
    description: { type: ['string', 'null'] },
    image: { type: ['string', 'null'], format: 'uri' },
    minimumOrder: { type: 'integer', example: 1 },
    inStock: { type: 'boolean' },
    isActive: { type: 'boolean' },
    categoryId: { type: 'string', format: 'uuid' },
    supplierId: { type: 'string', format: 'uuid' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    category: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
    supplier: {
      type: 'object',
      properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
    },
  },
};

const keyErrors = {
  401: error({ code: 'UNAUTHORIZED', message: 'API key is required' }),
  429: {
    ...error({ code: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded' }),
    description: 'Rate limit exceeded (see Retry-After and X-RateLimit-*)',
  },
};
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };

/** OpenAPI 3.1 for the supplier product API and the organization-key submissions endpoint; request bodies come from the same zod schemas the API validates with. */
export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Abastece · API para fornecedores e formulários',
      version: '1.0.0',
      description:
        'Fornecedores mantêm o próprio catálogo com uma chave de API (sk_…) enviada no cabeçalho x-api-key: cada chave só alcança os produtos do seu fornecedor, cada chamada é registrada e aparece nos analytics, com limite de 120 requisições por minuto. Organizações enviam formulários do próprio site como leads com a sua chave (ak_…) no mesmo cabeçalho.',
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'Chave de fornecedor (sk_…)' },
        organizationKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-api-key',
          description: 'Chave de API da organização (ak_…), criada em Configurações › Chaves de API',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message', 'requestId'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                details: {
                  type: 'array',
                  items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
                },
                requestId: { type: 'string' },
              },
            },
          },
        },
        Product: product,
        ProductCreate: jsonSchema(createBody),
        ProductUpdate: jsonSchema(updateBody),
      },
    },
    paths: {
      '/submissions': {
        post: {
          summary: 'Envia um formulário do seu site como lead (chave da organização)',
          description:
            'Para formulários de contato e captação: com a chave da organização (ak_…) no cabeçalho x-api-key, cada envio encontra o lead pelo e-mail ou o cria, e aparece em Leads. Exemplo: curl -X POST …/api/v1/submissions -H "x-api-key: ak_…" -H "content-type: application/json" -d \'{"email":"cliente@exemplo.com","name":"Cliente","metadata":{"source":"site","data":{"mensagem":"Quero o catálogo"}}}\'',
          security: [{ organizationKey: [] }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['email'],
                  properties: {
                    email: { type: 'string', format: 'email' },
                    name: { type: ['string', 'null'] },
                    phone: { type: ['string', 'null'] },
                    metadata: { type: 'object', properties: { source: { type: 'string' }, data: {} } },
                  },
                },
                example: {
                  email: 'cliente@exemplo.com',
                  name: 'Cliente',
                  phone: '(11) 98888-7777',
                  metadata: { source: 'site', data: { mensagem: 'Quero o catálogo' } },
                },
              },
            },
          },
          responses: {
            201: {
              description: 'Envio registrado (leadCreated diz se o lead é novo)',
              content: {
                'application/json': {
                  example: { id: '…', leadId: '…', leadCreated: true, metadata: { source: 'site' } },
                },
              },
            },
            400: error({ code: 'VALIDATION_ERROR', message: 'Por favor, insira um e-mail válido' }),
            401: error({ code: 'UNAUTHORIZED', message: 'Invalid or expired API key' }),
          },
        },
      },
      '/supplier/products': {
        get: {
          summary: 'Produtos ativos do fornecedor, mais novos primeiro',
          parameters: [
            { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
          ],
          responses: {
            200: {
              description: 'Uma página de produtos',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      data: { type: 'array', items: { $ref: '#/components/schemas/Product' } },
                      pagination: { type: 'object' },
                    },
                  },
                },
              },
            },
            ...keyErrors,
          },
        },
        post: {
          summary: 'Cria um produto',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/ProductCreate' },
                example: { name: 'Tomate italiano', price: 8.9, unit: 'kg', categoryId: '…', minimumOrder: 5 },
              },
            },
          },
          responses: {
            201: {
              description: 'Criado',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Product' } } },
            },
            400: error({ code: 'VALIDATION_ERROR', message: 'Price must be positive' }),
            ...keyErrors,
          },
        },
      },
      '/supplier/products/{id}': {
        parameters: [idParam],
        get: {
          summary: 'Um produto do fornecedor',
          responses: {
            200: {
              description: 'O produto',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Product' } } },
            },
            404: error({ code: 'NOT_FOUND', message: 'Product not found' }),
            ...keyErrors,
          },
        },
        put: {
          summary: 'Atualiza um produto (campos opcionais)',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/ProductUpdate' },
                example: { price: 9.5, inStock: false },
              },
            },
          },
          responses: {
            200: {
              description: 'Atualizado',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Product' } } },
            },
            404: error({ code: 'NOT_FOUND', message: 'Product not found' }),
            ...keyErrors,
          },
        },
        delete: {
          summary: 'Remove (desativa) um produto',
          responses: {
            200: {
              description: 'Product deleted successfully',
              content: { 'application/json': { example: { message: 'Product deleted successfully' } } },
            },
            404: error({ code: 'NOT_FOUND', message: 'Product not found' }),
            ...keyErrors,
          },
        },
      },
      '/supplier/products/categories': {
        get: {
          summary: 'Categorias ativas, por nome',
          responses: {
            200: {
              description: 'id, name, image, icon, color',
              content: {
                'application/json': {
                  example: [{ id: '…', name: 'Hortifrúti', image: null, icon: 'carrot', color: '#16a34a' }],
                },
              },
            },
            ...keyErrors,
          },
        },
      },
      '/supplier/products/stats': {
        get: {
          summary: 'Contagem de produtos',
          responses: {
            200: {
              description: 'Totais',
              content: {
                'application/json': { example: { totalProducts: 12, activeProducts: 10, inactiveProducts: 2 } },
              },
            },
            ...keyErrors,
          },
        },
      },
    },
  };
}
