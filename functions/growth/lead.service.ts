import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { leads, submissions } from '../../db/schema/crm';
import { recordDomainEvents } from '../platform/domain-events';
import { inTransaction, type Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { containsPattern, pagination } from '../platform/pagination';
import { isUniqueViolation } from '../platform/pg-errors';
import { assertQuota } from '../billing/quotas';

export type LeadRow = typeof leads.$inferSelect;
export interface ListQuery {
  page: number;
  limit: number;
  sortBy: 'name' | 'email' | 'createdAt';
  sortOrder: 'asc' | 'desc';
  search?: string;
}

const leadNotFound = () => notFound('Lead not found');
const emailTaken = () => new ApiError({ code: 'CONFLICT', message: 'Já existe um lead com este e-mail' });
const SORT = { name: leads.name, email: leads.email, createdAt: leads.createdAt } as const;

/** Leads whose name or e-mail contains the search text (none given: no condition). */
export const leadMatches = (search: string | undefined) =>
  search ? or(ilike(leads.name, containsPattern(search)), ilike(leads.email, containsPattern(search))) : undefined;

export async function listLeads(db: Db, organizationId: string, q: ListQuery) {
  const where = and(eq(leads.organizationId, organizationId), leadMatches(q.search));
  // Joined, not a correlated subquery in the select list: a single-table select drops the table name
  // from its columns, and "id" inside `from submissions` would be the submission's own id.
  const submissionCounts = db
    .select({ leadId: submissions.leadId, n: count().as('submission_n') })
    .from(submissions)
    .where(eq(submissions.organizationId, organizationId))
    .groupBy(submissions.leadId)
    .as('submission_counts');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        lead: leads,
        submissionCount: sql<number>`coalesce(${submissionCounts.n}, 0)::int`,
      })
      .from(leads)
      .leftJoin(submissionCounts, eq(submissionCounts.leadId, leads.id))
      .where(where)
      .orderBy(q.sortOrder === 'asc' ? asc(SORT[q.sortBy]) : desc(SORT[q.sortBy]), asc(leads.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ value: count() }).from(leads).where(where),
  ]);
  return { rows, pagination: pagination(q.page, q.limit, total!.value) };
}

export async function getLead(db: Db, organizationId: string, id: string) {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.organizationId, organizationId)));
  if (!lead) throw leadNotFound();
  const rows = await db
    .select()
    .from(submissions)
    .where(eq(submissions.leadId, id))
    .orderBy(desc(submissions.createdAt));
  return { lead, submissions: rows };
}

export async function createLead(
  db: Db,
  organizationId: string,
  input: {
    email: string;
    name?: string | null;
    phone?: string | null;
    metadata?: Record<string, unknown>;
    /** The member typing it in (kept for their LGPD data export). */
    createdBy?: string | null;
  },
) {
  try {
    return await db.transaction(async (tx) => {
      await assertQuota(tx, organizationId, 'leads');
      const [row] = await tx
        .insert(leads)
        .values({
          organizationId,
          email: input.email,
          name: input.name ?? null,
          phone: input.phone ?? null,
          metadata: input.metadata ?? {},
          createdBy: input.createdBy ?? null,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'leads_org_email_lower_key')) throw emailTaken();
    throw error;
  }
}

export async function updateLead(
  db: Db,
  organizationId: string,
  id: string,
  input: { email?: string; name?: string | null; phone?: string | null; metadata?: Record<string, unknown> },
) {
  try {
    const [row] = await db
      .update(leads)
      .set({ ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)), updatedAt: sql`now()` })
      .where(and(eq(leads.id, id), eq(leads.organizationId, organizationId)))
      .returning();
    if (!row) throw leadNotFound();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'leads_org_email_lower_key')) throw emailTaken();
    throw error;
  }
}

export async function deleteLead(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .delete(leads)
    .where(and(eq(leads.id, id), eq(leads.organizationId, organizationId)))
    .returning({ id: leads.id });
  if (!row) throw leadNotFound();
}

/** A new lead and its "lead.created" event, committed together. */
export function createLeadAnnounced(
  db: Db,
  sealKey: string,
  organizationId: string,
  input: Parameters<typeof createLead>[2],
) {
  return inTransaction(db, async (tx) => {
    const created = await createLead(tx, organizationId, input);
    await recordDomainEvents(tx, sealKey, [
      { type: 'lead.created', organizationId, data: { leadId: created.id, email: created.email } },
    ]);
    return created;
  });
}
