import { afterAll, afterEach, beforeAll } from 'vitest';
import { waitForGlobalWaitUntil } from 'cloudflare:test-internal';
import { purgeEdgeCache } from '../platform/edge-cache';
import { loadBcrypt, loadPapaparse, loadPdfLib, loadResend, loadStripe, loadWorkerMailer } from '../vendor-modules';
import { flushConformance } from './conformance';
import { flushExposure } from './exposure';
import { flushLanguage } from './language';
import { closeTestDb } from './tenant';

// The worker's lazily loaded modules are fetched here, in the runner's own context, before any
// request: fetched for the first time inside a request (a CSV export's streamed body pulling
// Papa Parse), the module fetch sometimes never came back under load, and the next request that
// needed a module waited behind it (test:stress, two CPU hogs: 2 of 8 rounds had the audit-log
// export and the next test time out with the database idle). Kept runtimes load them once.
beforeAll(() =>
  Promise.all([loadBcrypt(), loadPapaparse(), loadPdfLib(), loadResend(), loadStripe(), loadWorkerMailer()]),
);

// A worker's runtime serves file after file (vitest.config.ts): each file starts on an empty edge
// cache, as it did in a runtime of its own, so no file reads another's cached catalogue.
beforeAll(() => purgeEdgeCache('http://localhost'));

// No work outlives its test: what a request handed to waitUntil (a last-seen touch, a usage count, an
// outbox relay) is waited for before the next test starts, so it never runs into another test or
// past its file, when the pool may already have let the file's runner go.
afterEach(async () => {
  try {
    await waitForGlobalWaitUntil();
  } catch (error) {
    // A request's background work failed: the test already has its answer; say what failed.
    console.warn(`[waitUntil] background work failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}, 35_000);
// The assurance counts of this file go to the run's collector. Called here, for every file: a hook
// registered when those modules were imported would run for the first file of a kept runtime only.
afterAll(() => Promise.all([flushExposure(), flushLanguage(), flushConformance()]));
afterAll(() => closeTestDb());
