import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../../platform/audit-log';
import { ApiError } from '../../platform/errors';
import type { MemberRole } from './approval-deciders';
import type { StepRow } from './approval-state';
import { planLinesDecision, planOrderApproval, planPartsDecision, type DecisionOutcome } from './decision-outcome';
import type { ItemRow, OrderState, Requester, SupplierOrderRow } from './decision-plan';

/**
 * The approval decisions on rows alone, a table of cases. Purchase order nº 7 ("Semana"), placed by
 * the member Bruna, waits in two parts: 7-1 for Zona Sul Laticínios (10 × Arroz at 10.00 and
 * 4 × Feijão at 2.50) and 7-2 for Alfa Café (2 × Café at 7.00), each with one admin step unless the
 * case says otherwise. The organization has an owner and two admins; Ana (admin-1) decides unless the
 * case says who. Each case asks one entry point's decision and checks the outcome the write batch
 * writes — lines, steps, moves, the order's status and total, the events, what the creator is told —
 * or the refusal as the API answers it.
 */

const [ARROZ, FEIJAO, CAFE] = ['item-arroz', 'item-feijao', 'item-cafe'];
const [PART_1, PART_2] = ['part-1', 'part-2'];
const CREATOR = 'member-1';
const APP_URL = 'https://app.example';
const NOW = new Date('2026-05-18T12:00:00Z');

const item = (id: string, productName: string, quantity: number, unitPrice: string, part: string | null) =>
  ({
    id,
    purchaseOrderId: 'order-7',
    supplierOrderId: part,
    productName,
    supplierName: part === PART_2 ? 'Alfa Café' : 'Zona Sul Laticínios',
    quantity,
    unitPrice,
    totalPrice: (quantity * Number(unitPrice)).toFixed(2),
    status: 'PENDING',
    adminNotes: null,
    supplierStatus: 'PENDING',
    acceptedQuantity: null,
    cancelledQuantity: 0,
    shortQuantity: 0,
  }) as unknown as ItemRow;

const part = (id: string, number: string, status: SupplierOrderRow['status'] = 'AWAITING_APPROVAL') =>
  ({ id, number, status, purchaseOrderId: 'order-7', organizationId: 'org-1' }) as SupplierOrderRow;

const step = (supplierOrderId: string, position: number, approver: string, status = 'pending'): StepRow => ({
  id: `step-${supplierOrderId}-${position}`,
  organizationId: 'org-1',
  supplierOrderId,
  ruleSetId: null,
  ruleId: null,
  position,
  approver,
  status,
  reason: approver === 'owner' ? 'Pedido acima de R$ 100,00' : 'Aprovação de um administrador',
  decidedBy: null,
  decidedAt: null,
  note: null,
  createdAt: NOW,
});

type Shape = {
  /** The order's steps; by default one admin step per part. */
  steps?: StepRow[];
  /** Part 7-2's status (7-1 always waits). */
  secondPart?: SupplierOrderRow['status'];
  /** An order from before supplier orders: lines with no part, no steps. */
  noParts?: boolean;
  placedBy?: string;
  /** The creator's e-mail choices; null: no longer a member. */
  optOuts?: string[] | null;
  salesOff?: boolean;
};

/** The rows decision-read.ts would read for order nº 7, fresh for each case (the decision changes them in place). */
function rows(shape: Shape = {}): OrderState {
  const parts = shape.noParts ? [] : [part(PART_1, '7-1'), part(PART_2, '7-2', shape.secondPart)];
  const partOf = (id: string) => (shape.noParts ? null : id);
  const people: { userId: string; role: MemberRole }[] = [
    { userId: 'owner-1', role: 'owner' },
    { userId: 'admin-1', role: 'admin' },
    { userId: 'admin-2', role: 'admin' },
  ];
  return {
    order: {
      id: 'order-7',
      number: 7,
      description: 'Semana',
      status: 'PENDING',
      clientId: shape.placedBy ?? CREATOR,
      organizationId: 'org-1',
      totalAmount: '124.00',
      notes: null,
    } as OrderState['order'],
    clientEmail: 'bruna@restaurante.example',
    clientOptOuts: shape.optOuts === undefined ? [] : shape.optOuts,
    metadata: shape.salesOff ? { notifications: { sales: false } } : {},
    fingerprint: 'as-read',
    items: [
      item(ARROZ, 'Arroz', 10, '10.00', partOf(PART_1)),
      item(FEIJAO, 'Feijão', 4, '2.50', partOf(PART_1)),
      item(CAFE, 'Café', 2, '7.00', partOf(PART_2)),
    ],
    parts,
    steps: shape.noParts ? [] : (shape.steps ?? [step(PART_1, 1, 'admin'), step(PART_2, 1, 'admin')]),
    people,
  };
}

const who = (userId = 'admin-1', role: MemberRole = 'admin'): Requester => ({
  organizationId: 'org-1',
  id: 'order-7',
  actorName: 'Ana',
  viewer: { userId, role },
  actor: { type: 'user', id: userId, label: 'Ana <ana@restaurante.example>', ip: null, userAgent: null } as AuditActor,
});

/** The three requests, as their entry points ask them. */
const decideParts =
  (ids: string[], decision: 'approve' | 'reject', note: string | null = null, by = who()) =>
  (state: OrderState) =>
    planPartsDecision(state, { ...by, supplierOrderIds: ids, decision, note }, APP_URL, NOW);
const approveOrder =
  (notes?: string | null, by = who()) =>
  (state: OrderState) =>
    planOrderApproval(state, { ...by, ...(notes === undefined ? {} : { notes }) }, APP_URL, NOW);
const decideLines =
  (
    items: { itemId: string; status: 'APPROVED' | 'REJECTED'; admin_notes?: string | null }[],
    orderStatus?: 'APPROVED',
  ) =>
  (state: OrderState) =>
    planLinesDecision(state, { ...who(), body: { items, orderStatus } }, APP_URL, NOW);

/** A decision's e-mail is a notification: its subject and text. */
const words = (email: DecisionOutcome['emails'][number]) => email.data as { title: string; message: string };

/** What a case checks of the outcome: every value the write batch writes or sends, in short. */
function summary(outcome: DecisionOutcome) {
  const { plan } = outcome;
  const numberOf = (id: string) => plan.state.parts.find((p) => p.id === id)?.number;
  return {
    lines: [...plan.lines].map(([id, change]) => [id, change.status, change.adminNotes]),
    notes: plan.notes,
    steps: plan.steps.map((s) => [s.supplierOrder.number, s.state.current?.position ?? null, s.decision, s.note]),
    moves: outcome.moves.map((m) => [numberOf(m.part.id), m.action, m.to]),
    status: outcome.status,
    total: outcome.totalAmount,
    events: outcome.events.map((e) => e.type),
    audits: plan.audits.map((a) => [a.action, a.target.label, a.changes?.decision?.after]),
    emails: outcome.emails.map((e) => [e.to, words(e).title, words(e).message]),
    bell: outcome.bell && [outcome.bell.userId, outcome.bell.title],
  };
}

const ITEM = 'purchase_order.item_status_changed';
const UPDATED = 'purchase_order.updated';
const STATUS = 'purchase_order.status_changed';
const BRUNA = 'bruna@restaurante.example';

type Case = {
  name: string;
  shape?: Shape;
  decide: (state: OrderState) => DecisionOutcome;
  expected?: Partial<ReturnType<typeof summary>>;
  refused?: { code: string; message: string };
};

const cases: Case[] = [
  {
    name: 'a part approved at its last step: its lines approved, the part sent, the creator told',
    decide: decideParts([PART_1], 'approve'),
    expected: {
      lines: [
        [ARROZ, 'APPROVED', undefined],
        [FEIJAO, 'APPROVED', undefined],
      ],
      notes: undefined,
      steps: [['7-1', 1, 'approved', null]],
      moves: [['7-1', 'send', 'SENT']],
      status: 'PENDING',
      total: '124.00',
      events: [ITEM, ITEM, UPDATED],
      audits: [['approval.decided', 'Pedido 7-1', 'aprovado']],
      emails: [
        [
          BRUNA,
          'Pedido nº 7 aprovado — Zona Sul Laticínios',
          'Pedido nº 7 ("Semana"): Ana aprovou a parte de Zona Sul Laticínios, que segue para o fornecedor. O pedido agora está pendente.',
        ],
      ],
      bell: [CREATOR, 'Pedido nº 7 aprovado — Zona Sul Laticínios'],
    },
  },
  {
    name: 'a part rejected with a note: its lines rejected with it, the part withdrawn, the total without them',
    decide: decideParts([PART_1], 'reject', 'Caro demais'),
    expected: {
      lines: [
        [ARROZ, 'REJECTED', 'Caro demais'],
        [FEIJAO, 'REJECTED', 'Caro demais'],
      ],
      steps: [['7-1', 1, 'rejected', 'Caro demais']],
      moves: [['7-1', 'withdraw', 'CANCELLED']],
      status: 'PENDING',
      total: '14.00',
      events: [ITEM, ITEM, UPDATED],
      audits: [['approval.decided', 'Pedido 7-1', 'recusado']],
      emails: [
        [
          BRUNA,
          'Pedido nº 7 recusado na aprovação — Zona Sul Laticínios',
          'Pedido nº 7 ("Semana"): Ana recusou na aprovação a parte de Zona Sul Laticínios: esses itens não vão ao fornecedor. Observação: Caro demais O pedido agora está pendente.',
        ],
      ],
    },
  },
  {
    name: 'both parts at once, asked in any order: decided in the parts’ order, one e-mail naming both',
    decide: decideParts([PART_2, PART_1], 'approve'),
    expected: {
      steps: [
        ['7-1', 1, 'approved', null],
        ['7-2', 1, 'approved', null],
      ],
      moves: [
        ['7-1', 'send', 'SENT'],
        ['7-2', 'send', 'SENT'],
      ],
      status: 'APPROVED',
      events: [ITEM, ITEM, ITEM, UPDATED, UPDATED, STATUS],
      emails: [
        [
          BRUNA,
          'Pedido nº 7 aprovado — Alfa Café e Zona Sul Laticínios',
          'Pedido nº 7 ("Semana"): Ana aprovou as partes de Alfa Café e Zona Sul Laticínios, que seguem para os fornecedores. O pedido agora está aprovado.',
        ],
      ],
    },
  },
  {
    name: 'the first of two steps approved: the lines wait for the owner, nothing moves, the creator told who is next',
    shape: { steps: [step(PART_1, 1, 'admin'), step(PART_1, 2, 'owner'), step(PART_2, 1, 'admin')] },
    decide: decideParts([PART_1], 'approve'),
    expected: {
      lines: [],
      steps: [['7-1', 1, 'approved', null]],
      moves: [],
      status: 'PENDING',
      total: '124.00',
      events: [],
      emails: [
        [
          BRUNA,
          'Pedido nº 7: etapa da aprovação concluída — Zona Sul Laticínios',
          'Pedido nº 7 ("Semana"): Ana aprovou a etapa 1 de 2 da parte de Zona Sul Laticínios; agora ela espera o dono da organização. O pedido agora está pendente.',
        ],
      ],
    },
  },
  {
    name: 'the second step, the owner’s, after an admin approved the first: the part leaves',
    shape: {
      steps: [
        { ...step(PART_1, 1, 'admin', 'approved'), decidedBy: 'admin-1' },
        step(PART_1, 2, 'owner'),
        step(PART_2, 1, 'admin'),
      ],
    },
    decide: decideParts([PART_1], 'approve', null, who('owner-1', 'owner')),
    expected: { steps: [['7-1', 2, 'approved', null]], moves: [['7-1', 'send', 'SENT']] },
  },
  {
    name: 'the admin who decided the first step may not decide the second',
    shape: {
      steps: [
        { ...step(PART_1, 1, 'admin', 'approved'), decidedBy: 'admin-1' },
        step(PART_1, 2, 'admin'),
        step(PART_2, 1, 'admin'),
      ],
    },
    decide: decideParts([PART_1], 'approve'),
    refused: {
      code: 'FORBIDDEN',
      message: 'Você já decidiu uma etapa deste pedido: a próxima é de outra pessoa (um administrador ou o dono)',
    },
  },
  {
    name: 'the owner leaves an admin’s step to an admin when the owner’s step follows',
    shape: { steps: [step(PART_1, 1, 'admin'), step(PART_1, 2, 'owner'), step(PART_2, 1, 'admin')] },
    decide: decideParts([PART_1], 'approve', null, who('owner-1', 'owner')),
    refused: {
      code: 'FORBIDDEN',
      message: 'Esta etapa é de outra pessoa (um administrador ou o dono): você decide uma etapa seguinte deste pedido',
    },
  },
  {
    name: 'whoever placed the order does not approve it',
    shape: { placedBy: 'admin-1' },
    decide: decideParts([PART_1], 'approve'),
    refused: { code: 'FORBIDDEN', message: 'Quem fez o pedido não pode aprová-lo' },
  },
  {
    name: 'a part that is not the order’s',
    decide: decideParts(['part-9'], 'approve'),
    refused: { code: 'NOT_FOUND', message: 'Pedido ao fornecedor não encontrado' },
  },
  {
    name: 'a part already sent',
    shape: { secondPart: 'SENT' },
    decide: decideParts([PART_1, PART_2], 'approve'),
    refused: { code: 'CONFLICT', message: 'O pedido 7-2 não espera aprovação' },
  },
  {
    name: 'the order approved with notes: every part the viewer may decide, the notes kept and quoted',
    decide: approveOrder('Entregar cedo'),
    expected: {
      lines: [
        [ARROZ, 'APPROVED', undefined],
        [FEIJAO, 'APPROVED', undefined],
        [CAFE, 'APPROVED', undefined],
      ],
      notes: 'Entregar cedo',
      moves: [
        ['7-1', 'send', 'SENT'],
        ['7-2', 'send', 'SENT'],
      ],
      status: 'APPROVED',
      total: '124.00',
      events: [ITEM, ITEM, ITEM, UPDATED, UPDATED, STATUS],
      emails: [
        [
          BRUNA,
          'Pedido nº 7 aprovado — Alfa Café e Zona Sul Laticínios',
          'Pedido nº 7 ("Semana"): Ana aprovou as partes de Alfa Café e Zona Sul Laticínios, que seguem para os fornecedores. Observação: Entregar cedo O pedido agora está aprovado.',
        ],
      ],
    },
  },
  {
    name: 'the order approved: a part the viewer may not decide keeps waiting',
    shape: { steps: [step(PART_1, 1, 'owner'), step(PART_2, 1, 'admin')] },
    decide: approveOrder(),
    expected: {
      lines: [[CAFE, 'APPROVED', undefined]],
      notes: undefined,
      steps: [['7-2', 1, 'approved', null]],
      moves: [['7-2', 'send', 'SENT']],
      status: 'PENDING',
    },
  },
  {
    name: 'the order approved by someone who may decide none of its parts: the first refusal',
    shape: { steps: [step(PART_1, 1, 'owner'), step(PART_2, 1, 'owner')] },
    decide: approveOrder(),
    refused: { code: 'FORBIDDEN', message: 'Só o dono da organização pode decidir esta etapa da aprovação' },
  },
  {
    name: 'an order from before supplier orders approved: its lines approved, its status told',
    shape: { noParts: true },
    decide: approveOrder(),
    expected: {
      lines: [
        [ARROZ, 'APPROVED', undefined],
        [FEIJAO, 'APPROVED', undefined],
        [CAFE, 'APPROVED', undefined],
      ],
      steps: [],
      moves: [],
      status: 'APPROVED',
      events: [ITEM, ITEM, ITEM, STATUS],
      emails: [[BRUNA, 'Pedido nº 7 aprovado', 'Pedido nº 7 ("Semana") agora está aprovado.']],
    },
  },
  {
    name: 'lines decided at the last step: the step closes once none of its lines is pending',
    decide: decideLines([
      { itemId: ARROZ, status: 'APPROVED' },
      { itemId: FEIJAO, status: 'REJECTED', admin_notes: 'Sem estoque' },
    ]),
    expected: {
      lines: [
        [ARROZ, 'APPROVED', undefined],
        [FEIJAO, 'REJECTED', 'Sem estoque'],
      ],
      steps: [['7-1', 1, 'approved', null]],
      moves: [['7-1', 'send', 'SENT']],
      status: 'PENDING',
      total: '114.00',
      events: [ITEM, ITEM, UPDATED],
      emails: [
        [
          BRUNA,
          'Pedido nº 7: itens avaliados — Zona Sul Laticínios',
          'Pedido nº 7 ("Semana"): Ana aprovou 1 item e recusou 1 item. 2 de 3 itens já foram avaliados. O pedido agora está pendente.',
        ],
      ],
    },
  },
  {
    name: 'a line approved before the last step stays pending; the step is approved for the next one',
    shape: { steps: [step(PART_1, 1, 'admin'), step(PART_1, 2, 'owner'), step(PART_2, 1, 'admin')] },
    decide: decideLines([{ itemId: ARROZ, status: 'APPROVED' }]),
    expected: {
      lines: [[ARROZ, 'PENDING', undefined]],
      steps: [['7-1', 1, 'approved', null]],
      moves: [],
      events: [],
      emails: [],
      bell: null,
    },
  },
  {
    name: 'lines and "approve the rest": the rest of the order approved as PUT …/status APPROVED does',
    decide: decideLines([{ itemId: ARROZ, status: 'APPROVED' }], 'APPROVED'),
    expected: {
      lines: [
        [ARROZ, 'APPROVED', undefined],
        [FEIJAO, 'APPROVED', undefined],
        [CAFE, 'APPROVED', undefined],
      ],
      steps: [
        ['7-1', 1, 'approved', null],
        ['7-2', 1, 'approved', null],
      ],
      status: 'APPROVED',
      events: [ITEM, ITEM, ITEM, UPDATED, UPDATED, STATUS],
      emails: [
        [
          BRUNA,
          'Pedido nº 7: itens avaliados — Alfa Café e Zona Sul Laticínios',
          'Pedido nº 7 ("Semana"): Ana aprovou 3 itens. 3 de 3 itens já foram avaliados. O pedido agora está aprovado.',
        ],
      ],
    },
  },
  {
    name: '"approve the rest" when the lines cancelled the order',
    decide: decideLines(
      [
        { itemId: ARROZ, status: 'REJECTED' },
        { itemId: FEIJAO, status: 'REJECTED' },
        { itemId: CAFE, status: 'REJECTED' },
      ],
      'APPROVED',
    ),
    refused: {
      code: 'CONFLICT',
      message:
        'O status do pedido segue os itens e os pedidos aos fornecedores: não passa de cancelado para aprovado por aqui',
    },
  },
  {
    name: 'a line of another order refuses the whole request',
    decide: decideLines([
      { itemId: ARROZ, status: 'APPROVED' },
      { itemId: 'item-of-another-order', status: 'APPROVED' },
    ]),
    refused: { code: 'BAD_REQUEST', message: 'Alguns itens não pertencem a este pedido' },
  },
  {
    name: 'a line of a part that left',
    shape: { secondPart: 'SENT' },
    decide: decideLines([{ itemId: CAFE, status: 'REJECTED' }]),
    refused: { code: 'CONFLICT', message: 'O pedido 7-2 já foi enviado ao fornecedor: seus itens não mudam mais aqui' },
  },
  {
    name: 'a creator who is no longer a member hears nothing',
    shape: { optOuts: null },
    decide: decideParts([PART_1], 'approve'),
    expected: { emails: [], bell: null },
  },
  {
    name: 'a creator who turned decisions off gets the bell, not the e-mail',
    shape: { optOuts: ['order_decided'] },
    decide: decideParts([PART_1], 'approve'),
    expected: { emails: [], bell: [CREATOR, 'Pedido nº 7 aprovado — Zona Sul Laticínios'] },
  },
  {
    name: 'an organization with order e-mails off: the bell only',
    shape: { salesOff: true },
    decide: decideParts([PART_1], 'approve'),
    expected: { emails: [], bell: [CREATOR, 'Pedido nº 7 aprovado — Zona Sul Laticínios'] },
  },
];

describe('the approval decisions, on rows alone', () => {
  it.each(cases)('$name', ({ shape, decide, expected, refused }) => {
    const state = rows(shape);
    if (refused) {
      let error: unknown;
      try {
        decide(state);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect({ code: (error as ApiError).code, message: (error as ApiError).message }).toEqual(refused);
      return;
    }
    expect(summary(decide(state))).toMatchObject(expected!);
  });

  it('decides on the rows it is given: the same rows and request give the same outcome', () => {
    const once = summary(decideParts([PART_1, PART_2], 'approve')(rows()));
    expect(summary(decideParts([PART_1, PART_2], 'approve')(rows()))).toEqual(once);
  });
});
