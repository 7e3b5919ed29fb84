import { and, eq, sql } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import { organizations } from '../../db/schema/organizations';
import { quotes, quoteSuppliers } from '../../db/schema/quotes';
import { dataEncryptionKey } from '../platform/env';
import type { DomainEvent } from '../platform/domain-event';
import type { JobContext } from '../platform/jobs/context';
import type { EmailJob } from '../email/email.payload';
import { writeOutbox } from '../platform/jobs/outbox';
import { planDeliveries } from '../integrations/webhook-deliveries';
import { supplierEmailFor } from '../suppliers/buyer-supplier-terms';

/**
 * Every supplier that answered an awarded cotação hears how it came out: the winners that their order
 * is on its way (through the buyer's approval), the others that they were not chosen this time — by
 * e-mail and by their webhooks' quote.awarded / quote.lost. Ids come from the event's, so a
 * redelivered event writes nothing twice.
 */
export async function tellQuoteOutcome(event: DomainEvent, meta: { id: string; occurredAt: string }, ctx: JobContext) {
  if (event.type !== 'quote.awarded') return;
  const { cfg, db } = ctx;
  const { quoteId, orderId, winnerIds } = event.data;
  const rows = await db
    .select({
      supplierId: quoteSuppliers.supplierId,
      // An own supplier hears at the e-mail the cotação's buyer keeps for it, as the invitation went.
      email: supplierEmailFor(quotes.organizationId),
      title: quotes.title,
      buyer: organizations.name,
    })
    .from(quoteSuppliers)
    .innerJoin(quotes, eq(quotes.id, quoteSuppliers.quoteId))
    .innerJoin(organizations, eq(organizations.id, quotes.organizationId))
    .innerJoin(suppliers, eq(suppliers.id, quoteSuppliers.supplierId))
    .where(and(eq(quoteSuppliers.quoteId, quoteId), sql`${quoteSuppliers.answerCount} > 0`));
  const sealKey = dataEncryptionKey(cfg);
  const mails: EmailJob[] = [];
  for (const row of rows) {
    const won = winnerIds.includes(row.supplierId);
    mails.push({
      kind: 'email',
      id: `${meta.id}:${row.supplierId}`,
      to: row.email,
      template: 'notification',
      data: won
        ? {
            title: `Você venceu a cotação de ${row.buyer}: ${row.title}`,
            message: `${row.buyer} escolheu sua proposta em itens da cotação "${row.title}". O pedido segue pela aprovação do comprador e chega pelo portal (e pela API) com os preços cotados.`,
            url: `${cfg.APP_URL}/fornecedor/cotacoes/${quoteId}`,
            actionLabel: 'Ver a cotação',
          }
        : {
            title: `Cotação de ${row.buyer} encerrada: ${row.title}`,
            message: `${row.buyer} fechou a cotação "${row.title}" com outra proposta desta vez. Obrigado por responder.`,
            url: `${cfg.APP_URL}/fornecedor/cotacoes/${quoteId}`,
            actionLabel: 'Ver a cotação',
          },
    });
    await planDeliveries(
      db,
      sealKey,
      {
        id: `${meta.id}-${row.supplierId}`,
        occurredAt: meta.occurredAt,
        type: won ? 'quote.awarded' : 'quote.lost',
        data: { quoteId, title: row.title, buyer: { name: row.buyer }, ...(won ? { orderId } : {}) },
      },
      { supplierId: row.supplierId },
    );
  }
  await writeOutbox(db, sealKey, mails);
}
