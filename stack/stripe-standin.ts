import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/**
 * A stand-in for the part of Stripe's REST API the app calls — products,
 * prices, customers (with search), subscriptions, Checkout sessions and
 * billing-portal sessions — that the official `stripe` SDK talks to through
 * its host/port/protocol options. It hosts pt-BR checkout and portal pages
 * and sends signed webhook events (Stripe's signature scheme, made with the
 * SDK's own helper) to the configured endpoints, as Stripe does.
 *
 * Test/inspection API (not Stripe's): GET /__standin/events?customer=…,
 * POST /__standin/checkout/:id/complete, POST /__standin/subscriptions/:id/advance.
 */
export interface StripeStandin {
  url: string;
  close(): Promise<void>;
}

export const STANDIN_STRIPE = {
  secretKey: 'sk_test_abastece_local',
  webhookSecret: 'whsec_abastece_local_standin_secret',
};

// The stand-in handles Stripe's objects as loose JSON: typing every field would mirror the SDK's types for no gain.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;
interface State {
  products: Record<string, Obj>;
  prices: Record<string, Obj>;
  customers: Record<string, Obj>;
  subscriptions: Record<string, Obj>;
  checkoutSessions: Record<string, Obj>;
  portalSessions: Record<string, Obj>;
  events: Obj[];
  idempotency: Record<string, { status: number; body: unknown }>;
}

const emptyState = (): State => ({
  products: {},
  prices: {},
  customers: {},
  subscriptions: {},
  checkoutSessions: {},
  portalSessions: {},
  events: [],
  idempotency: {},
});
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;
const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

/** Stripe's form encoding: a[b][0][c]=v → { a: { b: [ { c: v } ] } }. */
export function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let node: any = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

const bool = (v: unknown) => v === true || v === 'true';
const int = (v: unknown, fallback: number) => (v === undefined || v === '' ? fallback : Number(v));

function periodEnd(start: number, interval: string, count: number): number {
  const d = new Date(start * 1000);
  if (interval === 'day') d.setUTCDate(d.getUTCDate() + count);
  else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7 * count);
  else if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + count);
  else d.setUTCFullYear(d.getUTCFullYear() + count);
  return Math.floor(d.getTime() / 1000);
}

export async function startStripeStandin(options: {
  port: number;
  appUrl?: string;
  webhookUrls?: string[];
  stateFile?: string;
  host?: string;
}): Promise<StripeStandin> {
  const state: State =
    options.stateFile && existsSync(options.stateFile)
      ? { ...emptyState(), ...(JSON.parse(readFileSync(options.stateFile, 'utf8')) as State) }
      : emptyState();
  const save = () => {
    if (options.stateFile) writeFileSync(options.stateFile, JSON.stringify(state));
  };
  const sdk = new Stripe(STANDIN_STRIPE.secretKey);
  const host = options.host ?? '127.0.0.1';
  let baseUrl = '';

  // ——— events and webhook delivery ———
  async function deliver(event: Obj, attempt = 1): Promise<void> {
    const payload = JSON.stringify(event);
    for (const url of options.webhookUrls ?? []) {
      try {
        const header = await sdk.webhooks.generateTestHeaderStringAsync({
          payload,
          secret: STANDIN_STRIPE.webhookSecret,
        });
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          body: payload,
        });
        if (res.status >= 500 && attempt < 8)
          setTimeout(() => void deliver(event, attempt + 1), 500 * 2 ** attempt).unref();
      } catch {
        if (attempt < 8) setTimeout(() => void deliver(event, attempt + 1), 500 * 2 ** attempt).unref();
      }
    }
  }
  function emit(type: string, object: Obj, previous?: Obj): void {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: (options.webhookUrls ?? []).length,
      request: { id: null, idempotency_key: null },
      type,
    };
    state.events.push(event);
    if (state.events.length > 5000) state.events.splice(0, state.events.length - 5000);
    save();
    void deliver(event);
  }

  // ——— objects ———
  function createSubscription(p: {
    customer: string;
    items: { price: string; quantity?: unknown }[];
    trialDays?: number;
    /** Stripe's trial_settings: with end_behavior.missing_payment_method "cancel" an unpaid trial ends canceled. */
    trialSettings?: Obj;
    metadata?: Obj;
  }): Obj {
    const created = now();
    const trialEnd = p.trialDays ? created + p.trialDays * DAY : null;
    const items = p.items.map((item) => {
      const price = state.prices[item.price]!;
      const start = trialEnd ? created : created;
      const end = trialEnd ?? periodEnd(start, price.recurring.interval, price.recurring.interval_count);
      return {
        id: newId('si'),
        object: 'subscription_item',
        price,
        quantity: int(item.quantity, 1),
        current_period_start: start,
        current_period_end: end,
        created,
      };
    });
    const sub: Obj = {
      id: newId('sub'),
      object: 'subscription',
      customer: p.customer,
      status: trialEnd ? 'trialing' : 'active',
      created,
      start_date: created,
      billing_cycle_anchor: trialEnd ?? created,
      trial_start: trialEnd ? created : null,
      trial_end: trialEnd,
      trial_settings: {
        end_behavior: {
          missing_payment_method: p.trialSettings?.end_behavior?.missing_payment_method ?? 'create_invoice',
        },
      },
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      currency: items[0]?.price.currency ?? 'brl',
      metadata: p.metadata ?? {},
      items: { object: 'list', data: items, has_more: false, url: '/v1/subscription_items' },
      livemode: false,
    };
    state.subscriptions[sub.id] = sub;
    emit('customer.subscription.created', sub);
    if (trialEnd) emit('customer.subscription.trial_will_end', sub);
    if (!trialEnd) emitInvoice(sub, 'invoice.payment_succeeded');
    return sub;
  }
  function emitInvoice(sub: Obj, type: string): void {
    const amount = sub.items.data.reduce((sum: number, i: Obj) => sum + i.price.unit_amount * i.quantity, 0);
    emit(type, {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      amount_due: amount,
      amount_paid: type === 'invoice.payment_succeeded' ? amount : 0,
      currency: sub.currency,
      status: type === 'invoice.payment_succeeded' ? 'paid' : 'open',
      parent: { subscription_details: { subscription: sub.id } },
      created: now(),
    });
  }
  function cancel(sub: Obj, invoiceNow = false): Obj {
    if (sub.status === 'canceled') return sub;
    sub.status = 'canceled';
    sub.canceled_at = now();
    sub.ended_at = now();
    if (invoiceNow) emitInvoice(sub, 'invoice.payment_succeeded');
    emit('customer.subscription.deleted', sub);
    return sub;
  }
  function updateItems(sub: Obj, items: Obj[]): void {
    const previous = { items: structuredClone(sub.items) };
    for (const change of items) {
      const item = sub.items.data.find((i: Obj) => i.id === change.id) ?? sub.items.data[0];
      if (!item) continue;
      if (change.price) item.price = state.prices[change.price] ?? item.price;
      if (change.quantity !== undefined) item.quantity = int(change.quantity, item.quantity);
      item.current_period_start = now();
      item.current_period_end = periodEnd(now(), item.price.recurring.interval, item.price.recurring.interval_count);
    }
    if (sub.status === 'trialing') {
      sub.status = 'active';
      sub.trial_end = now();
    }
    emit('customer.subscription.updated', sub, previous);
  }
  /** Time passes: trials end and periods renew (the stand-in checks on a timer and on demand). */
  function advance(sub: Obj, force = false): void {
    if (sub.status === 'trialing' && (force || sub.trial_end <= now())) {
      // No payment method is ever attached to a subscription created through the API here, so a trial told
      // to cancel without one ends canceled, as Stripe does.
      if (sub.trial_settings?.end_behavior?.missing_payment_method === 'cancel') return void cancel(sub);
      const previous = { status: 'trialing' };
      sub.status = 'active';
      for (const item of sub.items.data) {
        item.current_period_start = now();
        item.current_period_end = periodEnd(now(), item.price.recurring.interval, item.price.recurring.interval_count);
      }
      emit('customer.subscription.updated', sub, previous);
      emitInvoice(sub, 'invoice.payment_succeeded');
    } else if (sub.status === 'active' && sub.items.data.some((i: Obj) => force || i.current_period_end <= now())) {
      if (sub.cancel_at_period_end) return void cancel(sub);
      for (const item of sub.items.data) {
        item.current_period_start = item.current_period_end;
        item.current_period_end = periodEnd(
          item.current_period_start,
          item.price.recurring.interval,
          item.price.recurring.interval_count,
        );
      }
      emitInvoice(sub, 'invoice.payment_succeeded');
      emit('customer.subscription.updated', sub, {});
    }
  }
  const ticker = setInterval(() => {
    for (const sub of Object.values(state.subscriptions)) advance(sub);
  }, 15_000);
  ticker.unref();

  // ——— REST API ———
  type Handler = (m: RegExpMatchArray, body: Obj, query: URLSearchParams) => Obj | [number, Obj];
  const notFound = (what: string, id: string): [number, Obj] => [
    404,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}: '${id}'`,
        param: 'id',
      },
    },
  ];
  const list = (data: Obj[], url: string) => ({ object: 'list', data, has_more: false, url });
  const find = (table: Record<string, Obj>, what: string, id: string, use: (o: Obj) => Obj | [number, Obj]) =>
    table[id] ? use(table[id]!) : notFound(what, id);

  const routes: [string, RegExp, Handler][] = [
    [
      'POST',
      /^\/v1\/products$/,
      (_m, b) => {
        const id = b.id ?? newId('prod');
        if (state.products[id])
          return [
            400,
            {
              error: {
                type: 'invalid_request_error',
                code: 'resource_already_exists',
                message: 'Product already exists.',
              },
            },
          ];
        const product = {
          id,
          object: 'product',
          name: b.name,
          description: b.description ?? null,
          active: b.active === undefined ? true : bool(b.active),
          metadata: b.metadata ?? {},
          created: now(),
          updated: now(),
          livemode: false,
        };
        state.products[id] = product;
        emit('product.created', product);
        return product;
      },
    ],
    ['GET', /^\/v1\/products\/([^/]+)$/, (m) => find(state.products, 'product', m[1]!, (p) => p)],
    [
      'POST',
      /^\/v1\/products\/([^/]+)$/,
      (m, b) =>
        find(state.products, 'product', m[1]!, (p) => {
          Object.assign(p, {
            ...b,
            active: b.active === undefined ? p.active : bool(b.active),
            metadata: { ...p.metadata, ...(b.metadata ?? {}) },
            updated: now(),
          });
          emit('product.updated', p);
          return p;
        }),
    ],
    [
      'GET',
      /^\/v1\/prices$/,
      (_m, _b, q) => {
        const active = q.get('active');
        const data = Object.values(state.prices).filter(
          (p) =>
            (!q.get('product') || p.product === q.get('product')) &&
            (active === null || p.active === (active === 'true')),
        );
        return list(data.slice(0, int(q.get('limit'), 10)), '/v1/prices');
      },
    ],
    [
      'POST',
      /^\/v1\/prices$/,
      (_m, b) => {
        if (!state.products[b.product]) return notFound('product', b.product);
        const price = {
          id: newId('price'),
          object: 'price',
          product: b.product,
          unit_amount: int(b.unit_amount, 0),
          currency: String(b.currency ?? 'brl').toLowerCase(),
          recurring: {
            interval: b.recurring?.interval ?? 'month',
            interval_count: int(b.recurring?.interval_count, 1),
          },
          type: 'recurring',
          lookup_key: b.lookup_key ?? null,
          active: true,
          metadata: b.metadata ?? {},
          created: now(),
          livemode: false,
        };
        if (price.lookup_key && bool(b.transfer_lookup_key))
          for (const other of Object.values(state.prices))
            if (other.lookup_key === price.lookup_key) other.lookup_key = null;
        state.prices[price.id] = price;
        emit('price.created', price);
        return price;
      },
    ],
    [
      'POST',
      /^\/v1\/prices\/([^/]+)$/,
      (m, b) =>
        find(state.prices, 'price', m[1]!, (p) => {
          if (b.active !== undefined) p.active = bool(b.active);
          if (b.metadata) p.metadata = { ...p.metadata, ...b.metadata };
          emit('price.updated', p);
          return p;
        }),
    ],
    [
      'GET',
      /^\/v1\/customers\/search$/,
      (_m, _b, q) => {
        const match = /metadata\['([^']+)'\]:'([^']*)'/.exec(q.get('query') ?? '');
        const data = match
          ? Object.values(state.customers).filter((c) => !c.deleted && c.metadata?.[match[1]!] === match[2])
          : [];
        return {
          object: 'search_result',
          data: data.slice(0, int(q.get('limit'), 10)),
          has_more: false,
          next_page: null,
          url: '/v1/customers/search',
        };
      },
    ],
    [
      'POST',
      /^\/v1\/customers$/,
      (_m, b) => {
        const customer = {
          id: newId('cus'),
          object: 'customer',
          name: b.name ?? null,
          email: b.email ?? null,
          metadata: b.metadata ?? {},
          created: now(),
          livemode: false,
        };
        state.customers[customer.id] = customer;
        emit('customer.created', customer);
        return customer;
      },
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (m) => find(state.customers, 'customer', m[1]!, (c) => c)],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      (m, b) =>
        find(state.customers, 'customer', m[1]!, (c) => {
          Object.assign(c, { ...b, metadata: { ...c.metadata, ...(b.metadata ?? {}) } });
          emit('customer.updated', c);
          return c;
        }),
    ],
    [
      'DELETE',
      /^\/v1\/customers\/([^/]+)$/,
      (m) =>
        find(state.customers, 'customer', m[1]!, (c) => {
          c.deleted = true;
          for (const sub of Object.values(state.subscriptions)) if (sub.customer === c.id) cancel(sub);
          emit('customer.deleted', c);
          return { id: c.id, object: 'customer', deleted: true };
        }),
    ],
    [
      'GET',
      /^\/v1\/subscriptions$/,
      (_m, _b, q) =>
        list(
          Object.values(state.subscriptions).filter((s) => !q.get('customer') || s.customer === q.get('customer')),
          '/v1/subscriptions',
        ),
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (_m, b) => {
        if (!state.customers[b.customer]) return notFound('customer', b.customer);
        const items = (b.items ?? []) as { price: string; quantity?: unknown }[];
        const missing = items.find((i) => !state.prices[i.price]);
        if (missing) return notFound('price', missing.price);
        if (items.length === 0)
          return [400, { error: { type: 'invalid_request_error', message: 'Missing required param: items.' } }];
        return createSubscription({
          customer: b.customer,
          items,
          trialDays: int(b.trial_period_days, 0),
          trialSettings: b.trial_settings,
          metadata: b.metadata,
        });
      },
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (m) => find(state.subscriptions, 'subscription', m[1]!, (s) => s)],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (m, b) =>
        find(state.subscriptions, 'subscription', m[1]!, (s) => {
          if (s.status === 'canceled')
            return [
              400,
              {
                error: {
                  type: 'invalid_request_error',
                  message: 'A canceled subscription can only update its cancellation_details and metadata.',
                },
              },
            ];
          if (b.items) return (updateItems(s, b.items), s);
          const previous = { cancel_at_period_end: s.cancel_at_period_end, cancel_at: s.cancel_at };
          if (b.cancel_at_period_end !== undefined) {
            s.cancel_at_period_end = bool(b.cancel_at_period_end);
            s.cancel_at = s.cancel_at_period_end ? (s.items.data[0]?.current_period_end ?? null) : null;
          }
          if (b.cancel_at !== undefined) s.cancel_at = b.cancel_at === '' ? null : int(b.cancel_at, 0);
          if (b.metadata) s.metadata = { ...s.metadata, ...b.metadata };
          emit('customer.subscription.updated', s, previous);
          return s;
        }),
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (m, b) => find(state.subscriptions, 'subscription', m[1]!, (s) => cancel(s, bool(b.invoice_now))),
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_m, b) => {
        if (!state.customers[b.customer]) return notFound('customer', b.customer);
        const items = (b.line_items ?? []) as { price: string; quantity?: unknown }[];
        const missing = items.find((i) => !state.prices[i.price]);
        if (missing) return notFound('price', missing.price);
        const id = newId('cs_test');
        const session = {
          id,
          object: 'checkout.session',
          mode: b.mode ?? 'subscription',
          customer: b.customer,
          client_reference_id: b.client_reference_id ?? null,
          line_items: items.map((i) => ({ price: i.price, quantity: int(i.quantity, 1) })),
          subscription_data: b.subscription_data ?? {},
          success_url: b.success_url,
          cancel_url: b.cancel_url,
          status: 'open',
          payment_status: 'unpaid',
          subscription: null,
          url: `${baseUrl}/checkout/${id}`,
          created: now(),
          livemode: false,
        };
        state.checkoutSessions[id] = session;
        return session;
      },
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      (m) => find(state.checkoutSessions, 'checkout.session', m[1]!, (s) => s),
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (_m, b) => {
        if (!state.customers[b.customer]) return notFound('customer', b.customer);
        const id = newId('bps');
        const session = {
          id,
          object: 'billing_portal.session',
          customer: b.customer,
          return_url: b.return_url ?? null,
          flow: b.flow_data ?? null,
          url: `${baseUrl}/portal/${id}`,
          created: now(),
          livemode: false,
        };
        state.portalSessions[id] = session;
        return session;
      },
    ],
  ];

  function completeCheckout(session: Obj): Obj {
    if (session.status === 'complete') return state.subscriptions[session.subscription]!;
    const sub = createSubscription({
      customer: session.customer,
      items: session.line_items,
      metadata: session.subscription_data?.metadata ?? {},
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
    emit('checkout.session.completed', session);
    return sub;
  }

  // ——— hosted pages (pt-BR) ———
  const page = (
    title: string,
    body: string,
  ) => `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:3rem auto;padding:0 1rem;color:#0f172a}h1{font-size:1.4rem}.box{border:1px solid #e2e8f0;border-radius:10px;padding:1rem;margin:1rem 0}label{display:block;margin:.75rem 0 .25rem;font-size:.9rem}input{width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1rem;padding:.6rem 1rem;background:#15803d;color:#fff;border:0;border-radius:6px;font-size:1rem;cursor:pointer}button.secondary{background:#fff;color:#b91c1c;border:1px solid #b91c1c}a{color:#15803d}.muted{color:#64748b;font-size:.85rem}</style></head><body>
<p class="muted">Ambiente local — simulação do provedor de pagamentos</p>${body}</body></html>`;
  const describe = (priceId: string, quantity: number) => {
    const price = state.prices[priceId]!;
    const product = state.products[price.product];
    return `<strong>${escapeHtml(product?.name ?? 'Plano')}</strong> — ${brl(price.unit_amount * quantity)} por ${price.recurring.interval === 'year' ? 'ano' : price.recurring.interval === 'month' ? 'mês' : price.recurring.interval}${quantity > 1 ? ` (${quantity} usuários)` : ''}`;
  };

  function checkoutPage(session: Obj): string {
    const lines = session.line_items.map((i: Obj) => `<p>${describe(i.price, i.quantity)}</p>`).join('');
    return page(
      'Finalizar assinatura',
      `<h1>Finalizar assinatura</h1><div class="box">${lines}</div>
<form method="post" action="/checkout/${escapeHtml(session.id)}"><label for="card">Número do cartão</label><input id="card" name="card" value="4242 4242 4242 4242" autocomplete="off">
<label for="name">Nome no cartão</label><input id="name" name="name" value="Cliente Abastece"><button type="submit">Assinar</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancelar e voltar</a></p>`,
    );
  }

  function portalPage(session: Obj): string {
    const flow = session.flow;
    if (flow?.type === 'subscription_update_confirm') {
      const item = flow.subscription_update_confirm.items[0];
      return page(
        'Confirmar mudança de plano',
        `<h1>Confirmar mudança de plano</h1><div class="box"><p>Novo plano:</p><p>${describe(item.price, int(item.quantity, 1))}</p></div>
<form method="post" action="/portal/${escapeHtml(session.id)}/confirm"><button type="submit">Confirmar mudança</button></form><p><a href="${escapeHtml(session.return_url)}">Voltar sem mudar</a></p>`,
      );
    }
    const subs = Object.values(state.subscriptions).filter(
      (s) => s.customer === session.customer && s.status !== 'canceled',
    );
    const rows = subs
      .map(
        (
          s,
        ) => `<div class="box">${s.items.data.map((i: Obj) => `<p>${describe(i.price.id, i.quantity)}</p>`).join('')}<p class="muted">Situação: ${escapeHtml(s.status)}${s.cancel_at_period_end ? ' — será cancelada no fim do período' : ''}</p>
${s.items.data[0]?.price.unit_amount > 0 && !s.cancel_at_period_end ? `<form method="post" action="/portal/${escapeHtml(session.id)}/cancel/${escapeHtml(s.id)}"><button class="secondary" type="submit">Cancelar assinatura</button></form>` : ''}</div>`,
      )
      .join('');
    return page(
      'Gerenciar cobrança',
      `<h1>Gerenciar cobrança</h1><p>Forma de pagamento: cartão final 4242</p>${rows || '<p>Nenhuma assinatura ativa.</p>'}<p><a href="${escapeHtml(session.return_url)}">Voltar para o Abastece</a></p>`,
    );
  }

  async function readText(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(body));
    };
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    const redirect = (to: string) => {
      res.writeHead(303, { location: to });
      res.end();
    };
    try {
      const text = await readText(req);
      const body = {
        ...(req.method === 'GET' || req.method === 'DELETE' ? parseForm(url.search.slice(1)) : {}),
        ...((req.headers['content-type'] ?? '').includes('application/json')
          ? (JSON.parse(text || '{}') as Obj)
          : parseForm(text)),
      };

      if (url.pathname.startsWith('/v1/')) {
        if (req.headers.authorization !== `Bearer ${STANDIN_STRIPE.secretKey}`) {
          return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
        }
        const key = req.headers['idempotency-key'];
        const cacheKey = typeof key === 'string' && req.method === 'POST' ? `${url.pathname}:${key}` : null;
        if (cacheKey && state.idempotency[cacheKey]) {
          const cached = state.idempotency[cacheKey]!;
          return json(cached.status, cached.body);
        }
        for (const [method, pattern, handler] of routes) {
          const match = url.pathname.match(pattern);
          if (req.method !== method || !match) continue;
          const result = handler(match, body, url.searchParams);
          const [status, out] = Array.isArray(result) ? result : [200, result];
          if (cacheKey) state.idempotency[cacheKey] = { status, body: out };
          save();
          return json(status, out);
        }
        return json(404, {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
          },
        });
      }

      let m: RegExpMatchArray | null;
      if ((m = url.pathname.match(/^\/checkout\/([^/]+)$/))) {
        const session = state.checkoutSessions[m[1]!];
        if (!session) return html(404, page('Não encontrado', '<h1>Sessão de pagamento não encontrada</h1>'));
        if (req.method === 'GET')
          return html(
            200,
            session.status === 'complete'
              ? page(
                  'Assinatura concluída',
                  `<h1>Assinatura concluída</h1><p><a href="${escapeHtml(session.success_url)}">Voltar</a></p>`,
                )
              : checkoutPage(session),
          );
        completeCheckout(session);
        return redirect(session.success_url);
      }
      if ((m = url.pathname.match(/^\/portal\/([^/]+)(?:\/(confirm|cancel)(?:\/([^/]+))?)?$/))) {
        const session = state.portalSessions[m[1]!];
        if (!session) return html(404, page('Não encontrado', '<h1>Sessão do portal não encontrada</h1>'));
        if (req.method === 'GET' && !m[2]) return html(200, portalPage(session));
        if (m[2] === 'confirm' && session.flow?.type === 'subscription_update_confirm') {
          const flow = session.flow.subscription_update_confirm;
          const sub = state.subscriptions[flow.subscription];
          if (sub && sub.status !== 'canceled') updateItems(sub, flow.items);
          save();
          return redirect(session.flow.after_completion?.redirect?.return_url ?? session.return_url);
        }
        if (m[2] === 'cancel' && m[3]) {
          const sub = state.subscriptions[m[3]];
          if (sub && sub.customer === session.customer && sub.status !== 'canceled') {
            sub.cancel_at_period_end = true;
            sub.cancel_at = sub.items.data[0]?.current_period_end ?? null;
            emit('customer.subscription.updated', sub, { cancel_at_period_end: false });
          }
          return redirect(`/portal/${session.id}`);
        }
        return html(404, page('Não encontrado', '<h1>Página não encontrada</h1>'));
      }

      // ——— inspection and test helpers ———
      if (url.pathname === '/__standin/events' && req.method === 'GET') {
        const customer = url.searchParams.get('customer');
        const events = state.events.filter(
          (e) => !customer || e.data.object.customer === customer || e.data.object.id === customer,
        );
        return json(200, { data: events });
      }
      if ((m = url.pathname.match(/^\/__standin\/checkout\/([^/]+)\/complete$/)) && req.method === 'POST') {
        const session = state.checkoutSessions[m[1]!];
        if (!session) return json(404, { error: 'not found' });
        const sub = completeCheckout(session);
        save();
        return json(200, { session, subscription: sub });
      }
      if ((m = url.pathname.match(/^\/__standin\/subscriptions\/([^/]+)\/advance$/)) && req.method === 'POST') {
        const sub = state.subscriptions[m[1]!];
        if (!sub) return json(404, { error: 'not found' });
        advance(sub, true);
        save();
        return json(200, sub);
      }
      if (url.pathname === '/' || url.pathname === '/__standin')
        return json(200, {
          name: 'Stripe stand-in (Abastece, local)',
          customers: Object.keys(state.customers).length,
          subscriptions: Object.keys(state.subscriptions).length,
        });
      return json(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` },
      });
    } catch (error) {
      json(500, { error: { type: 'api_error', message: String(error) } });
    }
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  baseUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  return {
    url: baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(ticker);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The official SDK (Node) pointed at a running stand-in: what the worker does with STRIPE_API_URL. */
export function localStripe(url: string): Stripe {
  const api = new URL(url);
  return new Stripe(STANDIN_STRIPE.secretKey, { host: api.hostname, port: Number(api.port), protocol: 'http' });
}

/** The worker variables that point the Stripe SDK at a running stand-in. */
export const standinStripeVars = (url: string) => ({
  STRIPE_SECRET_KEY: STANDIN_STRIPE.secretKey,
  STRIPE_WEBHOOK_SECRET: STANDIN_STRIPE.webhookSecret,
  STRIPE_API_URL: url,
});
