import type { BenchContext } from './scenario';
import { ensureCatalogueSize } from './catalogue-fixture';
import { ordersFixture } from './orders-fixture';
import { supplierFixture } from './supplier-fixture';
import { supplierOrdersFixture } from './supplier-orders-fixture';
import { scorecardFixture } from './scorecard-fixture';
import { spendFixture } from './spend-fixture';

/**
 * The bench's data, each loaded once per run however many scenarios ask for it (scenarios call these in
 * their `prepare`, so every bulk load ends before the first measurement). All are idempotent across runs.
 */
const once = <T>(load: (ctx: BenchContext) => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return (ctx: BenchContext) => (loaded ??= load(ctx));
};

export const BIG = 100_000;

/** 100,000 active products. */
export const catalogue = once((ctx) => ensureCatalogueSize(ctx.stack.databaseUrl, BIG));

/** The demo restaurant with 100,000 purchase orders, and its owner's session cookie. */
export const buyerOrders = once((ctx) => ordersFixture(ctx.stack.databaseUrl, ctx.stack.sessionSecret, BIG));

/** A supplier API key, the operator's cookie, and 1,000,000 + 100,000 usage logs on two suppliers. */
export const supplierKeys = once((ctx) => supplierFixture(ctx.stack.databaseUrl, ctx.stack.sessionSecret));

/** 100,000 supplier orders of the bench key's supplier (three lines each). */
export const supplierOrders = once(async (ctx) => {
  const { big } = await supplierKeys(ctx);
  return supplierOrdersFixture(ctx.stack.databaseUrl, big.supplierId, BIG);
});

/** The scorecard rollups of the bench key's supplier, over its supplier orders. */
export const scorecards = once(async (ctx) => {
  await supplierOrders(ctx);
  await scorecardFixture(ctx.stack.databaseUrl, (await supplierKeys(ctx)).big.supplierId);
});

/** "Bench Gastos": 100,000 purchase orders over three years for spend analytics. */
export const spend = once((ctx) => spendFixture(ctx.stack.databaseUrl, ctx.stack.sessionSecret, BIG));
