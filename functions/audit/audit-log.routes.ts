import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { auditChainOf } from '../platform/audit-log';
import { verifyAuditChain } from './audit-verify';
import { activeOrganizationId, requireOperator, requireRole, requireSession } from '../identity/middleware';
import { csvAttachment } from '../platform/csv';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { auditCsv } from './audit-log-export';
import { auditEntryToResponse, auditPageSchema, auditVerifySchema, auditVerifyToResponse } from './audit-log.responses';
import { auditFilterQuery, auditListQuery } from './audit-log.schemas';
import { listAuditEntries } from './audit-log.service';

const LIST_DESCRIPTION =
  'Mais novas primeiro. Filtros: action, actorId, targetType, from/to (dias AAAA-MM-DD no horário de Brasília, inclusive), q (busca no autor, no alvo e no IP). Paginação por cursor: passe `nextCursor` como `cursor`. Guardado por 90 dias no plano Free e 2 anos no Pro.';
const CSV_DESCRIPTION =
  'Para o Excel em português, como a exportação de pedidos: UTF-8 com BOM, ";" entre colunas, datas dd/mm/aaaa hh:mm:ss (horário de Brasília), fórmulas neutralizadas. Mesmos filtros da lista; enviado em lotes.';
const VERIFY_DESCRIPTION =
  'Percorre a cadeia em ordem (em lotes), recalcula cada hash (SHA-256 de hash anterior | seq | conteúdo) e confere a sequência, os elos e a cabeça da cadeia. Uma linha alterada ou apagada direto no banco aparece em firstBroken: a primeira entrada quebrada e o motivo.';

/** Owners only, checked before the query is read. */
const owners = () => [requireSession(), requireRole('owner')] as const;

/** The audit log: each organization's chain for its owners, the platform's for the operator. */
export const auditLogRoutes = new Hono<AppEnv>()
  .use(area('Auditoria'))
  // GET /audit-log — the organization's audit entries, newest first (owner)
  .get(
    '/',
    ...owners(),
    doc({
      summary: 'Registro de auditoria da organização (proprietário)',
      description: LIST_DESCRIPTION,
      response: auditPageSchema,
    }),
    validate('query', auditListQuery),
    async (c) => {
      const { rows, nextCursor } = await listAuditEntries(
        c.var.db,
        auditChainOf(activeOrganizationId(c)),
        c.req.valid('query'),
      );
      return c.json({ data: rows.map(auditEntryToResponse), nextCursor });
    },
  )
  // GET /audit-log/export — the same entries as CSV (owner)
  .get(
    '/export',
    ...owners(),
    doc({
      summary: 'Exporta o registro de auditoria em CSV (proprietário)',
      description: CSV_DESCRIPTION,
      file: 'text/csv',
      responseDescription:
        'auditoria-AAAA-MM-DD.csv: Data e hora; Ação; Código da ação; Autor; Tipo de autor; Alvo; Tipo de alvo; ID do alvo; Alterações; IP; Navegador; Sequência; Hash (início)',
    }),
    validate('query', auditFilterQuery),
    (c) =>
      c.body(
        auditCsv(c.var.config, { ...c.req.valid('query'), chain: auditChainOf(activeOrganizationId(c)) }),
        200,
        csvAttachment('auditoria'),
      ),
  )
  // GET /audit-log/verify — walks the organization's chain and names the first broken entry (owner)
  .get(
    '/verify',
    ...owners(),
    doc({
      summary: 'Verifica a integridade da cadeia da organização (proprietário)',
      description: VERIFY_DESCRIPTION,
      response: auditVerifySchema,
    }),
    async (c) => c.json(auditVerifyToResponse(await verifyAuditChain(c.var.db, auditChainOf(activeOrganizationId(c))))),
  )
  // GET /audit-log/platform — the platform's entries (supplier keys, unknown sign-ins…), newest first (operator)
  .get(
    '/platform',
    requireOperator(),
    doc({
      summary: 'Registro de auditoria da plataforma (operador)',
      description: `Chaves de fornecedor, webhooks de fornecedores e tentativas de entrada de e-mails desconhecidos ou de quem não pertence a nenhuma organização. ${LIST_DESCRIPTION}`,
      response: auditPageSchema,
    }),
    validate('query', auditListQuery),
    async (c) => {
      const { rows, nextCursor } = await listAuditEntries(c.var.db, auditChainOf(null), c.req.valid('query'));
      return c.json({ data: rows.map(auditEntryToResponse), nextCursor });
    },
  )
  // GET /audit-log/platform/export — the platform's entries as CSV (operator)
  .get(
    '/platform/export',
    requireOperator(),
    doc({
      summary: 'Exporta o registro de auditoria da plataforma em CSV (operador)',
      description: CSV_DESCRIPTION,
      file: 'text/csv',
      responseDescription: 'auditoria-plataforma-AAAA-MM-DD.csv, mesmas colunas do registro da organização',
    }),
    validate('query', auditFilterQuery),
    (c) =>
      c.body(
        auditCsv(c.var.config, { ...c.req.valid('query'), chain: auditChainOf(null) }),
        200,
        csvAttachment('auditoria-plataforma'),
      ),
  )
  // GET /audit-log/platform/verify — walks the platform's chain (operator)
  .get(
    '/platform/verify',
    requireOperator(),
    doc({
      summary: 'Verifica a integridade da cadeia da plataforma (operador)',
      description: VERIFY_DESCRIPTION,
      response: auditVerifySchema,
    }),
    async (c) => c.json(auditVerifyToResponse(await verifyAuditChain(c.var.db, auditChainOf(null)))),
  );
