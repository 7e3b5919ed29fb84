import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { members } from '../../db/schema/organizations';
import { payables } from '../../db/schema/payables';
import { creditedSum } from './payables.service';
import { shipments } from '../../db/schema/fulfilment';
import { addDays, formatCents, formatDay, todayInSaoPaulo } from '../platform/brazil';
import { inTransaction, type Db } from '../platform/db';
import { enqueueEmail } from '../email/enqueue-email';
import { wantsEmail } from '../notifications/email-choices';
import { supplierNameFor } from '../suppliers/buyer-supplier-terms';

/** How many days before its due date an installment is announced. */
export const REMINDER_DAYS_BEFORE = 2;

/**
 * The daily reminder: each organization's owners and admins (those who have not turned it off) hear, in one e-mail, of the unpaid
 * installments due in two days (São Paulo). The e-mails go to the outbox in the transaction that marks
 * the installments reminded, so each is announced once: a queue that fails leaves the e-mail in the
 * outbox for the sweeper, and a second run finds nothing left to announce. Returns how many
 * installments were announced.
 */
export async function remindPayablesDue(db: Db, input: { sealKey: string; appUrl: string }, now = new Date()) {
  const dueOn = addDays(todayInSaoPaulo(now), REMINDER_DAYS_BEFORE);
  return inTransaction(db, async (tx) => {
    // Another run at the same moment skips what this one holds (and finds it reminded afterwards).
    const due = await tx
      .select({
        id: payables.id,
        organizationId: payables.organizationId,
        supplierName: supplierNameFor(payables.organizationId),
        invoiceNumber: shipments.invoiceNumber,
        installment: payables.installment,
        amount: payables.amount,
        credited: sql<string>`${creditedSum}::text`,
      })
      .from(payables)
      .innerJoin(suppliers, eq(suppliers.id, payables.supplierId))
      .innerJoin(shipments, eq(shipments.id, payables.shipmentId))
      .where(and(eq(payables.status, 'OPEN'), eq(payables.dueDate, dueOn), isNull(payables.remindedAt)))
      .orderBy(asc(payables.organizationId), asc(suppliers.name), asc(payables.position))
      .for('update', { of: payables, skipLocked: true });
    if (due.length === 0) return 0;
    const organizations = [...new Set(due.map((p) => p.organizationId))];
    const people = await tx
      .select({ organizationId: members.organizationId, email: users.email })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(
        and(
          inArray(members.organizationId, organizations),
          inArray(members.role, ['owner', 'admin']),
          wantsEmail('payables_due'),
        ),
      );
    for (const organizationId of organizations) {
      const mine = due.filter((p) => p.organizationId === organizationId);
      const cents = (p: (typeof mine)[number]) =>
        Math.round(Number(p.amount) * 100) - Math.round(Number(p.credited) * 100);
      const total = mine.reduce((s, p) => s + cents(p), 0);
      const list = mine
        .map((p) => `${p.supplierName}, NF-e ${p.invoiceNumber} parcela ${p.installment}: ${formatCents(cents(p))}`)
        .join('; ');
      for (const person of people.filter((p) => p.organizationId === organizationId)) {
        await enqueueEmail(tx, input.sealKey, {
          to: person.email,
          template: 'notification',
          data: {
            title: `Contas a pagar em ${formatDay(dueOn)}: ${formatCents(total)}`,
            message: `${mine.length === 1 ? 'Vence' : `Vencem ${mine.length} parcelas`} em ${formatDay(dueOn)} (daqui a ${REMINDER_DAYS_BEFORE} dias): ${list}.`,
            url: `${input.appUrl}/app/contas-a-pagar`,
            actionLabel: 'Ver contas a pagar',
          },
        });
      }
    }
    await tx
      .update(payables)
      .set({ remindedAt: now })
      .where(
        inArray(
          payables.id,
          due.map((p) => p.id),
        ),
      );
    return due.length;
  });
}
