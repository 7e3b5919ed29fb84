import type { RouteDocs } from '../platform/describe';
import { createdSubmissionSchema, submissionListSchema, submissionSchema } from './submissions.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How submissions.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const submissionsDocs = {
  'POST /': {
    summary: 'Envia um formulário do seu site como lead (chave da organização ou membro)',
    description:
      'Para formulários de contato e captação: com a chave da organização (ak_…) no cabeçalho x-api-key, cada envio encontra o lead pelo e-mail ou o cria, e aparece em Leads. Conta nos limites de envios e de leads do plano (403 PLAN_QUOTA_EXCEEDED acima deles). Exemplo: curl -X POST …/api/v1/submissions -H "x-api-key: ak_…" -H "content-type: application/json" -d \'{"email":"cliente@exemplo.com","name":"Cliente"}\'',
    status: 201,
    response: createdSubmissionSchema,
    requestExample: {
      email: 'cliente@exemplo.com',
      name: 'Cliente',
      phone: '(11) 98888-7777',
      metadata: { source: 'site', data: { mensagem: 'Quero o catálogo' } },
    },
  },
  'GET /': { summary: 'Envios da organização: busca, ordenação, por lead, páginas', response: submissionListSchema },
  'GET /:id': { summary: 'Um envio com seu lead', response: submissionSchema },
  'PUT /:id': { summary: 'Muda os metadados ou o lead de um envio', response: submissionSchema },
  'DELETE /:id': { summary: 'Exclui um envio', response: messageResponse },
} satisfies RouteDocs;
