// The dependency rule of functions/ (decision 0042), checked by `npm run lint:architecture`.
//
// Every folder of functions/ is a domain, except platform/ (what every domain uses and that knows no
// domain) and the composition root (the files directly in functions/: app.ts, index.ts, scheduled.ts,
// job-registry.ts, domain-event-subscribers.ts), which may import anything and which nothing imports.
// A domain imports platform, the domains listed in its `uses` (a table with no cycle: checked when this
// file loads), and of those only the files they list in `surface`. Imports used only as types do not
// count (the compiler erases them); tests may reach anything.

/** @type {Record<string, { uses: string[]; surface: string[] }>} */
const DOMAINS = {
  email: { uses: [], surface: ['enqueue-email.ts'] },
  identity: { uses: ['email'], surface: ['api-keys.ts', 'middleware.ts', 'session-token.ts', 'supplier-key.ts'] },
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
    uses: ['email', 'identity', 'order-states'],
    surface: ['email-choices.ts', 'order-notifications.ts'],
  },
  operator: { uses: ['identity'], surface: [] },
  suppliers: { uses: ['identity'], surface: ['supplier-terms.ts', 'suppliers.responses.ts'] },
  catalogue: {
    uses: ['identity', 'suppliers'],
    surface: ['buyer-price.ts', 'product-codes.ts', 'product-meta.ts', 'product-search.ts', 'products.responses.ts'],
  },
  cart: {
    uses: ['catalogue', 'identity', 'organizations', 'suppliers'],
    surface: ['cart-fill.responses.ts', 'cart-owner.ts', 'reorder.service.ts'],
  },
  integrations: { uses: ['email', 'identity'], surface: ['webhook-deliveries.ts'] },
  'order-states': {
    uses: [],
    surface: [
      'allowed-move.ts',
      'fulfilment.facts.ts',
      'fulfilment.responses.ts',
      'order-counts.ts',
      'state-vocabulary.ts',
      'supplier-order-machine.ts',
    ],
  },
  'supplier-orders': {
    uses: ['integrations', 'notifications', 'order-states'],
    surface: [
      'supplier-order-answers.ts',
      'supplier-order-document.ts',
      'supplier-order-notices.ts',
      'supplier-orders.responses.ts',
      'supplier-orders.schemas.ts',
      'supplier-orders.service.ts',
    ],
  },
  fulfilment: {
    uses: ['identity', 'order-states', 'payables', 'supplier-orders'],
    surface: [
      'fulfilment-actions.ts',
      'fulfilment.schemas.ts',
      'incidents.service.ts',
      'nfe-documents.ts',
      'nfe.ts',
      'settlement.ts',
      'shipments.service.ts',
      'supplier-fulfilment.routes.ts',
    ],
  },
  approvals: {
    uses: ['fulfilment', 'identity', 'notifications', 'order-states'],
    surface: [
      'approval-decision.schemas.ts',
      'approval-deciders.ts',
      'approval-steps.ts',
      'decision-news.ts',
      'order-decisions.ts',
      'order-detail.ts',
    ],
  },
  'purchase-orders': {
    uses: [
      'approvals',
      'budgets',
      'cart',
      'catalogue',
      'fulfilment',
      'identity',
      'notifications',
      'order-states',
      'organizations',
      'supplier-orders',
      'suppliers',
    ],
    surface: ['order-changes.ts', 'order-detail.ts', 'purchase-orders-export.service.ts', 'purchase-orders.schemas.ts'],
  },
  spend: { uses: ['budgets', 'identity', 'purchase-orders'], surface: [] },
  scorecards: { uses: ['identity'], surface: ['scorecard.service.ts'] },
  audit: { uses: ['billing', 'identity', 'order-states', 'purchase-orders'], surface: [] },
  growth: { uses: ['billing', 'catalogue', 'identity'], surface: [] },
  'supplier-portal': {
    uses: ['catalogue', 'email', 'fulfilment', 'identity', 'purchase-orders', 'supplier-orders', 'suppliers'],
    surface: [],
  },
  quotes: {
    uses: [
      'cart',
      'catalogue',
      'email',
      'identity',
      'integrations',
      'order-states',
      'organizations',
      'purchase-orders',
      'scorecards',
      'suppliers',
    ],
    surface: [],
  },
  /** Contas a pagar (#38): what received NF-e are owed, and when. */
  payables: { uses: ['email', 'identity', 'notifications'], surface: ['payables-ledger.ts'] },
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

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TESTS = '\\.test\\.ts$|^functions/test/';
const PLATFORM = 'platform/|vendor/|vendor-modules\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'platform-knows-no-domain',
      comment: 'functions/platform/ is used by every domain and imports none (decision 0042).',
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
      to: { path: '^functions/[^/]+\\.ts$', pathNot: '^functions/vendor-modules\\.ts$' },
    },
    {
      name: 'db-imports-nothing-of-functions-but-the-seed',
      comment:
        'db/schema is the bottom layer (tables and their types); only the seed calls domain services, through their surface.',
      severity: 'error',
      from: { path: '^db/', pathNot: `^db/seed/|${TESTS}` },
      to: { path: '^functions/' },
    },
    ...Object.entries(DOMAINS).map(([name, { uses }]) => ({
      name: `${name}-uses-only-its-listed-domains`,
      comment: `${name} may import platform and ${uses.join(', ') || 'no other domain'} (the table in .dependency-cruiser.cjs).`,
      severity: 'error',
      from: { path: `^functions/${escape(name)}/`, pathNot: TESTS },
      to: {
        path: '^functions/[^/]+/',
        pathNot: `^functions/(${[name, ...uses].map(escape).join('|')}|${PLATFORM})`,
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
          }
        : { path: `^functions/${escape(name)}/` },
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
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
  },
};
