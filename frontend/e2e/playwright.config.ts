import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E } from './support/stack';

const root = resolve(import.meta.dirname, '../..');
const BASE_URL = E2E.baseUrl;
// Debian's Chromium headless shell (package chromium-headless-shell) when it is installed: the same
// engine without the browser's own layers, a quarter less CPU over the same tests (decision 0007);
// else the full browser.
const INSTALLED = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? INSTALLED.find((path) => existsSync(path)) ?? INSTALLED[0]!;

// Playwright cannot download its own browsers here: say what to install instead of a stack trace.
if (!existsSync(CHROMIUM)) {
  console.error(`[abastece] Chromium was not found at ${CHROMIUM}; the browser tests need it.`);
  console.error(
    '[abastece] Install it with: apt-get install chromium-headless-shell (Debian/Ubuntu; or chromium), or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

// Shared with the tests (same process tree) so they can mint session cookies.
process.env.E2E_SESSION_SECRET ??= randomBytes(32).toString('hex');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: resolve(root, 'playwright-report') }]],
  outputDir: resolve(root, 'test-results'),
  timeout: 30_000,
  // The whole stack (workerd, PostgreSQL, the stand-ins) and two browsers share two cores in CI: a
  // deep link's first paint (HTML, ~40 lazy chunks, session, data) took 2.3 s idle and passed 5 s
  // three times in one CI run. Speed is measured by `npm run bench`, not here.
  expect: { timeout: 15_000 },
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace (every action with the page's DOM before and after) and a final
    // screenshot; the trace's own filmstrip of screenshots is left out: encoding a frame at every paint
    // took ~11 % of the browser tests' time on two cores (221.7 → 197.4 s over the same 18 tests).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The real stack, as `npm start` runs it, on its own ports and a throw-away data dir.
  webServer: {
    command: 'node --import tsx stack/start.ts',
    cwd: root,
    url: `${BASE_URL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(E2E.port),
      PG_PORT: String(E2E.pgPort),
      WS_PROXY_PORT: String(E2E.wsProxyPort),
      SMTP_PORT: String(E2E.smtpPort),
      MAIL_WEB_PORT: String(E2E.mailWebPort),
      OAUTH_STANDIN_PORT: String(E2E.oauthStandinPort),
      STRIPE_STANDIN_PORT: String(E2E.stripeStandinPort),
      VIACEP_STANDIN_PORT: String(E2E.viacepStandinPort),
      DATA_DIR: '.data/e2e',
      // Its data is thrown away with the run (a fresh clone in CI): commits need not wait for the disk.
      PG_DURABLE: 'false',
      SESSION_SECRET: process.env.E2E_SESSION_SECRET,
      WRANGLER_LOG_LEVEL: 'warn',
    },
  },
});
