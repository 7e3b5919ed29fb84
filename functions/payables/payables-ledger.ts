import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { incidents, shipments } from '../../db/schema/fulfilment';
import { payableCredits, payables } from '../../db/schema/payables';
import { supplierOrders } from '../../db/schema/purchase-orders';
import { parseDay } from '../platform/brazil';
import type { DbOrTx } from '../platform/db';
import { installmentsOf, termDays, type Installment } from './due-dates';
import { creditedSum } from './payables.service';

/**
 * What the fulfilment moves write of contas a pagar, inside their own transaction: a received note
 * becomes its installments, and a supplier's credits are deducted from its next open ones.
 */

type KeptDuplicate = { number: string; dueDate: string; amount: string };

/**
 * The duplicates a shipment kept from its XML, as installments; none when one of them falls due on a
 * day that does not exist (kept before issue #51 refused such notes: PostgreSQL would refuse the
 * payable and the goods could never be received). The note is then owed by the payment term, and
 * `notice` says so in the words the receipt's timeline shows.
 */
export function keptDuplicates(kept: KeptDuplicate[], paymentTerm: string | null) {
  const impossible = kept.filter((d) => parseDay(d.dueDate) === null);
  if (impossible.length > 0) {
    const days = impossible.map((d) => `duplicata ${d.number}: ${d.dueDate}`).join('; ');
    const instead =
      paymentTerm && termDays(paymentTerm)
        ? `as parcelas seguem o prazo de pagamento do pedido (${paymentTerm})`
        : 'a nota vence na data de emissão (o pedido não tem prazo de pagamento legível)';
    return { duplicates: [], notice: `A NF-e traz vencimento em dia que não existe (${days}): ${instead}.` };
  }
  const duplicates: Installment[] = kept.map((d) => ({
    number: d.number,
    dueDate: d.dueDate,
    amountCents: Math.round(Number(d.amount) * 100),
  }));
  return { duplicates, notice: null };
}

/**
 * The payables of a shipment just received: the XML's duplicates, or the supplier order's payment
 * term from the day of issue (a term nobody can read is owed on that day). A replacement shipment
 * makes up for units already billed and is owed nothing. Receiving happens once, so this runs once;
 * the unique (shipment, position) makes a second run a no-op all the same.
 */
export async function openShipmentPayables(tx: DbOrTx, shipmentId: string) {
  const [row] = await tx
    .select({
      organizationId: shipments.organizationId,
      supplierId: shipments.supplierId,
      supplierOrderId: shipments.supplierOrderId,
      amount: shipments.invoiceAmount,
      issuedOn: shipments.nfeIssuedOn,
      createdAt: shipments.createdAt,
      duplicates: shipments.nfeInstallments,
      replaces: shipments.replacesIncidentId,
      paymentTerm: supplierOrders.paymentTerm,
    })
    .from(shipments)
    .innerJoin(supplierOrders, eq(supplierOrders.id, shipments.supplierOrderId))
    .where(eq(shipments.id, shipmentId));
  if (!row || row.replaces) return;
  const { duplicates } = keptDuplicates(row.duplicates, row.paymentTerm);
  const input = {
    // Noon in São Paulo: the day of issue, whatever the clock.
    issuedAt: row.issuedOn ? `${row.issuedOn}T15:00:00Z` : row.createdAt,
    amountCents: Math.round(Number(row.amount) * 100),
    duplicates,
  };
  const installments =
    installmentsOf({ ...input, paymentTerm: row.paymentTerm }) ?? installmentsOf({ ...input, paymentTerm: null })!;
  const owed = installments.filter((i) => i.amountCents > 0);
  if (owed.length === 0) return;
  await tx
    .insert(payables)
    .values(
      owed.map((i, index) => ({
        organizationId: row.organizationId,
        supplierId: row.supplierId,
        supplierOrderId: row.supplierOrderId,
        shipmentId,
        installment: i.number,
        position: index + 1,
        dueDate: i.dueDate,
        amount: (i.amountCents / 100).toFixed(2),
      })),
    )
    .onConflictDoNothing();
  await deductSupplierCredits(tx, { organizationId: row.organizationId, supplierId: row.supplierId });
}

/**
 * A supplier's credits (incidents resolved with a credit) not yet deducted go, in order, to its open
 * payables that fall due first, each up to what is left of it; what no payable can take yet waits for
 * the next note. One lock per (organization, supplier), taken before anything is read: the sums below
 * are then read by statements that start after any other deduction committed, so a credit is never
 * deducted twice (row locks would not do: a waiting statement re-checks the row, not its sums).
 */
export async function deductSupplierCredits(tx: DbOrTx, input: { organizationId: string; supplierId: string }) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`payables:${input.organizationId}:${input.supplierId}`}, 0))`,
  );
  const usedOfIncident = sql<string>`coalesce((select sum(${payableCredits.amount}) from ${payableCredits} where ${payableCredits.incidentId} = ${incidents.id}), 0)`;
  const credits = await tx
    .select({ id: incidents.id, left: sql<string>`(${incidents.creditAmount} - ${usedOfIncident})::text` })
    .from(incidents)
    .where(
      and(
        eq(incidents.organizationId, input.organizationId),
        eq(incidents.supplierId, input.supplierId),
        eq(incidents.status, 'RESOLVED'),
        eq(incidents.resolution, 'CREDIT'),
        gt(incidents.creditAmount, usedOfIncident),
      ),
    )
    .orderBy(asc(incidents.resolvedAt), asc(incidents.id));
  if (credits.length === 0) return;
  const open = await tx
    .select({ id: payables.id, left: sql<string>`(${payables.amount} - ${creditedSum})::text` })
    .from(payables)
    .where(
      and(
        eq(payables.organizationId, input.organizationId),
        eq(payables.supplierId, input.supplierId),
        eq(payables.status, 'OPEN'),
        gt(payables.amount, creditedSum),
      ),
    )
    .orderBy(asc(payables.dueDate), asc(payables.position), asc(payables.id));
  const rows: (typeof payableCredits.$inferInsert)[] = [];
  const payableLeft = open.map((p) => ({ id: p.id, cents: Math.round(Number(p.left) * 100) }));
  for (const credit of credits) {
    let cents = Math.round(Number(credit.left) * 100);
    for (const payable of payableLeft) {
      if (cents === 0) break;
      const take = Math.min(cents, payable.cents);
      if (take === 0) continue;
      rows.push({
        organizationId: input.organizationId,
        payableId: payable.id,
        incidentId: credit.id,
        amount: (take / 100).toFixed(2),
      });
      payable.cents -= take;
      cents -= take;
    }
  }
  if (rows.length === 0) return;
  // A credit split twice onto one payable (two calls before this one) adds to the same row.
  await tx
    .insert(payableCredits)
    .values(rows)
    .onConflictDoUpdate({
      target: [payableCredits.payableId, payableCredits.incidentId],
      set: { amount: sql`${payableCredits.amount} + excluded.amount` },
    });
}
