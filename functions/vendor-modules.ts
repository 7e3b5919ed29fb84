/**
 * Heavy libraries wrangler uploads as modules of their own (wrangler.toml `rules`), imported only
 * when needed. This file sits beside `vendor/` on purpose: the bundled worker keeps the specifier
 * as written, and `./vendor/…` resolves from the worker's root module.
 */
export const loadPdfLib = () => import('./vendor/pdf-lib.mjs');
export const loadResend = () => import('./vendor/resend.mjs');
/** Papa Parse: the quick order reads CSV with it and the exports write it. */
export const loadPapaparse = async () => (await import('./vendor/papaparse.mjs')).default;
/** The Stripe SDK's class: billing routes, the plans' sync and the billing-customer job. */
export const loadStripe = async () => (await import('./vendor/stripe.mjs')).default;
/** bcryptjs: password hashes (sign-up, sign-in, password changes). */
export const loadBcrypt = async () => (await import('./vendor/bcryptjs.mjs')).default;
/** worker-mailer: e-mail over SMTP (SMTP_URL), when Resend is not configured. */
export const loadWorkerMailer = () => import('./vendor/worker-mailer.mjs');
/** fast-xml-parser: the NF-e XML a supplier ships from (fulfilment/nfe-xml.ts). */
export const loadXmlParser = () => import('./vendor/fast-xml-parser.mjs');
/** fflate: the month's NF-e XMLs as a streamed zip (fulfilment/nfe-month-zip.ts). */
export const loadFflate = () => import('./vendor/fflate.mjs');
/**
 * The OpenAPI document's JSON text, written at build time from the route table (stack/openapi-build.ts,
 * wrangler.toml's [build]): only GET /openapi.json loads it.
 */
export const loadOpenApiDocument = async () => (await import('./vendor/openapi-document.mjs')).default;
/** arctic: the OAuth client of sign-in with GitHub or Google (identity/oauth.routes.ts). */
export const loadArctic = () => import('./vendor/arctic.mjs');
/** standardwebhooks: a webhook delivery's signature (integrations/signing.ts). */
export const loadStandardWebhooks = () => import('./vendor/standardwebhooks.mjs');
