import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from '../../stack/postgres';
import { startWsProxy } from '../../stack/ws-proxy';
import { startMailInbox } from '../../stack/mail-inbox';
import { startOAuthStandin } from '../../stack/oauth-standin';
import { startStripeStandin } from '../../stack/stripe-standin';
import { startAssuranceCollector } from './assurance-collector';
import { startWebhookReceiver } from './webhook-receiver';
import { applyMigrations, createDatabase } from '../../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    dbUrl: string;
    wsProxy: string;
    smtpUrl: string;
    inboxUrl: string;
    oauthStandinUrl: string;
    webhookReceiverUrl: string;
    stripeStandinUrl: string;
    assuranceUrl: string;
  }
}

/** The fixed ports of npm start, the e2e and the bench stacks: tests never take them. */
const RESERVED = new Set([
  8787, 8797, 8807, 1025, 1035, 1045, 8025, 8026, 8035, 8036, 8045, 8046, 8027, 8037, 8047, 8808, 8809, 8810, 54320,
  54321, 54340, 54341, 54350, 54351, 15440, 15441, 15450, 15451,
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

/**
 * Runs in Node before any test: a throw-away PostgreSQL with the migrations
 * applied, and the WebSocket bridge the worker's Neon driver connects through.
 * Tests share it and isolate themselves by creating fresh tenants.
 */
export default async function setup(project: TestProject) {
  // The worker config names the SPA build as its assets; tests need not build it.
  await mkdir(resolve('frontend/dist'), { recursive: true });

  const root = await mkdtemp(join(tmpdir(), 'abastece-test-'));
  const pg = await startLocalPostgres({ dataDir: join(root, 'pg'), port: await freePort(), ephemeral: true });
  const database = `abastece_test_${Date.now().toString(36)}`;
  await createDatabase(pg.urlFor('postgres'), database);
  const dbUrl = pg.urlFor(database);
  await applyMigrations(dbUrl);
  const proxy = await startWsProxy({ port: await freePort(), allowed: [`127.0.0.1:${pg.port}`] });

  const inbox = await startMailInbox({ smtpPort: await freePort(), httpPort: await freePort() });

  const receiver = await startWebhookReceiver();
  project.provide('webhookReceiverUrl', receiver.url);
  const oauth = await startOAuthStandin({ port: 0 });
  project.provide('oauthStandinUrl', oauth.url);
  // Webhook events are not pushed (the worker under test has no address); tests fetch them from the stand-in and post them, as `stripe listen` would.
  const stripe = await startStripeStandin({ port: 0 });
  project.provide('stripeStandinUrl', stripe.url);

  const assurance = await startAssuranceCollector();
  project.provide('assuranceUrl', assurance.url);

  project.provide('dbUrl', dbUrl);
  project.provide('smtpUrl', `smtp://127.0.0.1:${inbox.smtpPort}`);
  project.provide('inboxUrl', `http://127.0.0.1:${inbox.httpPort}`);
  project.provide('wsProxy', `127.0.0.1:${proxy.port}`);

  return async () => {
    for (const line of assurance.report()) console.log(`[assurance] ${line}`);
    await assurance.close();
    await oauth.close();
    await stripe.close();
    await receiver.close();
    await inbox.close();
    await proxy.close();
    await pg.stop();
    await rm(root, { recursive: true, force: true });
  };
}
