// Builds self-contained ESM copies of heavy libraries next to the worker (functions/vendor/), where
// wrangler uploads them as modules of their own (find_additional_modules): the worker imports them
// only when it needs them (a PDF, an e-mail, a call to Stripe, a password hash), so they add nothing
// to the main module every request loads. Runs on `npm install`/`npm ci` (postinstall); the copies
// are not committed.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/** One module of functions/vendor/: the input bundled with its dependencies, minified ESM for any runtime. */
const vendorModule = (options) =>
  buildSync({ bundle: true, minify: true, format: 'esm', platform: 'neutral', logLevel: 'error', ...options });

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
mkdirSync(join(root, 'functions/vendor'), { recursive: true });

// pdf-lib ships a self-contained ESM build.
copyFileSync(join(root, 'node_modules/pdf-lib/dist/pdf-lib.esm.min.js'), join(root, 'functions/vendor/pdf-lib.mjs'));

// Resend imports postal-mime and standardwebhooks: bundled in. Its React e-mail renderer is only for
// `react:` bodies, which we never send.
vendorModule({
  entryPoints: [join(root, 'node_modules/resend/dist/index.mjs')],
  outfile: join(root, 'functions/vendor/resend.mjs'),
  mainFields: ['module', 'main'],
  conditions: ['workerd', 'worker', 'browser', 'import'],
  external: ['@react-email/render'],
});

// Papa Parse (the quick order's and the exports' CSV) is a CommonJS/UMD file: bundled into ESM.
vendorModule({
  entryPoints: [join(root, 'node_modules/papaparse/papaparse.js')],
  // Only Papa's Node stream mode needs it, which the worker never uses.
  external: ['stream'],
  outfile: join(root, 'functions/vendor/papaparse.mjs'),
});

// The Stripe SDK (billing routes, the plans list's first sync, the billing-customer job): its worker
// build (fetch and Web Crypto), with no imports of its own.
vendorModule({
  entryPoints: [join(root, 'node_modules/stripe/esm/stripe.esm.worker.js')],
  outfile: join(root, 'functions/vendor/stripe.mjs'),
});

// bcryptjs (sign-up, sign-in, password changes). Its Node `crypto` fallback stays an import, as in
// the main bundle before (nodejs_compat); Web Crypto's getRandomValues is what it uses in workerd.
vendorModule({
  entryPoints: [join(root, 'node_modules/bcryptjs/index.js')],
  external: ['crypto'],
  outfile: join(root, 'functions/vendor/bcryptjs.mjs'),
});

// worker-mailer (e-mail over SMTP, the local default, sent by the queue consumer): its ESM build, with
// the runtime's cloudflare:sockets left as an import.
vendorModule({
  entryPoints: [join(root, 'node_modules/worker-mailer/dist/index.mjs')],
  external: ['cloudflare:sockets'],
  outfile: join(root, 'functions/vendor/worker-mailer.mjs'),
});

// fast-xml-parser (the NF-e XML a supplier ships from): its ESM source, bundled with its dependencies.
vendorModule({
  entryPoints: [join(root, 'node_modules/fast-xml-parser/src/fxp.js')],
  outfile: join(root, 'functions/vendor/fast-xml-parser.mjs'),
  mainFields: ['module', 'main'],
});

// fflate (the accountant's month of NF-e XMLs as a streamed zip): its browser ESM build, which has no
// Node worker_threads; only the month's zip loads it.
vendorModule({
  entryPoints: [join(root, 'node_modules/fflate/esm/browser.js')],
  outfile: join(root, 'functions/vendor/fflate.mjs'),
});

// arctic (sign-in with GitHub or Google: the two OAuth routes only), just the pieces those routes use,
// with its @oslojs dependencies.
vendorModule({
  stdin: {
    contents: "export { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';",
    resolveDir: root,
  },
  outfile: join(root, 'functions/vendor/arctic.mjs'),
  mainFields: ['module', 'main'],
});

// standardwebhooks (the signature of a webhook delivery, sent by the queue consumer), with its SHA-256
// and base64; a CommonJS package, bundled into ESM.
vendorModule({
  stdin: { contents: "export { Webhook } from 'standardwebhooks';", resolveDir: root },
  outfile: join(root, 'functions/vendor/standardwebhooks.mjs'),
  mainFields: ['module', 'main'],
});
