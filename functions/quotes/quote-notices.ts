import { dataEncryptionKey, type AppConfig } from '../platform/env';
import type { EmailJob } from '../email/email.payload';
import { writeOutbox } from '../platform/jobs/outbox';
import { formatDay, timeInSaoPaulo, todayInSaoPaulo } from '../platform/brazil';
import type { Db } from '../platform/db';
import { planDeliveries } from '../integrations/webhook-deliveries';
import { signAnswerLink } from './answer-link';

/** An invited supplier as the notices address it. */
export interface InvitedSupplier {
  invitationId: string;
  supplierId: string;
  linkVersion: number;
  /** Where cotações go: the supplier's order address, else its contact. */
  email: string;
}

export interface SentQuote {
  id: string;
  title: string;
  deadline: Date;
  buyer: { name: string; cnpj: string };
  lines: { id: string; description: string; unit: string; quantity: number }[];
}

/** "28/11/2026 às 18:00" in São Paulo: the deadline as the supplier reads it. */
const deadlineText = (deadline: Date) => `${formatDay(todayInSaoPaulo(deadline))} às ${timeInSaoPaulo(deadline)}`;

/**
 * What a sent cotação writes to the outbox for each invited supplier, in the send's transaction: an
 * e-mail with its own signed answer link (valid until the deadline, answered from a phone without
 * signing in) and its webhooks' quote.requested. The ids come from the invitation and its link
 * version, so a relay that runs twice delivers once.
 */
export async function writeQuoteRequests(db: Db, cfg: AppConfig, quote: SentQuote, invited: InvitedSupplier[]) {
  const sealKey = dataEncryptionKey(cfg);
  const occurredAt = new Date().toISOString();
  const items = quote.lines.length === 1 ? '1 item' : `${quote.lines.length} itens`;
  const mails: EmailJob[] = [];
  for (const supplier of invited) {
    const token = await signAnswerLink(
      cfg.SESSION_SECRET,
      {
        invitationId: supplier.invitationId,
        quoteId: quote.id,
        supplierId: supplier.supplierId,
        linkVersion: supplier.linkVersion,
      },
      quote.deadline,
    );
    mails.push({
      kind: 'email',
      id: `quote:${supplier.invitationId}:requested:v${supplier.linkVersion}`,
      to: supplier.email,
      template: 'notification',
      data: {
        title: `Cotação de ${quote.buyer.name}: ${quote.title}`,
        message: `${quote.buyer.name} pede seus preços para ${items} até ${deadlineText(quote.deadline)}. Responda pelo link, do celular e sem precisar entrar (ele vale até o prazo), ou pelo portal do fornecedor. Dá para revisar a resposta até o prazo.`,
        url: `${cfg.APP_URL}/cotacao/responder/${token}`,
        actionLabel: 'Responder a cotação',
      },
    });
    await planDeliveries(
      db,
      sealKey,
      {
        id: `quote-requested-${supplier.invitationId}-v${supplier.linkVersion}`,
        occurredAt,
        type: 'quote.requested',
        data: {
          quoteId: quote.id,
          title: quote.title,
          buyer: quote.buyer,
          deadline: quote.deadline.toISOString(),
          lines: quote.lines,
        },
      },
      { supplierId: supplier.supplierId },
    );
  }
  await writeOutbox(db, sealKey, mails);
}
