import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const KEYS_FROM_THE_FACTORY = "Query keys come from the feature's factory in @/lib/query-keys (decision 0045).";
const INLINE_QUERY_KEYS = [
  { selector: "Property[key.name='queryKey'] > ArrayExpression", message: KEYS_FROM_THE_FACTORY },
  {
    selector: 'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$/] > ArrayExpression:first-child',
    message: KEYS_FROM_THE_FACTORY,
  },
];
const SHAPES_FROM_THE_ROUTES =
  'Request and response shapes come from the route: Answer<…>, Body<…> or Parameters<typeof client…> (decision 0045).';
const HAND_WRITTEN_SHAPES = [
  { selector: 'TSInterfaceDeclaration', message: SHAPES_FROM_THE_ROUTES },
  { selector: 'TSTypeAliasDeclaration > TSTypeLiteral', message: SHAPES_FROM_THE_ROUTES },
];

const ORDERS_WRITE_THEM = 'Only functions/orders/ writes the order tables: call the use case there (decision 0058).';
const ORDER_TABLES =
  'purchaseOrders|purchaseOrderItems|purchaseOrderCounts|supplierOrders|supplierOrderEvents|approvalSteps';
const ORDER_TABLE_NAMES =
  'purchase_orders|purchase_order_items|purchase_order_counts|supplier_orders|supplier_order_events|approval_steps';
const ORDER_TABLE_WRITES = [
  // db.insert(supplierOrders), tx.update(purchaseOrders), handle.delete(approvalSteps)…
  {
    selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(${ORDER_TABLES})$/]`,
    message: ORDERS_WRITE_THEM,
  },
  // sql`update supplier_orders set …`, sql.raw('delete from approval_steps …')
  {
    selector: `TemplateElement[value.raw=/(insert\\s+into|update|delete\\s+from)\\s+"?(${ORDER_TABLE_NAMES})\\b/i]`,
    message: ORDERS_WRITE_THEM,
  },
  {
    selector: `Literal[value=/(insert\\s+into|update|delete\\s+from)\\s+"?(${ORDER_TABLE_NAMES})\\b/i]`,
    message: ORDERS_WRITE_THEM,
  },
  // sql`update ${supplierOrders} set …`: a template that writes and names an order table's object.
  {
    selector: `TemplateLiteral:has(TemplateElement[value.raw=/(insert\\s+into|update|delete\\s+from)\\s*$/i]) > Identifier[name=/^(${ORDER_TABLES})$/]`,
    message: ORDERS_WRITE_THEM,
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'functions/vendor/*.mjs',
      'frontend/dist',
      '.data',
      '.wrangler',
      'migrations',
      'test-results',
      'reports',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features stay independent of each other (bulletproof-react).
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // By alias or by a path that climbs out of the feature (features/<x>/<folder>/file).
              group: ['@/features/*', '../../*/api/*', '../../*/components/*', '../../*/content/*'],
              message: 'Features do not import each other; compose them in app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ is below every feature: a feature imports lib/, so lib/ importing one back is an import cycle.
    files: ['frontend/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/*', '**/features', '**/features/*'],
              message: "lib/ imports no feature: type a query key's filters from the API's route (@/lib/api-client).",
            },
          ],
        },
      ],
    },
  },
  {
    // Calls and cache keys are typed by the API's routes and the key factories (decision 0045).
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...INLINE_QUERY_KEYS] },
  },
  {
    files: ['frontend/src/features/*/api/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...INLINE_QUERY_KEYS, ...HAND_WRITTEN_SHAPES] },
  },
  {
    // A route file is the HTTP edge of its area (sub-app, middleware, validators); queries live in the
    // area's service, so no route file may reach the database itself. Enum values are vocabulary the
    // validators share, not access; the Db type may be named to pass the request's database along.
    files: ['functions/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Route files do not query the database: move the query into the area service.',
            },
            {
              group: ['**/db/schema/*', '!**/db/schema/enums'],
              message: 'Route files do not use tables: move the query into the area service.',
            },
            {
              group: ['**/lib/db'],
              allowTypeImports: true,
              message: 'Route files do not open connections or transactions: the area service does.',
            },
          ],
        },
      ],
    },
  },
  {
    // The order tables have one writer, functions/orders/ (#53, decision 0058): a drizzle write or a raw
    // SQL write of one of them anywhere else fails here. Named exceptions: the seed, the benches'
    // fixtures and the tests, which build orders the way a database restore would.
    files: ['functions/**/*.ts', 'db/**/*.ts', 'stack/**/*.ts', 'bench/**/*.ts'],
    ignores: ['functions/orders/**', 'db/seed/**', 'bench/*-fixture.ts', '**/*.test.ts', 'functions/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...ORDER_TABLE_WRITES] },
  },
  {
    // CommonJS files (the dependency table) load node's modules with require.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Formatting is Prettier's (checked in npm run lint): no ESLint rule may disagree with it.
  prettier,
);
