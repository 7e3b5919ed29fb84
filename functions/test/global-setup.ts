import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from '../../stack/postgres';
import { startBridgeProcess } from '../../stack/bridge-process';
import { startMailInbox } from '../../stack/mail-inbox';
import { startOAuthStandin } from '../../stack/oauth-standin';
import { startStripeStandin } from '../../stack/stripe-standin';
import { startViaCepStandin } from '../../stack/viacep-standin';
import { startAssuranceCollector } from './assurance-collector';
import { scanLogs, startLogCapture } from './log-scan';
import { startWebhookReceiver } from './webhook-receiver';
import { applyMigrations, createDatabase } from '../../db/migrate';
import { planTemplateOf } from './plan-template';

declare module 'vitest' {
  export interface ProvidedContext {
    dbUrl: string;
    wsProxy: string;
    smtpUrl: string;
    inboxUrl: string;
    oauthStandinUrl: string;
    webhookReceiverUrl: string;
    stripeStandinUrl: string;
    viacepStandinUrl: string;
    assuranceUrl: string;
    unreachableDbUrl: string;
  }
}

/** The fixed ports of npm start, the e2e and the bench stacks: tests never take them. */
const RESERVED = new Set([
  8787, 8797, 8807, 1025, 1035, 1045, 8025, 8026, 8035, 8036, 8045, 8046, 8027, 8037, 8047, 8028, 8038, 8048, 8808,
  8809, 8810, 54320, 54321, 54340, 54341, 54350, 54351, 15440, 15441, 15450, 15451,
]);

async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolvePort, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: chosen } = server.address() as { port: number };
        server.close(() => resolvePort(chosen));
      });
    });
    if (!RESERVED.has(port)) return port;
  }
}

type Provided = import('vitest').ProvidedContext;

interface SharedStack {
  provided: Provided;
  users: number;
  stop(): Promise<void>;
}
// One stack for every project of the run: each project's setup gets the same one, and the last
// teardown stops it.
const SHARED = Symbol.for('abastece.test-stack');
const shared = globalThis as typeof globalThis & { [SHARED]?: Promise<SharedStack> };

async function startStack(): Promise<SharedStack> {
  // The worker config names the SPA build as its assets; tests need not build it.
  await mkdir(resolve('frontend/dist'), { recursive: true });

  const root = await mkdtemp(join(tmpdir(), 'abastece-test-'));
  const pg = await startLocalPostgres({ dataDir: join(root, 'pg'), port: await freePort(), ephemeral: true });
  const database = `abastece_test_${Date.now().toString(36)}`;
  // Migrated once into a template nobody connects to; the suite's database is a copy, and a test that
  // reads query plans copies it again into a database of its own (plan-database.ts).
  const template = planTemplateOf(database);
  await createDatabase(pg.urlFor('postgres'), template);
  await applyMigrations(pg.urlFor(template));
  await createDatabase(pg.urlFor('postgres'), database, template);
  const dbUrl = pg.urlFor(database);
  // A PostgreSQL address the bridge may reach and nothing listens on: the database gone, for the tests
  // of what every route answers then (database-unavailable.test.ts).
  const unreachable = new URL(dbUrl);
  unreachable.port = String(await freePort());
  const proxy = await startBridgeProcess({
    port: await freePort(),
    allowed: [`127.0.0.1:${pg.port}`, `127.0.0.1:${unreachable.port}`],
  });
  // Read by the stall reporter (same process) when a test times out.
  process.env.ABASTECE_TEST_DB_URL = dbUrl;
  process.env.ABASTECE_TEST_BRIDGE_URL = `http://127.0.0.1:${proxy.port}`;

  const inbox = await startMailInbox({ smtpPort: await freePort(), httpPort: await freePort() });
  const receiver = await startWebhookReceiver();
  const oauth = await startOAuthStandin({ port: 0 });
  // Webhook events are not pushed (the worker under test has no address); tests fetch them from the stand-in and post them, as `stripe listen` would.
  const stripe = await startStripeStandin({ port: 0 });
  const viacep = await startViaCepStandin({ port: 0 });
  const assurance = await startAssuranceCollector();
  startLogCapture();

  return {
    users: 0,
    provided: {
      dbUrl,
      wsProxy: `127.0.0.1:${proxy.port}`,
      smtpUrl: `smtp://127.0.0.1:${inbox.smtpPort}`,
      inboxUrl: `http://127.0.0.1:${inbox.httpPort}`,
      oauthStandinUrl: oauth.url,
      webhookReceiverUrl: receiver.url,
      stripeStandinUrl: stripe.url,
      viacepStandinUrl: viacep.url,
      assuranceUrl: assurance.url,
      unreachableDbUrl: unreachable.toString(),
    },
    async stop() {
      for (const line of assurance.report()) console.log(`[assurance] ${line}`);
      const logs = scanLogs();
      const responses = assurance.responsesScanned();
      console.log(
        `[assurance] log scan: ${logs.lines} lines printed during the run (${logs.structured} from the one logger), ${logs.findings.length} exposures${logs.findings.length ? ` (${logs.findings.slice(0, 5).join('; ')})` : ''}`,
      );
      await assurance.close();
      await oauth.close();
      await stripe.close();
      await viacep.close();
      await receiver.close();
      await inbox.close();
      await proxy.close();
      await pg.stop();
      await rm(root, { recursive: true, force: true });
      if (logs.findings.length > 0) throw new Error(`log scan: a secret was printed (${logs.findings[0]})`);
      // A whole run makes the worker log (failed jobs, refused deliveries): none read means the capture broke.
      if (responses > 1000 && logs.lines === 0) throw new Error('log scan: a whole run and not one line captured');
    },
  };
}

/**
 * Runs in Node before any test: a throw-away PostgreSQL with the migrations applied, the database
 * bridge (its own process) the worker's Neon driver connects through, the mail inbox and the
 * stand-ins. Tests share it and isolate themselves by creating fresh tenants.
 */
export default async function setup(project: TestProject) {
  shared[SHARED] ??= startStack();
  const stack = await shared[SHARED];
  stack.users++;
  for (const [key, value] of Object.entries(stack.provided)) project.provide(key as keyof Provided, value);
  return async () => {
    if (--stack.users > 0) return;
    delete shared[SHARED];
    await stack.stop();
  };
}
