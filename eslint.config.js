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
  // Formatting is Prettier's (checked in npm run lint): no ESLint rule may disagree with it.
  prettier,
);
