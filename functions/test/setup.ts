import { afterAll } from 'vitest';
import { loadPdfLib, loadResend, loadStripe, loadWorkerMailer } from '../vendor-modules';
import { closeTestDb } from './tenant';

// The modules the worker loads when first used (functions/vendor-modules.ts) are fetched from Vite then.
// Work a test file's requests left running after it ends (a queued e-mail with its PDF, a billing job)
// must not fetch one once the file's runner is gone: the pool takes that message as fatal ("Message
// received from Worker before initialisation") and stops the whole run. Each file loads them up front.
await Promise.all([loadPdfLib(), loadResend(), loadStripe(), loadWorkerMailer()]);

afterAll(() => closeTestDb());
