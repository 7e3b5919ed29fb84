// The dependency rule of functions/ (decision 0042), checked by `npm run lint:architecture`.
//
// Every folder of functions/ is a domain, except platform/ (what every domain uses and that knows no
// domain) and the composition root (the files directly in functions/: app.ts, index.ts, scheduled.ts,
// job-registry.ts, domain-event-subscribers.ts), which may import anything and which nothing imports.
// A domain imports platform, the domains listed in its `uses` (a table with no cycle: checked when this
// file loads), and of those only the files they list in `surface`. Imports used only as types do not
// count between domains (the compiler erases them), but platform/ imports no domain, types included
// (decision 0058); tests may reach anything.

/** @type {Record<string, { uses: string[]; surface: string[] }>} */
const DOMAINS = {
  email: { uses: [], surface: ['enqueue-email.ts'] },
  identity: {
    uses: ['email'],
    surface: [
      'api-keys.ts',
      'auth.schemas.ts',
      'middleware.ts',
      'passwords.ts',
      'rate-limit.ts',
      'role-vocabulary.ts',
      'session-cookie.ts',
      'session-token.ts',
      'supplier-key.ts',
    ],
  },
  billing: {
    uses: ['email', 'identity'],
    surface: ['plan-sync.ts', 'provider-subscription.ts', 'quota-notice.ts', 'quotas.ts', 'subscription-state.ts'],
  },
  budgets: {
    uses: ['catalogue', 'identity'],
    surface: ['budget-check.ts', 'budget-usage.ts', 'cost-centres.service.ts', 'spend-measures.ts'],
  },
  organizations: {
    uses: ['billing', 'budgets', 'email', 'identity'],
    surface: ['delivery-addresses.service.ts', 'delivery-city.ts', 'demo-data.ts'],
  },
  notifications: {
    uses: ['email', 'identity'],
    surface: ['email-choices.ts'],
  },
  operator: { uses: ['email', 'identity', 'supplier-portal'], surface: [] },
  suppliers: {
    uses: ['identity'],
    surface: [
      'buyer-supplier-terms.ts',
      'supplier-terms.schemas.ts',
      'supplier-terms.ts',
      'supplier-visibility.ts',
      'suppliers.responses.ts',
    ],
  },
  /** A buyer's own suppliers and the price list it keeps for each (#54). */
  'own-suppliers': {
    uses: ['catalogue', 'email', 'identity', 'notifications', 'organizations', 'suppliers'],
    surface: ['price-list.service.ts'],
  },
  /** The operator's cities (#54): add, rename, (de)activate, delete an unused one. */
  cities: { uses: ['identity'], surface: [] },
  catalogue: {
    uses: ['identity', 'suppliers'],
    surface: ['buyer-price.ts', 'product-codes.ts', 'product-meta.ts', 'product-search.ts', 'products.responses.ts'],
  },
  cart: {
    uses: ['catalogue', 'identity', 'organizations', 'suppliers'],
    surface: ['cart-fill.responses.ts', 'cart-owner.ts', 'reorder.service.ts'],
  },
  integrations: { uses: ['email', 'identity'], surface: ['webhook-deliveries.ts'] },
  /** The order (#53): the only writer of the order tables; one folder per use case. */
  orders: {
    uses: [
      'budgets',
      'cart',
      'catalogue',
      'email',
      'identity',
      'integrations',
      'notifications',
      'organizations',
      'suppliers',
    ],
    surface: [
      'answer/order-answer-link.service.ts',
      'answer/order-answer-link.ts',
      'answer/order-link-guard.ts',
      'answer/supplier-order-answers.ts',
      'incident-vocabulary.ts',
      'decide/approval-deciders.ts',
      'decide/approval-decision.schemas.ts',
      'decide/approval-reads.ts',
      'decide/approval-rule-match.ts',
      'decide/approval-state.ts',
      'decide/batch-decisions.ts',
      'documents/supplier-order-document.ts',
      'move/fulfilment-moves.ts',
      'move/supplier-order-machine.ts',
      'notices/supplier-order-notices.ts',
      'place/order-source.ts',
      'place/place-decide.ts',
      'place/place-order.ts',
      'place/place-read.ts',
      'place/place-write.ts',
      'purchase-orders.responses.ts',
      'purchase-orders.schemas.ts',
      'read/order-reads.ts',
      'read/purchase-orders-export.service.ts',
      'read/supplier-orders.service.ts',
      'state-vocabulary.ts',
      'supplier-orders.responses.ts',
      'supplier-orders.schemas.ts',
    ],
  },
  fulfilment: {
    uses: ['identity', 'orders', 'payables', 'suppliers'],
    surface: [
      'fulfilment-actions.ts',
      'fulfilment.schemas.ts',
      'incidents.service.ts',
      'nfe-documents.ts',
      'nfe.ts',
      'shipments.service.ts',
      'supplier-fulfilment.routes.ts',
    ],
  },
  approvals: {
    uses: ['identity', 'orders'],
    surface: [],
  },
  spend: { uses: ['budgets', 'identity', 'orders'], surface: [] },
  scorecards: { uses: ['identity', 'suppliers'], surface: ['scorecard.service.ts'] },
  audit: { uses: ['billing', 'identity', 'orders'], surface: [] },
  growth: { uses: ['billing', 'catalogue', 'identity'], surface: [] },
  'supplier-portal': {
    uses: ['catalogue', 'email', 'fulfilment', 'identity', 'orders', 'own-suppliers', 'quotes', 'suppliers'],
    surface: ['listing-request.responses.ts', 'listing-request.service.ts'],
  },
  quotes: {
    uses: [
      'cart',
      'catalogue',
      'email',
      'identity',
      'integrations',
      'orders',
      'organizations',
      'scorecards',
      'suppliers',
    ],
    surface: ['answer-link.ts'],
  },
  /** Contas a pagar (#38): what received NF-e are owed, and when. */
  payables: { uses: ['email', 'identity', 'notifications', 'suppliers'], surface: ['payables-ledger.ts'] },
  'api-docs': { uses: [], surface: ['openapi.ts'] },
};

/** The table must have no cycle: a topological walk that finds a domain twice on its path names it. */
function assertNoCycle() {
  const done = new Set();
  const walk = (name, path) => {
    if (path.includes(name)) throw new Error(`architecture table: cycle ${[...path, name].join(' → ')}`);
    if (done.has(name)) return;
    if (!DOMAINS[name]) throw new Error(`architecture table: ${path.at(-1)} uses ${name}, which is not a domain`);
    for (const used of DOMAINS[name].uses) walk(used, [...path, name]);
    done.add(name);
  };
  for (const name of Object.keys(DOMAINS)) walk(name, []);
}
assertNoCycle();

/** Every file a surface names exists: a surface is a promise other domains import by. */
function assertSurfacesExist() {
  const { existsSync } = require('node:fs');
  const { join } = require('node:path');
  for (const [name, { surface }] of Object.entries(DOMAINS)) {
    for (const file of surface) {
      if (!existsSync(join(__dirname, 'functions', name, file))) {
        throw new Error(`architecture table: ${name}'s surface names ${file}, which does not exist`);
      }
    }
  }
}
assertSurfacesExist();

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TESTS = '\\.test\\.ts$|^functions/test/';
const PLATFORM = 'platform/|vendor/|vendor-modules\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'platform-knows-no-domain',
      comment: 'functions/platform/ is used by every domain and imports none, types included (decisions 0042, 0058).',
      severity: 'error',
      from: { path: '^functions/platform/', pathNot: TESTS },
      to: { path: '^functions/', pathNot: `^functions/(${PLATFORM})` },
    },
    {
      name: 'nothing-imports-the-composition-root',
      comment:
        'app.ts, index.ts, scheduled.ts, job-registry.ts and the event subscribers wire domains together; no domain imports them.',
      severity: 'error',
      from: { path: '^(functions/[^/]+/|db/)', pathNot: TESTS },
      to: {
        path: '^functions/[^/]+\\.ts$',
        pathNot: '^functions/vendor-modules\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'db-imports-nothing-of-functions-but-the-seed',
      comment:
        'db/schema is the bottom layer (tables and their types); only the seed calls domain services, through their surface.',
      severity: 'error',
      from: { path: '^db/', pathNot: `^db/seed/|${TESTS}` },
      to: { path: '^functions/', dependencyTypesNot: ['type-only'] },
    },
    ...Object.entries(DOMAINS).map(([name, { uses }]) => ({
      name: `${name}-uses-only-its-listed-domains`,
      comment: `${name} may import platform and ${uses.join(', ') || 'no other domain'} (the table in .dependency-cruiser.cjs).`,
      severity: 'error',
      from: { path: `^functions/${escape(name)}/`, pathNot: TESTS },
      to: {
        path: '^functions/[^/]+/',
        pathNot: `^functions/(${[name, ...uses].map(escape).join('|')}|${PLATFORM})`,
        dependencyTypesNot: ['type-only'],
      },
    })),
    ...Object.entries(DOMAINS).map(([name, { surface }]) => ({
      name: `${name}-is-reached-through-its-surface`,
      comment: `Other domains and the seed import only ${surface.join(', ') || 'nothing'} of ${name}.`,
      severity: 'error',
      from: { path: '^(functions/[^/]+/|db/seed/)', pathNot: `^functions/${escape(name)}/|${TESTS}` },
      to: surface.length
        ? {
            path: `^functions/${escape(name)}/`,
            pathNot: `^functions/${escape(name)}/(${surface.map(escape).join('|')})$`,
            dependencyTypesNot: ['type-only'],
          }
        : { path: `^functions/${escape(name)}/`, dependencyTypesNot: ['type-only'] },
    })),
    {
      name: 'every-folder-is-a-known-domain',
      comment: 'A new folder of functions/ gets its line in the table before anything imports it.',
      severity: 'error',
      from: { path: '^functions/' },
      to: {
        path: `^functions/(?!(${[...Object.keys(DOMAINS), 'test', 'platform', 'vendor'].map((n) => `${escape(n)}/`).join('|')}))[^/]+/`,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^functions/vendor/' },
    // Type-only imports are read (platform/ may not import a domain's types either); the domain rules
    // pass over them (dependencyTypesNot), as the compiler erases them.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
  },
};
