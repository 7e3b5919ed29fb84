import Stripe from 'stripe';
import type { AppConfig } from '../env';
import { ApiError } from '../lib/errors';

const clients = new WeakMap<AppConfig, Stripe>();

/**
 * The official SDK over fetch. STRIPE_API_URL only changes where it connects
 * (host, port, protocol) — the local stand-in speaks the same REST API.
 */
export function stripeClient(config: AppConfig): Stripe {
  let client = clients.get(config);
  if (client) return client;
  if (!config.STRIPE_SECRET_KEY)
    throw new ApiError({ code: 'SERVICE_UNAVAILABLE', message: 'Cobrança não configurada' });
  const api = new URL(config.STRIPE_API_URL);
  client = new Stripe(config.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    host: api.hostname,
    port: api.port ? Number(api.port) : api.protocol === 'https:' ? 443 : 80,
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 15_000,
  });
  clients.set(config, client);
  return client;
}

export const webCrypto = Stripe.createSubtleCryptoProvider();
