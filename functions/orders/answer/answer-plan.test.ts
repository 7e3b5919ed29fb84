import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../../platform/audit-log';
import { ApiError } from '../../platform/errors';
import type { SupplierOrderStatus } from '../move/supplier-order-machine';
import type { AcknowledgeInput } from '../supplier-orders.schemas';
import { decideAnswer, type AnswerPlan, type AnswerRows } from './answer-plan';

/**
 * The supplier's answer decided on rows alone, a table of cases: purchase order nº 42 has two lines
 * for Laticínios Serra Azul (part 42-1: 10 × Arroz at 10.00, 4 × Feijão at 2.50, and a line the buyer
 * rejected) and one for another supplier (part 42-2, sent: 2 × Café at 7.00). Each case answers part
 * 42-1 and checks the plan (the lines, the part, the purchase order, the timeline, the notice) or the
 * refusal as the API answers it (status, message, field).
 */

const TODAY = '2026-05-18';
const ACTOR: AuditActor = { type: 'supplier_key', id: 'key-1', label: 'ak_live_3f2a…', ip: null, userAgent: null };
const [ARROZ, FEIJAO, SAL, CAFE] = ['item-arroz', 'item-feijao', 'item-sal', 'item-cafe'];

type Item = AnswerRows['items'][number];
const item = (id: string, productName: string, quantity: number, unitPrice: string, part: string): Item =>
  ({
    id,
    productName,
    quantity,
    unitPrice,
    supplierOrderId: part,
    status: 'APPROVED',
    supplierStatus: 'PENDING',
    acceptedQuantity: null,
    refusalReason: null,
    supplierNote: null,
    cancelledQuantity: 0,
    shortQuantity: 0,
  }) as Item;

/** Part 42-1 in `status`, and `alone` when it is the purchase order's only part. */
function rowsOf(status: SupplierOrderStatus, { alone = false } = {}): AnswerRows {
  const own = [item(ARROZ, 'Arroz', 10, '10.00', 'part-1'), item(FEIJAO, 'Feijão', 4, '2.50', 'part-1')];
  const rejected = { ...item(SAL, 'Sal', 1, '3.00', 'part-1'), status: 'REJECTED' } as Item;
  const other = alone ? [] : [item(CAFE, 'Café', 2, '7.00', 'part-2')];
  return {
    current: {
      order: {
        id: 'part-1',
        purchaseOrderId: 'order-42',
        organizationId: 'org-1',
        number: '42-1',
        status,
      } as AnswerRows['current']['order'],
      purchaseOrderNumber: 42,
      lines: own,
    },
    items: [...own, rejected, ...other],
    parts: [{ id: 'part-1', status }, ...(alone ? [] : [{ id: 'part-2', status: 'SENT' as const }])],
    names: { supplierName: 'Laticínios Serra Azul', orderNumber: 42 },
  };
}

type Lines = AcknowledgeInput['lines'];
const accept = (itemId: string, quantity?: number): Lines[number] => ({ itemId, accepted: true, quantity });
const refuse = (itemId: string, reason?: Lines[number]['reason'], note?: string): Lines[number] => ({
  itemId,
  accepted: false,
  reason,
  note,
});

/** What a case checks of the plan: every value the write batch writes or sends, in short. */
function summary(plan: AnswerPlan) {
  return {
    part: plan.part,
    parent: plan.parent,
    lines: plan.lines.map(
      (l) => `${l.itemId} ${l.set.supplierStatus} ${l.set.acceptedQuantity ?? l.set.refusalReason}`,
    ),
    timeline: [plan.timeline.action, plan.timeline.fromStatus, plan.timeline.toStatus, plan.timeline.data],
    event: plan.event.data,
    notice: plan.notice,
  };
}

/** The refusal as the API answers it: status, code, message and the field it names. */
function outcome(rows: AnswerRows, lines: Lines, promisedDate?: string) {
  try {
    return summary(decideAnswer(rows, { body: { lines, promisedDate }, actorName: 'Ana', actor: ACTOR }, TODAY));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { refused: [error.status, error.code, error.message, error.details?.[0]?.path] };
  }
}

const confirmed = (count: number, rest = '') => ({
  title: `Laticínios Serra Azul confirmou ${count} de 2 itens do pedido nº 42`,
  body: `Laticínios Serra Azul confirmou ${count} de 2 itens do pedido nº 42 (parte 42-1), com entrega prometida para 20/05/2026.${rest}`,
});
const eventOf = (action: string, status: string) => ({
  orderId: 'order-42',
  number: 42,
  supplierOrderId: 'part-1',
  supplierOrderNumber: '42-1',
  action,
  status,
});
/**
 * A confirmation's plan: part 42-1 acknowledged with the date, its total and the purchase order's,
 * its lines as answered, what the timeline adds (refused, reduced) and the notice.
 */
type Confirmation = {
  date: string;
  totals: [part: string, order: string];
  lines: string[];
  timeline?: object;
  notice: { title: string; body: string };
};
const acknowledged = ({ date, totals, lines, timeline, notice }: Confirmation) => ({
  part: { status: 'ACKNOWLEDGED', promisedDate: date, totalAmount: totals[0] },
  parent: { status: 'IN_PROGRESS', totalAmount: totals[1] },
  lines,
  timeline: ['acknowledge', 'SENT', 'ACKNOWLEDGED', { promisedDate: date, refused: [], reduced: [], ...timeline }],
  event: eventOf('acknowledge', 'ACKNOWLEDGED'),
  notice,
});
const conflict = (message: string) => ({ refused: [409, 'CONFLICT', message, undefined] });
const invalid = (message: string, path: string) => ({ refused: [400, 'VALIDATION_ERROR', message, path] });

const CASES: { name: string; rows?: AnswerRows; lines: Lines; promisedDate?: string; expected: unknown }[] = [
  {
    name: 'accepts every line as ordered',
    lines: [accept(ARROZ), accept(FEIJAO)],
    promisedDate: '2026-05-20',
    expected: acknowledged({
      date: '2026-05-20',
      totals: ['110.00', '124.00'],
      lines: [`${ARROZ} ACCEPTED 10`, `${FEIJAO} ACCEPTED 4`],
      notice: confirmed(2),
    }),
  },
  {
    name: 'accepts fewer units of a line: the totals follow, the timeline says by how many',
    lines: [accept(ARROZ, 8), accept(FEIJAO)],
    promisedDate: TODAY,
    expected: acknowledged({
      date: TODAY,
      totals: ['90.00', '104.00'],
      lines: [`${ARROZ} ACCEPTED 8`, `${FEIJAO} ACCEPTED 4`],
      timeline: { reduced: [{ itemId: ARROZ, product: 'Arroz', from: 10, to: 8 }] },
      notice: { ...confirmed(2), body: confirmed(2).body.replace('20/05/2026', '18/05/2026') },
    }),
  },
  {
    name: 'refuses one line with a reason and a note: the rest is confirmed, the notice says why not',
    lines: [accept(ARROZ), refuse(FEIJAO, 'SEM_ESTOQUE', 'Volta na segunda')],
    promisedDate: '2026-05-20',
    expected: acknowledged({
      date: '2026-05-20',
      totals: ['100.00', '114.00'],
      lines: [`${ARROZ} ACCEPTED 10`, `${FEIJAO} REFUSED SEM_ESTOQUE`],
      timeline: { refused: [{ itemId: FEIJAO, product: 'Feijão', reason: 'SEM_ESTOQUE', note: 'Volta na segunda' }] },
      notice: confirmed(1, ' Recusou: Feijão (sem estoque: Volta na segunda).'),
    }),
  },
  {
    name: 'refuses every line: the part is refused, no date kept, the other part still carries the order',
    lines: [refuse(FEIJAO, 'OUTRO'), refuse(ARROZ, 'PRECO_ALTERADO')],
    promisedDate: '2026-05-20',
    expected: {
      part: { status: 'REFUSED', promisedDate: null, totalAmount: '0.00' },
      parent: { status: 'APPROVED', totalAmount: '14.00' },
      lines: [`${FEIJAO} REFUSED OUTRO`, `${ARROZ} REFUSED PRECO_ALTERADO`],
      timeline: [
        'refuse',
        'SENT',
        'REFUSED',
        {
          promisedDate: null,
          refused: [
            { itemId: FEIJAO, product: 'Feijão', reason: 'OUTRO', note: null },
            { itemId: ARROZ, product: 'Arroz', reason: 'PRECO_ALTERADO', note: null },
          ],
          reduced: [],
        },
      ],
      event: eventOf('refuse', 'REFUSED'),
      notice: {
        title: 'Laticínios Serra Azul recusou o pedido nº 42',
        body: 'Laticínios Serra Azul recusou a parte 42-1 do pedido nº 42: Arroz (preço alterado); Feijão (outro).',
      },
    },
  },
  {
    name: 'refuses every line of the only part: the purchase order is cancelled and has no total',
    rows: rowsOf('SENT', { alone: true }),
    lines: [refuse(ARROZ, 'FORA_DA_AREA'), refuse(FEIJAO, 'ABAIXO_DO_MINIMO')],
    expected: expect.objectContaining({
      part: { status: 'REFUSED', promisedDate: null, totalAmount: '0.00' },
      parent: { status: 'CANCELLED', totalAmount: null },
    }),
  },
  {
    name: 'a refusal without a reason is a 400 naming the line',
    lines: [accept(ARROZ), refuse(FEIJAO)],
    promisedDate: '2026-05-20',
    expected: invalid('"Feijão": informe o motivo da recusa', 'lines.1.reason'),
  },
  {
    name: 'an order answered already is a 409, before its lines are looked at',
    rows: rowsOf('ACKNOWLEDGED'),
    lines: [refuse(ARROZ)],
    expected: conflict('Não é possível confirmar um pedido confirmado pelo fornecedor'),
  },
  {
    name: 'a cancelled order is a 409',
    rows: rowsOf('CANCELLED'),
    lines: [accept(ARROZ), accept(FEIJAO)],
    promisedDate: '2026-05-20',
    expected: conflict('Não é possível confirmar um pedido cancelado'),
  },
  {
    name: 'an order still awaiting the buyer’s approval is a 409',
    rows: rowsOf('AWAITING_APPROVAL'),
    lines: [accept(ARROZ), accept(FEIJAO)],
    promisedDate: '2026-05-20',
    expected: conflict('Não é possível confirmar um pedido aguardando aprovação'),
  },
  {
    name: 'an item of another order is a 400',
    lines: [accept(CAFE), accept(FEIJAO)],
    promisedDate: '2026-05-20',
    expected: invalid(`Item desconhecido neste pedido: ${CAFE}`, 'lines.0.itemId'),
  },
  {
    name: 'the line the buyer rejected is not the supplier’s to answer',
    lines: [accept(ARROZ), accept(FEIJAO), accept(SAL)],
    promisedDate: '2026-05-20',
    expected: invalid(`Item desconhecido neste pedido: ${SAL}`, 'lines.2.itemId'),
  },
  {
    name: 'a line answered twice is a 400',
    lines: [accept(ARROZ), refuse(ARROZ, 'OUTRO'), accept(FEIJAO)],
    promisedDate: '2026-05-20',
    expected: invalid('O item "Arroz" foi respondido duas vezes', 'lines.1.itemId'),
  },
  {
    name: 'more units than ordered is a 400',
    lines: [accept(ARROZ, 11), accept(FEIJAO)],
    promisedDate: '2026-05-20',
    expected: invalid('"Arroz": a quantidade aceita (11) passa da pedida (10)', 'lines.0.quantity'),
  },
  {
    name: 'a line left unanswered is a 400 naming it',
    lines: [accept(ARROZ)],
    promisedDate: '2026-05-20',
    expected: invalid('Responda todos os itens: falta "Feijão"', 'lines'),
  },
  {
    name: 'a confirmation without a promised date is a 400',
    lines: [accept(ARROZ), refuse(FEIJAO, 'OUTRO')],
    expected: invalid('Informe a data prometida de entrega', 'promisedDate'),
  },
  {
    name: 'a promised date in the past is a 400',
    lines: [accept(ARROZ), accept(FEIJAO)],
    promisedDate: '2026-05-17',
    expected: invalid('A data prometida não pode estar no passado', 'promisedDate'),
  },
];

describe('the supplier’s answer, decided on rows (decideAnswer)', () => {
  it.each(CASES)('$name', ({ rows = rowsOf('SENT'), lines, promisedDate, expected }) => {
    expect(outcome(rows, lines, promisedDate)).toEqual(expected);
  });

  it('the audit entry goes to the buyer’s log with every line as answered, and the timeline names who', () => {
    const plan = decideAnswer(
      rowsOf('SENT'),
      {
        body: { lines: [accept(ARROZ, 8), refuse(FEIJAO, 'SEM_ESTOQUE')], promisedDate: TODAY },
        actorName: 'Ana',
        actor: ACTOR,
      },
      TODAY,
    );
    expect(plan.timeline).toMatchObject({ supplierOrderId: 'part-1', actorName: 'Ana' });
    expect(plan.before).toEqual({ id: 'part-1', purchaseOrderId: 'order-42', status: 'SENT' });
    expect(plan.audit).toEqual({
      organizationId: 'org-1',
      actor: ACTOR,
      action: 'supplier_order.decided',
      target: { type: 'supplier_order', id: 'part-1', label: '42-1' },
      changes: {
        status: { before: 'SENT', after: 'ACKNOWLEDGED' },
        promisedDate: { after: TODAY },
        lines: {
          after: [
            { product: 'Arroz', decision: 'ACCEPTED', ordered: 10, accepted: 8, reason: null },
            { product: 'Feijão', decision: 'REFUSED', ordered: 4, accepted: null, reason: 'SEM_ESTOQUE' },
          ],
        },
      },
    });
    expect(plan.event).toMatchObject({ type: 'purchase_order.updated', organizationId: 'org-1' });
  });
});
