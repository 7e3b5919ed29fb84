import type { RouteDocs } from '../platform/describe';
import { auditPageSchema, auditVerifySchema } from './audit-log.responses';

const LIST_DESCRIPTION =
  'Mais novas primeiro. Filtros: action, actorId, targetType, from/to (dias AAAA-MM-DD no horário de Brasília, inclusive), q (busca no autor, no alvo e no IP). Paginação por cursor: passe `nextCursor` como `cursor`. Guardado por 90 dias no plano Free e 2 anos no Pro.';

const CSV_DESCRIPTION =
  'Para o Excel em português, como a exportação de pedidos: UTF-8 com BOM, ";" entre colunas, datas dd/mm/aaaa hh:mm:ss (horário de Brasília), fórmulas neutralizadas. Mesmos filtros da lista; enviado em lotes.';

const VERIFY_DESCRIPTION =
  'Percorre a cadeia em ordem (em lotes), recalcula cada hash (SHA-256 de hash anterior | seq | conteúdo) e confere a sequência, os elos e a cabeça da cadeia. Uma linha alterada ou apagada direto no banco aparece em firstBroken: a primeira entrada quebrada e o motivo.';

/**
 * How audit-log.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const auditLogDocs = {
  'GET /': {
    summary: 'Registro de auditoria da organização (proprietário)',
    description: LIST_DESCRIPTION,
    response: auditPageSchema,
  },
  'GET /export': {
    summary: 'Exporta o registro de auditoria em CSV (proprietário)',
    description: CSV_DESCRIPTION,
    file: 'text/csv',
    responseDescription:
      'auditoria-AAAA-MM-DD.csv: Data e hora; Ação; Código da ação; Autor; Tipo de autor; Alvo; Tipo de alvo; ID do alvo; Alterações; IP; Navegador; Sequência; Hash (início)',
  },
  'GET /verify': {
    summary: 'Verifica a integridade da cadeia da organização (proprietário)',
    description: VERIFY_DESCRIPTION,
    response: auditVerifySchema,
  },
  'GET /platform': {
    summary: 'Registro de auditoria da plataforma (operador)',
    description: `Chaves de fornecedor, webhooks de fornecedores e tentativas de entrada de e-mails desconhecidos ou de quem não pertence a nenhuma organização. ${LIST_DESCRIPTION}`,
    response: auditPageSchema,
  },
  'GET /platform/export': {
    summary: 'Exporta o registro de auditoria da plataforma em CSV (operador)',
    description: CSV_DESCRIPTION,
    file: 'text/csv',
    responseDescription: 'auditoria-plataforma-AAAA-MM-DD.csv, mesmas colunas do registro da organização',
  },
  'GET /platform/verify': {
    summary: 'Verifica a integridade da cadeia da plataforma (operador)',
    description: VERIFY_DESCRIPTION,
    response: auditVerifySchema,
  },
} satisfies RouteDocs;
