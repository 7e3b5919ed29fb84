import type Stripe from 'stripe';
import type { AppConfig } from '../platform/env';
import { ApiError } from '../platform/errors';
import { loadStripe } from '../vendor-modules';

const clients = new WeakMap<AppConfig, Stripe>();

/**
 * The official SDK over fetch. STRIPE_API_URL only changes where it connects
 * (host, port, protocol) — the local stand-in speaks the same REST API. The SDK
 * is a module of its own (functions/vendor/stripe.mjs), loaded by the first call.
 */
export async function stripeClient(config: AppConfig): Promise<Stripe> {
  const cached = clients.get(config);
  if (cached) return cached;
  if (!config.STRIPE_SECRET_KEY)
    throw new ApiError({ code: 'SERVICE_UNAVAILABLE', message: 'Cobrança não configurada' });
  const StripeSdk = await loadStripe();
  // Another request may have created it while the module loaded.
  let client = clients.get(config);
  if (client) return client;
  const api = new URL(config.STRIPE_API_URL);
  client = new StripeSdk(config.STRIPE_SECRET_KEY, {
    httpClient: StripeSdk.createFetchHttpClient(),
    host: api.hostname,
    port: api.port ? Number(api.port) : api.protocol === 'https:' ? 443 : 80,
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 15_000,
  });
  clients.set(config, client);
  return client;
}

let subtleCrypto: Stripe.CryptoProvider | undefined;

/** The SDK's Web Crypto provider, for webhook signatures. */
export async function webCrypto(): Promise<Stripe.CryptoProvider> {
  return (subtleCrypto ??= (await loadStripe()).createSubtleCryptoProvider());
}
