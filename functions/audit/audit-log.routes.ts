import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { auditChainOf } from '../platform/audit-log';
import { verifyAuditChain } from './audit-verify';
import { activeOrganizationId, requireOperator, requireRole, requireSession } from '../identity/middleware';
import { csvAttachment } from '../platform/csv';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { auditCsv } from './audit-log-export';
import { auditEntryToResponse, auditVerifyToResponse } from './audit-log.responses';
import { auditFilterQuery, auditListQuery } from './audit-log.schemas';
import { listAuditEntries } from './audit-log.service';

/** Owners only, checked before the query is read. */
const owners = () => [requireSession(), requireRole('owner')] as const;

/** The audit log: each organization's chain for its owners, the platform's for the operator. */
export const auditLogRoutes = new Hono<AppEnv>()
  .use(area('Auditoria'))
  // GET /audit-log — the organization's audit entries, newest first (owner)
  .get('/', ...owners(), doc('audit-log', 'GET /'), validate('query', auditListQuery), async (c) => {
    const { rows, nextCursor } = await listAuditEntries(
      c.var.db,
      auditChainOf(activeOrganizationId(c)),
      c.req.valid('query'),
    );
    return c.json({ data: rows.map(auditEntryToResponse), nextCursor });
  })
  // GET /audit-log/export — the same entries as CSV (owner)
  .get('/export', ...owners(), doc('audit-log', 'GET /export'), validate('query', auditFilterQuery), (c) =>
    c.body(
      auditCsv(c.var.config, { ...c.req.valid('query'), chain: auditChainOf(activeOrganizationId(c)) }),
      200,
      csvAttachment('auditoria'),
    ),
  )
  // GET /audit-log/verify — walks the organization's chain and names the first broken entry (owner)
  .get('/verify', ...owners(), doc('audit-log', 'GET /verify'), async (c) =>
    c.json(auditVerifyToResponse(await verifyAuditChain(c.var.db, auditChainOf(activeOrganizationId(c))))),
  )
  // GET /audit-log/platform — the platform's entries (supplier keys, unknown sign-ins…), newest first (operator)
  .get(
    '/platform',
    requireOperator(),
    doc('audit-log', 'GET /platform'),
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
    doc('audit-log', 'GET /platform/export'),
    validate('query', auditFilterQuery),
    (c) =>
      c.body(
        auditCsv(c.var.config, { ...c.req.valid('query'), chain: auditChainOf(null) }),
        200,
        csvAttachment('auditoria-plataforma'),
      ),
  )
  // GET /audit-log/platform/verify — walks the platform's chain (operator)
  .get('/platform/verify', requireOperator(), doc('audit-log', 'GET /platform/verify'), async (c) =>
    c.json(auditVerifyToResponse(await verifyAuditChain(c.var.db, auditChainOf(null)))),
  );
