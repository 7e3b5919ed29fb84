import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { sessionActor } from '../platform/audit-actor';
import { activeOrganizationId, requireRole, requireRoleOr, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { saveRulesSchema } from './approval-rules.schemas';
import { inForceResponse, ruleSetResponse } from './approval-rules.responses';
import { decidersCount, ruleSetHistory, ruleSetInForce, saveRuleSet } from './approval-rules.service';

/**
 * The organization's approval rules (alçadas): everyone reads them, the owner replaces the whole
 * list, and every save is a new version (orders keep the one they were placed under).
 */

const ownerOnly = requireRoleOr(
  { code: 'FORBIDDEN', message: 'Só o dono da organização altera as regras de aprovação' },
  'owner',
);

export const approvalRuleRoutes = new Hono<AppEnv>()
  .use(area('Aprovações'), requireSession({ code: 'UNAUTHORIZED', message: 'Authentication required' }), requireRole())
  // GET /approval-rules — the version in force, its rules, who saved it and when
  .get('/', doc('approval-rules', 'GET /'), async (c) => {
    const organizationId = activeOrganizationId(c);
    const [set, deciders] = await Promise.all([
      ruleSetInForce(c.var.db, organizationId),
      decidersCount(c.var.db, organizationId),
    ]);
    return c.json(inForceResponse(set, deciders));
  })
  // GET /approval-rules/versions — every version, newest first
  .get('/versions', doc('approval-rules', 'GET /versions'), async (c) =>
    c.json({ data: (await ruleSetHistory(c.var.db, activeOrganizationId(c))).map(ruleSetResponse) }),
  )
  // PUT /approval-rules — replace the whole list as a new version (owner)
  .put('/', doc('approval-rules', 'PUT /'), ownerOnly, validate('json', saveRulesSchema), async (c) => {
    const organizationId = activeOrganizationId(c);
    const set = await saveRuleSet(c.var.db, {
      organizationId,
      userId: c.var.user.id,
      actor: sessionActor(c),
      ...c.req.valid('json'),
    });
    return c.json(inForceResponse(set, await decidersCount(c.var.db, organizationId)));
  });
