import { expect } from 'vitest';
import { receiver } from './receiver';
import { call, type Principal } from './tenant';

/** Creates a webhook at `path` on `events`, at the receiver's `/<name>`, and reads its secret back (shown only on request). */
async function hookWithSecret(path: string, admin: Principal, name: string, events: string[]) {
  const created = await call('POST', path, { as: admin, body: { url: `${receiver()}/${name}`, events } });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const { secret } = (await (await call('GET', `${path}/${id}/secret`, { as: admin })).json()) as { secret: string };
  return secret;
}

/** A webhook of the buyer organization (its admin) on `events`, purchase_order.updated unless told; its secret. */
export const buyerHook = (admin: Principal, name: string, events = ['purchase_order.updated']) =>
  hookWithSecret('/webhook', admin, name, events);

/** A supplier admin's webhook on `events`, at the receiver's `/<name>`; its secret. */
export const supplierHook = (admin: Principal, name: string, events: string[]) =>
  hookWithSecret('/supplier-portal/webhooks', admin, name, events);
