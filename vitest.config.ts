import { defineConfig } from 'vitest/config';
import { randomBytes } from 'node:crypto';
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { standinOAuthVars } from './stack/oauth-standin.ts';
import { standinStripeVars } from './stack/stripe-standin.ts';

const SESSION_SECRET = randomBytes(32).toString('hex');

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
    include: ['functions/**/*.test.ts', 'db/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
