import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { leads, submissions, type SubmissionMetadata } from '../../db/schema/crm';
import { recordDomainEvents } from '../platform/domain-events';
import { inTransaction, type Db } from '../platform/db';
import { notFound } from '../platform/errors';
import { pagination } from '../platform/pagination';
import type { DomainEvent } from '../platform/domain-event';
import { assertQuota } from '../billing/quotas';
import { leadMatches } from './lead.service';

export type SubmissionRow = typeof submissions.$inferSelect;
const submissionNotFound = () => notFound('Submission not found');
const SORT = { createdAt: submissions.createdAt, email: leads.email, name: leads.name } as const;

export async function listSubmissions(
  db: Db,
  organizationId: string,
  q: {
    page: number;
    limit: number;
    sortBy: 'createdAt' | 'email' | 'name';
    sortOrder: 'asc' | 'desc';
    search?: string;
    leadId?: string;
  },
) {
  const where = and(
    eq(submissions.organizationId, organizationId),
    q.leadId ? eq(submissions.leadId, q.leadId) : undefined,
    leadMatches(q.search),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ submission: submissions, lead: { id: leads.id, email: leads.email, name: leads.name } })
      .from(submissions)
      .innerJoin(leads, eq(leads.id, submissions.leadId))
      .where(where)
      .orderBy(q.sortOrder === 'asc' ? asc(SORT[q.sortBy]) : desc(SORT[q.sortBy]), asc(submissions.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ value: count() }).from(submissions).innerJoin(leads, eq(leads.id, submissions.leadId)).where(where),
  ]);
  return { rows, pagination: pagination(q.page, q.limit, total!.value) };
}

export async function getSubmission(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ submission: submissions, lead: { id: leads.id, email: leads.email, name: leads.name } })
    .from(submissions)
    .innerJoin(leads, eq(leads.id, submissions.leadId))
    .where(and(eq(submissions.id, id), eq(submissions.organizationId, organizationId)));
  if (!row) throw submissionNotFound();
  return row;
}

/**
 * Records a form submission: the lead with that e-mail is found or created by
 * one upsert on the (organization, lower(e-mail)) unique index, so concurrent
 * submissions of one address share one lead; both rows in one transaction.
 */
export async function createSubmission(
  db: Db,
  organizationId: string,
  input: { name?: string | null; email: string; phone?: string | null; metadata: SubmissionMetadata },
) {
  return db.transaction(async (tx) => {
    await assertQuota(tx, organizationId, 'submissions');
    const upserted = await tx.execute<{ id: string; inserted: boolean }>(sql`
      insert into ${leads} (organization_id, email, name, phone)
      values (${organizationId}, ${input.email.toLowerCase()}, ${input.name ?? null}, ${input.phone ?? null})
      on conflict (organization_id, lower(email)) do update
        set name = coalesce(${leads.name}, excluded.name), phone = coalesce(${leads.phone}, excluded.phone), updated_at = now()
      returning id, (xmax = 0) as inserted`);
    const lead = upserted.rows[0]!;
    // A new lead counts against the leads quota too (already inserted here, so nothing more is being added).
    if (lead.inserted) await assertQuota(tx, organizationId, 'leads', 0);
    const [submission] = await tx
      .insert(submissions)
      .values({ leadId: lead.id, organizationId, metadata: input.metadata })
      .returning();
    const events: DomainEvent[] = [
      ...(lead.inserted
        ? [
            {
              type: 'lead.created' as const,
              organizationId,
              data: { leadId: lead.id, email: input.email.toLowerCase() },
            },
          ]
        : []),
      {
        type: 'submission.created',
        organizationId,
        data: {
          submissionId: submission!.id,
          leadId: lead.id,
          source: typeof input.metadata.source === 'string' ? input.metadata.source : null,
        },
      },
    ];
    return { submission: submission!, leadCreated: lead.inserted, events };
  });
}

export async function updateSubmission(
  db: Db,
  organizationId: string,
  id: string,
  input: { metadata?: SubmissionMetadata; leadId?: string },
) {
  if (input.leadId) {
    const [lead] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.id, input.leadId), eq(leads.organizationId, organizationId)));
    if (!lead) throw notFound('Lead not found');
  }
  const [row] = await db
    .update(submissions)
    .set({
      ...(input.metadata ? { metadata: input.metadata } : {}),
      ...(input.leadId ? { leadId: input.leadId } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(submissions.id, id), eq(submissions.organizationId, organizationId)))
    .returning({ id: submissions.id });
  if (!row) throw submissionNotFound();
  return getSubmission(db, organizationId, id);
}

export async function deleteSubmission(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .delete(submissions)
    .where(and(eq(submissions.id, id), eq(submissions.organizationId, organizationId)))
    .returning({ id: submissions.id });
  if (!row) throw submissionNotFound();
}

/** A submission (and maybe its new lead) with their events, committed together. */
export function createSubmissionAnnounced(
  db: Db,
  sealKey: string,
  organizationId: string,
  input: Parameters<typeof createSubmission>[2],
) {
  return inTransaction(db, async (tx) => {
    const created = await createSubmission(tx, organizationId, input);
    await recordDomainEvents(tx, sealKey, created.events);
    return created;
  });
}
