import { defineConfig } from 'vitest/config';
import { cloudflareTest } from '@cloudflare/vitest-plugin';

export default defineConfig({
  plugins: [
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          DATABASE_URL: inject('dbUrl'),
          NEON_WS_PROXY: inject('wsProxy'),
          ENVIRONMENT: 'development',
        },
      },
    })),
  ],
  test: {
    globalSetup: ['./functions/test/global-setup.ts'],
    include: ['functions/**/*.test.ts', 'db/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
