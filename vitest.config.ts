import { defineConfig, configDefaults } from 'vitest/config';
import { randomBytes } from 'node:crypto';
import { globSync } from 'node:fs';
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import RouteWalksApart from './functions/test/route-walks-apart.ts';
import { standinOAuthVars } from './stack/oauth-standin.ts';
import { standinStripeVars } from './stack/stripe-standin.ts';

const SESSION_SECRET = randomBytes(32).toString('hex');

/**
 * Tests that read PostgreSQL's query plans (EXPLAIN) at 10,000–100,000 rows. A plan depends on the
 * table's statistics and visibility map, which any other file's transaction running at the same time
 * changes (an open transaction keeps VACUUM from marking pages all-visible, and an index-only scan
 * turns into a bitmap scan): they run after the rest, one file at a time, on a quiet database.
 */
const PLAN_TESTS = [
  'functions/api/v1/products/product-search.test.ts',
  'functions/api/v1/products/products.test.ts',
  'functions/api/v1/purchase-orders/purchase-orders.test.ts',
  'functions/api/v1/purchase-orders/purchase-orders-export.test.ts',
  'functions/api/v1/spend/spend-plan.test.ts',
  'functions/api/v1/scorecards/scorecard.test.ts',
];

const TEST_GLOBS = ['functions/**/*.test.ts', 'db/**/*.test.ts'];
const TEST_FILES = TEST_GLOBS.flatMap((pattern) => globSync(pattern));

export default defineConfig({
  plugins: [
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          DATABASE_URL: inject('dbUrl'),
          NEON_WS_PROXY: inject('wsProxy'),
          ENVIRONMENT: 'development',
          SESSION_SECRET,
          SMTP_URL: inject('smtpUrl'),
          TEST_INBOX_URL: inject('inboxUrl'),
          TEST_WEBHOOK_RECEIVER_URL: inject('webhookReceiverUrl'),
          ...standinOAuthVars(inject('oauthStandinUrl')),
          ...standinStripeVars(inject('stripeStandinUrl')),
          TEST_STRIPE_STANDIN_URL: inject('stripeStandinUrl'),
          TEST_ASSURANCE_URL: inject('assuranceUrl'),
        },
      },
    })),
  ],
  test: {
    globalSetup: ['./functions/test/global-setup.ts'],
    setupFiles: ['./functions/test/setup.ts'],
    testTimeout: 20_000,
    sequence: { sequencer: RouteWalksApart },
    reporters: ['default', './functions/test/stall-reporter.ts', './functions/test/timing-reporter.ts'],
    // Two files at a time (one per core), each worker's runtime kept from file to file: starting a
    // workerd and loading the worker's modules per file cost ~5 s a file, half of the suite's time.
    // Files stay independent: fresh tenants, and the setup file starts each one on an empty edge cache.
    maxWorkers: 2,
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: TEST_GLOBS,
          exclude: [...configDefaults.exclude, ...PLAN_TESTS],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'plans',
          include: PLAN_TESTS,
          // A file named on the command line runs in every project whose `exclude` lets it in, even
          // outside its `include`: this one lets in its own files only.
          exclude: [...configDefaults.exclude, ...TEST_FILES.filter((file) => !PLAN_TESTS.includes(file))],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
