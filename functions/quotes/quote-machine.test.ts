import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/quotes';
import { createCatalogue } from '../test/catalogue';
import { createEggsQuote } from '../test/quotes';
import { call, createTenant, withDb } from '../test/tenant';
import { closeExpiredQuotes } from './quote-answers.service';
import {
  nextQuoteStatus,
  QUOTE_STATE,
  QUOTE_TRANSITIONS,
  type QuoteAction,
  type QuoteActor,
  type QuoteStatus,
} from './quote-machine';

const STATES = Object.keys(QUOTE_STATE) as QuoteStatus[];
const ACTIONS: QuoteAction[] = ['edit', 'send', 'answer', 'close', 'expire', 'cancel', 'award'];
const ACTORS: QuoteActor[] = ['buyer', 'supplier', 'system'];

describe('the cotação state table', () => {
  it('answers every (state, action, actor): a row lands where it says, the other side is 403, the rest 409', () => {
    for (const from of STATES)
      for (const action of ACTIONS)
        for (const actor of ACTORS) {
          const row = QUOTE_TRANSITIONS.find((t) => t.from === from && t.action === action && t.actor === actor);
          const someone = QUOTE_TRANSITIONS.some((t) => t.from === from && t.action === action);
          const outcome = nextQuoteStatus(from, action, actor);
          const pair = `${from} ${action} by ${actor}`;
          if (row) expect(outcome, pair).toEqual({ ok: true, to: row.to });
          else expect(outcome, pair).toMatchObject({ ok: false, reason: someone ? 'wrong-actor' : 'not-allowed' });
        }
  });

  it('ends in AWARDED or CANCELLED, and nothing leaves them', () => {
    expect(QUOTE_TRANSITIONS.filter((t) => t.from === 'AWARDED' || t.from === 'CANCELLED')).toEqual([]);
    expect(nextQuoteStatus('AWARDED', 'cancel', 'buyer')).toEqual({
      ok: false,
      reason: 'not-allowed',
      message: 'Não é possível cancelar esta cotação: ela já tem os vencedores escolhidos',
    });
  });

  /**
   * Through the API, for the buyer's moves that exist today: a cotação in each state, each move
   * tried; an allowed one answers 200 in the state the table says, the others 409 leaving it as it was.
   */
  it.each(STATES)('from %s, the buyer’s edit, send, close and cancel follow the table', async (from) => {
    const { member } = await createTenant();
    const catalogue = await createCatalogue();
    for (const action of ['edit', 'send', 'close', 'cancel'] as const) {
      const created = await createEggsQuote(member, `De ${from}`, [catalogue.supplier.id]);
      await withDb((db) => db.update(quotes).set({ status: from }).where(eq(quotes.id, created.id)));
      const before = await withDb((db) => db.select().from(quotes).where(eq(quotes.id, created.id)));
      const res =
        action === 'edit'
          ? await call('PUT', `/quotes/${created.id}`, { as: member, body: { title: 'Novo título' } })
          : await call('POST', `/quotes/${created.id}/${action}`, { as: member });
      const outcome = nextQuoteStatus(from, action, 'buyer');
      const [after] = await withDb((db) => db.select().from(quotes).where(eq(quotes.id, created.id)));
      if (outcome.ok) {
        expect(res.status, `${from} ${action}`).toBe(200);
        expect(after!.status).toBe(outcome.to);
      } else {
        expect(res.status, `${from} ${action}`).toBe(409);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(outcome.message);
        expect([after]).toEqual(before);
      }
    }
  });

  it('the clock closes an open cotação at its deadline, dated at the deadline, and only that one', async () => {
    const { member } = await createTenant();
    const catalogue = await createCatalogue();
    const ids: string[] = [];
    for (const title of ['Vencida', 'No prazo']) {
      const created = await createEggsQuote(member, title, [catalogue.supplier.id]);
      expect((await call('POST', `/quotes/${created.id}/send`, { as: member })).status).toBe(200);
      ids.push(created.id);
    }
    const deadline = new Date(Date.now() - 60_000);
    await withDb((db) => db.update(quotes).set({ deadline }).where(eq(quotes.id, ids[0]!)));
    expect(await withDb((db) => closeExpiredQuotes(db))).toBeGreaterThanOrEqual(1);
    const rows = await withDb((db) => db.select().from(quotes).where(inArray(quotes.id, ids)));
    // Closed when the deadline passed, as every read has said since then, not when the sweep came by.
    expect(rows.find((r) => r.id === ids[0])).toMatchObject({ status: 'CLOSED', closedAt: deadline });
    expect(rows.find((r) => r.id === ids[1])).toMatchObject({ status: 'OPEN', closedAt: null });
  });
});
