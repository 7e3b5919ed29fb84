import { sql } from 'drizzle-orm';
import { members } from '../../db/schema/organizations';

/**
 * The e-mails about orders a person may turn off, each in their own words. A person's choices are
 * per organization (members.email_opt_outs lists what they turned off) and only stop the e-mail:
 * the bell still shows every notice. Account e-mails (sign-in links, invitations, billing) are not
 * choices.
 */
export const EMAIL_CHOICES = {
  order_awaiting_approval: {
    label: 'Pedidos que esperam a minha aprovação',
    description: 'Quando alguém da organização faz um pedido que cabe a você aprovar.',
    managersOnly: true,
  },
  order_decided: {
    label: 'Decisões sobre os pedidos que fiz',
    description: 'Quando um pedido seu é aprovado, recusado na aprovação ou cancelado.',
    managersOnly: false,
  },
  supplier_updates: {
    label: 'Respostas dos fornecedores',
    description: 'Quando o fornecedor confirma ou recusa itens, despacha, entrega ou responde uma ocorrência.',
    managersOnly: false,
  },
  payables_due: {
    label: 'Contas a pagar que vencem em dois dias',
    description: 'Às 08:00, dois dias antes do vencimento das parcelas das NF-e recebidas.',
    managersOnly: true,
  },
} as const;

export type EmailChoice = keyof typeof EMAIL_CHOICES;
export const EMAIL_CHOICE_KEYS = Object.keys(EMAIL_CHOICES) as [EmailChoice, ...EmailChoice[]];

/** Whether a member row still wants `choice` by e-mail (a condition for a query joined to members). */
export const wantsEmail = (choice: EmailChoice) => sql`not (${choice} = any(${members.emailOptOuts}))`;

/** The same question over a member's list as read. */
export const optedIn = (optOuts: readonly string[] | null | undefined, choice: EmailChoice) =>
  !(optOuts ?? []).includes(choice);
