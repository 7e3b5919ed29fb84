import { resolve } from 'node:path';
import { defineConfig, defineProject } from 'vitest/config';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import RouteWalksFirst from './functions/test/route-walks-first.ts';
import { captureLog } from './functions/test/log-scan.ts';
import { standinOAuthVars } from './stack/oauth-standin.ts';
import { standinStripeVars } from './stack/stripe-standin.ts';
import { standinViaCepVars } from './stack/viacep-standin.ts';

const SESSION_SECRET = randomBytes(32).toString('hex');

const TEST_GLOBS = ['functions/**/*.test.ts', 'db/**/*.test.ts'];

/** The API's tests: in workerd, against the real database and the stand-ins the global set-up starts. */
const api = defineProject({
  plugins: [
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          DATABASE_URL: inject('dbUrl'),
          NEON_WS_PROXY: inject('wsProxy'),
          ENVIRONMENT: 'development',
          // bcrypt's minimum cost: the suite makes ~150 hashes (decision 0006).
          PASSWORD_HASH_COST: '4',
          SESSION_SECRET,
          SMTP_URL: inject('smtpUrl'),
          TEST_INBOX_URL: inject('inboxUrl'),
          TEST_WEBHOOK_RECEIVER_URL: inject('webhookReceiverUrl'),
          ...standinOAuthVars(inject('oauthStandinUrl')),
          ...standinStripeVars(inject('stripeStandinUrl')),
          TEST_STRIPE_STANDIN_URL: inject('stripeStandinUrl'),
          ...standinViaCepVars(inject('viacepStandinUrl')),
          TEST_VIACEP_STANDIN_URL: inject('viacepStandinUrl'),
          TEST_ASSURANCE_URL: inject('assuranceUrl'),
          TEST_UNREACHABLE_DATABASE_URL: inject('unreachableDbUrl'),
        },
      },
    })),
  ],
  test: {
    name: 'api',
    // The OpenAPI document first: GET /openapi.json serves the module it writes (decision 0061).
    globalSetup: ['./stack/openapi-build-setup.ts', './functions/test/global-setup.ts'],
    setupFiles: ['./functions/test/setup.ts'],
    testTimeout: 20_000,
    // Each worker's runtime is kept from file to file (see maxWorkers below).
    isolate: false,
    include: TEST_GLOBS,
  },
});

/**
 * The SPA's own tests: its modules and components in a DOM (happy-dom), with the SPA's `@/` alias and
 * Testing Library's matchers; no server, no browser.
 */
const spa = defineProject({
  resolve: {
    alias: { '@': resolve(import.meta.dirname, 'frontend/src'), '@api': resolve(import.meta.dirname, 'functions') },
  },
  test: {
    name: 'spa',
    include: ['frontend/src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./frontend/src/test/setup.ts'],
    // One DOM and one module graph per worker, not per file: building happy-dom and importing React,
    // Radix and the SPA's modules again for each file was two fifths of the project's time. Files stay
    // independent: the setup empties the page after each test and every test makes its own QueryClient.
    isolate: false,
    // user-event types a key at a time: a 44-digit NF-e key on two busy cores is a second or two.
    testTimeout: 20_000,
  },
});

export default defineConfig({
  test: {
    projects: [api, spa],
    sequence: { sequencer: RouteWalksFirst },
    // One file more than there are cores, each worker's runtime kept from file to file: starting a
    // workerd and loading the worker's modules per file cost ~5 s a file, half of the suite's time; a
    // worker waits on the database a fifth of the time, which the extra file fills (two cores: 297 →
    // 259 s, the same CPU). One core (taskset) gets two. Files stay independent: fresh tenants, and
    // the setup file starts each one on an empty edge cache.
    maxWorkers: availableParallelism() + 1,
    // What the worker and the tests print is kept for the exposure scan over the logs (log-scan.ts).
    onConsoleLog: (log) => {
      captureLog(log);
    },
    reporters: ['default', './functions/test/stall-reporter.ts', './functions/test/timing-reporter.ts'],
  },
});
