import type { RouteDocs } from '../platform/describe';
import {
  activeOrganizationSchema,
  dashboardStatsSchema,
  onboardingSchema,
  organizationSchema,
  procurementOverviewSchema,
  publicOrganizationSchema,
  slugAvailabilitySchema,
} from './organization.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How organization.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const organizationDocs = {
  'GET /public/:slug': { summary: 'Perfil público de uma organização (sem login)', response: publicOrganizationSchema },
  'POST /verify': { summary: 'Se um slug está livre', response: slugAvailabilitySchema },
  'POST /': {
    summary: 'Cria uma organização: quem chama vira proprietário e ela fica ativa',
    status: 201,
    response: organizationSchema,
    requestExample: { name: 'Padaria Boa', slug: 'padaria-boa', cnpj: '11.222.333/0001-81' },
  },
  'GET /stats': {
    summary: 'Painel: últimos 30 dias contra os 30 anteriores, com série diária',
    response: dashboardStatsSchema,
  },
  'GET /overview': {
    summary: 'Painel: pedidos em andamento, aprovações pendentes e entregas previstas',
    description:
      'O que a organização espera agora, para a primeira linha do painel. As contas a pagar vêm de GET /payables/weeks.',
    response: procurementOverviewSchema,
  },
  'GET /onboarding': { summary: 'Os primeiros passos e quais estão feitos', response: onboardingSchema },
  'GET /': { summary: 'A organização ativa e o papel de quem chama', response: activeOrganizationSchema },
  'PUT /': { summary: 'Atualiza dados e preferências da organização ativa', response: organizationSchema },
  'DELETE /:id': { summary: 'Exclui a organização (só o proprietário)', response: messageResponse, errors: [403] },
} satisfies RouteDocs;
