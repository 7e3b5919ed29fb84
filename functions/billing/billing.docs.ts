import type { RouteDocs } from '../platform/describe';
import {
  billingStateSchema,
  cancellationSchema,
  planChangeSchema,
  portalSchema,
  providerWebhookSchema,
} from './billing.responses';

/**
 * How billing.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const billingDocs = {
  'POST /': {
    summary: 'Eventos assinados do Stripe (sem sessão)',
    description:
      'Chamado pelo Stripe: a assinatura no cabeçalho stripe-signature é conferida sobre o corpo cru; cada evento é aplicado uma vez (um repetido responde status "duplicate").',
    response: providerWebhookSchema,
    errors: [400, 503],
  },
  'GET /subscription': {
    summary: 'Plano, status, ciclo, fim do teste e limite e uso de cada recurso',
    response: billingStateSchema,
  },
  'POST /subscription': {
    summary: 'URL do Checkout para assinar, ou a confirmação da troca de plano',
    response: planChangeSchema,
    errors: [404, 502, 503],
    requestExample: { plan: 'pro', cycle: 'month', seats: 5 },
  },
  'POST /subscription/open': {
    summary: 'URL do portal de cobrança (volta para returnUrl deste site)',
    response: portalSchema,
    errors: [404, 502, 503],
  },
  'POST /subscription/cancel': {
    summary: 'Cancela agora (com rateio e fatura opcionais) ou no fim do período',
    response: cancellationSchema,
    errors: [404, 502, 503],
  },
} satisfies RouteDocs;
