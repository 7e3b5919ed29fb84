/**
 * npm start: the whole product on this machine with embedded defaults.
 * PostgreSQL (embedded, data kept in .data/), the WebSocket bridge for the Neon
 * driver, migrations, demo seed, the SPA build and `wrangler dev` (local queues,
 * cron fired on schedule). DATABASE_URL set -> that database instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { applyMigrations, createDatabase } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo-data';
import { startLocalPostgres, type LocalPostgres } from './postgres';
import { startBridgeProcess, type BridgeProcess } from './bridge-process';
import { standinOAuthVars } from './oauth-standin';
import { localStripe, standinStripeVars } from './stripe-standin';
import { standinViaCepVars } from './viacep-standin';
import { forkService } from './child-service';
import { supervise, type Running } from './supervise';
import { stopProcessGroup } from './process-group';
import { DEMO_PRO_SEATS, seedDemoBilling } from '../db/seed/demo-billing';
import { LOCAL_DATABASE, LOCAL_PORTS } from './ports';
import { readCronTriggers, startLocalCron } from './cron';
import { assertPortsFree } from './port-check';
import { StartupError } from './startup-error';
import { markSpaBuilt, spaIsCurrent } from './spa-build';

const root = resolve(import.meta.dirname, '..');
/** Everything the local stack keeps between runs (git-ignored). */
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');
const log = (line: string) => console.log(`[abastece] ${line}`);
const stoppers: Array<() => Promise<void> | void> = [];
let stopping = false;

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  for (const stop of stoppers.reverse()) {
    await Promise.resolve(stop()).catch((error) => console.error(error));
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
// Ctrl-C reaches PostgreSQL (same process group) as it reaches us: a socket of the bridge may then
// fail while we are still stopping. Keep stopping instead of dying with wrangler left running.
process.on('uncaughtException', (error) => {
  console.error(`[abastece] ${error.message}`);
  void stopAll(1);
});
/** Detached groups (wrangler and its workerd) that must not outlive this process, whatever ends it. */
const groups = new Set<number>();
process.on('exit', () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

/**
 * Starts a server of the stack, stops it with the stack, and restarts it whenever it dies meanwhile
 * (stack/supervise.ts): a bridge or stand-in killed by mistake, or crashed, comes back on its port.
 */
async function keepRunning<T extends Running & { close(): Promise<void> }>(
  name: string,
  start: () => Promise<T>,
): Promise<T> {
  let current = await start();
  stoppers.push(() => current.close());
  const restart = async () => {
    current = await start();
    return current;
  };
  supervise(name, current, restart, { log, stopping: () => stopping });
  return current;
}

/** A helper server (the inbox, a stand-in) in its own process (stack/standin.ts). */
const startStandin = <Ready>(kind: string, args: string[], what: string) =>
  forkService<Ready>('standin.ts', ['--kind', kind, ...args], what);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', detached: true });
  if (child.pid) groups.add(child.pid);
  child.once('exit', () => groups.delete(child.pid!));
  return child;
}

function runToEnd(command: string, args: string[]): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('wrangler dev exited before it was ready');
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

/** SESSION_SECRET from the environment, else one generated on first start and kept in the data dir. */
function localSessionSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = resolve(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

async function main() {
  let databaseUrl = process.env.DATABASE_URL;
  const dbHost = databaseUrl ? URL.parse(databaseUrl) : undefined;
  if (dbHost === null)
    throw new StartupError(
      'DATABASE_URL is not a URL.',
      'Set it to postgres://user:password@host:5432/database, or unset it to use the embedded PostgreSQL.',
    );
  const bridged = !dbHost?.hostname.endsWith('.neon.tech');
  const localInbox = !process.env.SMTP_URL && (!process.env.RESEND_API_KEY || Boolean(process.env.RESEND_API_URL));
  const oauthStandin = !process.env.GITHUB_CLIENT_ID && !process.env.GOOGLE_CLIENT_ID;
  const stripeStandin = !process.env.STRIPE_SECRET_KEY;
  const viacepStandin = !process.env.VIACEP_URL;
  await assertPortsFree([
    ...(databaseUrl ? [] : [{ port: LOCAL_PORTS.postgres, what: 'PostgreSQL', variable: 'PG_PORT' }]),
    ...(bridged ? [{ port: LOCAL_PORTS.wsProxy, what: 'WebSocket bridge', variable: 'WS_PROXY_PORT' }] : []),
    ...(localInbox
      ? [
          { port: LOCAL_PORTS.smtp, what: 'mail inbox SMTP', variable: 'SMTP_PORT' },
          { port: LOCAL_PORTS.mailWeb, what: 'mail inbox web', variable: 'MAIL_WEB_PORT' },
        ]
      : []),
    ...(oauthStandin ? [{ port: LOCAL_PORTS.oauth, what: 'sign-in stand-in', variable: 'OAUTH_STANDIN_PORT' }] : []),
    ...(stripeStandin ? [{ port: LOCAL_PORTS.stripe, what: 'Stripe stand-in', variable: 'STRIPE_STANDIN_PORT' }] : []),
    ...(viacepStandin ? [{ port: LOCAL_PORTS.viacep, what: 'CEP stand-in', variable: 'VIACEP_STANDIN_PORT' }] : []),
    { port: LOCAL_PORTS.app, what: 'app', variable: 'PORT' },
  ]);

  let postgres: LocalPostgres | undefined;
  if (!databaseUrl) {
    log(`starting embedded PostgreSQL on 127.0.0.1:${LOCAL_PORTS.postgres} (data in ${dataDir}/pg)`);
    // PostgreSQL's own log (a deadlock's two statements, a lock timeout's waiting one) in a file beside its data.
    mkdirSync(dataDir, { recursive: true });
    const pgLog = createWriteStream(resolve(dataDir, 'postgresql.log'), { flags: 'a' });
    pgLog.on('error', (error) => log(`PostgreSQL's log is not kept: ${error.message}`));
    postgres = await startLocalPostgres({
      dataDir: resolve(dataDir, 'pg'),
      port: LOCAL_PORTS.postgres,
      // PG_DURABLE=false: a stack whose data is thrown away (the browser tests') does not wait for the disk.
      durable: process.env.PG_DURABLE !== 'false',
      notice: log,
      log: (line) => pgLog.write(`${line}\n`),
    });
    stoppers.push(() => new Promise<void>((done) => pgLog.end(done)));
    stoppers.push(() => postgres!.stop());
    const server = postgres.running();
    log(`PostgreSQL ready (process ${server.pid})`);
    supervise('PostgreSQL', server, postgres.restart, { log, stopping: () => stopping });
    await createDatabase(postgres.urlFor('postgres'), LOCAL_DATABASE);
    databaseUrl = postgres.urlFor(LOCAL_DATABASE);
  }

  let proxy: BridgeProcess | undefined;
  if (bridged) {
    const { hostname, port } = new URL(databaseUrl);
    const target = `${hostname}:${port || '5432'}`;
    proxy = await keepRunning('the database bridge', () =>
      startBridgeProcess({ port: LOCAL_PORTS.wsProxy, allowed: [target, target.replace('127.0.0.1', 'localhost')] }),
    );
    log(`database bridge for the Neon driver (process ${proxy.pid}) on 127.0.0.1:${proxy.port} -> ${target}`);
  }

  // E-mail: the worker sends over SMTP to this inbox unless a real provider is configured. With
  // RESEND_API_URL set (e.g. at this inbox, which answers Resend's API) the inbox starts as well.
  let smtpUrl = process.env.SMTP_URL;
  if (localInbox) {
    const inbox = await keepRunning('the mail inbox', () =>
      startStandin<{ smtpPort: number; httpPort: number }>(
        'inbox',
        ['--smtp-port', String(LOCAL_PORTS.smtp), '--http-port', String(LOCAL_PORTS.mailWeb)],
        'mail inbox',
      ),
    );
    smtpUrl = `smtp://127.0.0.1:${inbox.ready.smtpPort}`;
    log(
      `local mail inbox (process ${inbox.pid}): SMTP 127.0.0.1:${inbox.ready.smtpPort}, web http://localhost:${inbox.ready.httpPort}`,
    );
  }

  // Social sign-in: real GitHub/Google when configured, otherwise a local stand-in.
  let oauthVars: Record<string, string> = {};
  for (const key of ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const) {
    if (process.env[key]) oauthVars[key] = process.env[key]!;
  }
  if (oauthStandin) {
    const standin = await keepRunning('the sign-in stand-in', () =>
      startStandin<{ url: string }>('oauth', ['--port', String(LOCAL_PORTS.oauth)], 'sign-in stand-in'),
    );
    oauthVars = standinOAuthVars(standin.ready.url);
    log(`local GitHub/Google sign-in stand-in at ${standin.ready.url} (process ${standin.pid})`);
  }

  // Billing: real Stripe when a key is configured, otherwise the local stand-in (state kept in the data directory).
  const appUrl = `http://localhost:${LOCAL_PORTS.app}`;
  let stripeVars: Record<string, string> = {};
  let stripeStandinUrl: string | undefined;
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'] as const) {
    if (process.env[key]) stripeVars[key] = process.env[key]!;
  }
  if (stripeStandin) {
    const stripe = await keepRunning('the Stripe stand-in', () =>
      startStandin<{ url: string }>(
        'stripe',
        [
          '--port',
          String(LOCAL_PORTS.stripe),
          '--webhook-url',
          `http://127.0.0.1:${LOCAL_PORTS.app}/api/v1/billing/webhook`,
          '--state-file',
          resolve(dataDir, 'stripe-standin.json'),
        ],
        'Stripe stand-in',
      ),
    );
    stripeVars = standinStripeVars(stripe.ready.url);
    stripeStandinUrl = stripe.ready.url;
    log(
      `local Stripe stand-in at ${stripe.ready.url} (process ${stripe.pid}; checkout and billing portal pages in pt-BR)`,
    );
  }

  // CEP lookup (street and district from a CEP): ViaCEP itself when VIACEP_URL is set, otherwise a local stand-in.
  let viacepVars: Record<string, string> = process.env.VIACEP_URL ? { VIACEP_URL: process.env.VIACEP_URL } : {};
  if (viacepStandin) {
    const viacep = await keepRunning('the CEP stand-in', () =>
      startStandin<{ url: string }>('viacep', ['--port', String(LOCAL_PORTS.viacep)], 'CEP stand-in'),
    );
    viacepVars = standinViaCepVars(viacep.ready.url);
    log(`local ViaCEP stand-in at ${viacep.ready.url} (process ${viacep.pid}; a few demo addresses per demo city)`);
  }

  log('applying migrations');
  await applyMigrations(databaseUrl);
  if (process.env.SEED_DEMO_DATA !== 'false') {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    try {
      const db = drizzle({ client: pool, casing: 'snake_case' });
      const result = await seedDemoData(db);
      log(result.seeded ? `demo data seeded (${result.products} products)` : 'database already has data: seed skipped');
      if (stripeStandinUrl && (await seedDemoBilling(db, localStripe(stripeStandinUrl)))) {
        log(
          `demo billing: ${DEMO_ORGANIZATIONS.restaurant.name} on Pro (${DEMO_PRO_SEATS} seats), ${DEMO_ORGANIZATIONS.bakery.name} on Free`,
        );
      }
    } finally {
      await pool.end();
    }
  }

  if (process.env.SKIP_BUILD === 'true') {
    log('SKIP_BUILD=true: serving frontend/dist as it is');
  } else if (spaIsCurrent()) {
    log('frontend/dist is current (built from these sources): build skipped');
  } else {
    log('building the SPA (frontend/dist)');
    await runToEnd(process.execPath, [
      resolve(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'frontend/vite.config.ts',
      '--logLevel',
      'warn',
    ]);
    markSpaBuilt();
  }

  const vars: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: localSessionSecret(),
    ENVIRONMENT: 'development',
    APP_URL: appUrl,
    ...(proxy ? { NEON_WS_PROXY: `127.0.0.1:${proxy.port}` } : {}),
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    ...(process.env.RESEND_API_KEY ? { RESEND_API_KEY: process.env.RESEND_API_KEY } : {}),
    ...(process.env.RESEND_API_URL ? { RESEND_API_URL: process.env.RESEND_API_URL } : {}),
    ...(process.env.EMAIL_FROM ? { EMAIL_FROM: process.env.EMAIL_FROM } : {}),
    ...oauthVars,
    ...stripeVars,
    ...viacepVars,
    ...(process.env.USAGE_LOGGING ? { USAGE_LOGGING: process.env.USAGE_LOGGING } : {}),
    ...(process.env.SUPPLIER_KEY_RATE_LIMIT ? { SUPPLIER_KEY_RATE_LIMIT: process.env.SUPPLIER_KEY_RATE_LIMIT } : {}),
  };
  const wrangler = run(
    process.execPath,
    [
      resolve(root, 'node_modules/wrangler/bin/wrangler.js'),
      'dev',
      '--port',
      String(LOCAL_PORTS.app),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      resolve(dataDir, 'wrangler'),
      '--show-interactive-dev-session=false',
      '--log-level',
      process.env.WRANGLER_LOG_LEVEL ?? 'info',
      ...Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
    ],
    { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  );
  stoppers.push(() => stopProcessGroup(wrangler));
  wrangler.on('exit', (code) => {
    if (!stopping) {
      log(`wrangler dev exited (${code})`);
      void stopAll(code ?? 1);
    }
  });

  await waitForHealth(`${appUrl}/api/v1/health`, wrangler);
  stoppers.push(startLocalCron(appUrl, readCronTriggers(resolve(root, 'wrangler.toml')), log));

  const users = Object.values(DEMO_USERS)
    .map((u) => `    ${u.email.padEnd(24)} ${DEMO_PASSWORD}   ${u.name}`)
    .join('\n');
  console.log(`
  Abastece · Mercado is running

    App              ${appUrl}/app
    API              ${appUrl}/api/v1   (health: ${appUrl}/api/v1/health)
    PostgreSQL       ${postgres ? databaseUrl : '(DATABASE_URL)'}
    E-mail inbox     ${localInbox ? `http://localhost:${LOCAL_PORTS.mailWeb}  (JSON: /api/messages)` : '(SMTP_URL / RESEND_API_KEY)'}

  Demo logins (password ${DEMO_PASSWORD}):
${users}

  Ctrl-C stops everything; data is kept in .data/ for the next start.
`);
}

main().catch(async (error: unknown) => {
  // What failed and what to do come first, on their own lines; a log (if any) after them.
  if (error instanceof StartupError) {
    console.error(`[abastece] ${error.message}\n[abastece] ${error.hint}`);
    for (const line of error.details) console.error(`  ${line}`);
  } else {
    console.error(`[abastece] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  await stopAll(1);
});
