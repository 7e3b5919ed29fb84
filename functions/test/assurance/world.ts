import { deliveryAddresses } from '../../../db/schema/delivery-addresses';
import { shoppingListItems, shoppingLists } from '../../../db/schema/shopping-lists';
import { sql, type SQL } from 'drizzle-orm';
import { integrations, webhooks } from '../../../db/schema/integrations';
import { budgets, costCentres } from '../../../db/schema/cost-centres';
import { invitations, members, organizationApiKeys } from '../../../db/schema/organizations';
import { leads, submissions } from '../../../db/schema/crm';
import { generateApiKey } from '../../identity/api-keys';
import { createCatalogue, type CatalogueFixture } from '../catalogue';
import { createSupplierKey } from '../supplier-keys';
import { createSupplierPerson } from '../supplier-people';
import { supplierOrders } from '../../../db/schema/purchase-orders';
import { shipments } from '../../../db/schema/fulfilment';
import { payables } from '../../../db/schema/payables';
import { negotiatedPrices, quoteLines, quotes, quoteSuppliers } from '../../../db/schema/quotes';
import { products } from '../../../db/schema/catalogue';
import { organizationSuppliers } from '../../../db/schema/own-suppliers';
import { env } from 'cloudflare:test';
import { signAnswerLink } from '../../quotes/answer-link';
import { signOrderAnswerLink } from '../../orders/answer/order-answer-link';
import { grantPro } from '../billing';
import { call, createOperator, createTenant, uniq, withDb, type Principal, type Tenant } from '../tenant';
import { and, eq } from 'drizzle-orm';

/** Who calls: the tenant matrix's principals. */
export const PRINCIPALS = [
  'anonymous',
  'member',
  'admin',
  'owner',
  'otherOwner',
  'operator',
  'supplierKey',
  'orgKey',
  'supplierAdmin',
  'supplierStaff',
  'otherSupplierAdmin',
  'otherSupplierKey',
] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];

/** Principals that belong to organization A (its data may appear in their answers). */
export const INSIDE_A: ReadonlySet<PrincipalName> = new Set(['member', 'admin', 'owner', 'orgKey']);

/** The supplier A ordered from: its orders carry A's name and CNPJ, as a purchase order must. */
export const A_SUPPLIER: ReadonlySet<PrincipalName> = new Set(['supplierKey', 'supplierAdmin', 'supplierStaff']);

/**
 * What a principal outside A must never see in an answer of `route`. A's supplier sees A's CNPJ on
 * what A sent it (orders, cotações) and their ids; whoever holds a cotação's answer link sees that
 * cotação as the supplier does, and nothing more.
 */
export const secretsFor = (world: World, who: PrincipalName, route = '') => {
  const cotacao = [world.a.organization.cnpj, world.ids.quoteId, world.ids.quoteLineId];
  // A's price list for the catalogue's supplier is that supplier's to read and edit (#54).
  const priceList = [world.ids.privateProductId];
  if (A_SUPPLIER.has(who))
    return world.secrets.filter(
      (s) => s !== world.ids.supplierOrderId && !cotacao.includes(s) && !priceList.includes(s),
    );
  if (route.includes('/quote-answer/')) return world.secrets.filter((s) => !cotacao.includes(s));
  // Whoever holds the order's link sees that order as its supplier does: its id and A's CNPJ.
  if (route.includes('/order-answer/'))
    return world.secrets.filter((s) => s !== world.ids.supplierOrderId && s !== world.a.organization.cnpj);
  return world.secrets;
};

/** Organization A with one of everything, organization B, the operator, a supplier with its key, A's website key. */
export interface World {
  a: Tenant;
  b: Tenant;
  operator: Principal;
  catalogue: CatalogueFixture;
  /** The catalogue's supplier's webhook (disabled: nothing leaves for it). */
  supplierWebhookId: string;
  /** A signed answer link to A's cotação for the catalogue's supplier (whoever holds it may answer). */
  quoteLink: string;
  /** A signed answer link to A's supplier order (supplierOrderId) for the catalogue's supplier (#54). */
  orderLink: string;
  supplierKey: { id: string; key: string };
  orgKey: { id: string; key: string };
  /** The catalogue's supplier's people, and another supplier with its admin and key. */
  suppliers: { admin: Principal; staff: Principal; otherAdmin: Principal; otherKey: { id: string; key: string } };
  ids: {
    leadId: string;
    submissionId: string;
    webhookId: string;
    addressId: string;
    /** The purchase order that supplierOrderId belongs to. */
    sentOrderId: string;
    invitationId: string;
    membershipId: string;
    orderId: string;
    cartItemId: string;
    /** A's shopping list, and its one line. */
    listId: string;
    listItemId: string;
    /** A's order to the catalogue's supplier, approved: SENT to it. */
    supplierOrderId: string;
    /** A's cost centre and its overall monthly budget. */
    costCentreId: string;
    /** A's cotação, sent to the catalogue's supplier and open for a week; its one line. */
    quoteId: string;
    quoteLineId: string;
    budgetId: string;
    /** A's payable to the catalogue's supplier (an installment of a shipment written straight to the table). */
    payableId: string;
    /**
     * A line of the price list A keeps for the catalogue's supplier, which A also added as its own
     * supplier (#54): only A and that supplier's people may ever see it.
     */
    privateProductId: string;
  };
  /** Values only principals inside A may ever see. */
  secrets: string[];
}

/** A adds the catalogue's supplier as its own (#54), with one line of its private price list: the line's id. */
async function ownPriceListOf(a: Tenant, catalogue: CatalogueFixture, id: string) {
  return withDb(async (db) => {
    await db.insert(organizationSuppliers).values({
      organizationId: a.organization.id,
      supplierId: catalogue.supplier.id,
      name: `Fornecedor de A ${id}`,
      email: `pedidos-a-${id}@segredo.dev`,
    });
    const [line] = await db
      .insert(products)
      .values({
        name: `Produto privado de A ${id}`,
        price: '7.77',
        unit: 'kg',
        categoryId: catalogue.category.id,
        supplierId: catalogue.supplier.id,
        organizationId: a.organization.id,
      })
      .returning({ id: products.id });
    return line!.id;
  });
}

/** The member checks out one unit of `productId`: the new order's id. */
async function checkoutOne(member: Principal, productId: string, description: string) {
  await call('POST', '/cart/item', { as: member, body: { productId, quantity: 1 } });
  const res = await call('POST', '/purchase-orders', { as: member, body: { description } });
  if (res.status !== 201) throw new Error(`world checkout failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/**
 * A's orders and cart, in the member's one cart so one after the other: an order to another supplier
 * still waiting for approval, an order to the catalogue's supplier approved (a supplier order SENT to
 * it), and a cart line that stays.
 */
async function ordersOf(a: Tenant, catalogue: CatalogueFixture, other: CatalogueFixture) {
  const pending = await checkoutOne(a.member, other.products[0]!.id, 'Compra da semana');
  const toSupplier = await checkoutOne(a.member, catalogue.products[1]!.id, 'Para o fornecedor');
  await call('PUT', `/purchase-orders/${toSupplier}/status`, { as: a.admin, body: { status: 'APPROVED' } });
  const [sent] = await withDb((db) =>
    db.select({ id: supplierOrders.id }).from(supplierOrders).where(eq(supplierOrders.purchaseOrderId, toSupplier)),
  );
  const cartRes = await call('POST', '/cart/item', {
    as: a.member,
    body: { productId: catalogue.products[0]!.id, quantity: 2 },
  });
  const cart = (await cartRes.json()) as { items?: { id: string }[] };
  return { pending, toSupplier, sent: sent!.id, cartItemId: cart.items?.[0]?.id };
}

export async function createWorld(): Promise<World> {
  const [a, b, operator, catalogue, otherCatalogue] = await Promise.all([
    createTenant({ orderEmails: false }),
    createTenant(),
    createOperator(),
    createCatalogue([{}, {}]),
    createCatalogue([{}]),
  ]);
  const [supplierKey, admin, staff, otherAdmin, otherKey, orders] = await Promise.all([
    // Used a moment ago: a key's first use touches its last-used time after the response (api-key.ts),
    // which would change the world's state between two routes (world-lanes.ts).
    createSupplierKey(catalogue.supplier.id, { lastUsedAt: new Date() }),
    createSupplierPerson(catalogue.supplier.id, 'admin'),
    createSupplierPerson(catalogue.supplier.id, 'staff'),
    createSupplierPerson(otherCatalogue.supplier.id, 'admin'),
    createSupplierKey(otherCatalogue.supplier.id, { lastUsedAt: new Date() }),
    ordersOf(a, catalogue, otherCatalogue),
    // Both organizations have seats to invite into (Free's single seat is the owner's).
    grantPro(a.organization.id),
    grantPro(b.organization.id),
  ]);
  const id = uniq();
  const key = generateApiKey('ak_');
  // Independent rows side by side (the pool has four connections); a row that needs another after it.
  const rows = await withDb(async (db) => {
    const [[lead], [webhook], [address], [list], [invitation], [membership], [costCentre], [orgKey]] =
      await Promise.all([
        db
          .insert(leads)
          .values({ organizationId: a.organization.id, email: `lead-${id}@segredo.dev`, name: `Lead ${id}` })
          .returning({ id: leads.id }),
        db
          .insert(webhooks)
          .values({
            organizationId: a.organization.id,
            enabled: false,
            url: 'https://hooks.exemplo.dev/abastece',
            secret: `whsec_${btoa(id.repeat(4))}`,
            events: ['lead.created'],
          })
          .returning({ id: webhooks.id }),
        db
          .insert(deliveryAddresses)
          .values({
            organizationId: a.organization.id,
            cep: '01310100',
            street: 'Avenida Paulista',
            number: '1000',
            district: 'Bela Vista',
            cityId: catalogue.city.id,
          })
          .returning({ id: deliveryAddresses.id }),
        db
          .insert(shoppingLists)
          .values({ organizationId: a.organization.id, name: `Semanal ${id}`, createdBy: a.member.user.id })
          .returning({ id: shoppingLists.id }),
        db
          .insert(invitations)
          .values({
            organizationId: a.organization.id,
            email: `convite-${id}@segredo.dev`,
            role: 'member',
            expiresAt: new Date(Date.now() + 86_400_000),
          })
          .returning({ id: invitations.id }),
        db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.organizationId, a.organization.id), eq(members.userId, a.member.user.id))),
        db
          .insert(costCentres)
          .values({ organizationId: a.organization.id, name: `Centro ${id}` })
          .returning({ id: costCentres.id }),
        db
          .insert(organizationApiKeys)
          .values({
            organizationId: a.organization.id,
            description: 'Site',
            keyHash: key.hash,
            keyPrefix: key.prefix,
            keyLast4: key.last4,
            lastUsedAt: new Date(),
          })
          .returning({ id: organizationApiKeys.id }),
        // Disabled: this world's events must not try to reach the internet.
        db.insert(integrations).values({
          organizationId: a.organization.id,
          provider: 'slack',
          enabled: false,
          metadata: { webhookUrl: 'https://hooks.slack.com/services/T000/B000/XXXX' },
        }),
      ]);
    const [[submission], [listItem], [budget], [quote]] = await Promise.all([
      db
        .insert(submissions)
        .values({ organizationId: a.organization.id, leadId: lead!.id, metadata: { source: 'site' } })
        .returning({ id: submissions.id }),
      db
        .insert(shoppingListItems)
        .values({ listId: list!.id, productId: catalogue.products[0]!.id, quantity: 2 })
        .returning({ id: shoppingListItems.id }),
      db
        .insert(budgets)
        .values({ organizationId: a.organization.id, costCentreId: costCentre!.id, monthlyAmount: '1000.00' })
        .returning({ id: budgets.id }),
      db
        .insert(quotes)
        .values({
          organizationId: a.organization.id,
          title: `Cotação ${id}`,
          createdBy: a.member.user.id,
          deliveryAddressId: address!.id,
          status: 'OPEN',
          sentAt: new Date(),
          deadline: new Date(Date.now() + 7 * 86_400_000),
        })
        .returning({ id: quotes.id, deadline: quotes.deadline }),
    ]);
    const [[quoteLine], [quoteInvitation]] = await Promise.all([
      db
        .insert(quoteLines)
        .values({
          quoteId: quote!.id,
          position: 0,
          productId: catalogue.products[0]!.id,
          description: catalogue.products[0]!.name,
          unit: 'kg',
          quantity: 10,
        })
        .returning({ id: quoteLines.id }),
      db
        .insert(quoteSuppliers)
        .values({ quoteId: quote!.id, organizationId: a.organization.id, supplierId: catalogue.supplier.id })
        .returning({ id: quoteSuppliers.id }),
      // A's price only: GET /negotiated-prices names this cotação, which no other principal may see.
      db.insert(negotiatedPrices).values({
        organizationId: a.organization.id,
        productId: catalogue.products[0]!.id,
        supplierId: catalogue.supplier.id,
        unitPrice: '0.01',
        validUntil: '2099-12-31',
        quoteId: quote!.id,
      }),
    ]);
    const quoteLink = await signAnswerLink(
      env.SESSION_SECRET,
      { invitationId: quoteInvitation!.id, quoteId: quote!.id, supplierId: catalogue.supplier.id, linkVersion: 1 },
      quote!.deadline,
    );
    return {
      lead: lead!.id,
      submission: submission!.id,
      webhook: webhook!.id,
      address: address!.id,
      list: { id: list!.id, itemId: listItem!.id },
      invitation: invitation!.id,
      membership: membership!.id,
      costCentre: costCentre!.id,
      budget: budget!.id,
      quote: { id: quote!.id, lineId: quoteLine!.id, link: quoteLink },
      orgKey: { id: orgKey!.id, key: key.key },
    };
  });
  // A's contas a pagar: one installment, owed to the catalogue's supplier.
  const payableId = await withDb(async (db) => {
    const [shipment] = await db
      .insert(shipments)
      .values({
        supplierOrderId: orders.sent,
        supplierId: catalogue.supplier.id,
        organizationId: a.organization.id,
        sequence: 1,
        nfeKey: `3526${id.replace(/\D/g, '').padEnd(40, '7').slice(0, 40)}`,
        invoiceNumber: '1',
        invoiceSeries: '1',
        invoiceAmount: '10.00',
        nfeIssuedOn: '2026-11-02',
      })
      .returning({ id: shipments.id });
    const [payable] = await db
      .insert(payables)
      .values({
        organizationId: a.organization.id,
        supplierId: catalogue.supplier.id,
        supplierOrderId: orders.sent,
        shipmentId: shipment!.id,
        installment: '001',
        position: 1,
        dueDate: '2026-12-02',
        amount: '10.00',
      })
      .returning({ id: payables.id });
    return payable!.id;
  });
  const privateProductId = await ownPriceListOf(a, catalogue, id);
  const ids = {
    payableId,
    privateProductId,
    leadId: rows.lead,
    submissionId: rows.submission,
    webhookId: rows.webhook,
    addressId: rows.address,
    listId: rows.list.id,
    listItemId: rows.list.itemId,
    invitationId: rows.invitation,
    membershipId: rows.membership,
    orderId: orders.pending,
    cartItemId: orders.cartItemId ?? crypto.randomUUID(),
    supplierOrderId: orders.sent,
    sentOrderId: orders.toSupplier,
    costCentreId: rows.costCentre,
    budgetId: rows.budget,
    quoteId: rows.quote.id,
    quoteLineId: rows.quote.lineId,
  };
  const secrets = [
    ...Object.values(ids),
    rows.orgKey.id,
    a.member.user.email,
    a.admin.user.email,
    a.owner.user.email,
    `lead-${id}@segredo.dev`,
    `convite-${id}@segredo.dev`,
    a.organization.cnpj,
  ];
  // The catalogue's supplier's own endpoint (its people manage it in the portal).
  const [supplierWebhook] = await withDb((db) =>
    db
      .insert(webhooks)
      .values({
        supplierId: catalogue.supplier.id,
        url: 'https://hooks.exemplo.dev/fornecedor',
        secret: `whsec_${btoa(id.repeat(4))}`,
        events: ['supplier_order.sent'],
        enabled: false,
      })
      .returning({ id: webhooks.id }),
  );
  return {
    supplierWebhookId: supplierWebhook!.id,
    quoteLink: rows.quote.link,
    orderLink: await signOrderAnswerLink(
      env.SESSION_SECRET,
      {
        supplierOrderId: orders.sent,
        supplierId: catalogue.supplier.id,
        organizationId: a.organization.id,
        linkVersion: 1,
      },
      new Date(Date.now() + 30 * 86_400_000),
    ),
    a,
    b,
    operator,
    catalogue,
    supplierKey,
    orgKey: rows.orgKey,
    suppliers: { admin, staff, otherAdmin, otherKey },
    ids,
    secrets,
  };
}

export function principal(world: World, who: PrincipalName): { as?: Principal; headers?: Record<string, string> } {
  switch (who) {
    case 'anonymous':
      return {};
    case 'member':
      return { as: world.a.member };
    case 'admin':
      return { as: world.a.admin };
    case 'owner':
      return { as: world.a.owner };
    case 'otherOwner':
      return { as: world.b.owner };
    case 'operator':
      return { as: world.operator };
    case 'supplierKey':
      return { headers: { 'x-api-key': world.supplierKey.key } };
    case 'orgKey':
      return { headers: { 'x-api-key': world.orgKey.key } };
    case 'supplierAdmin':
      return { as: world.suppliers.admin };
    case 'supplierStaff':
      return { as: world.suppliers.staff };
    case 'otherSupplierAdmin':
      return { as: world.suppliers.otherAdmin };
    case 'otherSupplierKey':
      return { headers: { 'x-api-key': world.suppliers.otherKey.key } };
  }
}

/** md5 of a table's rows that match `where`, in a stable order. */
const rowsOf = (table: string, where: SQL) =>
  sql`(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${sql.raw(table)} t where ${where})`;

/** What the fingerprint reads: organization A's rows and the world's catalogue objects. */
function fingerprintParts(world: World): SQL[] {
  const org = world.a.organization.id;
  const supplier = world.catalogue.supplier.id;
  const users = [world.a.member.user.id, world.a.admin.user.id, world.a.owner.user.id];
  const ofA = sql`organization_id = ${org}`;
  const ofSupplier = sql`supplier_id = ${supplier}`;
  return [
    rowsOf('organizations', sql`id = ${org}`),
    ...['members', 'invitations', 'leads', 'submissions', 'webhooks', 'integrations', 'organization_api_keys'].map(
      (table) => rowsOf(table, ofA),
    ),
    rowsOf('purchase_orders', ofA),
    rowsOf('supplier_orders', ofA),
    ...['supplier_members', 'supplier_invitations', 'supplier_cities'].map((table) => rowsOf(table, ofSupplier)),
    rowsOf('purchase_order_items', sql`purchase_order_id in (select id from purchase_orders where ${ofA})`),
    ...['carts', 'cost_centres', 'budgets'].map((table) => rowsOf(table, ofA)),
    rowsOf('member_cost_centres', sql`member_id in (select id from members where ${ofA})`),
    rowsOf('cart_items', sql`cart_id in (select id from carts where ${ofA})`),
    rowsOf('customers', ofA),
    rowsOf('shopping_lists', ofA),
    rowsOf('shopping_list_items', sql`list_id in (select id from shopping_lists where ${ofA})`),
    rowsOf(
      'users',
      sql`id in (${sql.join(
        users.map((u) => sql`${u}::uuid`),
        sql`, `,
      )})`,
    ),
    rowsOf('suppliers', sql`id = ${supplier}`),
    rowsOf('categories', sql`id = ${world.catalogue.category.id}`),
    rowsOf('products', ofSupplier),
    rowsOf('supplier_api_keys', ofSupplier),
  ];
}

/**
 * The rest of what the world's routes read, beyond the fingerprint: A's cotação, prices, payables,
 * shipments, addresses and own suppliers, the catalogue's city and supplier webhook, B and the other
 * supplier, both organizations' subscriptions, and every principal's session (without what a
 * request's last-seen touch writes).
 */
function restOfWorldParts(world: World): SQL[] {
  const org = world.a.organization.id;
  const orgs = sql`(${world.a.organization.id}::uuid, ${world.b.organization.id}::uuid)`;
  const quotesOfA = sql`quote_id in (select id from quotes where organization_id = ${org})`;
  const ofA = sql`organization_id = ${org}`;
  const otherSupplier = sql`(select supplier_id from supplier_members where user_id = ${world.suppliers.otherAdmin.user.id})`;
  const sessionIds = [
    ...[world.a, world.b].flatMap((t) => [t.owner, t.admin, t.member]),
    world.operator,
    world.suppliers.admin,
    world.suppliers.staff,
    world.suppliers.otherAdmin,
  ].map((p) => sql`${p.sessionId}::uuid`);
  return [
    ...['quotes', 'negotiated_prices', 'payables', 'shipments', 'delivery_addresses', 'organization_suppliers'].map(
      (table) => rowsOf(table, ofA),
    ),
    ...['quote_lines', 'quote_suppliers'].map((table) => rowsOf(table, quotesOfA)),
    rowsOf('quote_answers', sql`quote_supplier_id in (select id from quote_suppliers where ${quotesOfA})`),
    rowsOf('payable_credits', sql`payable_id in (select id from payables where ${ofA})`),
    rowsOf('approval_rule_sets', sql`organization_id in ${orgs}`),
    rowsOf('organizations', sql`id = ${world.b.organization.id}`),
    rowsOf('members', sql`organization_id = ${world.b.organization.id}`),
    rowsOf('subscriptions', sql`customer_id in (select id from customers where organization_id in ${orgs})`),
    rowsOf('cities', sql`id = ${world.catalogue.city.id}`),
    rowsOf('webhooks', sql`supplier_id = ${world.catalogue.supplier.id}`),
    rowsOf('suppliers', sql`id = ${otherSupplier}`),
    rowsOf('supplier_members', sql`supplier_id = ${otherSupplier}`),
    sql`(select md5(coalesce(string_agg(concat_ws(',', id, user_id, active_organization_id, active_supplier_id, expires_at, revoked_at), ';' order by id), ''))
      from sessions where id in (${sql.join(sessionIds, sql`, `)}))`,
  ];
}

const md5Of = async (parts: SQL[]) => {
  const result = await withDb((db) =>
    db.execute<{ f: string }>(sql`select md5(concat_ws('|', ${sql.join(parts, sql`, `)})) as f`),
  );
  return result.rows[0]!.f;
};

/**
 * A fingerprint of everything organization A and the world's catalogue
 * objects hold: a refused call must leave it exactly as it was.
 */
export function fingerprint(world: World): Promise<string> {
  return md5Of(fingerprintParts(world));
}

/**
 * The fingerprint and the rest of what the world's routes read, in one statement: a refused call must
 * leave it as it was, and a world whose state a route's allowed callers changed is not handed to the
 * next route (world-lanes.ts).
 */
export function worldState(world: World): Promise<string> {
  return md5Of([...fingerprintParts(world), ...restOfWorldParts(world)]);
}
