import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { customers, prices, subscriptions } from '../../db/schema/billing';
import { users } from '../../db/schema/identity';
import { invitations, members, organizations } from '../../db/schema/organizations';
import { enqueueEmail } from '../email/enqueue-email';
import { recordAudit, SYSTEM_ACTOR } from '../platform/audit-log';
import { formatDay, timeInSaoPaulo, todayInSaoPaulo, addDays } from '../platform/brazil';
import { inTransaction, type Db, type DbOrTx } from '../platform/db';
import { DEFAULT_PLAN_SLUG, planBySlug } from './plans';

/**
 * The people of a trial of Pro (decision 0056). A trial that ends unpaid puts the organization back
 * on the default plan, which holds fewer people than the trial did: the owner stays, and so do the
 * first to join up to the plan's seats; the others leave the organization (their orders and cotações
 * stay in it) and pending invitations are cancelled. The day before, the owner and each person who
 * would leave are told, by e-mail; the screens say it from the first day.
 */

/** How far ahead of a trial's end the notice goes out (the hourly cron looks this far). */
export const TRIAL_NOTICE_MS = 24 * 3600_000;

interface Links {
  appUrl: string;
  sealKey: string;
}

/** How many people the default plan holds (Gratuito: the owner alone). */
const defaultSeats = () => planBySlug(DEFAULT_PLAN_SLUG)!.features.seats.limit ?? 1;

/** The organization's people, the owner first and then by the day they joined; those past the default plan's seats leave. */
async function peopleOf(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select({
      id: members.id,
      role: members.role,
      name: users.name,
      email: users.email,
      organizationName: organizations.name,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(members.organizationId, organizationId))
    .orderBy(sql`${members.role} = 'owner' desc`, asc(members.createdAt), asc(members.id));
  return {
    organizationName: rows[0]?.organizationName ?? '',
    owners: rows.filter((r) => r.role === 'owner'),
    leaving: rows.slice(defaultSeats()).filter((r) => r.role !== 'owner'),
  };
}

/** "hoje às 14:00", "amanhã às 09:30" or "em 12/12/2026 às 14:00", in São Paulo. */
export function whenInSaoPaulo(at: Date, now = new Date()): string {
  const day = todayInSaoPaulo(at);
  const time = timeInSaoPaulo(at);
  if (day === todayInSaoPaulo(now)) return `hoje às ${time}`;
  if (day === addDays(todayInSaoPaulo(now), 1)) return `amanhã às ${time}`;
  return `em ${formatDay(day)} às ${time}`;
}

const namesOf = (people: { name: string }[]) =>
  people.length <= 1
    ? (people[0]?.name ?? '')
    : `${people
        .slice(0, -1)
        .map((p) => p.name)
        .join(', ')} e ${people.at(-1)!.name}`;

/** The trial ended unpaid: people past the default plan's seats leave, pending invitations end, each told. */
export async function releaseTrialSeats(tx: DbOrTx, organizationId: string, links: Links): Promise<number> {
  const { organizationName, leaving } = await peopleOf(tx, organizationId);
  for (const person of leaving) {
    await tx.delete(members).where(eq(members.id, person.id));
    await recordAudit(tx, {
      organizationId,
      actor: SYSTEM_ACTOR,
      action: 'member.removed',
      target: { type: 'member', id: person.id, label: person.email },
      changes: { role: { before: person.role } },
    });
    await enqueueEmail(tx, links.sealKey, {
      to: person.email,
      template: 'notification',
      data: {
        title: `Seu acesso a ${organizationName} terminou`,
        message: `O teste do plano Pro de ${organizationName} terminou sem assinatura, e a organização voltou ao plano Gratuito, que tem lugar para ${defaultSeats()} pessoa. Seus pedidos e cotações continuam na organização. Se ${organizationName} assinar o Pro, peça um novo convite.`,
        url: `${links.appUrl}/app`,
        actionLabel: 'Abrir o Abastece',
      },
    });
  }
  const canceled = await tx
    .update(invitations)
    .set({ status: 'canceled' })
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id, email: invitations.email });
  for (const invitation of canceled)
    await recordAudit(tx, {
      organizationId,
      actor: SYSTEM_ACTOR,
      action: 'invitation.canceled',
      target: { type: 'invitation', id: invitation.id, label: invitation.email },
      changes: { status: { before: 'pending', after: 'canceled' } },
    });
  return leaving.length;
}

/** The notice of one trial: the owners hear what they keep by subscribing; each person who would leave, when. */
async function noticeOne(tx: DbOrTx, trial: { organizationId: string; endsAt: Date }, links: Links, now: Date) {
  const { organizationName, owners, leaving } = await peopleOf(tx, trial.organizationId);
  const when = whenInSaoPaulo(trial.endsAt, now);
  const consequence =
    leaving.length === 0
      ? `Sem assinatura, ${organizationName} volta ao plano Gratuito.`
      : `Sem assinatura, ${organizationName} volta ao plano Gratuito, que tem lugar para ${defaultSeats()} pessoa: ${namesOf(leaving)} ${leaving.length === 1 ? 'deixa' : 'deixam'} a organização (seus pedidos e cotações continuam nela) e os convites pendentes são cancelados.`;
  for (const owner of owners)
    await enqueueEmail(tx, links.sealKey, {
      to: owner.email,
      template: 'notification',
      data: {
        title: `O teste do Pro de ${organizationName} termina ${when}`,
        message: `Para continuar com todas as pessoas da organização, assine o Pro na página de planos. ${consequence}`,
        url: `${links.appUrl}/app/upgrade`,
        actionLabel: 'Ver os planos',
      },
    });
  for (const person of leaving)
    await enqueueEmail(tx, links.sealKey, {
      to: person.email,
      template: 'notification',
      data: {
        title: `Seu acesso a ${organizationName} termina ${when}`,
        message: `${organizationName} está testando o plano Pro. Se a organização não assinar o Pro até lá, ela volta ao plano Gratuito, que tem lugar para ${defaultSeats()} pessoa, e você deixa de ter acesso a ela. Seus pedidos e cotações continuam na organização. Para continuar, fale com ${namesOf(owners)}.`,
        url: `${links.appUrl}/app`,
        actionLabel: 'Abrir o Abastece',
      },
    });
}

/**
 * The hourly notice: each paid trial ending within a day is told once. The mark and the e-mails commit
 * together, and a run at the same moment skips the trials this one holds. Returns how many were told.
 */
export async function noticeTrialsEnding(db: Db, links: Links, now = new Date()): Promise<number> {
  return inTransaction(db, async (tx) => {
    const due = await tx
      .select({ id: subscriptions.id, organizationId: customers.organizationId, endsAt: subscriptions.trialEndsAt })
      .from(subscriptions)
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .innerJoin(prices, eq(prices.id, subscriptions.priceId))
      .where(
        and(
          eq(subscriptions.status, 'trialing'),
          isNull(subscriptions.trialNoticeSentAt),
          gt(subscriptions.trialEndsAt, now),
          lte(subscriptions.trialEndsAt, new Date(now.getTime() + TRIAL_NOTICE_MS)),
          gt(prices.amount, 0),
        ),
      )
      .for('update', { of: subscriptions, skipLocked: true });
    for (const trial of due) {
      await noticeOne(tx, { organizationId: trial.organizationId, endsAt: trial.endsAt! }, links, now);
      await tx.update(subscriptions).set({ trialNoticeSentAt: now }).where(eq(subscriptions.id, trial.id));
    }
    return due.length;
  });
}
