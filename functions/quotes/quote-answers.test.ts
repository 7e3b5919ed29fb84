import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteAnswers, quotes, quoteSuppliers } from '../../db/schema/quotes';
import { createCatalogue } from '../test/catalogue';
import { createSupplierKey } from '../test/supplier-keys';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createTenant, withDb } from '../test/tenant';
import { signAnswerLink } from './answer-link';
import { addDays, todayInSaoPaulo } from '../platform/brazil';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
// A calendar day as the product reads it (São Paulo): a UTC day is tomorrow there after 21:00.
const day = (days: number) => addDays(todayInSaoPaulo(), days);

type SupplierQuote = {
  id: string;
  status: string;
  takesAnswers: boolean;
  buyer: { name: string };
  lines: { id: string; description: string }[];
  answer: null | { version: number; freight: number; lines: { lineId: string; unitPrice: number | null }[] };
};
type ErrorBody = { error: { code: string; message: string } };

/** A buyer's open cotação of two lines, sent to two suppliers; the first supplier's person, key and link. */
async function openQuote() {
  const { member } = await createTenant();
  const [first, second] = await Promise.all([createCatalogue(), createCatalogue()]);
  const created = (await (
    await call('POST', '/quotes', {
      as: member,
      body: {
        title: 'Compra da semana',
        deadline: inDays(2).toISOString(),
        lines: [
          { productId: first.products[0]!.id, quantity: 10 },
          { description: 'Tomate italiano', unit: 'kg', quantity: 30 },
        ],
        supplierIds: [first.supplier.id, second.supplier.id],
      },
    })
  ).json()) as { id: string; lines: { id: string }[] };
  const sent = await call('POST', `/quotes/${created.id}/send`, { as: member });
  if (sent.status !== 200) throw new Error(await sent.text());
  const [person, key, [invitation]] = await Promise.all([
    createSupplierPerson(first.supplier.id, 'staff'),
    createSupplierKey(first.supplier.id),
    withDb((db) => db.select().from(quoteSuppliers).where(eq(quoteSuppliers.supplierId, first.supplier.id))),
  ]);
  const link = await signAnswerLink(
    env.SESSION_SECRET,
    { invitationId: invitation!.id, quoteId: created.id, supplierId: first.supplier.id, linkVersion: 1 },
    inDays(2),
  );
  return { member, first, second, quote: created, person, key, link, invitation: invitation! };
}

const answer = (lineIds: string[], over: Record<string, unknown> = {}) => ({
  lines: [
    { lineId: lineIds[0], unitPrice: 24.9, availableQuantity: 10, note: 'Camil 5 kg' },
    { lineId: lineIds[1], unitPrice: null },
  ],
  validUntil: day(10),
  leadTimeDays: 2,
  paymentTerm: 'Boleto 28 dias',
  minimumOrderValue: 200,
  freight: 25,
  ...over,
});

describe('cotações: the supplier answers', () => {
  it('answers in the portal, revises through the API and again through the link; every version is kept', async () => {
    const { quote, person, key, link, invitation } = await openQuote();
    const lineIds = quote.lines.map((l) => l.id);
    const read = await call('GET', `/supplier-portal/quotes/${quote.id}`, { as: person });
    expect(read.status).toBe(200);
    const view = (await read.json()) as SupplierQuote;
    expect(view).toMatchObject({ status: 'OPEN', takesAnswers: true, answer: null });
    expect(view.lines.map((l) => l.description)).toContain('Tomate italiano');

    const portal = await call('PUT', `/supplier-portal/quotes/${quote.id}/answer`, {
      as: person,
      body: answer(lineIds),
    });
    expect(portal.status).toBe(200);
    expect(((await portal.json()) as SupplierQuote).answer).toMatchObject({
      version: 1,
      freight: 25,
      lines: expect.arrayContaining([{ lineId: lineIds[1], unitPrice: null, availableQuantity: null, note: null }]),
    });
    const api = await call('PUT', `/supplier/quotes/${quote.id}/answer`, {
      headers: { 'x-api-key': key.key },
      body: answer(lineIds, { freight: 0 }),
    });
    expect(api.status).toBe(200);
    const byLink = await call('PUT', `/quote-answer/${link}`, { body: answer(lineIds, { freight: 10 }) });
    expect(byLink.status).toBe(200);
    expect(((await byLink.json()) as SupplierQuote).answer).toMatchObject({ version: 3, freight: 10 });

    const versions = await withDb((db) =>
      db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteSupplierId, invitation.id)),
    );
    expect(versions.map((v) => [v.version, v.channel, v.freight]).sort()).toEqual([
      [1, 'PORTAL', '25.00'],
      [2, 'API', '0.00'],
      [3, 'LINK', '10.00'],
    ]);
    const listed = (await (await call('GET', '/supplier/quotes', { headers: { 'x-api-key': key.key } })).json()) as {
      data: { id: string; answerCount: number; buyerName: string }[];
    };
    expect(listed.data).toEqual([expect.objectContaining({ id: quote.id, answerCount: 3 })]);
  });

  // Year 0000 passed z.iso.date (issue #51): the validity is read by parseDay, like every day.
  it('refuses a validity that is no day of the calendar with the field’s message', async () => {
    const { quote, person, invitation } = await openQuote();
    const lineIds = quote.lines.map((l) => l.id);
    for (const validUntil of ['0000-01-01', '2027-02-31', '9999-02-29']) {
      const res = await call('PUT', `/supplier-portal/quotes/${quote.id}/answer`, {
        as: person,
        body: answer(lineIds, { validUntil }),
      });
      expect([res.status, ((await res.json()) as ErrorBody).error.message], validUntil).toEqual([
        400,
        'Validade inválida (use AAAA-MM-DD)',
      ]);
    }
    const kept = await withDb((db) =>
      db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteSupplierId, invitation.id)),
    );
    expect(kept).toEqual([]);
  });

  it('refuses bad answers in Portuguese and keeps no version of them', async () => {
    const { quote, person, invitation } = await openQuote();
    const lineIds = quote.lines.map((l) => l.id);
    const cases: [unknown, number, string][] = [
      [answer([crypto.randomUUID(), lineIds[1]!]), 400, 'Esta linha não está na cotação'],
      [
        answer(lineIds, { lines: [{ lineId: lineIds[0], unitPrice: 0 }] }),
        400,
        'O preço unitário deve ser maior que zero',
      ],
      [
        answer(lineIds, { lines: [{ lineId: lineIds[0], unitPrice: -5 }] }),
        400,
        'O preço unitário deve ser maior que zero',
      ],
      [
        answer(lineIds, { lines: [{ lineId: lineIds[0], unitPrice: 2_000_000 }] }),
        400,
        'O preço unitário passa do limite',
      ],
      [answer(lineIds, { validUntil: '2020-01-01' }), 400, 'A validade da proposta não pode estar no passado'],
      [answer(lineIds, { lines: [] }), 400, 'Responda ao menos uma linha'],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('PUT', `/supplier-portal/quotes/${quote.id}/answer`, { as: person, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    expect(
      await withDb((db) => db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteSupplierId, invitation.id))),
    ).toEqual([]);
  });

  it('answers after the deadline are 409, and the link is gone (410)', async () => {
    const { quote, person, invitation, first } = await openQuote();
    await withDb((db) =>
      db
        .update(quotes)
        .set({ deadline: inDays(-1) })
        .where(eq(quotes.id, quote.id)),
    );
    const late = await call('PUT', `/supplier-portal/quotes/${quote.id}/answer`, {
      as: person,
      body: answer(quote.lines.map((l) => l.id)),
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as ErrorBody).error.message).toBe(
      'Não é possível responder esta cotação: ela está encerrada',
    );
    const expired = await signAnswerLink(
      env.SESSION_SECRET,
      { invitationId: invitation.id, quoteId: quote.id, supplierId: first.supplier.id, linkVersion: 1 },
      new Date(Date.now() - 1000),
    );
    const gone = await call('GET', `/quote-answer/${expired}`);
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as ErrorBody).error.message).toBe(
      'Este link de resposta expirou com o prazo da cotação',
    );
  });

  it('a tampered, foreign-key or revoked link is 401; another supplier and a draft are missing', async () => {
    const { quote, link, second, invitation, first, member } = await openQuote();
    const tampered = `${link.slice(0, -3)}${link.endsWith('a') ? 'bbb' : 'aaa'}`;
    const forged = await signAnswerLink(
      'outra-chave-com-mais-de-trinta-e-dois-caracteres',
      { invitationId: invitation.id, quoteId: quote.id, supplierId: first.supplier.id, linkVersion: 1 },
      inDays(2),
    );
    for (const token of [tampered, forged, 'nao-e-um-link']) {
      const res = await call('GET', `/quote-answer/${token}`);
      expect(res.status).toBe(401);
      expect(((await res.json()) as ErrorBody).error.message).toBe('Link de resposta inválido');
    }
    await withDb((db) => db.update(quoteSuppliers).set({ linkVersion: 2 }).where(eq(quoteSuppliers.id, invitation.id)));
    expect((await call('GET', `/quote-answer/${link}`)).status).toBe(401);

    const otherKey = await createSupplierKey(second.supplier.id);
    const stranger = await createCatalogue();
    const strangerKey = await createSupplierKey(stranger.supplier.id);
    expect((await call('GET', `/supplier/quotes/${quote.id}`, { headers: { 'x-api-key': otherKey.key } })).status).toBe(
      200,
    );
    const missing = await call('GET', `/supplier/quotes/${quote.id}`, { headers: { 'x-api-key': strangerKey.key } });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).error.message).toBe('Cotação não encontrada');

    const draft = (await (
      await call('POST', '/quotes', {
        as: member,
        body: {
          title: 'Rascunho',
          deadline: inDays(2).toISOString(),
          lines: [{ description: 'Ovos', unit: 'dz', quantity: 10 }],
          supplierIds: [first.supplier.id],
        },
      })
    ).json()) as { id: string };
    const firstKey = await createSupplierKey(first.supplier.id);
    expect((await call('GET', `/supplier/quotes/${draft.id}`, { headers: { 'x-api-key': firstKey.key } })).status).toBe(
      404,
    );
  });
});
