import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/catalogue';
import worker from '../index';
import { brokenQueue, runMinuteCron } from '../test/jobs';
import { createCatalogue } from '../test/catalogue';
import { inboxFor, linkIn } from '../test/inbox';
import { expectOneDeliveryAt, expectOneMailTitled } from '../test/outbox-waits';
import { received } from '../test/receiver';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createTenant, uniq, withDb, type Principal } from '../test/tenant';
import { supplierHook } from '../test/webhooks';

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** Sends the cotação with the given bindings (a broken queue: the relay after the commit fails). */
async function sendWith(member: Principal, quoteId: string, bindings: typeof env) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost/api/v1/quotes/${quoteId}/send`, {
      method: 'POST',
      headers: { cookie: member.cookie, 'cf-connecting-ip': '10.9.9.7' },
    }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe('a sent cotação reaches each supplier through the outbox', () => {
  it('sent while the queue is down, it reaches each supplier exactly once after recovery: e-mail with its own link, webhook', async () => {
    const { member, organization } = await createTenant();
    const [a, b] = await Promise.all([createCatalogue(), createCatalogue()]);
    const tag = uniq();
    const addresses = [`cotacoes-a-${tag}@fornecedor.teste.dev`, `cotacoes-b-${tag}@fornecedor.teste.dev`];
    await withDb(async (db) => {
      await db.update(suppliers).set({ orderEmail: addresses[0] }).where(eq(suppliers.id, a.supplier.id));
      await db.update(suppliers).set({ orderEmail: addresses[1] }).where(eq(suppliers.id, b.supplier.id));
    });
    const admin = await createSupplierPerson(a.supplier.id, 'admin');
    const secret = await supplierHook(admin, `quote-${tag}`, ['quote.requested']);

    const quote = (await (
      await call('POST', '/quotes', {
        as: member,
        body: {
          title: `Hortifrúti ${tag}`,
          deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          lines: [{ description: 'Tomate italiano', unit: 'kg', quantity: 30 }],
          supplierIds: [a.supplier.id, b.supplier.id],
        },
      })
    ).json()) as { id: string };

    expect((await sendWith(member, quote.id, { ...env, JOBS: brokenQueue })).status).toBe(200);
    await settle();
    expect(await inboxFor(addresses[0]!)).toHaveLength(0);
    expect(await received(`quote-${tag}`)).toHaveLength(0);

    await runMinuteCron();
    const subject = `Cotação de ${organization.name}: Hortifrúti ${tag}`;
    for (const address of addresses) await expectOneMailTitled(address, subject);
    await runMinuteCron();
    await settle();
    await expectOneDeliveryAt(`quote-${tag}`);
    await runMinuteCron();
    await settle();
    expect((await inboxFor(addresses[0]!)).length).toBe(1);
    expect((await inboxFor(addresses[1]!)).length).toBe(1);
    expect(await received(`quote-${tag}`)).toHaveLength(1);

    // Each e-mail carries its supplier's own link, which opens that cotação without signing in.
    const links = await Promise.all(
      addresses.map(async (address) => linkIn((await inboxFor(address))[0]!, '/cotacao/responder/')),
    );
    expect(links[0]!.pathname).not.toBe(links[1]!.pathname);
    const token = links[0]!.pathname.split('/').pop()!;
    const opened = await call('GET', `/quote-answer/${token}`);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ id: quote.id, buyer: { name: organization.name } });

    const [delivery] = await received(`quote-${tag}`);
    const payload = new Webhook(secret).verify(delivery!.body, delivery!.headers) as {
      type: string;
      data: { quoteId: string; buyer: { cnpj: string } };
    };
    expect(payload).toMatchObject({
      type: 'quote.requested',
      data: { quoteId: quote.id, buyer: { cnpj: organization.cnpj } },
    });
  }, 60_000);
});
