import { env } from 'cloudflare:test';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { quoteAnswers, quotes, quoteSuppliers } from '../../db/schema/quotes';
import { createCatalogue } from '../test/catalogue';
import { createSupplierKey } from '../test/supplier-keys';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createTenant, withDb, type Principal } from '../test/tenant';
import { signAnswerLink } from './answer-link';
import { nextQuoteStatus, type QuoteStatus } from './quote-machine';

/** The table's states, and an open cotação past its deadline (closed for the table, OPEN in its row). */
type Stage = QuoteStatus | 'OPEN_LATE';
const STAGES: Stage[] = ['DRAFT', 'OPEN', 'OPEN_LATE', 'CLOSED', 'AWARDED', 'CANCELLED'];
const asTable = (stage: Stage): QuoteStatus => (stage === 'OPEN_LATE' ? 'CLOSED' : stage);

type Channel = 'PORTAL' | 'API' | 'LINK';
const CHANNELS: Channel[] = ['PORTAL', 'API', 'LINK'];

type ErrorBody = { error: { message: string } };
type Refusal = { status: number; message: string };
type Caller = { as?: Principal; headers?: Record<string, string> };
const NOT_FOUND = 'Cotação não encontrada';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const answerBody = (lineId: string) => ({
  lines: [{ lineId, unitPrice: 12.5 }],
  validUntil: inDays(10).toISOString().slice(0, 10),
  leadTimeDays: 1,
  minimumOrderValue: 0,
  freight: 0,
});

async function expectOk(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * A cotação of one free-text line to one supplier, brought to `stage` through the API: once sent the
 * supplier answers, so a closed one can be awarded and a refusal is never for want of an answer.
 */
async function quoteAt(stage: Stage) {
  const tenant = await createTenant();
  const catalogue = await createCatalogue([]);
  const supplierId = catalogue.supplier.id;
  const created = await call('POST', '/quotes', {
    as: tenant.member,
    body: {
      title: `Cotação ${stage}`,
      deadline: inDays(1).toISOString(),
      lines: [{ description: 'Ovos', unit: 'dz', quantity: 10 }],
      supplierIds: [supplierId],
    },
  });
  expect(created.status).toBe(201);
  const { id, lines } = (await created.json()) as { id: string; lines: { id: string }[] };
  const key = (await createSupplierKey(supplierId)).key;
  const buyerMove = async (move: string, body?: unknown) =>
    expectOk(await call('POST', `/quotes/${id}/${move}`, { as: tenant.member, body }));
  if (stage !== 'DRAFT') {
    await buyerMove('send');
    await expectOk(
      await call('PUT', `/supplier/quotes/${id}/answer`, {
        headers: { 'x-api-key': key },
        body: answerBody(lines[0]!.id),
      }),
    );
  }
  if (stage === 'CLOSED' || stage === 'AWARDED') await buyerMove('close');
  if (stage === 'AWARDED') await buyerMove('award', { strategy: 'best_split' });
  if (stage === 'CANCELLED') await buyerMove('cancel');
  if (stage === 'OPEN_LATE')
    await withDb((db) =>
      db
        .update(quotes)
        .set({ deadline: inDays(-1) })
        .where(eq(quotes.id, id)),
    );
  return { ...tenant, id, lineId: lines[0]!.id, supplierId, key };
}
type Fixture = Awaited<ReturnType<typeof quoteAt>>;

/**
 * What the moves under test could write. A late OPEN reads as CLOSED: another file's deadline sweep
 * may close it meanwhile, which is no write of ours.
 */
async function snapshot(q: Fixture) {
  return withDb(async (db) => {
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, q.id));
    const late = quote!.status === 'OPEN' && quote!.deadline.getTime() <= Date.now();
    const invitations = await db.select().from(quoteSuppliers).where(eq(quoteSuppliers.quoteId, q.id));
    const versions = await db
      .select({ version: quoteAnswers.version, channel: quoteAnswers.channel })
      .from(quoteAnswers)
      .where(
        inArray(
          quoteAnswers.quoteSupplierId,
          invitations.map((i) => i.id),
        ),
      );
    const [orders] = await db
      .select({ n: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.organizationId, q.organization.id));
    return {
      quote: {
        status: late ? 'CLOSED' : quote!.status,
        awardedAt: quote!.awardedAt,
        purchaseOrderId: quote!.purchaseOrderId,
      },
      invitations,
      versions: versions.sort((a, b) => a.version - b.version),
      orders: orders!.n,
    };
  });
}

/** The link the send e-mails, valid until the cotação's deadline as it is now. */
async function linkOf(q: Fixture) {
  const [row] = await withDb((db) =>
    db
      .select({ invitation: quoteSuppliers, deadline: quotes.deadline })
      .from(quoteSuppliers)
      .innerJoin(quotes, eq(quotes.id, quoteSuppliers.quoteId))
      .where(eq(quoteSuppliers.quoteId, q.id)),
  );
  return signAnswerLink(
    env.SESSION_SECRET,
    {
      invitationId: row!.invitation.id,
      quoteId: q.id,
      supplierId: q.supplierId,
      linkVersion: row!.invitation.linkVersion,
    },
    row!.deadline,
  );
}

async function answerBy(channel: Channel, q: Fixture, supplierId = q.supplierId) {
  const body = answerBody(q.lineId);
  if (channel === 'PORTAL')
    return call('PUT', `/supplier-portal/quotes/${q.id}/answer`, {
      as: await createSupplierPerson(supplierId, 'staff'),
      body,
    });
  if (channel === 'API')
    return call('PUT', `/supplier/quotes/${q.id}/answer`, {
      headers: { 'x-api-key': (await createSupplierKey(supplierId)).key },
      body,
    });
  return call('PUT', `/quote-answer/${await linkOf(q)}`, { body });
}

/** What the routes answer a supplier's answer, by stage and channel. */
function answerRefusal(stage: Stage, channel: Channel): Refusal | null {
  // A draft is not the supplier's to see yet.
  if (stage === 'DRAFT') return { status: 404, message: NOT_FOUND };
  // The link expires with the deadline, before the table is asked.
  if (stage === 'OPEN_LATE' && channel === 'LINK')
    return { status: 410, message: 'Este link de resposta expirou com o prazo da cotação' };
  const outcome = nextQuoteStatus(asTable(stage), 'answer', 'supplier');
  return outcome.ok ? null : { status: 409, message: outcome.message };
}

/** What the routes answer the buyer's award, by stage. */
function awardRefusal(stage: Stage): Refusal | null {
  const outcome = nextQuoteStatus(asTable(stage), 'award', 'buyer');
  return outcome.ok ? null : { status: 409, message: outcome.message };
}

async function expectRefused(res: Response, refusal: Refusal, label?: string) {
  expect(res.status, label).toBe(refusal.status);
  expect(((await res.json()) as ErrorBody).error.message, label).toBe(refusal.message);
}

describe('the cotação state table, through the API', () => {
  it.each(STAGES)('from %s, the supplier’s answer on the portal, the API and the link', async (stage) => {
    const q = await quoteAt(stage);
    for (const channel of CHANNELS) {
      const before = await snapshot(q);
      const res = await answerBy(channel, q);
      const after = await snapshot(q);
      const refusal = answerRefusal(stage, channel);
      if (refusal) {
        await expectRefused(res, refusal, `${stage} ${channel}`);
        expect(after, `${stage} ${channel}`).toEqual(before);
      } else {
        expect(res.status, `${stage} ${channel}`).toBe(200);
        const version = before.versions.length + 1;
        expect(((await res.json()) as { answer: { version: number } }).answer.version).toBe(version);
        expect(after.versions).toEqual([...before.versions, { version, channel }]);
        expect(after.invitations[0]!.answerCount).toBe(version);
        expect(after.quote).toEqual(before.quote);
      }
    }
  });

  it.each(STAGES)('from %s, the buyer’s award', async (stage) => {
    const q = await quoteAt(stage);
    const before = await snapshot(q);
    const res = await call('POST', `/quotes/${q.id}/award`, { as: q.member, body: { strategy: 'best_split' } });
    const after = await snapshot(q);
    const refusal = awardRefusal(stage);
    if (refusal) {
      await expectRefused(res, refusal);
      expect(after).toEqual(before);
    } else {
      expect(res.status).toBe(200);
      expect(after.orders).toBe(before.orders + 1);
      expect(after.quote).toMatchObject({ status: 'AWARDED', purchaseOrderId: expect.any(String) });
      expect(after.invitations.map((i) => i.outcome)).toEqual(['WON']);
    }
  });

  it('refuses award and close to the supplier’s person or key and to another organization, changing nothing', async () => {
    const [open, closed, stranger] = await Promise.all([quoteAt('OPEN'), quoteAt('CLOSED'), createTenant()]);
    const [openPerson, closedPerson] = await Promise.all(
      [open, closed].map((q) => createSupplierPerson(q.supplierId, 'staff')),
    );
    const noOrganization: Refusal = { status: 403, message: 'Selecione uma organização para continuar' };
    const missing: Refusal = { status: 404, message: NOT_FOUND };
    const unauthenticated: Refusal = { status: 401, message: 'Usuário não autenticado' };
    const tries: [who: string, q: Fixture, move: string, caller: Caller, refusal: Refusal][] = [
      ['invited supplier’s person', closed, 'award', { as: closedPerson }, noOrganization],
      ['invited supplier’s person', open, 'close', { as: openPerson }, noOrganization],
      ['invited supplier’s key', closed, 'award', { headers: { 'x-api-key': closed.key } }, unauthenticated],
      ['other organization’s member', closed, 'award', { as: stranger.member }, missing],
      ['other organization’s member', open, 'close', { as: stranger.member }, missing],
    ];
    for (const [who, q, move, caller, refusal] of tries) {
      const before = await snapshot(q);
      const res = await call('POST', `/quotes/${q.id}/${move}`, { ...caller, body: { strategy: 'best_split' } });
      await expectRefused(res, refusal, `${who} ${move}`);
      expect(await snapshot(q), `${who} ${move}`).toEqual(before);
    }
  });

  it.each(['PORTAL', 'API'] as const)(
    'a supplier not invited answers on the %s: 404, nothing written',
    async (channel) => {
      const q = await quoteAt('OPEN');
      const outsider = await createCatalogue([]);
      const before = await snapshot(q);
      await expectRefused(await answerBy(channel, q, outsider.supplier.id), { status: 404, message: NOT_FOUND });
      expect(await snapshot(q)).toEqual(before);
    },
  );
});

describe('an open cotação past its deadline reads closed at once, before the sweep writes it (decision 0048)', () => {
  const read = async <T>(res: Promise<Response>) => {
    const answer = await res;
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as T;
  };
  type Page = { data: { id: string; status: string }[] };
  const deadlineOf = async (q: Fixture) =>
    (await withDb((db) => db.select({ deadline: quotes.deadline }).from(quotes).where(eq(quotes.id, q.id))))[0]!
      .deadline;

  it('for the buyer: the cotação with the closed one’s moves, the list, its status filters and the comparison', async () => {
    const [late, inTime] = await Promise.all([quoteAt('OPEN_LATE'), quoteAt('OPEN')]);
    const detail = await read<{ status: string; allowedActions: string[]; closedAt: string | null }>(
      call('GET', `/quotes/${late.id}`, { as: late.member }),
    );
    expect(detail).toMatchObject({
      status: 'CLOSED',
      allowedActions: ['award', 'cancel'],
      closedAt: (await deadlineOf(late)).toISOString(),
    });
    const listed = (q: Fixture, status?: string) =>
      read<Page>(call('GET', `/quotes${status ? `?status=${status}` : ''}`, { as: q.member }));
    expect((await listed(late)).data).toEqual([expect.objectContaining({ id: late.id, status: 'CLOSED' })]);
    expect((await listed(late, 'OPEN')).data).toEqual([]);
    expect((await listed(late, 'CLOSED')).data.map((q) => q.id)).toEqual([late.id]);
    expect((await listed(inTime, 'OPEN')).data.map((q) => q.id)).toEqual([inTime.id]);
    expect((await listed(inTime, 'CLOSED')).data).toEqual([]);
    const comparison = await read<{ status: string }>(
      call('GET', `/quotes/${late.id}/comparison`, { as: late.member }),
    );
    expect(comparison.status).toBe('CLOSED');
  });

  it('for the invited supplier: its list and the cotação, in the portal and through the API; the link has expired', async () => {
    const late = await quoteAt('OPEN_LATE');
    const person = await createSupplierPerson(late.supplierId, 'staff');
    const key = { headers: { 'x-api-key': late.key } };
    for (const [base, caller] of [
      ['/supplier-portal/quotes', { as: person }],
      ['/supplier/quotes', key],
    ] as const) {
      const page = await read<Page>(call('GET', base, caller));
      expect(page.data, base).toEqual([expect.objectContaining({ id: late.id, status: 'CLOSED' })]);
      const one = await read<{ status: string; takesAnswers: boolean }>(call('GET', `${base}/${late.id}`, caller));
      expect(one, base).toMatchObject({ status: 'CLOSED', takesAnswers: false });
    }
    await expectRefused(await call('GET', `/quote-answer/${await linkOf(late)}`), {
      status: 410,
      message: 'Este link de resposta expirou com o prazo da cotação',
    });
  });

  it('refuses "Encerrar" as the table refuses it to a closed one, writing nothing, and cancels it as a closed one', async () => {
    const late = await quoteAt('OPEN_LATE');
    const before = await snapshot(late);
    await expectRefused(await call('POST', `/quotes/${late.id}/close`, { as: late.member }), {
      status: 409,
      message: 'Não é possível encerrar esta cotação: ela está encerrada',
    });
    expect(await snapshot(late)).toEqual(before);
    const cancelled = await read<{ status: string; allowedActions: string[] }>(
      call('POST', `/quotes/${late.id}/cancel`, { as: late.member }),
    );
    expect(cancelled).toMatchObject({ status: 'CANCELLED', allowedActions: [] });
  });
});
